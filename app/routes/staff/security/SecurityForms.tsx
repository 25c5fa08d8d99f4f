/**
 * The security page's forms (decisions 0018, 0020, 0043): every change of a second factor asks
 * for the password again, unless the sign-in was within the step-up window (`PasswordNeeded`);
 * removing one asks for a ticked "Yes, remove ..." first; recovery codes and the new app's key
 * (typed, or scanned as a QR code) are shown once. All but adding a passkey (WebAuthn needs JavaScript) are plain
 * form posts to the page's action, so they work before and without JavaScript.
 */
import { createContext, useContext, useState, type ReactNode } from "react";
import {
  ConfirmBox,
  FormFailure,
  TextField,
  useCsrfToken,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import { useHydrated } from "~/components/forms/use-form-helpers";
import { checkForm, VALIDATION_MESSAGE, type FieldErrors } from "~/lib/forms/form-check";
import { passkeyStartFormSchema } from "~/lib/staff/second-factor";
import { useRoutePost } from "~/routes/staff/shared/script-post";
import type { SecurityActionAnswer, SecurityIntent, TotpSetupShown } from "./security.server";
import { QrCodeImage, RecoveryCodesNotice } from "./ShownOnce";

export { RecoveryCodesNotice };

/**
 * Whether the forms ask for the password: false while the session's sign-in is recent (the
 * loader says; the server decides again on every post and asks when the window has passed).
 */
export const PasswordNeeded = createContext(true);

/** The message of a refusal beside its field, else as the form's own failure. */
const failureOf = (answer: SecurityActionAnswer | undefined, field: string) =>
  answer && answer.errors?.[field] !== answer.message ? answer.message : undefined;

/** The password typed again, which every change needs. */
function PasswordField({ id, answer }: { id: string; answer?: SecurityActionAnswer }) {
  return (
    <TextField
      id={id}
      name="password"
      label="Your password (to confirm it is you)"
      type="password"
      autoComplete="current-password"
      error={answer?.errors?.password}
      required
    />
  );
}

/** A form of this page: its intent and token, the password, a button; `children` before it. */
function ReauthForm({
  intent,
  id,
  label,
  button,
  answer,
  children,
}: {
  intent: SecurityIntent;
  id: string;
  label: string;
  button: string;
  answer?: SecurityActionAnswer;
  children?: ReactNode;
}) {
  const asked = useContext(PasswordNeeded) || answer?.errors?.password !== undefined;
  return (
    <StaffForm
      intent={intent}
      part={`${id}-form`}
      aria-label={label}
      className="staff-form"
      noValidate
    >
      {asked ? <PasswordField id={`${id}-password`} answer={answer} /> : null}
      {children}
      <FormFailure message={failureOf(answer, "password")} />
      <SendButton intent={intent} busy="Checking…">
        {button}
      </SendButton>
    </StaffForm>
  );
}

/** The new app's key and its first code, which turns it on. */
function TotpConfirm({ setup, answer }: { setup: TotpSetupShown; answer?: SecurityActionAnswer }) {
  return (
    <div className="staff-form">
      <p>
        In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add
        an account and scan this code with your phone&apos;s camera, or type the key below it:
      </p>
      <QrCodeImage qr={setup.qr} />
      <p className="staff-secret" aria-label="Key for your authenticator app">
        {setup.secret}
      </p>
      <p className="staff-note">
        On this phone? <a href={setup.uri}>Open it in your authenticator app</a>.
      </p>
      <StaffForm
        intent="totp-confirm"
        aria-label="Confirm the authenticator app"
        className="staff-form"
        noValidate
      >
        {/* Sent back so a wrong code can show this key again (only to a form that had it). */}
        <input type="hidden" name="secret" value={setup.secret} />
        <TextField
          id="totp-confirm-code"
          name="code"
          label="The 6-digit code your app shows now"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={answer?.errors?.code}
          required
        />
        <FormFailure message={failureOf(answer, "code")} />
        <SendButton intent="totp-confirm" busy="Checking…">
          Turn on
        </SendButton>
      </StaffForm>
    </div>
  );
}

/** Turn on the authenticator app: password, then the key, then a code from the app. */
export function TotpSetup({ answer }: { answer?: SecurityActionAnswer }) {
  const mine = answer?.intent === "totp-start" || answer?.intent === "totp-confirm";
  const setup = mine ? answer?.setup : undefined;
  if (setup) {
    return (
      <TotpConfirm setup={setup} answer={answer?.intent === "totp-confirm" ? answer : undefined} />
    );
  }
  return (
    <details className="staff-disclosure" open={mine || undefined}>
      <summary className="button">Set up an authenticator app</summary>
      <ReauthForm
        intent="totp-start"
        id="totp-start"
        label="Set up an authenticator app"
        button="Continue"
        answer={mine ? answer : undefined}
      />
    </details>
  );
}

/** Remove something: a disclosure, then the password and a ticked "Yes, remove ...". */
export function RemoveWithConfirmation({
  what,
  intent,
  id,
  passkeyId,
  answer,
}: {
  what: string;
  intent: "totp-remove" | "passkey-remove";
  /** Tells this form's fields apart from another removal's on the same page. */
  id: string;
  passkeyId?: string;
  /** The action's refusal, when it was about this very form. */
  answer?: SecurityActionAnswer;
}) {
  return (
    <details className="staff-disclosure" open={answer ? true : undefined}>
      <summary className="button button--outline">Remove {what}</summary>
      <p>Remove {what}? You will no longer be able to sign in with it.</p>
      <ReauthForm
        intent={intent}
        id={id}
        label={`Remove ${what}`}
        button="Remove it"
        answer={answer}
      >
        {passkeyId ? <input type="hidden" name="passkeyId" value={passkeyId} /> : null}
        <ConfirmBox id={id} label={`Yes, remove ${what}`} error={answer?.errors?.confirm} />
      </ReauthForm>
    </details>
  );
}

/** New recovery codes (the old ones stop working). */
export function RenewRecoveryCodes({ answer }: { answer?: SecurityActionAnswer }) {
  return (
    <details className="staff-disclosure" open={answer ? true : undefined}>
      <summary className="button button--outline">Make new recovery codes</summary>
      <p>The codes you have now stop working.</p>
      <ReauthForm
        intent="recovery-codes"
        id="recovery-codes"
        label="Make new recovery codes"
        button="Make new codes"
        answer={answer}
      />
    </details>
  );
}

/** What adding a passkey answered: its message and, when made, the recovery codes to show once. */
export type OnCodes = (message: string, codes: string[] | undefined) => void;

/** The route that adds a passkey (routes/staff/security/security-passkeys.ts). */
const PASSKEYS = "/staff/security/passkeys";
const NO_PASSKEY = "No passkey was made. Try again when your device asks.";

/** The refusal's message, unless it is already beside the field it concerns. */
const apartFrom = (message: string, errors: FieldErrors) =>
  Object.values(errors).includes(message) ? null : message;

/**
 * The two WebAuthn steps: the creation options for the password, then the passkey the browser
 * made, stored under its name. The refusal to show, or null once added.
 */
async function addPasskey(
  post: ReturnType<typeof useRoutePost>,
  values: { name: string; password?: string },
  done: (message: string, codes: string[] | undefined) => void,
): Promise<{ message: string | null; errors: FieldErrors } | null> {
  // No password field (a recent sign-in): none is sent, and the server decides.
  const fields: Record<string, string> = { intent: "start" };
  if (values.password !== undefined) fields.password = values.password;
  const started = await post<{ options: unknown }>(PASSKEYS, fields);
  if (!started.ok)
    return { message: apartFrom(started.message, started.errors), errors: started.errors };
  let response: unknown;
  try {
    const { startRegistration } = await import("@simplewebauthn/browser");
    response = await startRegistration({
      // Made by @simplewebauthn/server for this call.
      optionsJSON: started.body.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
    });
  } catch {
    return { message: NO_PASSKEY, errors: {} };
  }
  const added = await post<{ message: string; recoveryCodes?: string[] }>(
    PASSKEYS,
    { intent: "add", name: values.name, response: JSON.stringify(response) },
    { refresh: true },
  );
  if (!added.ok) return { message: added.message, errors: {} };
  done(added.body.message, added.body.recoveryCodes);
  return null;
}

/** Add a passkey: its name and the password, then the browser's own prompt. */
export function AddPasskey({ onCodes }: { onCodes: OnCodes }) {
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const post = useRoutePost();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const asked = useContext(PasswordNeeded) || errors.password !== undefined;

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const values = {
      name: String(data.get("name") ?? ""),
      password: data.has("password") ? String(data.get("password")) : undefined,
    };
    const checked = checkForm(passkeyStartFormSchema, { csrfToken, ...values });
    setErrors(checked.ok ? {} : checked.errors);
    setFailure(checked.ok ? null : VALIDATION_MESSAGE);
    if (!checked.ok) return;
    setPending(true);
    const refused = await addPasskey(post, values, (message, codes) => {
      form.reset();
      onCodes(message, codes);
    });
    setPending(false);
    setErrors(refused?.errors ?? {});
    setFailure(refused?.message ?? null);
  }

  return (
    <form
      method="post"
      noValidate
      aria-label="Add a passkey"
      className="staff-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <TextField
        id="passkey-name"
        name="name"
        error={errors.name}
        label="A name for this passkey (like “My phone”)"
        autoComplete="off"
        required
      />
      {asked ? (
        <TextField
          id="passkey-password"
          name="password"
          error={errors.password}
          label="Your password (to confirm it is you)"
          type="password"
          autoComplete="current-password"
          required
        />
      ) : null}
      <FormFailure message={failure} />
      <button type="submit" className="button" disabled={!hydrated || pending}>
        {pending ? "Checking…" : "Add a passkey"}
      </button>
    </form>
  );
}
