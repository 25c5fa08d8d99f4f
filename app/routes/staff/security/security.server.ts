/**
 * The security page's action (decisions 0018, 0020): set up the authenticator app (password, then
 * a code), remove it, renew the recovery codes, remove a passkey. Each asks for the password again
 * through `services.staff.security`; removals also need their "Yes, remove ..." box. What is shown
 * once (the new app's key, recovery codes) is this POST's action data, never a notice cookie or a
 * URL: it goes to this response only. Adding a passkey needs WebAuthn, hence JavaScript: its
 * script route is security-passkeys.ts (decision 0036).
 */
import { data, type ActionFunctionArgs } from "react-router";
import { requireStaff } from "~/routes/staff/shared/guard";
import { reauthSchema, totpConfirmSchema } from "~/lib/staff/second-factor";
import { refusalOf } from "~/routes/staff/sign-in/auth-cookies.server";
import { checkForm, formFields, unconfirmed } from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { redirectWithNotice } from "~/routes/staff/shared/notice.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export const SECURITY_INTENTS = [
  "totp-start",
  "totp-confirm",
  "totp-remove",
  "recovery-codes",
  "passkey-remove",
] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

/** The authenticator app's set-up waiting for its first code: the key to type, its link. */
export interface TotpSetupShown {
  secret: string;
  uri: string;
}

/** What the page's forms get back when the action does not redirect. */
export type SecurityActionAnswer = FormAnswer<
  SecurityIntent,
  {
    /** Which passkey a refused removal was about (its form shows the message). */
    passkeyId?: string;
    /** The app's set-up, shown until a code confirms it. */
    setup?: TotpSetupShown;
    /** Shown once: ten recovery codes. */
    recoveryCodes?: string[];
  }
>;

const HERE = "/staff/security";
const RELOAD = "Reload the page and try again.";

const answer = (body: SecurityActionAnswer, status = 200) =>
  // Never stored by a cache: a secret or codes may be in it.
  data(body, { status, headers: { "Cache-Control": "no-store" } });

const intentOf = (value: FormDataEntryValue | null): SecurityIntent | undefined =>
  SECURITY_INTENTS.find((intent) => intent === value);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function securityAction({ request, context }: ActionFunctionArgs) {
  const identity = requireStaff(context, request);
  const form = context.get(staffFormContext);
  const { security } = context.services.staff;
  const ip = context.clientIp ?? "";
  const intent = intentOf(form.get("intent"));
  if (!intent) return answer({ intent: "totp-start", message: RELOAD }, 400);
  const passkeyId = intent === "passkey-remove" ? text(form, "passkeyId").slice(0, 40) : undefined;

  if (intent === "totp-confirm") {
    const checked = checkForm(totpConfirmSchema, formFields(form));
    // A wrong or missing code must not lose the key being typed: it comes back to a form that
    // sent it (and only then), with the refusal.
    const setup = await security.pendingTotp(identity, text(form, "secret"));
    if (!checked.ok) {
      const message = checked.errors.code ?? RELOAD;
      return answer({ intent, message, errors: checked.errors, setup }, 400);
    }
    try {
      const done = await security.confirmTotp(identity, checked.value.code, ip);
      if (!done.recoveryCodes) return redirectWithNotice(request, identity, HERE, done.message);
      return answer({ intent, message: done.message, recoveryCodes: done.recoveryCodes });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const keep = refusal.status === 400 ? setup : undefined;
      return answer({ intent, ...refusal, setup: keep }, refusal.status);
    }
  }

  const checked = checkForm(reauthSchema, formFields(form));
  if (!checked.ok) {
    const message = checked.errors.password ?? RELOAD;
    return answer({ intent, message, errors: checked.errors, passkeyId }, 400);
  }
  const { password } = checked.value;
  const removing = intent === "totp-remove" || intent === "passkey-remove";
  const notTicked = removing && unconfirmed(form, "Tick the box to confirm the removal.");
  if (notTicked) return answer({ intent, ...notTicked, passkeyId }, 400);
  try {
    switch (intent) {
      case "totp-start": {
        const setup = await security.startTotp(identity, password, ip);
        const message = "Add this account to your authenticator app, then type the code it shows.";
        return answer({ intent, message, setup });
      }
      case "totp-remove":
        return redirectWithNotice(
          request,
          identity,
          HERE,
          await security.removeTotp(identity, password, ip),
        );
      case "recovery-codes": {
        const renewed = await security.renewRecoveryCodes(identity, password, ip);
        return answer({ intent, ...renewed });
      }
      case "passkey-remove":
        return redirectWithNotice(
          request,
          identity,
          HERE,
          await security.removePasskey(identity, passkeyId ?? "", password, ip),
        );
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return answer({ intent, ...refusal, passkeyId }, refusal.status);
  }
}
