/**
 * The visitor's acknowledgement (issue 19): an e-mail to the address a visitor typed, right
 * after their contact enquiry, job application or consultation request is stored.
 *
 * Queued in the lead's own transaction (a `LeadQueue`, decision 0029): when the owners have it
 * switched on, the address is claimed for 24 hours in `acknowledgement_mark` and an outbox row
 * (purpose `acknowledge`) is inserted, so the e-mail exists exactly when the lead does, and the
 * outbox worker sends it once across app servers. Rendered at send time (the `OutboxDelivery`)
 * from the lead row, the salon record and the owners' wording; of what the visitor wrote, only a
 * first name that passes `greetableFirstName` goes in, so the forms cannot mail a stranger words
 * of someone's choice, and one address gets at most one acknowledgement a day.
 */
import { createHmac } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { greetableFirstName } from "~/lib/leads/first-name";
import { acknowledgeableAddress, greetableFromFullName } from "~/lib/leads/acknowledgement";
import type { LeadStore } from "~/lib/leads/vocabulary";
import {
  DEFAULT_VISITOR_ACKNOWLEDGEMENT,
  visitorAcknowledgementSchema,
} from "~/lib/staff/visitor-email-form";
import type { SiteSalon } from "~/lib/api-types";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import type { LeadQueue } from "../leads/service.server";
import { defineOwnerSetting, readOwnerSetting } from "../staff/owner-settings.server";
import {
  renderAcknowledgement,
  type AcknowledgementMessage,
  type AcknowledgementSalon,
} from "./acknowledgement-message.server";
import type { MailTransport, OutboxDelivery } from "./outbox.server";

/** The owners' switch and wording (`/staff/visitor-email`). */
export const VISITOR_ACKNOWLEDGEMENT = defineOwnerSetting(
  "visitor_acknowledgement",
  visitorAcknowledgementSchema,
  DEFAULT_VISITOR_ACKNOWLEDGEMENT,
);

/** The name of the `app_secret` row that keys the address hashes. */
export const ACKNOWLEDGEMENT_SECRET = "acknowledgement_hmac_key";

/** How the stored mark names an address: a keyed hash of it trimmed and lower-cased. */
export function addressHash(secret: string, email: string): string {
  const normalised = email.slice(0, 320).trim().toLowerCase();
  return createHmac("sha256", secret).update(normalised).digest("hex");
}

/** Marks older than this are of no use (the window is 24 hours) and are deleted. */
const MARK_KEEP = "2 days";
/** At most this many old marks are deleted per lead, skipping rows another lead holds. */
const PRUNE_BATCH = 50;

/**
 * Claims the address for 24 hours: one statement, so of two app servers storing a lead for the
 * same address at once one inserts (or renews an old mark) and the other waits on the key and
 * then finds it taken. True when this transaction holds the claim.
 */
export async function claimAddress(tx: Transaction, hash: string): Promise<boolean> {
  const claimed = await tx
    .insert(t.acknowledgementMark)
    .values({ addressHash: hash, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.acknowledgementMark.addressHash,
      set: { sentAt: sql`now()` },
      setWhere: sql`${t.acknowledgementMark.sentAt} < now() - interval '24 hours'`,
    })
    .returning({ hash: t.acknowledgementMark.addressHash });
  return claimed.length > 0;
}

/** Deletes a few marks older than two days; cheap (the sent_at index) and never waits on a lock. */
async function pruneMarks(tx: Transaction) {
  await tx.execute(sql`
    delete from ${t.acknowledgementMark}
    where ${t.acknowledgementMark.addressHash} in (
      select ${t.acknowledgementMark.addressHash} from ${t.acknowledgementMark}
      where ${t.acknowledgementMark.sentAt} < now() - ${MARK_KEEP}::interval
      limit ${PRUNE_BATCH}
      for update skip locked)`);
}

/** The lead queue of the acknowledgement; `secret` keys the address hashes. */
export function acknowledgementQueue(secret: string): LeadQueue {
  return async (tx, lead) => {
    const setting = await readOwnerSetting(tx, VISITOR_ACKNOWLEDGEMENT);
    const address = acknowledgeableAddress(lead.email);
    if (!setting.enabled || !address) return false;
    await pruneMarks(tx);
    if (!(await claimAddress(tx, addressHash(secret, address)))) return false;
    await tx
      .insert(t.mailOutbox)
      .values({ purpose: "acknowledge", leadType: lead.type, leadId: lead.id });
    return true;
  };
}

/**
 * Deletes the marks of these addresses (a person's erasure). The key is read from `app_secret`:
 * without one, no mark was ever stored.
 */
export async function forgetAddresses(db: Database | Transaction, emails: readonly string[]) {
  if (emails.length === 0) return;
  const [secret] = await db
    .select({ value: t.appSecret.value })
    .from(t.appSecret)
    .where(eq(t.appSecret.name, ACKNOWLEDGEMENT_SECRET));
  if (!secret) return;
  const hashes = [...new Set(emails.map((email) => addressHash(secret.value, email)))];
  await db.delete(t.acknowledgementMark).where(inArray(t.acknowledgementMark.addressHash, hashes));
}

/** The visitor's address and the first name to greet (none unless it passes the checks). */
async function visitorOf(
  db: Database,
  type: LeadStore,
  id: string,
): Promise<{ email: string; firstName: string | undefined } | null> {
  if (type === "contact") {
    const [row] = await db
      .select({ email: t.contactEnquiry.email, name: t.contactEnquiry.name })
      .from(t.contactEnquiry)
      .where(eq(t.contactEnquiry.id, id));
    return row ? { email: row.email, firstName: greetableFromFullName(row.name) } : null;
  }
  const table = type === "career" ? t.careerApplication : t.consultationLead;
  const [row] = await db
    .select({ email: table.email, firstName: table.firstName })
    .from(table)
    .where(eq(table.id, id));
  return row ? { email: row.email, firstName: greetableFirstName(row.firstName) } : null;
}

/** The salon record as the e-mail uses it. */
export function acknowledgementSalon(salon: SiteSalon): AcknowledgementSalon {
  return {
    name: salon.salon_info.salon_name,
    phone: salon.salon_info.salon_contact_no,
    email: salon.salon_info.salon_email_id,
    street: salon.salon_info.salon_address,
    city: salon.salon_info.salon_city,
    state: salon.salon_info.salon_state,
    zip: salon.salon_info.salon_zip,
    hours: salon.salon_info.config.opening_hours,
  };
}

export interface AcknowledgementDeps {
  db: Database;
  transport: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** The published salon record (the content service's, cached). */
  salon: () => Promise<SiteSalon>;
  bookingUrl: string | undefined;
  now?: () => Date;
}

/** Renders the acknowledgement of one stored lead, or null when the lead no longer exists. */
export async function renderLeadAcknowledgement(
  deps: Omit<AcknowledgementDeps, "transport" | "from">,
  type: LeadStore,
  id: string,
): Promise<(AcknowledgementMessage & { to: string; replyTo: string }) | null> {
  const visitor = await visitorOf(deps.db, type, id);
  // The queue checked the address; a row changed since is not mailed.
  const to = visitor && acknowledgeableAddress(visitor.email);
  if (!visitor || !to) return null;
  const [setting, salon] = await Promise.all([
    readOwnerSetting(deps.db, VISITOR_ACKNOWLEDGEMENT),
    deps.salon(),
  ]);
  const details = acknowledgementSalon(salon);
  const message = renderAcknowledgement({
    kind: type,
    firstName: visitor.firstName,
    wordingHtml: setting.html,
    salon: details,
    bookingUrl: deps.bookingUrl,
    now: deps.now?.() ?? new Date(),
  });
  return { ...message, to, replyTo: details.email };
}

/** The outbox's delivery of `acknowledge` rows. */
export function acknowledgementDelivery(deps: AcknowledgementDeps): OutboxDelivery {
  return async (row, send) => {
    const message = await renderLeadAcknowledgement(deps, row.leadType, row.leadId);
    if (!message) return null;
    return deps.transport.sendMail({
      from: deps.from,
      to: message.to,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: send.messageId,
      signal: send.abort,
    });
  };
}
