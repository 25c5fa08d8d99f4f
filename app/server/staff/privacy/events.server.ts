/**
 * The staff workspace's history and audit trail (`staff_event`). The actions it records, and their
 * words: lib/staff/events.ts.
 */
import type { LeadStatus } from "~/lib/leads/vocabulary";
import type { StaffAction } from "~/lib/staff/events";
import type { Database, Transaction } from "../../db/client.server";
import * as t from "../../db/schema.server";

export interface StaffEventInput {
  actorId: string | null;
  action: StaffAction;
  leadId?: string;
  fromStatus?: LeadStatus;
  toStatus?: LeadStatus;
  note?: string;
  /** Never personal data: ids, counts, filter names. */
  detail?: string;
}

export async function recordEvent(db: Database | Transaction, event: StaffEventInput) {
  await db.insert(t.staffEvent).values({
    actorId: event.actorId,
    action: event.action,
    leadId: event.leadId ?? null,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    note: event.note ?? null,
    detail: event.detail ?? null,
  });
}
