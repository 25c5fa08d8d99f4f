/**
 * The SQL pieces every part of the leads inbox shares: one branch per lead table (the
 * consultation table narrowed to one form when a kind asks for it), raw rows from either
 * driver, timestamps as text, the overdue cutoff, and finding which table holds a lead.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  isConsultationForm,
  LEAD_STORES,
  storeOf,
  type LeadKind,
  type LeadStatus,
  type LeadStore,
} from "~/lib/leads/vocabulary";
import type { Database, Transaction } from "../../db/client.server";
import { LEAD_TABLE, type LeadTable } from "../../leads/tables.server";

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

/** One lead table as the inbox reads it: its columns under the list's names. */
export interface Branch {
  table: LeadTable;
  kind: SQL;
  name: SQL;
  treatment: SQL;
  /** What the visitor wrote (the CSV only): contact inquiries have both, applications a message. */
  subject: SQL;
  message: SQL;
  /** Extra condition (the consultation table's form). */
  where?: SQL;
}

function branchOf(store: LeadStore): Branch {
  const fullName = sql`(first_name || ' ' || last_name)`;
  switch (store) {
    case "contact":
      return {
        table: LEAD_TABLE.contact,
        kind: sql`'contact'`,
        name: sql`name`,
        treatment: sql`null::text`,
        subject: sql`subject`,
        message: sql`message`,
      };
    case "career":
      return {
        table: LEAD_TABLE.career,
        kind: sql`'career'`,
        name: fullName,
        treatment: sql`null::text`,
        subject: sql`null::text`,
        message: sql`message`,
      };
    case "lead":
      return {
        table: LEAD_TABLE.lead,
        kind: sql`form`,
        name: fullName,
        treatment: sql`treatment`,
        subject: sql`null::text`,
        message: sql`null::text`,
      };
  }
}

/** The branches a kind filter reads: all three tables, or the one holding that kind. */
export function branchesFor(kind: LeadKind | undefined): Branch[] {
  if (!kind) return LEAD_STORES.map(branchOf);
  const branch = branchOf(storeOf(kind));
  return [isConsultationForm(kind) ? { ...branch, where: sql`form = ${kind}` } : branch];
}

export interface LeadLocation {
  table: LeadTable;
  kind: LeadKind;
  status: LeadStatus;
  version: number;
  resumeId: string | null;
}

/** Which table holds a lead (ids are random UUIDs, so at most one does); `lock` locks its row. */
export async function locate(
  db: Database | Transaction,
  id: string,
  lock = false,
): Promise<LeadLocation | null> {
  for (const branch of branchesFor(undefined)) {
    const resume = branch.table === LEAD_TABLE.career ? sql`resume_id` : sql`null::uuid`;
    const [row] = await rowsOf<{
      kind: LeadKind;
      status: LeadStatus;
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
