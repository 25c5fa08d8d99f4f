/**
 * Handlers of the staff endpoints for set-password links and accounts (the leads' work, their
 * CSV export and resume download are staff routes; signing in and out are route actions,
 * sign-in.server.ts). Each gets its validated input after the guard (http.server.ts).
 */
import type { Request } from "express";
import { HttpError } from "../api/http-errors.server";
import type { Handlers } from "../api/handlers.server";
import type { Services } from "../services.server";
import { AccountError } from "./accounts.server";
import { setStaffMayEditContent } from "../content/changes.server";
import { recordEvent } from "./events.server";
import { signedIn } from "./http.server";

type AuthHandlerId =
  "staffSetPassword" | "staffInvite" | "staffDisable" | "staffResetPassword" | "staffContentAccess";

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

  const linkFor = async (email: string, path: string) => {
    const url = `${config.SITE_URL}${path}`;
    const mailed = await staff.mailLink(email, url).catch((err: unknown) => {
      logger.warn({ err }, "set-password e-mail not sent");
      return false;
    });
    return { url, mailed };
  };

  return {
    async staffSetPassword(input) {
      const userId = await staff.accounts
        .setPassword(input.token, input.password)
        .catch(asHttpError);
      await recordEvent(services.database.db, { actorId: userId, action: "password_set" });
      return { message: "Your password is saved. Sign in with it now." };
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
