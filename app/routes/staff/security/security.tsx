import { useState } from "react";
import { spaDayShort } from "~/lib/staff/dates";
import type { Route } from "./+types/security";
import { staffMeta } from "~/routes/staff/shared/meta";
import { signedInRecently } from "~/lib/staff/second-factor";
import {
  AddPasskey,
  PasswordNeeded,
  RecoveryCodesNotice,
  RemoveWithConfirmation,
  RenewRecoveryCodes,
  TotpSetup,
} from "./SecurityForms";
import { requireStaff } from "~/routes/staff/shared/guard";
import { securityAction, type SecurityActionAnswer } from "./security.server";

export const meta: Route.MetaFunction = () => staffMeta("Security | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  const identity = requireStaff(context, request);
  const summary = await context.services.staff.secondFactors.summary(identity.userId);
  return {
    mustEnrol: identity.mustEnrol,
    // A sign-in within the step-up window is proof enough (decision 0043); each post checks again.
    passwordNeeded: !signedInRecently(identity.signedInAt, Date.now()),
    owner: identity.role === "owner",
    totp: summary.totp,
    recoveryCodesLeft: summary.recoveryCodesLeft,
    passkeys: summary.passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: spaDayShort(passkey.createdAt.toISOString()),
      lastUsed: passkey.lastUsedAt ? spaDayShort(passkey.lastUsedAt.toISOString()) : null,
    })),
  };
}

/**
 * Set up or remove the app, new recovery codes, remove a passkey: plain form posts that work
 * without JavaScript (0020). Adding a passkey posts to its script route (WebAuthn, 0036).
 */
export const action = securityAction;

type Passkey = Route.ComponentProps["loaderData"]["passkeys"][number];

/** The member's passkeys, each with its Remove, and the form that adds one. */
function PasskeySection({
  passkeys,
  answerFor,
  onCodes,
}: {
  passkeys: Passkey[];
  answerFor: (intent: string, passkeyId?: string) => SecurityActionAnswer | undefined;
  onCodes: (message: string, codes: string[] | undefined) => void;
}) {
  return (
    <section aria-labelledby="passkeys-heading" className="staff-section">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className="staff-note">
        Sign in with your phone&apos;s or computer&apos;s fingerprint, face or screen lock.
      </p>
      {passkeys.length > 0 ? (
        <ul className="staff-accounts">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="staff-card">
              <p>
                <strong>{passkey.name}</strong>
                <br />
                Added {passkey.added}
                {passkey.lastUsed ? ` · last used ${passkey.lastUsed}` : " · not used yet"}
              </p>
              <RemoveWithConfirmation
                what={`the passkey “${passkey.name}”`}
                intent="passkey-remove"
                id={`passkey-${passkey.id}`}
                passkeyId={passkey.id}
                answer={answerFor("passkey-remove", passkey.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>No passkey yet.</p>
      )}
      <AddPasskey onCodes={onCodes} />
    </section>
  );
}

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const { mustEnrol, passwordNeeded, owner, totp, passkeys, recoveryCodesLeft } = loaderData;
  const any = totp || passkeys.length > 0;
  // A passkey just added (JavaScript only): kept here, above the sections, so the redraw that
  // follows does not hide its codes.
  const [added, setAdded] = useState<{ message: string; codes?: string[] } | null>(null);
  const onCodes = (message: string, codes: string[] | undefined) => setAdded({ message, codes });
  // Codes the action made are shown with this one answer only: a later answer or a reload
  // replaces them, and they were never in a cookie or an address.
  const codesShown = actionData?.recoveryCodes ? actionData : null;
  const done = codesShown
    ? { message: codesShown.message, codes: codesShown.recoveryCodes }
    : added;
  const answerFor = (intent: string, passkeyId?: string) =>
    actionData?.intent === intent && actionData.passkeyId === passkeyId && !codesShown
      ? actionData
      : undefined;
  return (
    <PasswordNeeded.Provider value={passwordNeeded}>
      <h1>Security</h1>
      {/* The message is announced; the codes are not read out (they have their own buttons,
          whose Copy says "Copied" in a status of its own). Shown first, under the heading. */}
      {done?.codes ? (
        // New codes are a new box: it takes focus again.
        <RecoveryCodesNotice key={done.codes[0]} codes={done.codes} message={done.message} />
      ) : done ? (
        <p role="status" className="staff-notice">
          {done.message}
        </p>
      ) : null}
      {mustEnrol && !done ? (
        <p role="status" className="staff-notice">
          {owner ? "Owners" : "Staff members"} need a second way to sign in besides the password.
          Set up a passkey or an authenticator app below; then the rest of the staff area opens.
        </p>
      ) : (
        <p>
          A second way to sign in keeps the spa&apos;s records safe even if your password is
          guessed.
        </p>
      )}

      <PasskeySection passkeys={passkeys} answerFor={answerFor} onCodes={onCodes} />

      <section aria-labelledby="totp-heading" className="staff-section">
        <h2 id="totp-heading">Authenticator app</h2>
        {totp ? (
          <>
            <p>On: you can sign in with the 6-digit code your app shows.</p>
            <RemoveWithConfirmation
              what="the authenticator app"
              intent="totp-remove"
              id="totp-remove"
              answer={answerFor("totp-remove")}
            />
          </>
        ) : (
          <>
            <p>Off. Use it on a phone with an app such as Google Authenticator.</p>
            <TotpSetup answer={actionData && !codesShown ? actionData : undefined} />
          </>
        )}
      </section>

      {any ? (
        <section aria-labelledby="recovery-heading" className="staff-section">
          <h2 id="recovery-heading">Recovery codes</h2>
          <p>
            {recoveryCodesLeft === 1
              ? "1 unused recovery code left."
              : `${recoveryCodesLeft} unused recovery codes left.`}{" "}
            Each one lets you sign in once without your phone or passkey.
          </p>
          <RenewRecoveryCodes answer={answerFor("recovery-codes")} />
        </section>
      ) : null}
    </PasswordNeeded.Provider>
  );
}
