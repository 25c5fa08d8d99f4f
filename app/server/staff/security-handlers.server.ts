/**
 * The security page's endpoints (decision 0018): add or remove a passkey or the authenticator
 * app, renew the recovery codes; each change asks for the password again (counted like sign-in
 * attempts), and is written to the audit trail without personal data. (The owners' choice
 * whether staff members must use a second factor is the accounts page's action, decision 0020.)
 */
import type { Request } from "express";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";
import { checkPassword } from "./passwords.server";
import { groupedSecret } from "./second-factor.server";
import { createSignInLimits } from "./sign-in-limits.server";
import { MAX_PASSKEYS } from "./passkeys.server";

const WRONG_PASSWORD = "That is not your password.";

type SecurityId =
  | "staffTotpStart"
  | "staffTotpConfirm"
  | "staffTotpRemove"
  | "staffRecoveryCodes"
  | "staffPasskeyStart"
  | "staffPasskeyAdd"
  | "staffPasskeyRemove";

export function createSecurityHandlers(services: Services): Pick<Handlers, SecurityId> {
  const { staff, config, logger } = services;
  const db = services.database.db;
  // The same counters as the password at sign-in: re-authentication is no way around them.
  const limits = createSignInLimits(db, config, logger, "sign-in");

  /** The signed-in member, after their password was typed again and is right. */
  async function reauthenticated(req: Request, password: string) {
    const identity = signedIn(req);
    const attempt = await limits.attempt(identity.email, req.ip ?? "");
    const account = await staff.accounts.credentials(identity.email);
    const right = await checkPassword(account?.passwordHash ?? null, password);
    if (!account || !right) {
      throw new HttpError(400, WRONG_PASSWORD, { password: WRONG_PASSWORD });
    }
    await attempt.succeeded();
    return identity;
  }

  /** Ten recovery codes when the member has none yet (their first factor). */
  async function firstCodes(userId: string) {
    if (await staff.secondFactors.hasRecoveryCodes(userId)) return undefined;
    return staff.secondFactors.newRecoveryCodes(userId);
  }

  const added = async (userId: string, kind: string) => {
    await recordEvent(db, { actorId: userId, action: "second_factor_added", detail: kind });
    const recoveryCodes = await firstCodes(userId);
    return {
      message: recoveryCodes
        ? "Done. Write down or print your recovery codes now: they are shown only once."
        : "Done.",
      recoveryCodes,
    };
  };

  return {
    async staffTotpStart(input, req: Request) {
      const identity = await reauthenticated(req, input.password);
      const started = await staff.secondFactors.startTotp(identity.userId, identity.email);
      if (!started) {
        throw new HttpError(409, "An authenticator app is set up already. Remove it first.");
      }
      return {
        message: "Add this account to your authenticator app, then type the code it shows.",
        secret: groupedSecret(started.secret),
        uri: started.uri,
      };
    },

    async staffTotpConfirm(input, req: Request) {
      const identity = signedIn(req);
      const attempt = await limits.attempt(identity.email, req.ip ?? "");
      const result = await staff.secondFactors.confirmTotp(identity.userId, input.code);
      if (result === "expired") {
        throw new HttpError(409, "Nothing to confirm: start setting up the app again.");
      }
      if (result === "wrong") {
        const message = "That code is not right. Type the newest code your app shows.";
        throw new HttpError(400, message, { code: message });
      }
      await attempt.succeeded();
      return added(identity.userId, "authenticator app");
    },

    async staffTotpRemove(input, req: Request) {
      const identity = await reauthenticated(req, input.password);
      if (!(await staff.secondFactors.removeTotp(identity.userId))) {
        throw new HttpError(409, "No authenticator app is set up.");
      }
      await recordEvent(db, {
        actorId: identity.userId,
        action: "second_factor_removed",
        detail: "authenticator app",
      });
      return { message: "The authenticator app is removed." };
    },

    async staffRecoveryCodes(input, req: Request) {
      const identity = await reauthenticated(req, input.password);
      const recoveryCodes = await staff.secondFactors.newRecoveryCodes(identity.userId);
      await recordEvent(db, {
        actorId: identity.userId,
        action: "recovery_codes_renewed",
      });
      return {
        message: "New recovery codes. The earlier ones no longer work. They are shown only once.",
        recoveryCodes,
      };
    },

    async staffPasskeyStart(input, req: Request) {
      const identity = await reauthenticated(req, input.password);
      const { options, full } = await staff.passkeys.registrationOptions(
        identity.userId,
        identity.email,
      );
      if (full) {
        throw new HttpError(409, `You have ${MAX_PASSKEYS} passkeys. Remove one first.`);
      }
      return { options };
    },

    async staffPasskeyAdd(input, req: Request) {
      const identity = signedIn(req);
      if (!(await staff.passkeys.register(identity.userId, input.name, input.response))) {
        throw new HttpError(400, "The passkey could not be added. Please try again.");
      }
      return added(identity.userId, "passkey");
    },

    async staffPasskeyRemove(input, req: Request) {
      const identity = await reauthenticated(req, input.password);
      const id = String(req.params.passkeyId ?? "").slice(0, 40);
      if (!/^[\da-f-]{36}$/i.test(id) || !(await staff.passkeys.remove(identity.userId, id))) {
        throw new HttpError(404, "No such passkey.");
      }
      await recordEvent(db, {
        actorId: identity.userId,
        action: "second_factor_removed",
        detail: `passkey ${id}`,
      });
      return { message: "The passkey is removed." };
    },
  };
}
