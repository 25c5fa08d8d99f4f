import { useState } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/second-step";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { FormFailure } from "~/components/staff/FormFailure";
import { submitJson } from "~/lib/api-client";
import {
  staffSecondStepCode,
  staffSecondStepPasskey,
  staffSecondStepPasskeyOptions,
} from "~/lib/api/staff-security-endpoints";
import { safeNext } from "~/lib/staff/guard";
import { secondStepCodeSchema } from "~/lib/staff/second-factor";
import "~/styles/staff.css";

export const meta: Route.MetaFunction = () => [
  { title: "Staff sign-in: second step | Day Spa" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (context.staff) throw redirect(next);
  const { staff } = context.services;
  const pending = await staff.pendingSignIns.fromCookieHeader(request.headers.get("cookie"));
  if (!pending) throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`);
  const factors = await staff.secondFactors.summary(pending.userId);
  return { next, hasPasskey: factors.passkeys.length > 0, hasTotp: factors.totp };
}

/** Signs in with a passkey: a challenge from the server, the browser's signature back. */
function PasskeyButton({ next }: { next: string }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function signInWithPasskey() {
    setPending(true);
    setFailure(null);
    const options = await submitJson(staffSecondStepPasskeyOptions, {});
    if (!options.ok) {
      setFailure(options.message);
      setPending(false);
      return;
    }
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const response = await startAuthentication({
        // The server made these options with @simplewebauthn/server for this very call.
        optionsJSON: options.body.options as Parameters<
          typeof startAuthentication
        >[0]["optionsJSON"],
      });
      const answer = await submitJson(staffSecondStepPasskey, { response });
      if (answer.ok) {
        window.location.assign(next);
        return;
      }
      setFailure(answer.message);
    } catch {
      setFailure("The passkey was not used. Try again, or use a code below.");
    }
    setPending(false);
  }
  return (
    <div className="staff-form">
      <button
        type="button"
        className="button"
        disabled={pending}
        onClick={() => void signInWithPasskey()}
      >
        {pending ? "Waiting for your passkey…" : "Use my passkey"}
      </button>
      <FormFailure message={failure} />
    </div>
  );
}

function CodeForm({ kind, next }: { kind: "totp" | "recovery"; next: string }) {
  const api = useApiForm({
    schema: secondStepCodeSchema,
    defaults: { kind, code: "" },
    endpoint: staffSecondStepCode,
    toPayload: (values) => values,
    onSuccess: () => window.location.assign(next),
  });
  const totp = kind === "totp";
  return (
    <form
      {...api.formProps}
      aria-label={totp ? "Code from your app" : "Recovery code"}
      className="staff-form"
    >
      <TextField
        {...api.field("code")}
        {...api.form.register("code")}
        label={totp ? "6-digit code from your authenticator app" : "One of your recovery codes"}
        inputMode={totp ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormFailure message={api.failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        {api.pending ? "Checking…" : "Continue"}
      </button>
    </form>
  );
}

export default function SecondStep({ loaderData }: Route.ComponentProps) {
  const { next, hasPasskey, hasTotp } = loaderData;
  const [recovery, setRecovery] = useState(false);
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>One more step</h1>
        <p>Your password is right. Now show it is really you.</p>
        {hasPasskey ? <PasskeyButton next={next} /> : null}
        {hasTotp && !recovery ? (
          <>
            {hasPasskey ? (
              <h2 className="staff-subheading">Or use your authenticator app</h2>
            ) : null}
            <CodeForm kind="totp" next={next} />
          </>
        ) : null}
        {recovery ? (
          <>
            <h2 className="staff-subheading">Use a recovery code</h2>
            <p className="staff-note">Each recovery code works once.</p>
            <CodeForm kind="recovery" next={next} />
          </>
        ) : null}
        <p>
          <button
            type="button"
            className="button button--outline"
            onClick={() => setRecovery((on) => !on)}
          >
            {recovery ? "Back" : "I lost my phone or passkey"}
          </button>
        </p>
        <p className="staff-note">
          No recovery codes left? Ask the person who runs the website to reset your second step.{" "}
          <a href="/staff/sign-in">Start again</a>
        </p>
      </div>
    </main>
  );
}
