/**
 * The inbox's list: one query on the lead table that filters, orders by (created_at, id)
 * descending and stops at the page size plus one, so PostgreSQL reads the table backwards along
 * its (created_at, id) index (its (kind, created_at, id) index under a kind filter, its (status,
 * created_at) index under a status filter): the cost of a page does not grow with the table.
 * Paging is by keyset, never OFFSET: the cursor is the (created_at, id) of the page's last row,
 * with created_at in microseconds as PostgreSQL keeps it. Also the staff header's counts. The
 * CSV export reads the same query (`leadsQuery`).
 */
import { sql, type SQL } from "drizzle-orm";
import type { LeadKind, LeadStatus } from "~/lib/leads/vocabulary";
import type { InboxFilter } from "~/lib/staff/schemas";
import type { Database } from "../../db/client.server";
import { LEAD_NAME } from "../../leads/tables.server";
import {
  dayRange,
  formatCursor,
  parseCursor,
  searchTerm,
  type Cursor,
} from "./inbox-helpers.server";
import { CURSOR_TEXT, kindCondition, overdueCutoff, rowsOf, ts } from "./inbox-sql.server";

export interface InboxRow {
  id: string;
  kind: LeadKind;
  /** ISO 8601 with microseconds, UTC. */
  createdAt: string;
  sourcePage: string;
  name: string;
  phone: string;
  email: string;
  treatment: string | null;
  status: LeadStatus;
  overdue: boolean;
  /** When staff first answered (ISO, UTC), or null: the wait the inbox shows ends there. */
  firstResponseAt: string | null;
  /** The client's texts nobody has read yet (issue 37). */
  unreadTexts: number;
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

/** The WHERE conditions of a filter (without the cursor). */
function filterConditions(filter: InboxFilter, cutoff: Date): SQL[] {
  const conditions: SQL[] = [];
  const kind = kindCondition(filter.kind);
  if (kind) conditions.push(kind);
  if (filter.status === "overdue") {
    conditions.push(sql`status = 'new'`, sql`created_at < ${ts(cutoff)}`);
  } else if (filter.status) {
    conditions.push(sql`status = ${filter.status}`);
  }
  const { start, end } = dayRange(filter.from, filter.to);
  if (start) conditions.push(sql`created_at >= ${ts(start)}`);
  if (end) conditions.push(sql`created_at < ${ts(end)}`);
  if (filter.campaign) {
    conditions.push(
      sql`exists (select 1 from lead_campaign c where c.lead_id = lead.id
        and c.utm_campaign = ${filter.campaign})`,
    );
  }
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
      matches.push(sql`${LEAD_NAME} ilike ${term.pattern}`);
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

/**
 * The lead's unread incoming texts: counted for each row of the page only, along the partial
 * index text_message_unread_idx, so the list still reads the lead table along its own index.
 */
const UNREAD_TEXTS = sql`(select count(*)::int from text_message m
  where m.lead_id = lead.id and m.direction = 'in' and m.read_at is null)`;

/** first_response_at as ISO 8601 text (UTC), like the cursor's created_at; null stays null. */
const RESPONSE_TEXT = sql`to_char(first_response_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

export interface LeadsQueryOptions {
  limit?: number;
  before?: Cursor;
  after?: Cursor;
  cutoff: Date;
  /** The list's columns, or the ids only (what the CSV export reads: leads/export.server.ts). */
  columns?: "list" | "ids";
}

/**
 * The filtered leads, newest first (or oldest first after an `after` cursor), at most `limit`
 * rows (all of them without a limit).
 */
export function leadsQuery(filter: InboxFilter, options: LeadsQueryOptions): SQL {
  const ascending = options.after !== undefined;
  // Qualified, so no output column can take the table's place: the cursor's text named
  // created_at once did, and every page sorted the whole table (issue 36's benchmark).
  const order = ascending
    ? sql`lead.created_at asc, lead.id asc`
    : sql`lead.created_at desc, lead.id desc`;
  const conditions = filterConditions(filter, options.cutoff);
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
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  if (options.columns === "ids") {
    return sql`select id from lead ${where(conditions)} order by ${order} ${limit}`;
  }
  // Named as InboxRow names them, so a row is used as the database answers it.
  return sql`select id, kind, ${CURSOR_TEXT} as "createdAt", source_page as "sourcePage",
      ${LEAD_NAME} as name, phone, email, treatment, status,
      (status = 'new' and created_at < ${ts(options.cutoff)}) as overdue,
      ${RESPONSE_TEXT} as "firstResponseAt", ${UNREAD_TEXTS} as "unreadTexts"
    from lead ${where(conditions)} order by ${order} ${limit}`;
}

const cursorOf = (row: InboxRow) => formatCursor({ createdAt: row.createdAt, id: row.id });

/** One page of the filtered list, newest first; `cursor` goes older or newer. */
export async function listLeads(
  db: Database,
  filter: InboxFilter,
  pageSize = 50,
  cursor: PageCursor = {},
): Promise<InboxPage> {
  const after = parseCursor(cursor.after);
  const before = after ? null : parseCursor(cursor.before ?? filter.before);
  const query = leadsQuery(filter, {
    limit: pageSize + 1,
    before: before ?? undefined,
    after: after ?? undefined,
    cutoff: overdueCutoff(),
  });
  const rows = await rowsOf<InboxRow>(db, query);
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
}

/** The campaigns of the last 90 days' leads, most recent first: the inbox filter's choices. */
export async function recentCampaigns(db: Database, now = Date.now()): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select utm_campaign as name from lead_campaign
      where utm_campaign is not null and created_at >= ${ts(new Date(now - 90 * 86_400_000))}
      group by utm_campaign order by max(created_at) desc limit 100`,
  );
  return rows.map((row) => row.name);
}

/** The staff header's figures: New leads, and those New for over 24 hours. */
export async function countNewLeads(db: Database): Promise<{ new: number; overdue: number }> {
  const cutoff = ts(overdueCutoff());
  const [row] = await rowsOf<{ new: number; overdue: number }>(
    db,
    sql`select count(*)::int as new, count(*) filter (where created_at < ${cutoff})::int as overdue
      from lead where status = 'new'`,
  );
  return { new: row?.new ?? 0, overdue: row?.overdue ?? 0 };
}
