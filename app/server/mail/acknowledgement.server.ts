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
import { storeOf, type LeadStore } from "~/lib/leads/vocabulary";
import {
  DEFAULT_VISITOR_ACKNOWLEDGEMENT,
  visitorAcknowledgementSchema,
} from "~/routes/staff/visitor-email/visitor-email-form";
import type { SiteSalon } from "~/lib/api/types";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import { outboxRow, type LeadQueue } from "../leads/service.server";
import { defineOwnerSetting, readOwnerSetting } from "../staff/accounts/owner-settings.server";
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
 * Queues the acknowledgement as part of the lead's one outbox statement (decision 0029): when
 * the owners' switch is on (a stored value that is not a boolean reads as on, the setting's
 * default), claims the address for 24 hours (inserts the mark, or renews one older than 24 hours:
 * of two app servers storing a lead for the same address at once, one claims it and the other
 * waits on the key and then finds it taken), queues the row only with the claim, and deletes a few
 * marks older than two days, skipping rows another lead holds. A lead rolled back releases its
 * claim. Addresses that are not plain `local@domain` get none.
 */
export function acknowledgementQueue(secret: string): LeadQueue {
  const mark = t.acknowledgementMark;
  const hashOf = (email: string) => {
    const address = acknowledgeableAddress(email);
    return address ? addressHash(secret, address) : undefined;
  };
  return {
    steps: (lead) => {
      const hash = hashOf(lead.email);
      if (!hash) return undefined;
      return sql`ack_switch as (
          select coalesce((
            select (${t.ownerSetting.value} -> 'enabled')::boolean from ${t.ownerSetting}
            where ${t.ownerSetting.key} = ${VISITOR_ACKNOWLEDGEMENT.key}
              and jsonb_typeof(${t.ownerSetting.value} -> 'enabled') = 'boolean'
          ), true) as on
        ),
        ack_pruned as (
          delete from ${mark} where ${mark.addressHash} in (
            select ${mark.addressHash} from ${mark}
            where ${mark.sentAt} < now() - ${MARK_KEEP}::interval
            limit ${PRUNE_BATCH}
            for update skip locked)
        ),
        ack_claimed as (
          insert into ${mark} (address_hash, sent_at)
          select ${hash}, now() from ack_switch where ack_switch.on
          on conflict (address_hash) do update set sent_at = now()
            where ${mark.sentAt} < now() - interval '24 hours'
          returning address_hash
        )`;
    },
    rows: (lead) =>
      hashOf(lead.email) ? sql`${outboxRow("acknowledge", lead)} from ack_claimed` : undefined,
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
  id: string,
): Promise<{ store: LeadStore; email: string; firstName: string | undefined } | null> {
  const [row] = await db
    .select({ kind: t.lead.kind, email: t.lead.email, firstName: t.lead.firstName })
    .from(t.lead)
    .where(eq(t.lead.id, id));
  if (!row) return null;
  // A contact's one name field holds the whole name; the other forms ask the first name.
  const firstName =
    row.kind === "contact"
      ? greetableFromFullName(row.firstName)
      : greetableFirstName(row.firstName);
  return { store: storeOf(row.kind), email: row.email, firstName };
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
  id: string,
): Promise<(AcknowledgementMessage & { to: string; replyTo: string }) | null> {
  const visitor = await visitorOf(deps.db, id);
  // The queue checked the address; a row changed since is not mailed.
  const to = visitor && acknowledgeableAddress(visitor.email);
  if (!visitor || !to) return null;
  const [setting, salon] = await Promise.all([
    readOwnerSetting(deps.db, VISITOR_ACKNOWLEDGEMENT),
    deps.salon(),
  ]);
  const details = acknowledgementSalon(salon);
  const message = renderAcknowledgement({
    kind: visitor.store,
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
    const message = await renderLeadAcknowledgement(deps, row.leadId);
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
