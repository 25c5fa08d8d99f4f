/** The staff workspace's history and audit trail (`staff_event`). */
import type { LeadStatus } from "~/lib/leads/vocabulary";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";

export type StaffAction =
  | "signed_in"
  | "signed_out"
  | "account_created"
  | "account_disabled"
  | "password_link_issued"
  | "password_set"
  | "lead_viewed"
  | "lead_status"
  | "lead_note"
  | "lead_exported"
  | "resume_downloaded"
  | "lead_deleted"
  | "reply_sent"
  | "call_logged"
  | "text_logged"
  | "reply_templates_changed"
  | "leads_exported"
  | "ads_conversions_exported"
  | "ads_conversion_changed"
  | "campaign_spend_changed"
  | "content_published"
  | "content_restored"
  | "content_access_changed"
  | "notification_email_changed"
  | "response_target_changed"
  | "second_factor_added"
  | "second_factor_removed"
  | "second_factor_reset"
  | "second_factor_policy_changed"
  | "recovery_code_used"
  | "recovery_codes_renewed"
  | "person_searched"
  | "person_exported"
  | "person_erased"
  | "retention_applied"
  | "retention_changed";

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
