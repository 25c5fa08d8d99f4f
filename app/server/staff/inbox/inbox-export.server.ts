/**
 * The inbox's CSV export: the whole filtered list (every page) for Excel, recorded in the same
 * snapshot (one `lead_exported` history row per lead, one `leads_exported` audit row), then
 * built after the commit.
 */
import { sql } from "drizzle-orm";
import { z } from "zod/mini";
import { clickIdWords, type Campaign } from "~/lib/tracking/campaign";
import { LEAD_STATUS_LABELS, leadKindLabel } from "~/lib/leads/vocabulary";
import { spaDateTime } from "~/lib/staff/leads";
import type { InboxFilter } from "~/lib/staff/schemas";
import { countOf } from "~/lib/staff/plural";
import { calendarDayWords } from "~/lib/staff/dates";
import type { Database, Transaction } from "../../db/client.server";
import { campaignsByLead } from "../../leads/campaign.server";
import { toCsvInSlices } from "../../leads/csv.server";
import { recordEvent } from "../privacy/events.server";
import { defineOwnerSetting } from "../accounts/owner-settings.server";
import { leadsQuery, toRow, type InboxRow, type RawRow } from "./inbox-list.server";
import { overdueCutoff, rowsOf } from "./inbox-sql.server";

/**
 * The owners' choice whether members with the `staff` role may export every lead's details
 * (owners always may; `mayExportLeads` in lib/staff/roles.ts). Off until an owner turns it on.
 */
export const STAFF_MAY_EXPORT_LEADS = defineOwnerSetting(
  "staff_may_export_leads",
  z.boolean(),
  false,
);

/**
 * What an export's audit row says about its filter, in the access log's words ("Job
 * applications, overdue, matching a search"): never the search text, which may be a name or a
 * phone number, so personal data stays out of the audit trail.
 */
export function describeFilter(filter: InboxFilter): string {
  const parts = [
    filter.kind ? `${leadKindLabel(filter.kind)} only` : null,
    filter.status === "overdue" ? "overdue" : null,
    filter.status && filter.status !== "overdue"
      ? `marked ${LEAD_STATUS_LABELS[filter.status]}`
      : null,
    filter.from ? `from ${calendarDayWords(filter.from)}` : null,
    filter.to ? `to ${calendarDayWords(filter.to)}` : null,
    filter.q ? "matching a search" : null,
    filter.campaign ? `campaign "${filter.campaign}"` : null,
  ].filter(Boolean);
  return parts.length ? `leads: ${parts.join(", ")}` : "all leads";
}

/** The access log's words for an export: its filter and how many leads ("1 lead", issue 35). */
export const exportDetail = (filter: InboxFilter, count: number) =>
  `${describeFilter(filter)}; ${countOf(count, "lead", "leads")}`;

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
  // Added with decision 0030: after the older columns, so a sheet built on those keeps working.
  "campaign",
  "utm_source",
  "utm_medium",
  "utm_term",
  "utm_content",
  "landing_page",
  "referrer_host",
  "ad_click",
] as const;

type ExportedRow = InboxRow & {
  subject: string;
  message: string;
  notes: string;
  campaign: Campaign;
};

/**
 * Reads the filtered leads with their notes and records the export, in the caller's
 * transaction (one snapshot: what is recorded is what is exported).
 */
async function readAndRecord(
  tx: Transaction,
  filter: InboxFilter,
  actorId: string,
): Promise<ExportedRow[]> {
  const cutoff = overdueCutoff();
  const ids = leadsQuery(filter, { cutoff, columns: "ids" });
  const found = await rowsOf<RawRow & { subject: string | null; message: string | null }>(
    tx,
    leadsQuery(filter, { cutoff, columns: "csv" }),
  );
  // The staff's notes on each exported lead, oldest first, one cell per lead.
  const notes = await rowsOf<{ lead_id: string; notes: string }>(
    tx,
    sql`select lead_id, string_agg(note, E'\n' order by at) as notes from staff_event
      where action = 'lead_note' and note is not null and lead_id in (${ids})
      group by lead_id`,
  );
  const notesOf = new Map(notes.map((row) => [row.lead_id, row.notes]));
  const campaigns = await campaignsByLead(tx, ids);
  await tx.execute(
    sql`insert into staff_event (actor_id, lead_id, action)
      select ${actorId}::uuid, id, 'lead_exported' from (${ids}) exported`,
  );
  await recordEvent(tx, {
    actorId,
    action: "leads_exported",
    detail: exportDetail(filter, found.length),
  });
  return found.map((raw) => ({
    ...toRow(raw),
    subject: raw.subject ?? "",
    message: raw.message ?? "",
    notes: notesOf.get(raw.id) ?? "",
    campaign: campaigns.get(raw.id) ?? {},
  }));
}

/** One CSV line per lead, in CSV_COLUMNS' order, in people's words. */
const csvCells = (r: ExportedRow) => [
  spaDateTime(r.createdAt),
  leadKindLabel(r.kind),
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
  r.campaign.utm_campaign ?? "",
  r.campaign.utm_source ?? "",
  r.campaign.utm_medium ?? "",
  r.campaign.utm_term ?? "",
  r.campaign.utm_content ?? "",
  r.campaign.landing_page ?? "",
  r.campaign.referrer_host ?? "",
  clickIdWords(r.campaign) ?? "",
];

/** The whole filtered list as CSV, with the export recorded. */
export async function exportLeadsCsv(
  db: Database,
  filter: InboxFilter,
  actorId: string,
): Promise<{ csv: string; count: number }> {
  const rows = await db.transaction((tx) => readAndRecord(tx, filter, actorId), {
    isolationLevel: "repeatable read",
  });
  // Built after the commit, in slices: no transaction or event loop waits for the file.
  const csv = await toCsvInSlices(CSV_COLUMNS, rows, csvCells, { bom: true });
  return { csv, count: rows.length };
}
