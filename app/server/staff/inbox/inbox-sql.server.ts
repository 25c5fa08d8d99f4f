/**
 * The SQL pieces every part of the leads inbox shares: the kind filter, raw rows from either
 * driver, timestamps as text, the overdue cutoff, and reading a lead's workflow state.
 */
import { sql, type SQL } from "drizzle-orm";
import type { LeadKind, LeadStatus } from "~/lib/leads/vocabulary";
import type { Database, Transaction } from "../../db/client.server";

/** A lead still New this long after it arrived is overdue (the contact form promises 24 hours). */
export const OVERDUE_HOURS = 24;

export const overdueCutoff = (now = Date.now()) => new Date(now - OVERDUE_HOURS * 3_600_000);

/** Timestamps go to the database as ISO text: both drivers and every time zone agree on it. */
export const ts = (at: Date | string) =>
  sql`${typeof at === "string" ? at : at.toISOString()}::timestamptz`;

/** created_at as the cursor and the pages read it: ISO 8601 with microseconds, UTC. */
export const CURSOR_TEXT = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Raw rows from either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The inbox's condition for a kind filter: every kind, or the one asked for. */
export const kindCondition = (kind: LeadKind | undefined): SQL | undefined =>
  kind ? sql`kind = ${kind}` : undefined;

export interface LeadLocation {
  kind: LeadKind;
  status: LeadStatus;
  version: number;
  resumeId: string | null;
}

/** A lead's kind, status, version and resume; `lock` locks its row. Null: no such lead. */
export async function locate(
  db: Database | Transaction,
  id: string,
  lock = false,
): Promise<LeadLocation | null> {
  const [row] = await rowsOf<{
    kind: LeadKind;
    status: LeadStatus;
    version: number;
    resume_id: string | null;
  }>(
    db,
    sql`select kind, status, version, resume_id from lead
      where id = ${id}::uuid ${lock ? sql`for update` : sql``}`,
  );
  return row
    ? { kind: row.kind, status: row.status, version: row.version, resumeId: row.resume_id }
    : null;
}
