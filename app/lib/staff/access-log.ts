/** The access log's words: what each recorded action means to the owner reading it. */
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
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

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
