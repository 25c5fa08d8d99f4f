/**
 * Handlers of the staff endpoints for signing in and out and for accounts (the leads' are in
 * lead-handlers.server.ts). Each gets its validated input after the guard (http.server.ts).
 */
import type { Request, Response } from "express";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { AccountError } from "./accounts.server";
import { setStaffMayEditContent } from "../content/changes.server";
import { recordEvent } from "./events.server";
import { clearSessionCookie, signedIn } from "./http.server";
import { checkPassword } from "./passwords.server";
import { completePasswordStep } from "./second-step.server";
import { createSignInLimits } from "./sign-in-limits.server";

export const SIGN_IN_REFUSED = "The e-mail or password is not right.";

type AuthHandlerId =
  | "staffSignIn"
  | "staffSetPassword"
  | "staffSignOut"
  | "staffInvite"
  | "staffDisable"
  | "staffResetPassword"
  | "staffContentAccess";

function asHttpError(error: unknown): never {
  if (error instanceof AccountError) {
    throw new HttpError(
      error.status,
      error.message,
      error.field ? { [error.field]: error.message } : undefined,
    );
  }
  throw error;
}

const accountParam = (req: Request) => {
  const id = String(req.params.accountId ?? "");
  if (id.length !== 36) throw new HttpError(404, "No such account.");
  return id;
};

export function createAuthHandlers(services: Services): Pick<Handlers, AuthHandlerId> {
  const { staff, config, logger } = services;
  // Password attempts per account and client IP, and per account alone (sign-in-limits.server.ts).
  const limits = createSignInLimits(services.database.db, config, logger, "sign-in");

  const linkFor = async (email: string, path: string) => {
    const url = `${config.SITE_URL}${path}`;
    const mailed = await staff.mailLink(email, url).catch((err: unknown) => {
      logger.warn({ err }, "set-password e-mail not sent");
      return false;
    });
    return { url, mailed };
  };

  return {
    async staffSignIn(input, req: Request, res: Response) {
      const attempt = await limits.attempt(input.email, req.ip ?? "");
      // Constant work: the same query, one Argon2 verify (a decoy hash when there is no usable
      // one) and the same answer, whether the e-mail is unknown, disabled, without a password or
      // with a wrong one, so neither the answer nor its time tells which e-mails exist.
      const account = await staff.accounts.credentials(input.email);
      const usable = account && account.disabledAt === null ? account.passwordHash : null;
      const passwordRight = await checkPassword(usable, input.password);
      if (!account || usable === null || !passwordRight) {
        throw new HttpError(401, SIGN_IN_REFUSED);
      }
      await attempt.succeeded();
      return completePasswordStep(services, account, req, res);
    },

    async staffSetPassword(input) {
      const userId = await staff.accounts
        .setPassword(input.token, input.password)
        .catch(asHttpError);
      await recordEvent(services.database.db, { actorId: userId, action: "password_set" });
      return { message: "Your password is saved. Sign in with it now." };
    },

    async staffSignOut(_input, req: Request, res: Response) {
      const identity = signedIn(req);
      await staff.sessions.end(identity.token);
      clearSessionCookie(res, req, config);
      await recordEvent(services.database.db, { actorId: identity.userId, action: "signed_out" });
      return { message: "Signed out." };
    },

    async staffInvite(input, req: Request) {
      const identity = signedIn(req);
      const { account, link } = await staff.accounts
        .create(input.email, input.role)
        .catch(asHttpError);
      await recordEvent(services.database.db, {
        actorId: identity.userId,
        action: "account_created",
        detail: `account ${account.id} (${account.role})`,
      });
      const { url, mailed } = await linkFor(account.email, link.path);
      return {
        message: mailed
          ? `Account created. The set-password link was e-mailed to ${account.email}.`
          : `Account created. Give ${account.email} this set-password link; it works once.`,
        setPasswordUrl: url,
      };
    },

    async staffDisable(_input, req: Request) {
      const identity = signedIn(req);
      const id = accountParam(req);
      await staff.accounts.disable(id).catch(asHttpError);
      await recordEvent(services.database.db, {
        actorId: identity.userId,
        action: "account_disabled",
        detail: `account ${id}`,
      });
      return { message: "The account is disabled and its sessions have ended." };
    },

    async staffContentAccess(input, req: Request) {
      const identity = signedIn(req);
      await setStaffMayEditContent(services.database.db, input.staffMayEdit);
      await recordEvent(services.database.db, {
        actorId: identity.userId,
        action: "content_access_changed",
        detail: input.staffMayEdit ? "staff may edit content" : "owners only",
      });
      return {
        message: input.staffMayEdit
          ? "Staff members can now edit and publish the site's content."
          : "Only owners can edit the site's content now.",
      };
    },

    async staffResetPassword(_input, req: Request) {
      const identity = signedIn(req);
      const id = accountParam(req);
      const { account, link } = await staff.accounts.resetPassword(id).catch(asHttpError);
      await recordEvent(services.database.db, {
        actorId: identity.userId,
        action: "password_link_issued",
        detail: `account ${id}`,
      });
      const { url, mailed } = await linkFor(account.email, link.path);
      return {
        message: mailed
          ? `A new set-password link was e-mailed to ${account.email}; its sessions have ended.`
          : `Give ${account.email} this new set-password link; its sessions have ended.`,
        setPasswordUrl: url,
      };
    },
  };
}
