/**
 * The one lead export (issue 36): the staff inbox's download and the operator's
 * `npm run leads -- export` read the same rows with the same columns. A lead is read once as
 * an `ExportedLead` (machine values: the operator's JSON and the control socket's answer), and
 * the CSV is that record in people's words (dates in the spa's time, labels, "yes"), so a sheet
 * built on one export opens the other.
 */
import { sql, type SQL } from "drizzle-orm";
import { clickIdWords } from "~/lib/tracking/campaign";
import {
  LEAD_STATUS_LABELS,
  leadKindLabel,
  storeOf,
  LEAD_KINDS,
  type LeadKind,
  type LeadStatus,
  type LeadStore,
} from "~/lib/leads/vocabulary";
import { spaDateTime } from "~/lib/staff/leads";
import type { Database, Transaction } from "../db/client.server";
import { overdueCutoff, rowsOf, ts } from "../staff/inbox/inbox-sql.server";
import { campaignsByLead } from "./campaign.server";
import { toCsvInSlices } from "./csv.server";
import { LEAD_NAME } from "./tables.server";

export const EXPORT_COLUMNS = [
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
  // Added when the operator's export became this one (issue 36): `npm run leads -- resume ID`.
  "resume_id",
  "resume_file_name",
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The columns that come from the lead's campaign row (decision 0030). */
type CampaignColumn =
  | "campaign"
  | "utm_source"
  | "utm_medium"
  | "utm_term"
  | "utm_content"
  | "landing_page"
  | "referrer_host"
  | "ad_click";

/** One exported lead: every column, as a program reads it; `received` is ISO 8601 in UTC. */
export type ExportedLead = Omit<Record<ExportColumn, string>, "form" | "status" | "overdue"> & {
  form: LeadKind;
  status: LeadStatus;
  overdue: boolean;
};

/**
 * The leads whose ids `ids` selects (a `select id from lead ...` query), with the staff's notes
 * (oldest first, one cell) and their campaign, newest or oldest first.
 */
export async function readExport(
  db: Database | Transaction,
  ids: SQL,
  order: "newest first" | "oldest first",
  cutoff = overdueCutoff(),
): Promise<ExportedLead[]> {
  const direction = order === "newest first" ? sql`desc` : sql`asc`;
  // The columns under their export names; the notes and the campaign are added below.
  const rows = await rowsOf<Omit<ExportedLead, "notes" | CampaignColumn>>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received,
        kind as form, source_page, ${LEAD_NAME} as name, phone, email,
        coalesce(treatment, '') as treatment, coalesce(subject, '') as subject,
        coalesce(message, '') as message, status,
        (status = 'new' and created_at < ${ts(cutoff)}) as overdue, id,
        -- Empty once the retention rule deleted the resume.
        coalesce(resume_id::text, '') as resume_id,
        coalesce((select original_name from uploaded_file where uploaded_file.id = lead.resume_id),
          '') as resume_file_name
      from lead where id in (${ids})
      order by lead.created_at ${direction}, lead.id ${direction}`,
  );
  const notes = await rowsOf<{ lead_id: string; notes: string }>(
    db,
    sql`select lead_id, string_agg(note, E'\n' order by at) as notes from staff_event
      where action = 'lead_note' and note is not null and lead_id in (${ids})
      group by lead_id`,
  );
  const notesOf = new Map(notes.map((row) => [row.lead_id, row.notes]));
  const campaigns = await campaignsByLead(db, ids);
  return rows.map((row) => {
    const campaign = campaigns.get(row.id) ?? {};
    return {
      ...row,
      notes: notesOf.get(row.id) ?? "",
      campaign: campaign.utm_campaign ?? "",
      utm_source: campaign.utm_source ?? "",
      utm_medium: campaign.utm_medium ?? "",
      utm_term: campaign.utm_term ?? "",
      utm_content: campaign.utm_content ?? "",
      landing_page: campaign.landing_page ?? "",
      referrer_host: campaign.referrer_host ?? "",
      ad_click: clickIdWords(campaign) ?? "",
    };
  });
}

/** A cell in people's words: the spa's date and time, the form's and the status's labels. */
function cellOf(lead: ExportedLead, column: ExportColumn): string {
  switch (column) {
    case "received":
      return spaDateTime(lead.received);
    case "form":
      return leadKindLabel(lead.form);
    case "status":
      return LEAD_STATUS_LABELS[lead.status];
    case "overdue":
      return lead.overdue ? "yes" : "";
    default:
      return String(lead[column]);
  }
}

/**
 * The export as CSV for Excel (a BOM, every cell quoted, formulas neutralised: csv.server.ts),
 * built a slice at a time so a large export never holds up other requests.
 */
export const exportCsv = (leads: readonly ExportedLead[]) =>
  toCsvInSlices(EXPORT_COLUMNS, leads, (lead) => EXPORT_COLUMNS.map((c) => cellOf(lead, c)), {
    bom: true,
  });

/** What the operator's export may ask: one store's leads, from a day on. */
export interface LeadQuery {
  type?: LeadStore;
  /** Only leads created on or after this instant. */
  since?: Date;
}

/** The ids the operator's query selects. */
function idsOf(query: LeadQuery): SQL {
  const conditions: SQL[] = [];
  if (query.since) conditions.push(sql`created_at >= ${ts(query.since)}`);
  if (query.type) {
    const kinds = LEAD_KINDS.filter((kind) => storeOf(kind) === query.type);
    conditions.push(
      sql`kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`,
    );
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`select id from lead ${where}`;
}

/** The operator's export (`npm run leads -- export`, the control socket's GET /leads): oldest first. */
export const exportLeads = (db: Database, query: LeadQuery = {}) =>
  readExport(db, idsOf(query), "oldest first");
