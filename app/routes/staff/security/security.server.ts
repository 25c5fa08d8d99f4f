/**
 * The security page's action (decisions 0018, 0020): set up the authenticator app (password, then
 * a code), remove it, renew the recovery codes, remove a passkey. Each asks for the password again
 * through `services.staff.security`, unless the session began within the step-up window (decision
 * 0043: the form then leaves the field out); removals also need their "Yes, remove ..." box. What is shown
 * once (the new app's key, recovery codes) is this POST's action data, never a notice cookie or a
 * URL: it goes to this response only. Adding a passkey needs WebAuthn, hence JavaScript: its
 * script route is security-passkeys.ts (decision 0036).
 */
import { data } from "react-router";
import { reauthSchema, totpConfirmSchema } from "~/lib/staff/second-factor";
import { refusalOf } from "~/routes/staff/sign-in/auth-cookies.server";
import { checkForm, formFields, unconfirmed } from "~/routes/staff/shared/form-data.server";
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { postedText } from "~/routes/staff/shared/form-data.server";

export type SecurityIntent =
  "totp-start" | "totp-confirm" | "totp-remove" | "recovery-codes" | "passkey-remove";

/** The authenticator app's set-up waiting for its first code: the key to type, link, QR code. */
export interface TotpSetupShown {
  secret: string;
  uri: string;
  qr: { size: number; path: string };
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

const text = (form: FormData, name: string) => postedText(form.get(name));

type Args = StaffActionArgs<"staff">;

const ipOf = (args: Args) => args.context.clientIp ?? "";

/** The app's first code: its set-up is shown again with a refusal, as long as it was sent. */
async function confirmTotp(args: Args) {
  const { form, identity, done } = args;
  const { security } = args.services.staff;
  const intent = "totp-confirm";
  const checked = checkForm(totpConfirmSchema, formFields(form));
  // A wrong or missing code must not lose the key being typed: it comes back to a form that
  // sent it (and only then), with the refusal.
  const setup = await security.pendingTotp(identity, text(form, "secret"));
  if (!checked.ok) {
    const message = checked.errors.code ?? RELOAD;
    return answer({ intent, message, errors: checked.errors, setup }, 400);
  }
  try {
    const confirmed = await security.confirmTotp(identity, checked.value.code, ipOf(args));
    if (!confirmed.recoveryCodes) return done(HERE, confirmed.message);
    return answer({ intent, message: confirmed.message, recoveryCodes: confirmed.recoveryCodes });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const keep = refusal.status === 400 ? setup : undefined;
    return answer({ intent, ...refusal, setup: keep }, refusal.status);
  }
}

/**
 * A change that asks for the password again (a removal also for its ticked box): `work` runs
 * with it; the service's refusal (a wrong password, too many tries) answers the form.
 */
const withPassword =
  <R>(
    intent: SecurityIntent,
    work: (args: Args, password: string | undefined, passkeyId: string) => R,
  ) =>
  async (args: Args) => {
    const { form } = args;
    const passkeyId =
      intent === "passkey-remove" ? text(form, "passkeyId").slice(0, 40) : undefined;
    const checked = checkForm(reauthSchema, formFields(form));
    if (!checked.ok) {
      const message = checked.errors.password ?? RELOAD;
      return answer({ intent, message, errors: checked.errors, passkeyId }, 400);
    }
    const removing = intent === "totp-remove" || intent === "passkey-remove";
    const notTicked = removing && unconfirmed(form, "Tick the box to confirm the removal.");
    if (notTicked) return answer({ intent, ...notTicked, passkeyId }, 400);
    try {
      return await work(args, checked.value.password, passkeyId ?? "");
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return answer({ intent, ...refusal, passkeyId }, refusal.status);
    }
  };

export const securityAction = staffAction("staff", {
  "totp-confirm": confirmTotp,
  "totp-start": withPassword("totp-start", async (args, password) => {
    const setup = await args.services.staff.security.startTotp(args.identity, password, ipOf(args));
    const message = "Add this account to your authenticator app, then type the code it shows.";
    return answer({ intent: "totp-start", message, setup });
  }),
  "totp-remove": withPassword("totp-remove", async (args, password) => {
    const { security } = args.services.staff;
    return args.done(HERE, await security.removeTotp(args.identity, password, ipOf(args)));
  }),
  "recovery-codes": withPassword("recovery-codes", async (args, password) => {
    const { security } = args.services.staff;
    const renewed = await security.renewRecoveryCodes(args.identity, password, ipOf(args));
    return answer({ intent: "recovery-codes", ...renewed });
  }),
  "passkey-remove": withPassword("passkey-remove", async (args, password, passkeyId) => {
    const { security } = args.services.staff;
    const words = await security.removePasskey(args.identity, passkeyId, password, ipOf(args));
    return args.done(HERE, words);
  }),
});
