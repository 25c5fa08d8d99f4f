import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/second-step";
import { staffMeta } from "~/routes/staff/shared/meta";
import { FormFailure, TextField, SendButton } from "~/routes/staff/shared/form-kit";
import { StaffAuthError } from "./StaffAuthError";
import { postToRoute } from "~/routes/staff/shared/script-post";
import { safeNext } from "~/routes/staff/shared/guard";
import { staffFormGuard } from "~/routes/staff/shared/form-guard.server";
import { secondStepAction, type SecondStepAnswer } from "./second-step.server";
import "~/routes/staff/shared/staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Staff sign-in: second step | Day Spa");

/** Outside the staff layout: its own guard, origin and body only (no session yet, 0020). */
export const middleware: Route.MiddlewareFunction[] = [staffFormGuard({ session: false })];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const next = safeNext(searchParams.get("next"));
  if (context.staff) throw redirect(next);
  const { staff } = context.services;
  const pending = await staff.pendingSignIns.fromCookieHeader(request.headers.get("cookie"));
  if (!pending) throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`);
  const factors = await staff.secondFactors.summary(pending.userId);
  return {
    next,
    hasPasskey: factors.passkeys.length > 0,
    hasTotp: factors.totp,
    recovery: searchParams.has("recovery"),
  };
}

/** The authenticator app's code or a recovery code: a plain form post (works without JS). */
export const action = secondStepAction;

/** The second step's passkey route (routes/staff/sign-in/second-step-passkey.ts). */
const PASSKEY_ROUTE = "/staff/second-step/passkey";

/** Signs in with a passkey: a challenge from the server, the browser's signature back. */
function PasskeyButton({ next }: { next: string }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function signInWithPasskey() {
    setPending(true);
    setFailure(null);
    const options = await postToRoute<{ options: unknown }>(PASSKEY_ROUTE, { intent: "options" });
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
      const answer = await postToRoute(PASSKEY_ROUTE, {
        intent: "finish",
        response: JSON.stringify(response),
      });
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

function CodeForm({
  kind,
  next,
  answer,
}: {
  kind: "totp" | "recovery";
  next: string;
  answer?: SecondStepAnswer;
}) {
  const sending = useNavigation().state === "submitting";
  const totp = kind === "totp";
  return (
    <Form
      method="post"
      aria-label={totp ? "Code from your app" : "Recovery code"}
      className="staff-form"
      noValidate
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="next" value={next} />
      <TextField
        key={answer?.code ?? ""}
        id={`second-step-${kind}`}
        name="code"
        label={totp ? "6-digit code from your authenticator app" : "One of your recovery codes"}
        inputMode={totp ? "numeric" : "text"}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={answer?.code ?? ""}
        error={answer?.errors?.code === answer?.message ? undefined : answer?.errors?.code}
        required
      />
      <FormFailure message={answer?.message} />
      <SendButton sending={sending} busy="Checking…">
        Continue
      </SendButton>
    </Form>
  );
}

export default function SecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const { next, hasPasskey, hasTotp } = loaderData;
  // Links, not a toggle: choosing the recovery code works without JavaScript too.
  const recovery = loaderData.recovery || actionData?.kind === "recovery";
  const here = `/staff/second-step?next=${encodeURIComponent(next)}`;
  return (
    <main id="main" className="staff-auth">
      <div className="staff-auth__card">
        <h1>One more step</h1>
        <p>Your password is right. Now show it is really you.</p>
        {hasPasskey && !recovery ? <PasskeyButton next={next} /> : null}
        {hasTotp && !recovery ? (
          <>
            {hasPasskey ? (
              <h2 className="staff-subheading">Or use your authenticator app</h2>
            ) : null}
            <CodeForm kind="totp" next={next} answer={actionData} />
          </>
        ) : null}
        {recovery ? (
          <>
            <h2 className="staff-subheading">Use a recovery code</h2>
            <p className="staff-note">Each recovery code works once.</p>
            <CodeForm kind="recovery" next={next} answer={actionData} />
          </>
        ) : null}
        <p>
          <Link
            className="button button--outline"
            to={recovery ? here : `${here}&recovery=1`}
            replace
          >
            {recovery ? "Back" : "I lost my phone or passkey"}
          </Link>
        </p>
        <p className="staff-note">
          No recovery codes left? Ask the person who runs the website to reset your second step.{" "}
          <a href="/staff/sign-in">Start again</a>
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <StaffAuthError />;
}
