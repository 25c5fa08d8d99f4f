/**
 * What staff pages read about texts (issue 37, items 3 and 7): a lead's thread with whether it can
 * be texted now and why not, marking its incoming texts read, and the owner's weekly figures. The
 * send side (status, send, stop, the outbox's delivery, webhooks) is the other files here; the
 * service (`service.server.ts`) hands these the parts only it knows (whether texting is on, the
 * stop list's keyed hash).
 *
 * The figures, per week (Monday to Sunday, spa time), newest first:
 * - sent: outgoing texts that left us: Sent or Delivered, or Not delivered with the provider's
 *   message id (the carrier had it); a text the provider refused outright never left. Counted in
 *   the week it was due (a held text goes at its 8:00).
 * - delivered, failures: outgoing texts Delivered, Not delivered; in the week they were due.
 * - replies: what clients wrote, keywords (STOP, START, HELP) not counted.
 * - stops: clients' texts that are a stop keyword (`textKeyword`), as the webhook acts on them;
 *   a keyword is at most a few characters, so only short texts are read back to check.
 *   Staff's "Stop texting" taps are not texts and not counted here.
 */
import { sql } from "drizzle-orm";
import { DAY_MS, spaDayNumber, weekStart } from "~/lib/staff/response-time";
import { formatPhone } from "~/lib/forms/phone";
import { textKeyword } from "~/lib/texts/keywords";
import { failureWords, type TextState } from "~/lib/texts/words";
import type { TextDirection, TextOrigin } from "~/lib/texts/vocabulary";
import type { Database, Transaction } from "../db/client.server";
import { rowsOf, ts } from "../staff/inbox/inbox-sql.server";
import type { CannotText, TextThread, TextWeek, ThreadText } from "./service.server";

/** What only the send side knows: whether texts can go at all, and the stop list. */
export interface TextingCheck {
  on: boolean;
  stopped: (textNumber: string) => Promise<boolean>;
}

/** The owner's page shows this many weeks. */
export const TEXT_FIGURE_WEEKS = 8;

/** Longest incoming text read back to check for a keyword (a keyword is one short word). */
const KEYWORD_TEXT_MAX = 40;

const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

interface LeadTextRow {
  anonymized: boolean;
  text_number: string | null;
  consent_version: string | null;
  consent_at: string | null;
  client_wrote: boolean;
}

interface TextRow {
  id: string;
  direction: TextDirection;
  origin: TextOrigin;
  body: string;
  state: TextState;
  error_code: string | null;
  at: string;
  due_at: string;
  by: string | null;
  unread: boolean;
  likely_stop: boolean;
}

/**
 * Why staff cannot text the lead, checked in this order: anonymised, texting off, no number,
 * stopped, no consent. A lead may be texted with its consent, or once the client has texted us
 * on it (answering a text is what they asked for).
 */
export async function cannotTextOf(
  lead: LeadTextRow,
  check: TextingCheck,
): Promise<CannotText | null> {
  if (lead.anonymized) return "erased";
  if (!check.on) return "off";
  if (!lead.text_number) return "no-number";
  if (await check.stopped(lead.text_number)) return "stopped";
  if (!lead.consent_version && !lead.client_wrote) return "no-consent";
  return null;
}

const threadText = (row: TextRow): ThreadText => ({
  id: row.id,
  direction: row.direction,
  origin: row.origin,
  body: row.body,
  state: row.state,
  failure: row.state === "failed" ? failureWords(row.error_code) : null,
  at: row.at,
  dueAt: row.due_at,
  by: row.by,
  unread: row.unread,
  likelyStop: row.likely_stop,
});

/** What decides whether a lead may be texted: one row, or undefined for no such lead. */
async function leadTexting(db: Database | Transaction, leadId: string) {
  const [lead] = await rowsOf<LeadTextRow>(
    db,
    sql`select anonymised_at is not null as anonymized, text_number,
        text_consent_version as consent_version, ${ISO("text_consent_at")} as consent_at,
        exists (select 1 from text_message m where m.lead_id = lead.id
          and m.direction = 'in' and m.origin = 'client') as client_wrote
      from lead where id = ${leadId}::uuid`,
  );
  return lead;
}

/** Why staff cannot text the lead now (null: they can), without reading its texts. */
export async function cannotTextLead(
  db: Database | Transaction,
  leadId: string,
  check: TextingCheck,
): Promise<CannotText | "gone" | null> {
  const lead = await leadTexting(db, leadId);
  return lead ? cannotTextOf(lead, check) : "gone";
}

/** A lead's texts, oldest first, and whether it can be texted now; null: no such lead. */
export async function readThread(
  db: Database | Transaction,
  leadId: string,
  check: TextingCheck,
): Promise<TextThread | null> {
  const lead = await leadTexting(db, leadId);
  if (!lead) return null;
  const rows = await rowsOf<TextRow>(
    db,
    sql`select m.id, m.direction, m.origin, m.body, m.state, m.error_code,
        ${ISO("m.created_at")} as at, ${ISO("m.due_at")} as due_at, u.email as by,
        (m.direction = 'in' and m.read_at is null) as unread, m.likely_stop
      from text_message m left join staff_user u on u.id = m.actor_id
      where m.lead_id = ${leadId}::uuid order by m.created_at, m.id`,
  );
  const stopped = lead.text_number !== null && (await check.stopped(lead.text_number));
  return {
    texts: rows.map(threadText),
    number: lead.text_number ? formatPhone(lead.text_number) : null,
    consent:
      lead.consent_version && lead.consent_at
        ? { version: lead.consent_version, at: lead.consent_at }
        : null,
    stopped,
    cannotText: await cannotTextOf(lead, { on: check.on, stopped: async () => stopped }),
  };
}

/** The lead's incoming texts are read (its page was shown). */
export async function markThreadRead(db: Database, leadId: string): Promise<void> {
  await db.execute(
    sql`update text_message set read_at = now()
      where lead_id = ${leadId}::uuid and direction = 'in' and read_at is null`,
  );
}

/** The last `weeks` weeks of texts, newest first (this week first). */
export async function textFigures(
  db: Database,
  weeks = TEXT_FIGURE_WEEKS,
  now = new Date(),
): Promise<TextWeek[]> {
  const thisWeek = weekStart(now.getTime());
  // Noon of a day in the week before, so a daylight-saving change cannot skip a week.
  const starts = Array.from({ length: weeks }, (_, i) =>
    weekStart(thisWeek - i * 7 * 86_400_000 + 12 * 3_600_000),
  );
  const from = new Date(starts[starts.length - 1]!);
  const rows = await rowsOf<{
    direction: TextDirection;
    state: TextState;
    left_us: boolean;
    at: string;
    body: string | null;
  }>(
    db,
    sql`select direction, state, provider_sid is not null as left_us,
        ${ISO("due_at")} as at, null as body
      from text_message where direction = 'out' and due_at >= ${ts(from)}
        and state in ('sent', 'delivered', 'failed')
      union all
      select direction, state, false, ${ISO("created_at")},
        case when length(body) <= ${KEYWORD_TEXT_MAX} then body end
      from text_message where direction = 'in' and origin = 'client'
        and created_at >= ${ts(from)}`,
  );
  const figures: TextWeek[] = starts.map((start) => ({
    // The spa's calendar day of the Monday ("2026-11-30").
    weekOf: new Date(spaDayNumber(start) * DAY_MS).toISOString().slice(0, 10),
    sent: 0,
    delivered: 0,
    replies: 0,
    stops: 0,
    failures: 0,
  }));
  for (const row of rows) {
    const week = figures[starts.indexOf(weekStart(new Date(row.at).getTime()))];
    if (!week) continue;
    if (row.direction === "in") {
      const keyword = row.body === null ? null : textKeyword(row.body);
      if (keyword === "stop") week.stops++;
      else if (!keyword) week.replies++;
      continue;
    }
    if (row.state !== "failed" || row.left_us) week.sent++;
    if (row.state === "delivered") week.delivered++;
    if (row.state === "failed") week.failures++;
  }
  return figures;
}
