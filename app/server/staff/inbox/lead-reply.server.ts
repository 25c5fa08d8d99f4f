/**
 * Answering a lead from its page (issue 19): an e-mail reply queued in the outbox, or a call or
 * a text logged after using the page's tel: and sms: links. Each is one transaction that also
 * writes the lead's history (`staff_event`, never a copy of the text) and its first response
 * (`markFirstResponse`, set once), and moves a New lead to Contacted, since it has been (the
 * overdue and target marks read the status). The reply itself (`lead_reply`) is the lead's personal data:
 * it goes when the lead goes (delete, erasure, retention).
 */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { markFirstResponse } from "../../leads/first-response.server";
import { recordEvent } from "../privacy/events.server";
import { locate, rowsOf } from "./inbox-sql.server";

type Located = NonNullable<Awaited<ReturnType<typeof locate>>>;

/**
 * Staff answered the lead: its first response (kept if one came earlier) and, for a New lead,
 * the status Contacted with its history entry, as if chosen on the page.
 */
async function answered(
  tx: Transaction,
  lead: Located,
  leadId: string,
  channel: "email" | "call" | "text",
  actorId: string,
) {
  await markFirstResponse(tx, leadId, channel);
  if (lead.status !== "new") return;
  const moved = await rowsOf<{ id: string }>(
    tx,
    sql`update lead set status = 'contacted', version = version + 1
      where id = ${leadId}::uuid and status = 'new' returning id`,
  );
  if (moved.length === 0) return;
  await recordEvent(tx, {
    actorId,
    action: "lead_status",
    leadId,
    fromStatus: "new",
    toStatus: "contacted",
  });
}

export type ReplyOutcome =
  { outcome: "queued"; replyId: string } | { outcome: "missing" | "no-address" };

/** The lead's e-mail address as stored ("" once anonymised), or null when there is no lead. */
async function leadAddress(tx: Transaction, id: string) {
  const [row] = await rowsOf<{ email: string }>(
    tx,
    sql`select email from lead where id = ${id}::uuid`,
  );
  return row ? row.email.trim() : null;
}

/**
 * Queues a reply: the `lead_reply` row, its outbox row, the history entry and the first
 * response, all or nothing. The caller wakes the outbox worker after it resolves.
 */
export function queueReply(
  db: Database,
  input: { leadId: string; subject: string; body: string; actorId: string },
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const lead = await locate(tx, input.leadId, true);
    if (!lead) return { outcome: "missing" };
    const address = await leadAddress(tx, input.leadId);
    if (!address) return { outcome: "no-address" };
    const [reply] = await tx
      .insert(t.leadReply)
      .values({
        leadId: input.leadId,
        actorId: input.actorId,
        subject: input.subject,
        body: input.body,
      })
      .returning({ id: t.leadReply.id });
    if (!reply) throw new Error("the reply was not stored");
    await tx.insert(t.mailOutbox).values({
      purpose: "reply",
      replyId: reply.id,
      leadId: input.leadId,
    });
    // The history names the reply by id only; its words stay in lead_reply.
    await recordEvent(tx, {
      actorId: input.actorId,
      action: "reply_sent",
      leadId: input.leadId,
      detail: reply.id,
    });
    await answered(tx, lead, input.leadId, "email", input.actorId);
    return { outcome: "queued", replyId: reply.id };
  });
}

/** A call or text made with the page's links, logged; false when there is no such lead. */
export function logContact(
  db: Database,
  leadId: string,
  channel: "call" | "text",
  actorId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await locate(tx, leadId, true);
    if (!lead) return false;
    await recordEvent(tx, {
      actorId,
      action: channel === "call" ? "call_logged" : "text_logged",
      leadId,
    });
    await answered(tx, lead, leadId, channel, actorId);
    return true;
  });
}

/** Deletes the replies of these leads (their outbox rows go with them: on delete cascade). */
export async function deleteRepliesOf(tx: Database | Transaction, leadIds: string[]) {
  if (leadIds.length === 0) return;
  await tx.execute(
    sql`delete from lead_reply where lead_id in (${sql.join(
      leadIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}

/** The replies of these leads, whole, for a person's data download. */
export async function repliesOf(tx: Database | Transaction, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return rowsOf<{ lead_id: string; subject: string; body: string; created_at: string }>(
    tx,
    sql`select lead_id, subject, body,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
      from lead_reply where lead_id in (${sql.join(
        leadIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by created_at`,
  );
}
