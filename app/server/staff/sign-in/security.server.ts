/**
 * The security page's changes apart from HTTP (decision 0018): set up or remove the authenticator
 * app, renew the recovery codes, add or remove a passkey. Every change but the steps that follow
 * one (a code from the new app, the browser's new passkey) takes the password again, counted on
 * the sign-in password's own counters, unless the session began within the step-up window
 * (decision 0043: the sign-in just proved it); each is written to the audit trail without
 * personal data.
 * The page's route action and the passkey's script route turn the outcomes into answers; a
 * refusal is an `HttpError` whose status and message are safe to show as they are.
 */
import type { Database } from "../../db/client.server";
import { HttpError } from "../../api/http-errors.server";
import type { Accounts } from "../accounts/accounts.server";
import { recordEvent } from "../privacy/events.server";
import { MAX_PASSKEYS, type Passkeys } from "./passkeys.server";
import { checkPassword } from "./passwords.server";
import { PASSWORD_AGAIN, signedInRecently } from "~/lib/staff/second-factor";
import { qrCodeOf } from "./qr-code.server";
import { groupedSecret, type SecondFactors } from "./second-factor.server";
import type { SignInLimits } from "./sign-in-limits.server";

export const WRONG_PASSWORD = "That is not your password.";
export const WRONG_TOTP_CODE = "That code is not right. Type the newest code your app shows.";
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** Who is asking: the signed-in member, as the session read found them. */
export interface Member {
  userId: string;
  email: string;
  /** When the session began (its sign-in): within the step-up window no password is asked. */
  signedInAt: Date;
}

/** What a change answers: its message and, with a first factor or on demand, codes shown once. */
export interface Changed {
  message: string;
  recoveryCodes?: string[];
}

interface SecurityDeps {
  db: Database;
  accounts: Accounts;
  secondFactors: SecondFactors;
  passkeys: Passkeys;
  /** The password's counters at sign-in: re-authentication is no way around them. */
  passwordLimits: SignInLimits;
}

/** The password typed again, or `undefined` when the form left it out (a recent sign-in). */
type Password = string | undefined;
type Reauthenticate = (member: Member, password: Password, ip: string) => Promise<void>;
type FactorAdded = (userId: string, kind: string) => Promise<Changed>;

/**
 * The app's set-up as the page shows it: the key grouped for typing, its `otpauth:` link and the
 * same link as a QR code drawn here (no outside service ever sees the secret).
 */
function shown(setup: { secret: string; uri: string }) {
  return { secret: groupedSecret(setup.secret), uri: setup.uri, qr: qrCodeOf(setup.uri) };
}

export function createSecurity(deps: SecurityDeps) {
  const { db, accounts, secondFactors, passwordLimits: limits } = deps;

  /**
   * The password typed again, checked against the member's own; 400 when it is not theirs. Left
   * out, it is needed only once the step-up window since the sign-in has passed; typed, it is
   * checked all the same (a wrong one is never let through).
   */
  async function reauthenticate(member: Member, password: Password, ip: string) {
    if (password === undefined) {
      if (signedInRecently(member.signedInAt, Date.now())) return;
      throw new HttpError(400, PASSWORD_AGAIN, { password: PASSWORD_AGAIN });
    }
    const attempt = await limits.attempt(member.email, ip);
    const account = await accounts.credentials(member.email);
    const right = await checkPassword(account?.passwordHash ?? null, password);
    if (!account || !right) {
      throw new HttpError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    await attempt.succeeded();
  }

  /** A factor was added: recorded, and ten recovery codes when the member had none yet. */
  async function added(userId: string, kind: string): Promise<Changed> {
    await recordEvent(db, { actorId: userId, action: "second_factor_added", detail: kind });
    const recoveryCodes = (await secondFactors.hasRecoveryCodes(userId))
      ? undefined
      : await secondFactors.newRecoveryCodes(userId);
    return {
      message: recoveryCodes
        ? "Done. Write down or print your recovery codes now: they are shown only once."
        : "Done.",
      recoveryCodes,
    };
  }

  return {
    /** A new authenticator app's secret (kept server-side until confirmed), grouped to type. */
    async startTotp(member: Member, password: Password, ip: string) {
      await reauthenticate(member, password, ip);
      const started = await secondFactors.startTotp(member.userId, member.email);
      if (!started) {
        throw new HttpError(409, "An authenticator app is set up already. Remove it first.");
      }
      return shown(started);
    },

    /** The pending set-up again, for a form that sent its secret back (see pendingTotp). */
    async pendingTotp(member: Member, typedSecret: string) {
      const pending = await secondFactors.pendingTotp(member.userId, member.email, typedSecret);
      return pending ? shown(pending) : undefined;
    },

    /** The app's first code puts it in force (counted like a password attempt). */
    async confirmTotp(member: Member, code: string, ip: string): Promise<Changed> {
      const attempt = await limits.attempt(member.email, ip);
      const result = await secondFactors.confirmTotp(member.userId, code);
      if (result === "expired") {
        throw new HttpError(409, "Nothing to confirm: start setting up the app again.");
      }
      if (result === "wrong") throw new HttpError(400, WRONG_TOTP_CODE, { code: WRONG_TOTP_CODE });
      await attempt.succeeded();
      return added(member.userId, "authenticator app");
    },

    async removeTotp(member: Member, password: Password, ip: string) {
      await reauthenticate(member, password, ip);
      if (!(await secondFactors.removeTotp(member.userId))) {
        throw new HttpError(409, "No authenticator app is set up.");
      }
      await recordEvent(db, {
        actorId: member.userId,
        action: "second_factor_removed",
        detail: "authenticator app",
      });
      return "The authenticator app is removed.";
    },

    /** Ten new recovery codes; the earlier ones stop working. */
    async renewRecoveryCodes(member: Member, password: Password, ip: string): Promise<Changed> {
      await reauthenticate(member, password, ip);
      const recoveryCodes = await secondFactors.newRecoveryCodes(member.userId);
      await recordEvent(db, { actorId: member.userId, action: "recovery_codes_renewed" });
      return {
        message: "New recovery codes. The earlier ones no longer work. They are shown only once.",
        recoveryCodes,
      };
    },

    ...passkeyChanges(deps, reauthenticate, added),
  };
}

/** Adding and removing passkeys, with the password checks and records of createSecurity. */
function passkeyChanges(
  { db, passkeys }: SecurityDeps,
  reauthenticate: Reauthenticate,
  added: FactorAdded,
) {
  return {
    /** WebAuthn creation options for a new passkey (the browser's prompt needs JavaScript). */
    async startPasskey(member: Member, password: Password, ip: string) {
      await reauthenticate(member, password, ip);
      const { options, full } = await passkeys.registrationOptions(member.userId, member.email);
      if (full) throw new HttpError(409, `You have ${MAX_PASSKEYS} passkeys. Remove one first.`);
      return options;
    },

    /** Stores the passkey the browser made for the options above. */
    async addPasskey(member: Member, name: string, response: unknown): Promise<Changed> {
      if (!(await passkeys.register(member.userId, name, response))) {
        throw new HttpError(400, "The passkey could not be added. Please try again.");
      }
      return added(member.userId, "passkey");
    },

    /** Removes one of the member's passkeys; 404 for a malformed id or another's passkey. */
    async removePasskey(member: Member, passkeyId: string, password: Password, ip: string) {
      await reauthenticate(member, password, ip);
      const id = passkeyId.slice(0, 40);
      if (!UUID.test(id) || !(await passkeys.remove(member.userId, id))) {
        throw new HttpError(404, "No such passkey.");
      }
      await recordEvent(db, {
        actorId: member.userId,
        action: "second_factor_removed",
        detail: `passkey ${id}`,
      });
      return "The passkey is removed.";
    },
  };
}

export type Security = ReturnType<typeof createSecurity>;
