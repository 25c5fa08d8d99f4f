/**
 * The security page's forms (decision 0018): every change of a second factor asks for the
 * password again; removing one asks for confirmation first; recovery codes are shown once.
 */
import { useState, type ReactNode } from "react";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { submitJson } from "~/lib/api-client";
import { withParams } from "~/lib/api/endpoints";
import {
  staffPasskeyAdd,
  staffPasskeyRemove,
  staffPasskeyStart,
  staffRecoveryCodes,
  staffTotpConfirm,
  type staffTotpRemove,
  staffTotpStart,
} from "~/lib/api/staff-security-endpoints";
import { passkeyStartFormSchema, reauthSchema, totpConfirmSchema } from "~/lib/staff/second-factor";
import { FormFailure } from "./FormFailure";
import { useRefresh } from "./use-refresh";

type ReauthEndpoint =
  | typeof staffTotpStart
  | typeof staffTotpRemove
  | typeof staffRecoveryCodes
  | typeof staffPasskeyRemove;

/** A password field and one button: the re-authentication every change needs. */
function ReauthForm({
  csrfToken,
  endpoint,
  label,
  button,
  onDone,
  children,
}: {
  csrfToken: string;
  endpoint: ReauthEndpoint;
  label: string;
  button: string;
  onDone: (body: Record<string, unknown>) => void;
  children?: ReactNode;
}) {
  const api = useApiForm({
    schema: reauthSchema,
    defaults: { csrfToken, password: "" },
    // Every one of these endpoints takes exactly this body (reauthSchema).
    endpoint: endpoint as typeof staffTotpRemove,
    toPayload: (values) => values,
    onSuccess: (body) => onDone(body as Record<string, unknown>),
  });
  return (
    <form {...api.formProps} aria-label={label} className="staff-form">
      <TextField
        {...api.field("password")}
        {...api.form.register("password")}
        label="Your password (to confirm it is you)"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormFailure message={api.failure} />
      <div className="staff-actions">
        <button type="submit" className="button" disabled={!api.canSubmit}>
          {api.pending ? "Checking…" : button}
        </button>
        {children}
      </div>
    </form>
  );
}

/** What a change answered: its message and, when made, the recovery codes to show once. */
export type OnCodes = (message: string, codes: string[] | undefined) => void;

/** Ten codes, shown once, for the day the phone or passkey is lost. */
export function RecoveryCodesNotice({ codes }: { codes: string[] }) {
  return (
    <div className="staff-notice">
      <h2>Your recovery codes</h2>
      <p>
        Write these down or print this page, and keep them somewhere safe (not on your phone). Each
        code lets you sign in once if you lose your phone or passkey. They are shown only now.
      </p>
      <ol className="staff-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Turn on the authenticator app: password, then the secret, then a code from the app. */
export function TotpSetup({ csrfToken, onCodes }: { csrfToken: string; onCodes: OnCodes }) {
  const refresh = useRefresh();
  const [secret, setSecret] = useState<{ secret: string; uri: string } | null>(null);
  const [open, setOpen] = useState(false);
  const confirm = useApiForm({
    schema: totpConfirmSchema,
    defaults: { csrfToken, code: "" },
    endpoint: staffTotpConfirm,
    toPayload: (values) => values,
    onSuccess: (body) => {
      setSecret(null);
      setOpen(false);
      onCodes(body.message, body.recoveryCodes);
      void refresh();
    },
  });
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Set up an authenticator app
      </button>
    );
  }
  if (!secret) {
    return (
      <ReauthForm
        csrfToken={csrfToken}
        endpoint={staffTotpStart}
        label="Set up an authenticator app"
        button="Continue"
        onDone={(body) => setSecret(body as { secret: string; uri: string })}
      >
        <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </ReauthForm>
    );
  }
  return (
    <div className="staff-form">
      <p>
        In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), add
        an account and type this key:
      </p>
      <p className="staff-secret" aria-label="Key for your authenticator app">
        {secret.secret}
      </p>
      <p className="staff-note">
        On this phone? <a href={secret.uri}>Open it in your authenticator app</a>.
      </p>
      <form
        {...confirm.formProps}
        aria-label="Confirm the authenticator app"
        className="staff-form"
      >
        <TextField
          {...confirm.field("code")}
          {...confirm.form.register("code")}
          label="The 6-digit code your app shows now"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
        />
        <FormFailure message={confirm.failure} />
        <button type="submit" className="button" disabled={!confirm.canSubmit}>
          {confirm.pending ? "Checking…" : "Turn on"}
        </button>
      </form>
    </div>
  );
}

/** Remove something after a confirmation: the question, then the password. */
export function RemoveWithConfirmation({
  csrfToken,
  what,
  endpoint,
}: {
  csrfToken: string;
  what: string;
  endpoint: typeof staffTotpRemove | typeof staffPasskeyRemove;
}) {
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--outline" onClick={() => setAsking(true)}>
        Remove {what}
      </button>
    );
  }
  return (
    <div className="staff-notice">
      <p>
        Remove {what}? You will no longer be able to sign in with it. Type your password to confirm.
      </p>
      <ReauthForm
        csrfToken={csrfToken}
        endpoint={endpoint}
        label={`Remove ${what}`}
        button="Yes, remove it"
        onDone={() => void refresh()}
      >
        <button type="button" className="button button--outline" onClick={() => setAsking(false)}>
          Keep it
        </button>
      </ReauthForm>
    </div>
  );
}

export function removePasskeyEndpoint(passkeyId: string) {
  return withParams(staffPasskeyRemove, { passkeyId });
}

/** New recovery codes (the old ones stop working). */
export function RenewRecoveryCodes({
  csrfToken,
  onCodes,
}: {
  csrfToken: string;
  onCodes: OnCodes;
}) {
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button button--outline" onClick={() => setAsking(true)}>
        Make new recovery codes
      </button>
    );
  }
  return (
    <ReauthForm
      csrfToken={csrfToken}
      endpoint={staffRecoveryCodes}
      label="Make new recovery codes"
      button="Make new codes"
      onDone={(body) => {
        const answer = body as { message: string; recoveryCodes: string[] };
        setAsking(false);
        onCodes(answer.message, answer.recoveryCodes);
        void refresh();
      }}
    >
      <button type="button" className="button button--outline" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </ReauthForm>
  );
}

/** Add a passkey: its name and the password, then the browser's own prompt. */
export function AddPasskey({ csrfToken, onCodes }: { csrfToken: string; onCodes: OnCodes }) {
  const refresh = useRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const api = useApiForm({
    schema: passkeyStartFormSchema,
    defaults: { csrfToken, password: "", name: "" },
    endpoint: staffPasskeyStart,
    toPayload: (values) => ({ csrfToken: values.csrfToken, password: values.password }),
    onSubmitStart: () => setFailure(null),
    onSuccess: (body, values) => {
      void (async () => {
        try {
          const { startRegistration } = await import("@simplewebauthn/browser");
          const response = await startRegistration({
            // Made by @simplewebauthn/server for this call.
            optionsJSON: body.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
          });
          const added = await submitJson(staffPasskeyAdd, {
            csrfToken,
            name: values.name,
            response,
          });
          if (!added.ok) {
            setFailure(added.message);
            return;
          }
          api.form.reset({ csrfToken, password: "", name: "" });
          onCodes(added.body.message, added.body.recoveryCodes);
          void refresh();
        } catch {
          setFailure("No passkey was made. Try again when your device asks.");
        }
      })();
    },
  });
  return (
    <form {...api.formProps} aria-label="Add a passkey" className="staff-form">
      <TextField
        {...api.field("name")}
        {...api.form.register("name")}
        label="A name for this passkey (like “My phone”)"
        autoComplete="off"
        required
      />
      <TextField
        {...api.field("password")}
        {...api.form.register("password")}
        label="Your password (to confirm it is you)"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormFailure message={api.failure ?? failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        {api.pending ? "Checking…" : "Add a passkey"}
      </button>
    </form>
  );
}
