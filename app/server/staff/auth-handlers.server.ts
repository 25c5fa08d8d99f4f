/**
 * Handlers of the staff endpoints for signing in and out and for accounts (the leads' are in
 * lead-handlers.server.ts). Each gets its validated input after the guard (http.server.ts).
 */
import { createHash } from "node:crypto";
import type { Request, Response } from "express";
import { HttpError } from "../api/http-errors.server";
import { DatabaseRateLimitStore } from "../api/rate-limit.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { AccountError } from "./accounts.server";
import { setStaffMayEditContent } from "../content/changes.server";
import { recordEvent } from "./events.server";
import { clearSessionCookie, signedIn, sessionTokenOf, setSessionCookie } from "./http.server";
import { checkPassword } from "./passwords.server";

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
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  // Attempts per account, known or not (the key is a hash of what was typed): the same limit
  // and the same answers whether or not the account exists.
  const perAccount = new DatabaseRateLimitStore(services.database.db, "sign-in-account", logger);
  perAccount.init({ windowMs: windowSeconds * 1000 } as Parameters<typeof perAccount.init>[0]);

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
      const key = createHash("sha256").update(input.email).digest("hex");
      const { totalHits } = await perAccount.increment(key);
      if (totalHits > config.RATE_LIMIT_SIGN_IN_ACCOUNT) {
        throw new HttpError(
          429,
          `Too many sign-in attempts for this account. Please wait ${Math.ceil(windowSeconds / 60)} minutes, or ask the owner to reset your password.`,
        );
      }
      const account = await staff.accounts.credentials(input.email);
      const usable = account && account.disabledAt === null ? account.passwordHash : null;
      if (!account || !(await checkPassword(usable, input.password)) || !usable) {
        throw new HttpError(401, SIGN_IN_REFUSED);
      }
      await perAccount.resetKey(key);
      const token = await staff.sessions.create(account.id, sessionTokenOf(req, config));
      setSessionCookie(res, req, config, token);
      await recordEvent(services.database.db, { actorId: account.id, action: "signed_in" });
      return { message: "Signed in.", redirectTo: "/staff" };
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
