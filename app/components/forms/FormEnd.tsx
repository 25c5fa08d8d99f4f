import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";
import { Captcha, type CaptchaProps } from "./Captcha";
import { Notice } from "./Field";
import { Honeypot } from "./Honeypot";

/**
 * The end of every form: the honeypot, the captcha, the notices, and the submit button, which
 * stays disabled until hydration and while a request is pending.
 */
export function FormEnd({
  api,
  captchaConfig,
  notices,
  submitLabel,
  busy = api.pending,
}: {
  /** What `useLazyApiForm` returned. */
  api: {
    /** The honeypot's registration comes from here. */
    register: (name: "website") => UseFormRegisterReturn;
    captcha: Omit<CaptchaProps, "config">;
    failure: string | null;
    pending: boolean;
    hydrated: boolean;
  };
  captchaConfig: CaptchaPublicConfig;
  /** Notices shown above the failure (hints, success). */
  notices?: ReactNode;
  submitLabel: string;
  /** The form cannot be sent again: pending by default, or leaving after a success. */
  busy?: boolean;
}) {
  const { captcha, failure } = api;
  return (
    <>
      <Honeypot registration={api.register("website")} />
      <Captcha config={captchaConfig} {...captcha} />
      {notices}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <button
        type="submit"
        className="button form__submit"
        disabled={!api.hydrated || busy}
        aria-busy={busy}
      >
        {api.pending ? "Sending…" : submitLabel}
      </button>
    </>
  );
}
