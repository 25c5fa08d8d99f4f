/**
 * A person's request (NY SHIELD Act; "what do you hold about me", "forget me"): everything stored
 * about one e-mail address or one phone number, found in the lead table, with the
 * resumes, the staff's notes and history on those leads, the e-mail outbox rows that refer to
 * them and the text messages with them (issue 37); downloadable as one JSON file and erasable in one transaction. Each search, download
 * and erasure is recorded in staff_event with counts only: never the address or number.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  LEAD_STORES,
  LEAD_STORE_WORDS,
  storeOf,
  type LeadKind,
  type LeadStore,
} from "~/lib/leads/vocabulary";
import { namesOf, type PersonKey } from "~/routes/staff/privacy/person-key";
import { countOf } from "~/lib/staff/plural";
import type { Database, Transaction } from "../../db/client.server";
import { forgetAddresses } from "../../mail/acknowledgement.server";
import { recordEvent } from "./events.server";
import { repliesOf } from "../inbox/lead-reply.server";
import { campaignsOf } from "../../leads/campaign.server";
import { letGoOfDeletedRows } from "../../db/let-go.server";
import type { Logger } from "../../logger.server";

/** Plain words per store, for the page and the audit row. */
const wordsOf = (store: LeadStore) => LEAD_STORE_WORDS[store];

export interface FoundKind {
  kind: LeadStore;
  /** The kind in words, for one and for several ("contact inquiry", "contact inquiries"). */
  one: string;
  many: string;
  count: number;
  /** ISO instants of the oldest and newest, or null when none. */
  first: string | null;
  last: string | null;
}

export interface PersonSummary {
  kinds: FoundKind[];
  /**
   * The names the leads give, once each, so that the owner sees it is the right person before an
   * erasure. Shown on the page only: never in the audit row (`describeFound`).
   */
  names: string[];
  leads: number;
  resumes: number;
  notes: number;
  historyEntries: number;
  outbox: number;
  /** E-mail replies staff sent them from the lead's page. */
  replies: number;
  /** Text messages with them, both ways (issue 37). */
  texts: number;
}

const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The condition that a lead row is this person's (linear: no pattern beyond the digits filter). */
function matches(key: PersonKey): SQL {
  if (key.kind === "email") return sql`lower(btrim(email)) = ${key.email}`;
  const digits = sql`regexp_replace(phone, '[^0-9]', '', 'g')`;
  return sql`(case when length(${digits}) = 11 and left(${digits}, 1) = '1'
    then substr(${digits}, 2) else ${digits} end) = ${key.digits}`;
}

async function rowsOf<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

interface Matched {
  store: LeadStore;
  rows: (Record<string, unknown> & { id: string; created_at: string })[];
}

/** Every lead row of the person, whole, per store; `lock` locks them for an erasure. */
async function matchedLeads(db: Database | Transaction, key: PersonKey, lock = false) {
  const rows = await rowsOf<
    Record<string, unknown> & { id: string; kind: LeadKind; created_iso: string }
  >(
    db,
    sql`select *, ${ISO("created_at")} as created_iso from lead
      where ${matches(key)} order by created_at ${lock ? sql`for update` : sql``}`,
  );
  return LEAD_STORES.map((store): Matched => ({
    store,
    rows: rows
      .filter((row) => storeOf(row.kind) === store)
      .map(({ created_iso, ...row }) => ({ ...row, id: row.id, created_at: created_iso })),
  }));
}

const resumeIdsOf = (found: Matched[]) =>
  found
    .flatMap((m) => m.rows.map((r) => r.resume_id))
    .filter((id): id is string => typeof id === "string");

async function related(db: Database | Transaction, ids: string[]) {
  if (ids.length === 0) return { events: [], outbox: [], replies: [], campaigns: [], texts: [] };
  const events = await rowsOf<{
    lead_id: string;
    at: string;
    action: string;
    from_status: string | null;
    to_status: string | null;
    note: string | null;
  }>(
    db,
    sql`select lead_id, ${ISO("at")} as at, action, from_status, to_status, note
      from staff_event where lead_id in (${idList(ids)}) order by at`,
  );
  const outbox = await rowsOf<{
    lead_id: string;
    status: string;
    created_at: string;
    sent_at: string | null;
  }>(
    db,
    sql`select lead_id, status, ${ISO("created_at")} as created_at,
        ${ISO("sent_at")} as sent_at
      from mail_outbox where lead_id in (${idList(ids)}) order by created_at`,
  );
  return {
    events,
    outbox,
    replies: await repliesOf(db, ids),
    campaigns: await campaignsOf(db, ids),
    texts: await textsOf(db, ids),
  };
}

/** The texts with them, oldest first: which way, the words, when, and what became of them. */
function textsOf(db: Database | Transaction, ids: string[]) {
  return rowsOf<{
    lead_id: string;
    direction: string;
    body: string;
    at: string;
    state: string;
  }>(
    db,
    sql`select lead_id, direction, body, ${ISO("created_at")} as at, state
      from text_message where lead_id in (${idList(ids)}) order by created_at, id`,
  );
}

function summarise(
  found: Matched[],
  rel: Awaited<ReturnType<typeof related>>,
  resumes: number,
): PersonSummary {
  const kinds = found.map((m) => ({
    kind: m.store,
    ...wordsOf(m.store),
    count: m.rows.length,
    first: m.rows[0]?.created_at ?? null,
    last: m.rows.at(-1)?.created_at ?? null,
  }));
  return {
    kinds,
    names: namesOf(found.flatMap((m) => m.rows)),
    leads: kinds.reduce((n, k) => n + k.count, 0),
    resumes,
    notes: rel.events.filter((e) => e.note !== null).length,
    historyEntries: rel.events.length,
    outbox: rel.outbox.length,
    replies: rel.replies.length,
    texts: rel.texts.length,
  };
}

/** The audit row's words: counts per kind, nothing that names the person. */
export function describeFound(summary: PersonSummary): string {
  const parts = summary.kinds
    .filter((k) => k.count > 0)
    .map((k) => countOf(k.count, wordsOf(k.kind).one, wordsOf(k.kind).many));
  if (summary.resumes) parts.push(countOf(summary.resumes, "resume", "resumes"));
  if (summary.notes) parts.push(countOf(summary.notes, "note", "notes"));
  if (summary.replies) parts.push(countOf(summary.replies, "e-mail reply", "e-mail replies"));
  if (summary.texts) parts.push(countOf(summary.texts, "text message", "text messages"));
  if (summary.outbox)
    parts.push(
      countOf(summary.outbox, "e-mail about them", "e-mails about them") + ", sent or waiting",
    );
  return parts.length ? parts.join(", ") : "nothing found";
}

const bytesOf = (value: unknown) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);

/** Every table an erasure deletes rows from (the lead tables and what refers to their rows). */
const ERASED_TABLES = [
  "lead",
  "uploaded_file",
  "mail_outbox",
  "lead_reply",
  "text_message",
  "lead_campaign",
  "review_request",
  "ads_conversion_export",
  "staff_event",
  "acknowledgement_mark",
] as const;

async function exportPerson(db: Database, key: PersonKey, actorId: string) {
  return db.transaction(
    async (tx) => {
      const found = await matchedLeads(tx, key);
      const ids = found.flatMap((m) => m.rows.map((r) => r.id));
      const rel = await related(tx, ids);
      const resumeIds = resumeIdsOf(found);
      const files = resumeIds.length
        ? await rowsOf<Record<string, unknown> & { id: string; content: unknown }>(
            tx,
            sql`select id, original_name, content_type, size_bytes, content,
                ${ISO("created_at")} as created_at
              from uploaded_file where id in (${idList(resumeIds)})`,
          )
        : [];
      const summary = summarise(found, rel, files.length);
      await recordEvent(tx, {
        actorId,
        action: "person_exported",
        detail: describeFound(summary),
      });
      const leadsOf = (store: LeadStore) => found.find((m) => m.store === store)?.rows ?? [];
      return {
        summary,
        document: {
          about:
            "Everything the spa's website holds about you: the forms you sent, the resumes you uploaded, the staff's notes and history on them, the e-mails about them, the replies the staff sent you, the text messages between you and the spa, and the ad or link that brought you to the site.",
          exportedAt: new Date().toISOString(),
          contactEnquiries: leadsOf("contact"),
          jobApplications: leadsOf("career"),
          consultationRequests: leadsOf("lead"),
          resumes: files.map(({ content, ...file }) => ({
            ...file,
            contentBase64: bytesOf(content).toString("base64"),
          })),
          staffNotesAndHistory: rel.events,
          emailOutbox: rel.outbox,
          emailReplies: rel.replies,
          textMessages: rel.texts,
          adClicksAndCampaigns: rel.campaigns,
        },
      };
    },
    { isolationLevel: "repeatable read" },
  );
}

export function createPersonData(db: Database, logger: Logger) {
  return {
    /** What is stored about the person, as counts and dates; the lookup is recorded. */
    async find(key: PersonKey, actorId: string): Promise<PersonSummary> {
      const found = await matchedLeads(db, key);
      const ids = found.flatMap((m) => m.rows.map((r) => r.id));
      const summary = summarise(found, await related(db, ids), resumeIdsOf(found).length);
      await recordEvent(db, {
        actorId,
        action: "person_searched",
        detail: describeFound(summary),
      });
      return summary;
    },

    /** Everything stored about the person, resumes included (base64), as one JSON document. */
    export: (key: PersonKey, actorId: string) => exportPerson(db, key, actorId),

    /**
     * Deletes everything stored about the person in one transaction: the leads, their resumes,
     * their outbox rows and their history (notes included); then one audit row with the counts.
     */
    async erase(key: PersonKey, actorId: string): Promise<PersonSummary> {
      const summary = await db.transaction(async (tx) => {
        const found = await matchedLeads(tx, key, true);
        const ids = found.flatMap((m) => m.rows.map((r) => r.id));
        const rel = await related(tx, ids);
        const resumeIds = resumeIdsOf(found);
        const summary = summarise(found, rel, resumeIds.length);
        if (ids.length) {
          // Their outbox rows, replies, texts, campaigns, review requests and export marks go
          // with them (on delete cascade); the stops (review requests' and texts', keyed
          // hashes: issues 30 and 37) stay, so a stop outlives the erasure.
          await tx.execute(sql`delete from staff_event where lead_id in (${idList(ids)})`);
          await tx.execute(sql`delete from lead where id in (${idList(ids)})`);
        }
        if (resumeIds.length) {
          await tx.execute(sql`delete from uploaded_file where id in (${idList(resumeIds)})`);
        }
        // The "acknowledged in the last 24 hours" marks of the person's addresses (keyed hashes).
        const emails = found.flatMap((m) => m.rows.map((r) => r.email));
        if (key.kind === "email") emails.push(key.email);
        await forgetAddresses(
          tx,
          emails.filter((email): email is string => typeof email === "string"),
        );
        await recordEvent(tx, {
          actorId,
          action: "person_erased",
          detail: describeFound(summary),
        });
        return summary;
      });
      // Out of the table files and the write-ahead log now, not at the next restart.
      if (summary.leads > 0) await letGoOfDeletedRows(db, ERASED_TABLES, logger);
      return summary;
    },
  };
}

export type PersonData = ReturnType<typeof createPersonData>;
