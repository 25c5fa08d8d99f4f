/**
 * What the accounts page's actions and the set-password page's action do (decision 0020): the
 * account change itself (accounts.server.ts) or one of the owners' settings (the second-factor
 * rule, content access, the leads' export, where new leads are e-mailed), its line in the staff
 * events, and the set-password link's e-mail when SMTP is configured. A refusal is an
 * `HttpError` with the field it concerns, which the actions recognise by its shape
 * (`refusalOf`), as the services may come from another copy of the server modules than the page
 * build.
 */
import type { Config } from "../../config.server";
import type { Database } from "../../db/client.server";
import type { Logger } from "../../logger.server";
import type { StaffRoleName } from "~/lib/staff/schemas";
import { HttpError } from "../../api/http-errors.server";
import { setStaffMayEditContent } from "../../content/changes.server";
import { LEAD_NOTIFICATION_EMAIL } from "../../mail/recipient.server";
import { AccountError, type Accounts } from "./accounts.server";
import { STAFF_MAY_EXPORT_LEADS } from "../inbox/inbox-export.server";
import { recordEvent, type StaffEventInput } from "../privacy/events.server";
import { writeOwnerSetting } from "./owner-settings.server";
import { secondFactorRequiredForStaff } from "../sign-in/second-factor.server";

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

/** One of the owners' switches: stored, recorded with what it now says, answered in words. */
function ownerSwitch(
  db: Database,
  store: (value: boolean, actorId: string) => Promise<void>,
  action: StaffEventInput["action"],
  words: Record<"on" | "off", { detail: string; notice: string }>,
) {
  return async (actorId: string, value: boolean) => {
    await store(value, actorId);
    const { detail, notice } = value ? words.on : words.off;
    await recordEvent(db, { actorId, action, detail });
    return notice;
  };
}

/** The owners' settings on the accounts page, each recorded and answered in words. */
function ownerSettingChanges(db: Database, config: AccountWorkDeps["config"]) {
  return {
    /** Whether staff members must use a second factor too (owners always do). */
    setSecondFactorForStaff: ownerSwitch(
      db,
      (required, by) => writeOwnerSetting(db, secondFactorRequiredForStaff, required, by),
      "second_factor_policy_changed",
      {
        on: {
          detail: "required for staff",
          notice:
            "Staff members now need a second way to sign in; those without one set it up at their next visit.",
        },
        off: {
          detail: "optional for staff",
          notice:
            "A second way to sign in is now optional for staff members (owners always need one).",
        },
      },
    ),

    /** Whether members with the staff role may edit and publish the content (owners always can). */
    setStaffMayEditContent: ownerSwitch(
      db,
      (staffMayEdit) => setStaffMayEditContent(db, staffMayEdit),
      "content_access_changed",
      {
        on: {
          detail: "staff may edit content",
          notice: "Staff members can now edit and publish the site's content.",
        },
        off: { detail: "owners only", notice: "Only owners can edit the site's content now." },
      },
    ),

    /** Whether members with the staff role may export every lead's details (owners always can). */
    setStaffMayExportLeads: ownerSwitch(
      db,
      (allowed, by) => writeOwnerSetting(db, STAFF_MAY_EXPORT_LEADS, allowed, by),
      "leads_export_access_changed",
      {
        on: {
          detail: "staff may export leads",
          notice:
            "Staff members can now export every lead's details; each export shows in the access log.",
        },
        off: { detail: "owners only", notice: "Only owners can export every lead's details now." },
      },
    ),

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
