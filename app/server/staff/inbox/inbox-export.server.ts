/**
 * The inbox's CSV export: the whole filtered list (every page) in the one export's columns
 * (leads/export.server.ts), recorded in the same snapshot (one `lead_exported` history row per
 * lead, one `leads_exported` audit row), then built after the commit.
 */
import { sql } from "drizzle-orm";
import { z } from "zod/mini";
import { LEAD_STATUS_LABELS, leadKindLabel } from "~/lib/leads/vocabulary";
import type { InboxFilter } from "~/lib/staff/schemas";
import { countOf } from "~/lib/staff/plural";
import { calendarDayWords } from "~/lib/staff/dates";
import type { Database, Transaction } from "../../db/client.server";
import { exportCsv, readExport, type ExportedLead } from "../../leads/export.server";
import { recordEvent } from "../privacy/events.server";
import { defineOwnerSetting } from "../accounts/owner-settings.server";
import { leadsQuery } from "./inbox-list.server";
import { overdueCutoff } from "./inbox-sql.server";

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

/**
 * Reads the filtered leads (newest first, as the inbox lists them) and records the export, in the
 * caller's transaction (one snapshot: what is recorded is what is exported).
 */
async function readAndRecord(
  tx: Transaction,
  filter: InboxFilter,
  actorId: string,
): Promise<ExportedLead[]> {
  const cutoff = overdueCutoff();
  const ids = leadsQuery(filter, { cutoff, columns: "ids" });
  const found = await readExport(tx, ids, "newest first", cutoff);
  await tx.execute(
    sql`insert into staff_event (actor_id, lead_id, action)
      select ${actorId}::uuid, id, 'lead_exported' from (${ids}) exported`,
  );
  await recordEvent(tx, {
    actorId,
    action: "leads_exported",
    detail: exportDetail(filter, found.length),
  });
  return found;
}

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
  const csv = await exportCsv(rows);
  return { csv, count: rows.length };
}
