/** The staff workspace's services, built once per process like the others (services.server.ts). */
import type { Config } from "../../config.server";
import type { Database } from "../../db/client.server";
import type { MailSetup } from "../../services.server";
import { staffMayEditContent } from "../../content/changes.server";
import { createContentEditor } from "../../content/editor.server";
import { listImages } from "../../content/images.server";
import { uploadImage } from "../content/image-upload.server";
import { createAccounts } from "../accounts/accounts.server";
import { createAccountWork } from "../accounts/account-work.server";
import { createContentWork } from "../content/content-work.server";
import { createInbox } from "../inbox/inbox.server";
import { STAFF_MAY_EXPORT_LEADS } from "../inbox/inbox-export.server";
import type { CameInHook } from "../inbox/inbox-work.server";
import { logContact, queueReply } from "../inbox/lead-reply.server";
import { createReplyTemplates } from "../inbox/reply-templates.server";
import { createPasskeys, relyingPartyOf } from "../sign-in/passkeys.server";
import { createPendingSignIns } from "../sign-in/pending-sign-in.server";
import { createSecondFactors } from "../sign-in/second-factor.server";
import { createPersonData } from "../privacy/person-data.server";
import { createVisitorEmail } from "../inbox/visitor-email.server";
import { accessLogPage } from "../privacy/access-log.server";
import { RETENTION_SETTING, saveRetention } from "../privacy/retention.server";
import { createSessions } from "../sessions/sessions.server";
import { createKeptForms } from "../sessions/kept-forms.server";
import { createSecurity } from "../sign-in/security.server";
import { createSignIn } from "../sign-in/sign-in.server";
import { createSignInLimits } from "../sign-in/sign-in-limits.server";
import { createPasskeyStep } from "../sign-in/second-step.server";
import { createDeviceCookies } from "../sign-in/device-cookies.server";
import type { Logger } from "../../logger.server";
import type { RetentionSettings } from "~/routes/staff/privacy/retention";
import { readOwnerSetting } from "../accounts/owner-settings.server";
import { LEAD_NOTIFICATION_EMAIL } from "../../mail/recipient.server";
import type { WeeklyHours } from "~/lib/display/opening-hours";
import { responseTarget, saveResponseTarget, weekResponse } from "../inbox/response-figures.server";

/** The e-mail carrying a set-password link (new account or reset). */
export function setPasswordMail(
  config: Pick<Config, "SITE_URL" | "STAFF_LINK_HOURS">,
  from: string,
  to: string,
  url: string,
) {
  return {
    from,
    to,
    subject: "Your staff account on the spa's website",
    text:
      `Choose your password for the staff area of ${config.SITE_URL}:\n\n${url}\n\n` +
      `The link works once, for ${config.STAFF_LINK_HOURS} hours. If you did not expect it, ignore this e-mail.`,
  };
}

export function createStaffService(
  db: Database,
  config: Config,
  mail: MailSetup | undefined,
  logger: Logger,
  /** The device cookies' HMAC key, shared by every app server (DEVICE_COOKIE_SECRET). */
  deviceKey: string,
  /** A publish made the draft live: the content service's cache is dropped. */
  onPublished: () => void = () => {},
  /** A lead marked "Came in": its review request is queued in the same transaction (issue 30). */
  onCameIn?: CameInHook,
) {
  const editor = createContentEditor(db);
  const accounts = createAccounts(db, { linkHours: config.STAFF_LINK_HOURS });
  const sessions = createSessions(db, {
    idleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
    maxHours: config.STAFF_SESSION_MAX_HOURS,
  });
  const secondFactors = createSecondFactors(db);
  const pendingSignIns = createPendingSignIns(db);
  const mailLink = async (to: string, url: string) => {
    if (!mail) return false;
    await mail.transport.sendMail(setPasswordMail(config, mail.from, to, url));
    return true;
  };
  const passkeys = createPasskeys(db, relyingPartyOf(config.SITE_URL));
  const passwordLimits = createSignInLimits(db, config, logger, "sign-in");
  const signIn = createSignIn({
    db,
    config,
    logger,
    accounts,
    sessions,
    pendingSignIns,
    secondFactors,
    devices: createDeviceCookies(deviceKey),
    passwordLimits,
  });
  return {
    accounts,
    inbox: createInbox(db, onCameIn),
    /** Answering a lead from its page: an e-mail reply (queued), a call or a text (logged). */
    replies: {
      queue: (input: Parameters<typeof queueReply>[1]) => queueReply(db, input),
      logContact: (leadId: string, channel: "call" | "text", actorId: string) =>
        logContact(db, leadId, channel, actorId),
    },
    /** The owner's reply templates. */
    replyTemplates: createReplyTemplates(db),
    /** A person's request: find, download, erase everything about one e-mail or phone. */
    person: createPersonData(db, logger),
    /** The owners' e-mail to visitors after a form (issue 19): switch, wording, preview. */
    visitorEmail: createVisitorEmail(db, { bookingUrl: config.BOOKING_URL }),
    /** The owner's retention periods (defaults until she saves her own). */
    retention: () => readOwnerSetting(db, RETENTION_SETTING),
    /** The owner saves new periods (recorded as retention_changed). */
    saveRetention: (settings: RetentionSettings, actorId: string) =>
      saveRetention(db, settings, actorId),
    /** Who saw, exported or erased personal data: one page, newest first. */
    accessLog: (before?: string) => accessLogPage(db, before),
    /** The site's content editing: draft, publish, history, restore (decision 0012). */
    editor,
    /** Save a record of the draft, publish it: for the JSON API and the pages' actions. */
    contentWork: createContentWork(db, config.contentDir, editor, onPublished),
    /** Whether the owners let members with the `staff` role edit content. */
    staffMayEditContent: () => staffMayEditContent(db),
    /** Whether the owners let members with the `staff` role export every lead's details. */
    staffMayExportLeads: () => readOwnerSetting(db, STAFF_MAY_EXPORT_LEADS),
    /** The owners' address for new-lead e-mails ("" for none). */
    notificationEmail: () => readOwnerSetting(db, LEAD_NOTIFICATION_EMAIL),
    /** A week's response-time figures in the salon's opening hours (issue 19); this week by default. */
    weekResponse: (hours: WeeklyHours, now?: Date, monday?: string) =>
      weekResponse(db, hours, now, monday),
    /** The owners' response target in opening-hours minutes, or null for none. */
    responseTarget: () => responseTarget(db),
    /** An owner sets the target (recorded); the notice's words. */
    saveResponseTarget: (minutes: number | null, actorId: string) =>
      saveResponseTarget(db, minutes, actorId),
    /** The uploaded images, for the editors' pickers. */
    images: () => listImages(db),
    /** The editors' upload (routes/staff/content/media.ts): an image checked by its bytes, resized. */
    uploadImage: (file: FormDataEntryValue | null, alt: FormDataEntryValue | null, by: string) =>
      uploadImage(db, config, file, alt, by),
    sessions,
    /** Posts kept across an ended session until she signs in again (decision 0045). */
    keptForms: createKeptForms(db),
    /** TOTP and recovery codes (decision 0018). */
    secondFactors,
    passkeys,
    /** Right password, second factor awaited. */
    pendingSignIns,
    /** Password, second step and sign-out, with their limits (the sign-in pages' actions). */
    signIn,
    /** The second step with a passkey (its script route). */
    passkeyStep: createPasskeyStep({ pendingSignIns, passkeys, signIn }),
    /** The security page's changes, each with the password again (decision 0018). */
    security: createSecurity({ db, accounts, secondFactors, passkeys, passwordLimits }),
    /** Sends a set-password link when SMTP is configured; returns whether it was sent. */
    mailLink,
    /** Invite, disable, reset and set a password, each recorded (the pages' actions). */
    accountWork: createAccountWork({ db, config, logger, accounts, mailLink }),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
