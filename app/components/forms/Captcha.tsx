import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";
import { FieldError } from "./Field";

export interface CaptchaProps {
  config: CaptchaPublicConfig;
  /** Receives the solution token, or "" when it is cleared or expires. */
  onToken: (token: string) => void;
  /** Bumped by the form after each submission: the widget starts over. */
  resetSignal: number;
  /** The widget's script loads on the first interaction with the form (SPEC.md 7), not before. */
  active: boolean;
  error?: string;
  id: string;
}

interface Grecaptcha {
  render(el: HTMLElement, options: Record<string, unknown>): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

let recaptchaScript: Promise<Grecaptcha> | null = null;
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    window.__onRecaptchaLoad = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement("script");
    script.src = "https://www.google.com/recaptcha/api.js?render=explicit&onload=__onRecaptchaLoad";
    script.async = true;
    script.onerror = () => {
      recaptchaScript = null;
      reject(new Error("reCAPTCHA did not load"));
    };
    document.head.appendChild(script);
  });
  return recaptchaScript;
}

function AltchaWidget({
  onToken,
  resetSignal,
  config,
}: Omit<CaptchaProps, "active" | "error" | "id">) {
  const ref = useRef<HTMLElement & { reset?: () => void }>(null);
  const [loaded, setLoaded] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    void import("altcha").then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget || !loaded) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onTokenRef.current(detail.state === "verified" && detail.payload ? detail.payload : "");
    };
    widget.addEventListener("statechange", onState);
    return () => widget.removeEventListener("statechange", onState);
  }, [loaded]);

  useEffect(() => {
    if (resetSignal > 0) ref.current?.reset?.();
  }, [resetSignal]);

  if (config.provider !== "altcha") return null;
  return (
    <altcha-widget
      ref={ref}
      challenge={config.challengeUrl}
      name="altcha"
      type="checkbox"
      auto="off"
      suppressHydrationWarning
    />
  );
}

function RecaptchaWidget({
  siteKey,
  onToken,
  resetSignal,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  resetSignal: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [failed, setFailed] = useState(false);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    loadRecaptcha().then(
      (grecaptcha) => {
        if (!ref.current || widgetId.current !== null) return;
        widgetId.current = grecaptcha.render(ref.current, {
          sitekey: siteKey,
          callback: (token: string) => onTokenRef.current(token),
          "expired-callback": () => onTokenRef.current(""),
          "error-callback": () => onTokenRef.current(""),
        });
      },
      () => setFailed(true),
    );
  }, [siteKey]);

  useEffect(() => {
    if (resetSignal > 0 && widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
  }, [resetSignal]);

  if (failed) {
    return <p className="field__error">The captcha could not load. Please reload the page.</p>;
  }
  return <div ref={ref} />;
}

/** The configured captcha (ALTCHA by default, reCAPTCHA v2 when configured), with its error. */
export function Captcha({ config, onToken, resetSignal, active, error, id }: CaptchaProps) {
  return (
    <div
      className={`field captcha${error ? " field--invalid" : ""}`}
      id={id}
      role="group"
      aria-label="Spam protection"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {active ? (
        config.provider === "altcha" ? (
          <AltchaWidget config={config} onToken={onToken} resetSignal={resetSignal} />
        ) : (
          <RecaptchaWidget siteKey={config.siteKey} onToken={onToken} resetSignal={resetSignal} />
        )
      ) : (
        <p className="captcha__placeholder">
          The spam check appears when you start filling in the form.
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
