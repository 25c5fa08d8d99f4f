/**
 * The leads inbox: one list of every lead across the three lead tables (the consultation table
 * split by its form), the work on a lead (status with optimistic concurrency, notes, history),
 * the owner's delete, the 30-day chart and the CSV export.
 *
 * The list is one UNION ALL with a branch per table. Each branch filters, orders by
 * (created_at, id) descending and stops at the page size plus one, so PostgreSQL reads each
 * table backwards along its (created_at, id) index (or its (status, created_at) index under a
 * status filter) and merges at most three short runs: the cost of a page does not grow with the
 * table. Paging is by keyset, never OFFSET: the cursor is the (created_at, id) of the page's
 * last row, with created_at in microseconds as PostgreSQL keeps it.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  INBOX_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type InboxFilter,
  type InboxKind,
  type LeadStatusName,
} from "~/lib/staff/schemas";
import { RESUME_TYPES } from "~/lib/resume";
import { spaDateTime } from "~/lib/staff/leads";
import type { Database, Transaction } from "../db/client.server";
import { toCsvInSlices } from "../leads/csv.server";
import { recordEvent } from "./events.server";
import {
  dayRange,
  dayStart,
  formatCursor,
  lastDays,
  parseCursor,
  searchTerm,
  SPA_TIME_ZONE,
  type Cursor,
} from "./inbox-helpers.server";

/** A lead still New this long after it arrived is overdue (the contact form promises 24 hours). */
export const OVERDUE_HOURS = 24;
/** Views of one lead by one member closer together than this are one view in its history. */
export const VIEW_WINDOW_MINUTES = 30;

export interface InboxRow {
  id: string;
  kind: InboxKind;
  /** ISO 8601 with microseconds, UTC. */
  createdAt: string;
  sourcePage: string;
  name: string;
  phone: string;
  email: string;
  treatment: string | null;
  status: LeadStatusName;
  overdue: boolean;
}

export interface InboxPage {
  leads: InboxRow[];
  /** Cursor for the next (older) page, or null at the end. */
  older: string | null;
  /** Cursor for the previous (newer) page, or null on the first page. */
  newer: string | null;
}

/** Which way a page goes from its cursor. */
export interface PageCursor {
  before?: string;
  after?: string;
}

type LeadTable = "contact_enquiry" | "career_application" | "consultation_lead";

const CONSULTATION_FORMS: InboxKind[] = ["treatment", "consultation", "consultation_ipl"];

interface Branch {
  table: LeadTable;
  kind: SQL;
  name: SQL;
  treatment: SQL;
  /** What the visitor wrote (the CSV only): contact enquiries have both, applications a message. */
  subject: SQL;
  message: SQL;
  /** Extra condition (the consultation table's form). */
  where?: SQL;
}

function branchesFor(kind: InboxKind | undefined): Branch[] {
  const fullName = sql`(first_name || ' ' || last_name)`;
  const branches: Branch[] = [];
  if (!kind || kind === "contact") {
    branches.push({
      table: "contact_enquiry",
      kind: sql`'contact'`,
      name: sql`name`,
      treatment: sql`null::text`,
      subject: sql`subject`,
      message: sql`message`,
    });
  }
  if (!kind || kind === "career") {
    branches.push({
      table: "career_application",
      kind: sql`'career'`,
      name: fullName,
      treatment: sql`null::text`,
      subject: sql`null::text`,
      message: sql`message`,
    });
  }
  if (!kind || CONSULTATION_FORMS.includes(kind)) {
    branches.push({
      table: "consultation_lead",
      kind: sql`form`,
      name: fullName,
      treatment: sql`treatment`,
      subject: sql`null::text`,
      message: sql`null::text`,
      where: kind ? sql`form = ${kind}` : undefined,
    });
  }
  return branches;
}

/** Raw rows from either driver (both answer `{ rows }`). */
async function rowsOf<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const overdueCutoff = (now = Date.now()) => new Date(now - OVERDUE_HOURS * 3_600_000);
/** Timestamps go to the database as ISO text: both drivers and every time zone agree on it. */
const ts = (at: Date | string) =>
  sql`${typeof at === "string" ? at : at.toISOString()}::timestamptz`;

/** The WHERE conditions of one branch for a filter (without the cursor). */
function filterConditions(branch: Branch, filter: InboxFilter, cutoff: Date): SQL[] {
  const conditions: SQL[] = [];
  if (branch.where) conditions.push(branch.where);
  if (filter.status === "overdue") {
    conditions.push(sql`status = 'new'`, sql`created_at < ${ts(cutoff)}`);
  } else if (filter.status) {
    conditions.push(sql`status = ${filter.status}`);
  }
  const { start, end } = dayRange(filter.from, filter.to);
  if (start) conditions.push(sql`created_at >= ${ts(start)}`);
  if (end) conditions.push(sql`created_at < ${ts(end)}`);
  const term = searchTerm(filter.q);
  if (term) {
    // ILIKE on the columns themselves, not on one lower-cased expression: the planner then
    // estimates a common term from the columns' statistics and reads the (created_at, id) index
    // backwards until the page is full, instead of scanning and sorting (scripts/bench-inbox.ts).
    const matches = [sql`email ilike ${term.pattern}`, sql`phone ilike ${term.pattern}`];
    if (term.digits) {
      // Digits and phone punctuation only: no name has them; compare with the stored phone's digits.
      matches.push(sql`translate(phone, '()-. +/', '') like ${`%${term.digits}%`}`);
    } else {
      matches.push(sql`${branch.name} ilike ${term.pattern}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

const CURSOR_TEXT = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The filtered leads as one UNION ALL, newest first (or oldest first after an `after` cursor),
 * at most `limit` rows (all of them without a limit).
 */
function leadsQuery(
  filter: InboxFilter,
  options: {
    limit?: number;
    before?: Cursor;
    after?: Cursor;
    cutoff: Date;
    columns?: "list" | "ids" | "csv";
  },
): SQL {
  const ascending = options.after !== undefined;
  const order = ascending ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  const parts = branchesFor(filter.kind).map((branch) => {
    const conditions = filterConditions(branch, filter, options.cutoff);
    if (options.before) {
      conditions.push(
        sql`(created_at, id) < (${ts(options.before.createdAt)}, ${options.before.id}::uuid)`,
      );
    }
    if (options.after) {
      conditions.push(
        sql`(created_at, id) > (${ts(options.after.createdAt)}, ${options.after.id}::uuid)`,
      );
    }
    const columns =
      options.columns === "ids"
        ? sql`id, created_at`
        : sql`id, ${branch.kind} as kind, created_at, source_page, ${branch.name} as name, phone,
              email, ${branch.treatment} as treatment, status
              ${options.columns === "csv" ? sql`, ${branch.subject} as subject, ${branch.message} as message` : sql``}`;
    return sql`(select ${columns} from ${sql.identifier(branch.table)} ${where(conditions)}
      order by ${order} ${limit})`;
  });
  const union = sql.join(parts, sql` union all `);
  if (options.columns === "ids") return sql`select id from (${union}) leads`;
  const written = options.columns === "csv" ? sql`, subject, message` : sql``;
  return sql`select id, kind, ${CURSOR_TEXT} as created_at, source_page, name, phone, email,
      treatment, status, (status = 'new' and created_at < ${ts(options.cutoff)}) as overdue
      ${written}
    from (${union}) leads order by ${order} ${limit}`;
}

interface RawRow {
  id: string;
  kind: InboxKind;
  created_at: string;
  source_page: string;
  name: string;
  phone: string;
  email: string;
  treatment: string | null;
  status: LeadStatusName;
  overdue: boolean;
}

const toRow = (r: RawRow): InboxRow => ({
  id: r.id,
  kind: r.kind,
  createdAt: r.created_at,
  sourcePage: r.source_page,
  name: r.name,
  phone: r.phone,
  email: r.email,
  treatment: r.treatment,
  status: r.status,
  overdue: r.overdue,
});

const cursorOf = (row: InboxRow) => formatCursor({ createdAt: row.createdAt, id: row.id });

// ---------------------------------------------------------------- one lead

export interface LeadField {
  label: string;
  value: string;
  multiline?: boolean;
}

export interface LeadDetail {
  id: string;
  kind: InboxKind;
  createdAt: string;
  sourcePage: string;
  status: LeadStatusName;
  version: number;
  overdue: boolean;
  name: string;
  /** Everything the visitor sent, in the form's order. */
  fields: LeadField[];
  resume: { fileName: string; contentType: string; sizeBytes: number } | null;
}

interface LeadLocation {
  table: LeadTable;
  kind: InboxKind;
  status: LeadStatusName;
  version: number;
  resumeId: string | null;
}

/** Which table holds a lead (ids are random UUIDs, so at most one does); `lock` locks its row. */
async function locate(
  db: Database | Transaction,
  id: string,
  lock = false,
): Promise<LeadLocation | null> {
  for (const branch of branchesFor(undefined)) {
    const resume = branch.table === "career_application" ? sql`resume_id` : sql`null::uuid`;
    const [row] = await rowsOf<{
      kind: InboxKind;
      status: LeadStatusName;
      version: number;
      resume_id: string | null;
    }>(
      db,
      sql`select ${branch.kind} as kind, status, version, ${resume} as resume_id
        from ${sql.identifier(branch.table)} where id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
    );
    if (row) {
      return {
        table: branch.table,
        kind: row.kind,
        status: row.status,
        version: row.version,
        resumeId: row.resume_id,
      };
    }
  }
  return null;
}

export type StatusChange =
  | { outcome: "changed" | "unchanged"; status: LeadStatusName; version: number }
  | { outcome: "conflict"; status: LeadStatusName; version: number }
  | { outcome: "missing" };

export interface HistoryEntry {
  id: string;
  at: string;
  action: string;
  actorEmail: string | null;
  fromStatus: LeadStatusName | null;
  toStatus: LeadStatusName | null;
  note: string | null;
}

export interface ChartData {
  /** The spa's calendar days, oldest first. */
  days: string[];
  series: { source: string; kind: InboxKind; sourcePage: string; counts: number[] }[];
}

/** What an export's audit row says about its filter: names and values, never the search text. */
export function describeFilter(filter: InboxFilter): string {
  const parts = [
    filter.kind ? `kind=${filter.kind}` : null,
    filter.status ? `status=${filter.status}` : null,
    filter.from ? `from=${filter.from}` : null,
    filter.to ? `to=${filter.to}` : null,
    // The search may be a name or a phone number: personal data stays out of the audit trail.
    filter.q ? "search=yes" : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : "all leads";
}

export const CSV_COLUMNS = [
  "received",
  "form",
  "source_page",
  "name",
  "phone",
  "email",
  "treatment",
  "subject",
  "message",
  "status",
  "overdue",
  "notes",
  "id",
] as const;

export function createInbox(db: Database) {
  return {
    /** The staff header's figures: New leads, and those New for over 24 hours. */
    async counts(): Promise<{ new: number; overdue: number }> {
      const cutoff = ts(overdueCutoff());
      const tables: LeadTable[] = ["contact_enquiry", "career_application", "consultation_lead"];
      const parts = tables.map(
        (table) => sql`select count(*)::int as new,
            count(*) filter (where created_at < ${cutoff})::int as overdue
          from ${sql.identifier(table)} where status = 'new'`,
      );
      const [row] = await rowsOf<{ new: number; overdue: number }>(
        db,
        sql`select coalesce(sum(new), 0)::int as new, coalesce(sum(overdue), 0)::int as overdue
          from (${sql.join(parts, sql` union all `)}) counts`,
      );
      return { new: row?.new ?? 0, overdue: row?.overdue ?? 0 };
    },

    /** One page of the filtered list, newest first; `cursor` goes older or newer. */
    async list(filter: InboxFilter, pageSize = 50, cursor: PageCursor = {}): Promise<InboxPage> {
      const cutoff = overdueCutoff();
      const after = parseCursor(cursor.after);
      const before = after ? null : parseCursor(cursor.before ?? filter.before);
      const rows = (
        await rowsOf<RawRow>(
          db,
          leadsQuery(filter, {
            limit: pageSize + 1,
            before: before ?? undefined,
            after: after ?? undefined,
            cutoff,
          }),
        )
      ).map(toRow);
      const more = rows.length > pageSize;
      const page = rows.slice(0, pageSize);
      if (after) {
        page.reverse();
        return {
          leads: page,
          older: page.length ? cursorOf(page[page.length - 1]!) : null,
          newer: more && page.length ? cursorOf(page[0]!) : null,
        };
      }
      return {
        leads: page,
        older: more && page.length ? cursorOf(page[page.length - 1]!) : null,
        newer: before && page.length ? cursorOf(page[0]!) : null,
      };
    },

    /** Everything the visitor sent, or null. */
    async get(id: string): Promise<LeadDetail | null> {
      const cutoff = overdueCutoff().getTime();
      type Common = {
        source_page: string;
        status: LeadStatusName;
        version: number;
        created_at: string;
      };
      const common = sql`source_page, status, version, ${CURSOR_TEXT} as created_at`;
      const finish = (
        row: Common,
        kind: InboxKind,
        name: string,
        fields: LeadField[],
        resume: LeadDetail["resume"] = null,
      ): LeadDetail => ({
        id,
        kind,
        createdAt: row.created_at,
        sourcePage: row.source_page,
        status: row.status,
        version: row.version,
        overdue: row.status === "new" && Date.parse(row.created_at) < cutoff,
        name,
        fields,
        resume,
      });

      const [contact] = await rowsOf<
        Common & Record<"name" | "email" | "phone" | "subject" | "message", string>
      >(
        db,
        sql`select name, email, phone, subject, message, ${common}
          from contact_enquiry where id = ${id}::uuid`,
      );
      if (contact) {
        return finish(contact, "contact", contact.name, [
          { label: "Name", value: contact.name },
          { label: "E-mail", value: contact.email },
          { label: "Phone", value: contact.phone },
          { label: "Subject", value: contact.subject },
          { label: "Message", value: contact.message, multiline: true },
        ]);
      }
      type Person = Record<"first_name" | "last_name" | "email" | "phone", string>;
      const [career] = await rowsOf<
        Common &
          Person & {
            message: string;
            file_name: string | null;
            content_type: string | null;
            size_bytes: number | null;
          }
      >(
        db,
        sql`select a.first_name, a.last_name, a.email, a.phone, a.message,
            f.original_name as file_name, f.content_type, f.size_bytes,
            a.source_page, a.status, a.version,
            to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
          from career_application a left join uploaded_file f on f.id = a.resume_id
          where a.id = ${id}::uuid`,
      );
      if (career) {
        return finish(
          career,
          "career",
          `${career.first_name} ${career.last_name}`,
          [
            { label: "First name", value: career.first_name },
            { label: "Last name", value: career.last_name },
            { label: "Phone", value: career.phone },
            { label: "E-mail", value: career.email },
            { label: "Message", value: career.message, multiline: true },
          ],
          // No file once the retention rule deleted the resume.
          career.file_name === null
            ? null
            : {
                fileName: career.file_name,
                contentType: career.content_type ?? "application/octet-stream",
                sizeBytes: career.size_bytes ?? 0,
              },
        );
      }
      const [lead] = await rowsOf<Common & Person & { form: InboxKind; treatment: string | null }>(
        db,
        sql`select form, first_name, last_name, email, phone, treatment, ${common}
          from consultation_lead where id = ${id}::uuid`,
      );
      if (lead) {
        return finish(lead, lead.form, `${lead.first_name} ${lead.last_name}`, [
          { label: "First name", value: lead.first_name },
          { label: "Last name", value: lead.last_name },
          { label: "Phone", value: lead.phone },
          { label: "E-mail", value: lead.email },
          ...(lead.treatment ? [{ label: "Treatment", value: lead.treatment }] : []),
        ]);
      }
      return null;
    },

    /** A lead's page was opened: the lead, with the view recorded in its history. */
    async view(id: string, actorId: string): Promise<LeadDetail | null> {
      const lead = await this.get(id);
      if (!lead) return null;
      // The page reloads its data after every change made on it: one view per member and lead
      // within VIEW_WINDOW_MINUTES is recorded, not one per reload.
      await db.execute(
        sql`insert into staff_event (actor_id, lead_id, action)
          select ${actorId}::uuid, ${id}::uuid, 'lead_viewed'
          where not exists (select 1 from staff_event where lead_id = ${id}::uuid
            and actor_id = ${actorId}::uuid and action = 'lead_viewed'
            and at > now() - make_interval(mins => ${VIEW_WINDOW_MINUTES}))`,
      );
      return lead;
    },

    /** A lead's history, newest first, with each actor's e-mail. */
    async history(id: string): Promise<HistoryEntry[]> {
      const rows = await rowsOf<{
        id: string;
        at: string;
        action: string;
        actor_email: string | null;
        from_status: LeadStatusName | null;
        to_status: LeadStatusName | null;
        note: string | null;
      }>(
        db,
        sql`select e.id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
            e.action, u.email as actor_email, e.from_status, e.to_status, e.note
          from staff_event e left join staff_user u on u.id = e.actor_id
          where e.lead_id = ${id}::uuid order by e.at desc, e.id desc limit 500`,
      );
      return rows.map((r) => ({
        id: r.id,
        at: r.at,
        action: r.action,
        actorEmail: r.actor_email,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        note: r.note,
      }));
    },

    /**
     * Changes the status only if nobody changed it since `expectedVersion` (the version the staff
     * member saw): the row is locked, compared and updated in one transaction, and the UPDATE
     * itself repeats the version check, so two people saving at once never overwrite each other.
     */
    async changeStatus(
      id: string,
      status: LeadStatusName,
      expectedVersion: number,
      actorId: string,
    ): Promise<StatusChange> {
      return db.transaction(async (tx) => {
        const lead = await locate(tx, id, true);
        if (!lead) return { outcome: "missing" };
        if (lead.version !== expectedVersion) {
          return { outcome: "conflict", status: lead.status, version: lead.version };
        }
        if (lead.status === status) {
          return { outcome: "unchanged", status, version: lead.version };
        }
        const [row] = await rowsOf<{ version: number }>(
          tx,
          sql`update ${sql.identifier(lead.table)} set status = ${status}, version = version + 1
            where id = ${id}::uuid and version = ${expectedVersion} returning version`,
        );
        if (!row) return { outcome: "conflict", status: lead.status, version: lead.version };
        await recordEvent(tx, {
          actorId,
          action: "lead_status",
          leadId: id,
          fromStatus: lead.status,
          toStatus: status,
        });
        return { outcome: "changed", status, version: row.version };
      });
    },

    /** Adds a note to the lead's history; false when there is no such lead. */
    async addNote(id: string, note: string, actorId: string): Promise<boolean> {
      const lead = await locate(db, id);
      if (!lead) return false;
      await recordEvent(db, { actorId, action: "lead_note", leadId: id, note });
      return true;
    },

    /**
     * Deletes a lead for good (a person who asks to be forgotten): the lead, its resume, its
     * e-mail outbox row and its history, then one audit row that names only the form and the
     * (now meaningless) id. One transaction: all of it goes, or none.
     */
    async remove(id: string, actorId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const lead = await locate(tx, id, true);
        if (!lead) return false;
        await tx.execute(sql`delete from ${sql.identifier(lead.table)} where id = ${id}::uuid`);
        if (lead.resumeId) {
          await tx.execute(sql`delete from uploaded_file where id = ${lead.resumeId}::uuid`);
        }
        await tx.execute(sql`delete from mail_outbox where lead_id = ${id}::uuid`);
        await tx.execute(sql`delete from staff_event where lead_id = ${id}::uuid`);
        await recordEvent(tx, {
          actorId,
          action: "lead_deleted",
          detail: `${lead.kind} lead ${id}${lead.resumeId ? " and its resume" : ""}`,
        });
        return true;
      });
    },

    /** A career application's resume file, for download. */
    async resume(id: string) {
      const [row] = await rowsOf<{
        file_name: string;
        content_type: string;
        content: Buffer | Uint8Array;
      }>(
        db,
        sql`select f.original_name as file_name, f.content_type, f.content
          from career_application a join uploaded_file f on f.id = a.resume_id
          where a.id = ${id}::uuid`,
      );
      if (!row) return null;
      const known = Object.values(RESUME_TYPES) as string[];
      return {
        fileName: row.file_name,
        // Only the types the upload recognised by content; anything else is opaque bytes.
        contentType: known.includes(row.content_type)
          ? row.content_type
          : "application/octet-stream",
        content: Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content),
      };
    },

    /** Leads per spa day and source (form and page) for the last `days` days, today included. */
    async chart(days = 30, now = new Date()): Promise<ChartData> {
      const dayList = lastDays(days, now);
      const start = dayStart(dayList[0]!) ?? now;
      const parts = branchesFor(undefined).map(
        (branch) => sql`select ${branch.kind} as kind, source_page, created_at
          from ${sql.identifier(branch.table)} where created_at >= ${ts(start)}`,
      );
      const rows = await rowsOf<{ day: string; kind: InboxKind; source_page: string; n: number }>(
        db,
        sql`select to_char(created_at at time zone ${SPA_TIME_ZONE}, 'YYYY-MM-DD') as day, kind,
            source_page, count(*)::int as n
          from (${sql.join(parts, sql` union all `)}) leads group by 1, 2, 3`,
      );
      const index = new Map(dayList.map((day, i) => [day, i]));
      const series = new Map<string, ChartData["series"][number]>();
      for (const row of rows) {
        const at = index.get(row.day);
        if (at === undefined) continue;
        const key = `${row.kind} ${row.source_page}`;
        let entry = series.get(key);
        if (!entry) {
          entry = {
            source: `${INBOX_KIND_LABELS[row.kind]}, ${row.source_page || "(no page)"}`,
            kind: row.kind,
            sourcePage: row.source_page,
            counts: dayList.map(() => 0),
          };
          series.set(key, entry);
        }
        entry.counts[at] = (entry.counts[at] ?? 0) + row.n;
      }
      const sorted = [...series.values()].sort((a, b) => a.source.localeCompare(b.source));
      return { days: dayList, series: sorted };
    },

    /**
     * The whole filtered list (every page) as CSV for Excel, and in the same snapshot one
     * `lead_exported` history row per exported lead (one INSERT ... SELECT over the same query)
     * and one `leads_exported` audit row with the filter and the count.
     */
    async exportCsv(filter: InboxFilter, actorId: string): Promise<{ csv: string; count: number }> {
      const cutoff = overdueCutoff();
      const rows = await db.transaction(
        async (tx) => {
          const found = await rowsOf<RawRow & { subject: string | null; message: string | null }>(
            tx,
            leadsQuery(filter, { cutoff, columns: "csv" }),
          );
          // The staff's notes on each exported lead, oldest first, one cell per lead.
          const notes = await rowsOf<{ lead_id: string; notes: string }>(
            tx,
            sql`select lead_id, string_agg(note, E'\n' order by at) as notes from staff_event
              where action = 'lead_note' and note is not null
                and lead_id in (${leadsQuery(filter, { cutoff, columns: "ids" })})
              group by lead_id`,
          );
          const notesOf = new Map(notes.map((row) => [row.lead_id, row.notes]));
          await tx.execute(
            sql`insert into staff_event (actor_id, lead_id, action)
              select ${actorId}::uuid, id, 'lead_exported'
              from (${leadsQuery(filter, { cutoff, columns: "ids" })}) exported`,
          );
          await recordEvent(tx, {
            actorId,
            action: "leads_exported",
            detail: `${describeFilter(filter)}; ${found.length} leads`,
          });
          return found.map((raw) => ({
            ...toRow(raw),
            subject: raw.subject ?? "",
            message: raw.message ?? "",
            notes: notesOf.get(raw.id) ?? "",
          }));
        },
        { isolationLevel: "repeatable read" },
      );
      // Built after the commit, in slices: no transaction or event loop waits for the file.
      const csv = await toCsvInSlices(
        CSV_COLUMNS,
        rows,
        (r) => [
          spaDateTime(r.createdAt),
          INBOX_KIND_LABELS[r.kind],
          r.sourcePage,
          r.name,
          r.phone,
          r.email,
          r.treatment ?? "",
          r.subject,
          r.message,
          LEAD_STATUS_LABELS[r.status],
          r.overdue ? "yes" : "",
          r.notes,
          r.id,
        ],
        { bom: true },
      );
      return { csv, count: rows.length };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
