/**
 * What the accounts page's actions and the set-password page's action do (decision 0020): the
 * account change itself (accounts.server.ts) or one of the owners' settings (the second-factor
 * rule, content access, where new leads are e-mailed), its line in the staff events, and the set-password link's e-mail when SMTP is configured. A refusal is an `HttpError` with the field it concerns,
 * which the actions recognise by its shape (`refusalOf`), as the services may come from another
 * copy of the server modules than the page build.
 */
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import type { Logger } from "../logger.server";
import type { StaffRoleName } from "~/lib/staff/schemas";
import { HttpError } from "../api/http-errors.server";
import { setStaffMayEditContent } from "../content/changes.server";
import { LEAD_NOTIFICATION_EMAIL } from "../mail/recipient.server";
import { AccountError, type Accounts } from "./accounts.server";
import { recordEvent } from "./events.server";
import { writeOwnerSetting } from "./owner-settings.server";
import { secondFactorRequiredForStaff } from "./second-factor.server";

interface AccountWorkDeps {
  db: Database;
  config: Pick<Config, "SITE_URL" | "MAIL_TO">;
  logger: Logger;
  accounts: Accounts;
  /** Sends the set-password link; false when no SMTP is configured. */
  mailLink: (to: string, url: string) => Promise<boolean>;
}

/** An invite's or a reset's outcome: what to tell the owner, and the link to hand over. */
export interface LinkIssued {
  message: string;
  setPasswordUrl: string;
}

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

export function createAccountWork({ db, config, logger, accounts, mailLink }: AccountWorkDeps) {
  const linkFor = async (email: string, path: string) => {
    const url = `${config.SITE_URL}${path}`;
    const mailed = await mailLink(email, url).catch((err: unknown) => {
      // The error only: the link is a credential and stays out of the log.
      logger.warn({ err }, "set-password e-mail not sent");
      return false;
    });
    return { url, mailed };
  };

  return {
    /** A one-time link's token and the new password: returns the account's id. */
    async setPassword(token: string, password: string) {
      const userId = await accounts.setPassword(token, password).catch(asHttpError);
      await recordEvent(db, { actorId: userId, action: "password_set" });
      return userId;
    },

    async invite(actorId: string, email: string, role: StaffRoleName): Promise<LinkIssued> {
      const { account, link } = await accounts.create(email, role).catch(asHttpError);
      await recordEvent(db, {
        actorId,
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

    /** Disables the account and ends its sessions (409 for the last active owner). */
    async disable(actorId: string, id: string) {
      await accounts.disable(id).catch(asHttpError);
      await recordEvent(db, { actorId, action: "account_disabled", detail: `account ${id}` });
    },

    /** A new set-password link; the account's password and sessions end at once. */
    async resetPassword(actorId: string, id: string): Promise<LinkIssued> {
      const { account, link } = await accounts.resetPassword(id).catch(asHttpError);
      await recordEvent(db, { actorId, action: "password_link_issued", detail: `account ${id}` });
      const { url, mailed } = await linkFor(account.email, link.path);
      return {
        message: mailed
          ? `A new set-password link was e-mailed to ${account.email}; its sessions have ended.`
          : `Give ${account.email} this new set-password link; its sessions have ended.`,
        setPasswordUrl: url,
      };
    },

    ...ownerSettingChanges(db, config),
  };
}

/** The owners' settings on the accounts page, each recorded and answered in words. */
function ownerSettingChanges(db: Database, config: AccountWorkDeps["config"]) {
  return {
    /**
     * The owners' choice whether staff members must use a second factor too (owners always do);
     * returns what to tell the owner.
     */
    async setSecondFactorForStaff(actorId: string, required: boolean) {
      await writeOwnerSetting(db, secondFactorRequiredForStaff, required, actorId);
      await recordEvent(db, {
        actorId,
        action: "second_factor_policy_changed",
        detail: required ? "required for staff" : "optional for staff",
      });
      return required
        ? "Staff members now need a second way to sign in; those without one set it up at their next visit."
        : "A second way to sign in is now optional for staff members (owners always need one).";
    },

    /**
     * The owners' choice whether members with the staff role may edit and publish the site's
     * content (owners always can); returns what to tell the owner.
     */
    async setStaffMayEditContent(actorId: string, staffMayEdit: boolean) {
      await setStaffMayEditContent(db, staffMayEdit);
      await recordEvent(db, {
        actorId,
        action: "content_access_changed",
        detail: staffMayEdit ? "staff may edit content" : "owners only",
      });
      return staffMayEdit
        ? "Staff members can now edit and publish the site's content."
        : "Only owners can edit the site's content now.";
    },

    /**
     * Where new leads are e-mailed ("" for nowhere), an owner's setting and not site content. The
     * audit line says whether an address is set, never the address itself.
     */
    async setNotificationEmail(actorId: string, email: string) {
      await writeOwnerSetting(db, LEAD_NOTIFICATION_EMAIL, email, actorId);
      await recordEvent(db, {
        actorId,
        action: "notification_email_changed",
        detail: email ? "address set" : "address removed",
      });
      const overridden = config.MAIL_TO
        ? " The server's MAIL_TO setting still takes precedence."
        : "";
      return email
        ? `New leads will be e-mailed to ${email}.${overridden}`
        : `New leads will not be e-mailed until an address is set.${overridden}`;
    },
  };
}
