/**
 * THE staff event vocabulary: every action the back office records in `staff_event`
 * (server/staff/privacy/events.server.ts writes them), which of them the access log shows and its words
 * for them, and the lead page's history words. Every other spelling (the access log's query, the
 * lead history, the raw inserts of views and exports) derives from or is checked against these
 * lists (tests/unit/staff-events.test.ts), so a new action is added here once.
 *
 * Pure and small: the staff pages and the server import it alike.
 */

export const STAFF_ACTIONS = [
  "signed_in",
  "signed_out",
  "account_created",
  "account_disabled",
  "password_link_issued",
  "password_set",
  "lead_viewed",
  "lead_status",
  "lead_note",
  "lead_exported",
  "resume_downloaded",
  "lead_deleted",
  "reply_sent",
  "call_logged",
  "text_logged",
  "reply_templates_changed",
  "leads_exported",
  "ads_conversions_exported",
  "ads_conversion_changed",
  "campaign_spend_changed",
  "content_published",
  "content_restored",
  "content_access_changed",
  "leads_export_access_changed",
  "notification_email_changed",
  "response_target_changed",
  "second_factor_added",
  "second_factor_removed",
  "second_factor_reset",
  "second_factor_policy_changed",
  "recovery_code_used",
  "recovery_codes_renewed",
  "person_searched",
  "person_exported",
  "person_erased",
  "retention_applied",
  "retention_changed",
  "review_settings_changed",
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The access log: the events that show personal data being read, exported or erased. */
export const ACCESS_ACTIONS = [
  "lead_viewed",
  "resume_downloaded",
  "leads_exported",
  "ads_conversions_exported",
  "lead_deleted",
  "person_searched",
  "person_exported",
  "person_erased",
  "retention_applied",
] as const satisfies readonly StaffAction[];
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** The access log's words: what each recorded action means to the owner reading it. */
export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  lead_viewed: "Opened a lead",
  resume_downloaded: "Downloaded a resume",
  leads_exported: "Exported leads (CSV)",
  ads_conversions_exported: "Downloaded booked ad clicks for Google Ads",
  lead_deleted: "Deleted a lead",
  person_searched: "Looked up a person's data",
  person_exported: "Downloaded a person's data",
  person_erased: "Erased a person's data",
  retention_applied: "Old personal data cleared automatically",
};

/**
 * The lead page's history: what a member did to the lead, after their address. A status change
 * names its statuses (LeadHistory.tsx); any other action reads as its name.
 */
export const LEAD_HISTORY_WORDS: Partial<Record<StaffAction, string>> = {
  lead_note: "added a note",
  lead_viewed: "viewed the lead",
  lead_exported: "exported it in a CSV file",
  resume_downloaded: "downloaded the resume",
  reply_sent: "sent an e-mail reply",
  call_logged: "called them",
  text_logged: "texted them",
};

/** A history entry's words for `action` (a stored row's, so any text). */
export const leadHistoryWords = (action: string): string =>
  (Object.hasOwn(LEAD_HISTORY_WORDS, action)
    ? LEAD_HISTORY_WORDS[action as StaffAction]
    : undefined) ?? action.replaceAll("_", " ");
