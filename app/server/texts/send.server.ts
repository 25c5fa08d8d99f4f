/**
 * Queueing texts and the stop list (issue 37, decision 0057). A text is a `text_message` row and
 * a `mail_outbox` row of purpose `text` written in one transaction, due at the next moment inside
 * 8:00-21:00 New York time; the outbox sends it once across servers (`delivery.server.ts`).
 * A stop is a keyed hash of the E.164 number in `text_stop`, read before every queue and every
 * send, and kept when everything else about the person is erased.
 */
import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { nextTextingTime } from "~/lib/texts/hours";
import type { TextOrigin } from "~/lib/texts/vocabulary";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";

/** The `app_secret` row that keys the number hashes of stops and missed-call marks. */
export const TEXT_SECRET = "text_hmac_key";

export function numberHash(secret: string, e164: string): string {
  return createHmac("sha256", secret).update(e164.slice(0, 20)).digest("hex");
}

export async function isStopped(db: Database | Transaction, secret: string, e164: string) {
  const [row] = await db
    .select({ hash: t.textStop.numberHash })
    .from(t.textStop)
    .where(eq(t.textStop.numberHash, numberHash(secret, e164)));
  return row !== undefined;
}

/**
 * Stops every text to the number, across all leads: the stop row, and every text to it not yet
 * sent marked failed (their outbox rows skip them). True when the number was not stopped before.
 */
export async function stopNumber(db: Database | Transaction, secret: string, e164: string) {
  const inserted = await db
    .insert(t.textStop)
    .values({ numberHash: numberHash(secret, e164) })
    .onConflictDoNothing()
    .returning({ hash: t.textStop.numberHash });
  await db.execute(sql`update text_message set state = 'failed', error_code = '21610', state_at = now()
    where direction = 'out' and state in ('held', 'queued')
      and lead_id in (select id from lead where text_number = ${e164})`);
  return inserted.length > 0;
}

/** START: texts to the number may go again. True when it was stopped. */
export async function startNumber(db: Database | Transaction, secret: string, e164: string) {
  const deleted = await db
    .delete(t.textStop)
    .where(eq(t.textStop.numberHash, numberHash(secret, e164)))
    .returning({ hash: t.textStop.numberHash });
  return deleted.length > 0;
}

export interface QueuedText {
  textId: string;
  dueAt: Date;
  held: boolean;
}

/**
 * Writes a text out and its outbox row, in the caller's transaction. The text is held until
 * texting hours when `at` is outside them.
 */
export async function queueText(
  tx: Transaction,
  text: { leadId: string; body: string; origin: TextOrigin; actorId?: string | null; at?: Date },
): Promise<QueuedText> {
  const at = text.at ?? new Date();
  const dueAt = nextTextingTime(at);
  const held = dueAt.getTime() > at.getTime();
  const [row] = await tx
    .insert(t.textMessage)
    .values({
      leadId: text.leadId,
      direction: "out",
      origin: text.origin,
      body: text.body,
      state: held ? "held" : "queued",
      actorId: text.actorId ?? null,
      dueAt,
    })
    .returning({ id: t.textMessage.id });
  const textId = row!.id;
  await tx.insert(t.mailOutbox).values({
    purpose: "text",
    leadId: text.leadId,
    textId,
    nextAttemptAt: dueAt,
  });
  return { textId, dueAt, held };
}

/** Records a text the client sent (and, with it, whether it reads like a stop). */
export async function storeIncomingText(
  tx: Transaction,
  text: { leadId: string; body: string; sid: string; likelyStop: boolean },
) {
  const [row] = await tx
    .insert(t.textMessage)
    .values({
      leadId: text.leadId,
      direction: "in",
      origin: "client",
      body: text.body,
      state: "received",
      providerSid: text.sid,
      likelyStop: text.likelyStop,
    })
    .onConflictDoNothing()
    .returning({ id: t.textMessage.id });
  return row?.id;
}

/** A text sent as the webhook's own answer (STOP, START, HELP): in the thread, already gone. */
export async function storeKeywordAnswer(tx: Transaction, leadId: string, body: string) {
  await tx.insert(t.textMessage).values({
    leadId,
    direction: "out",
    origin: "keyword",
    body,
    state: "sent",
  });
}

/** The newest lead (not anonymised) that texts to `e164` belong to, or undefined. */
export async function leadOfNumber(db: Database | Transaction, e164: string) {
  const [row] = await db
    .select({ id: t.lead.id, firstName: t.lead.firstName, kind: t.lead.kind })
    .from(t.lead)
    .where(and(eq(t.lead.textNumber, e164), sql`${t.lead.anonymisedAt} is null`))
    .orderBy(sql`${t.lead.createdAt} desc`)
    .limit(1);
  return row;
}
