/**
 * The work staff do on a lead: its status (with optimistic concurrency), notes, and the owner's
 * delete for good. Each change is recorded in the lead's history (`staff_event`).
 */
import { sql } from "drizzle-orm";
import type { LeadKind, LeadStatus } from "~/lib/leads/vocabulary";
import type { Database, Transaction } from "../../db/client.server";
import { markFirstResponse } from "../../leads/first-response.server";
import { recordEvent } from "../privacy/events.server";
import { locate, rowsOf } from "./inbox-sql.server";

export type StatusChange =
  | { outcome: "changed" | "unchanged"; status: LeadStatus; version: number }
  | { outcome: "conflict"; status: LeadStatus; version: number }
  | { outcome: "missing" };

/** Runs in the status change's transaction when a lead is marked "Came in" (issue 30). */
export type CameInHook = (
  tx: Transaction,
  lead: { kind: LeadKind; id: string },
) => Promise<unknown>;

/**
 * Changes the status only if nobody changed it since `expectedVersion` (the version the staff
 * member saw): the row is locked, compared and updated in one transaction, and the UPDATE
 * itself repeats the version check, so two people saving at once never overwrite each other.
 */
export function changeStatus(
  db: Database,
  id: string,
  status: LeadStatus,
  expectedVersion: number,
  actorId: string,
  onCameIn?: CameInHook,
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
      sql`update lead set status = ${status}, version = version + 1
        where id = ${id}::uuid and version = ${expectedVersion} returning version`,
    );
    if (!row) return { outcome: "conflict", status: lead.status, version: lead.version };
    // Moving a lead past New answers it (issue 19), unless a reply, call or text came first.
    if (lead.status === "new") await markFirstResponse(tx, id, "status");
    await recordEvent(tx, {
      actorId,
      action: "lead_status",
      leadId: id,
      fromStatus: lead.status,
      toStatus: status,
    });
    // The visit queues the review request with the status, whatever the status was before.
    if (status === "came_in") await onCameIn?.(tx, { kind: lead.kind, id });
    return { outcome: "changed", status, version: row.version };
  });
}

/** Adds a note to the lead's history; false when there is no such lead. */
export async function addNote(
  db: Database,
  id: string,
  note: string,
  actorId: string,
): Promise<boolean> {
  const lead = await locate(db, id);
  if (!lead) return false;
  await recordEvent(db, { actorId, action: "lead_note", leadId: id, note });
  return true;
}

/**
 * Deletes a lead for good (a person who asks to be forgotten): the lead, its resume, its
 * e-mail outbox rows, the staff's replies and its history, then one audit row that names only the form and the
 * (now meaningless) id. One transaction: all of it goes, or none.
 */
export function removeLead(db: Database, id: string, actorId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const lead = await locate(tx, id, true);
    if (!lead) return false;
    // Its replies, campaign, outbox rows, review request and export mark go with it (on delete
    // cascade); its history and resume are deleted here.
    await tx.execute(sql`delete from lead where id = ${id}::uuid`);
    if (lead.resumeId) {
      await tx.execute(sql`delete from uploaded_file where id = ${lead.resumeId}::uuid`);
    }
    await tx.execute(sql`delete from staff_event where lead_id = ${id}::uuid`);
    await recordEvent(tx, {
      actorId,
      action: "lead_deleted",
      detail: `${lead.kind} lead ${id}${lead.resumeId ? " and its resume" : ""}`,
    });
    return true;
  });
}
