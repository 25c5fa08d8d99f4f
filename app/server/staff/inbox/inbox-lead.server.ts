/**
 * The lead page's reads: everything the visitor sent (in the form's order), the
 * page's view recorded in the lead's history, the history itself and the resume file.
 */
import { sql } from "drizzle-orm";
import { isConsultationForm, type LeadKind, type LeadStatus } from "~/lib/leads/vocabulary";
import { RESUME_TYPES } from "~/lib/forms/resume";
import { treatmentLabel } from "~/lib/forms/treatment-options";
import type { Database } from "../../db/client.server";
import { recordEvent } from "../privacy/events.server";
import { leadName } from "../../leads/tables.server";
import { overdueCutoff, rowsOf } from "./inbox-sql.server";

/** Views of one lead by one member closer together than this are one view in its history. */
export const VIEW_WINDOW_MINUTES = 30;

export interface LeadField {
  label: string;
  value: string;
  multiline?: boolean;
}

export interface LeadDetail {
  id: string;
  kind: LeadKind;
  createdAt: string;
  sourcePage: string;
  status: LeadStatus;
  version: number;
  overdue: boolean;
  name: string;
  /** Everything the visitor sent, in the form's order. */
  fields: LeadField[];
  resume: { fileName: string; contentType: string; sizeBytes: number } | null;
  /** The combined ads page's choice as stored ("ipl-therapy"): the reply's words come from it. */
  treatment: string | null;
}

export interface HistoryEntry {
  id: string;
  at: string;
  action: string;
  actorEmail: string | null;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  note: string | null;
  /** A `reply_sent` entry's e-mail, while it is stored (null once the lead was anonymised). */
  reply: SentReply | null;
}

/** Where a reply's e-mail is: queued or being sent, sent, failed and retried, failed for good. */
export type ReplyDelivery = "sending" | "sent" | "retrying" | "failed";

export interface SentReply {
  subject: string;
  body: string;
  delivery: ReplyDelivery;
}

/** The delivery state of a reply from its outbox row. */
export function replyDeliveryOf(outbox: {
  status: string | null;
  last_error: string | null;
}): ReplyDelivery {
  if (outbox.status === "sent") return "sent";
  if (outbox.status === "failed") return "failed";
  return outbox.last_error ? "retrying" : "sending";
}

/** A lead row as the detail reads it, with its resume's file. */
interface DetailRow {
  kind: LeadKind;
  first_name: string;
  last_name: string | null;
  email: string;
  phone: string;
  subject: string | null;
  message: string | null;
  treatment: string | null;
  source_page: string;
  status: LeadStatus;
  version: number;
  created_at: string;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
}

/** Everything the visitor sent, in the order their form asks it. */
function fieldsOf(row: DetailRow): LeadField[] {
  const reach = [
    { label: "Phone", value: row.phone },
    { label: "E-mail", value: row.email },
  ];
  // A call nobody answered (issue 37): the caller's number is all there is.
  if (row.kind === "missed_call") return [reach[0]!];
  if (row.kind === "contact") {
    return [
      { label: "Name", value: row.first_name },
      ...reach.reverse(),
      { label: "Subject", value: row.subject ?? "" },
      { label: "Message", value: row.message ?? "", multiline: true },
    ];
  }
  const names = [
    { label: "First name", value: row.first_name },
    { label: "Last name", value: row.last_name ?? "" },
  ];
  if (row.kind === "career") {
    return [...names, ...reach, { label: "Message", value: row.message ?? "", multiline: true }];
  }
  const treatment = row.treatment
    ? [{ label: "Treatment", value: treatmentLabel(row.treatment) }]
    : [];
  return [...names, ...reach, ...treatment];
}

/** Everything the visitor sent, or null. */
export async function getLead(db: Database, id: string): Promise<LeadDetail | null> {
  const cutoff = overdueCutoff().getTime();
  const [row] = await rowsOf<DetailRow>(
    db,
    sql`select l.kind, l.first_name, l.last_name, l.email, l.phone, l.subject, l.message,
        l.treatment, l.source_page, l.status, l.version,
        to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
        f.original_name as file_name, f.content_type, f.size_bytes
      from lead l left join uploaded_file f on f.id = l.resume_id
      where l.id = ${id}::uuid`,
  );
  if (!row) return null;
  return {
    id,
    kind: row.kind,
    createdAt: row.created_at,
    sourcePage: row.source_page,
    status: row.status,
    version: row.version,
    overdue: row.status === "new" && Date.parse(row.created_at) < cutoff,
    name: leadName({ firstName: row.first_name, lastName: row.last_name }),
    fields: fieldsOf(row),
    // No file once the retention rule deleted the resume.
    resume:
      row.file_name === null
        ? null
        : {
            fileName: row.file_name,
            contentType: row.content_type ?? "application/octet-stream",
            sizeBytes: row.size_bytes ?? 0,
          },
    treatment: isConsultationForm(row.kind) ? row.treatment : null,
  };
}

/** A lead's page was opened: the lead, with the view recorded in its history. */
export async function viewLead(
  db: Database,
  id: string,
  actorId: string,
): Promise<LeadDetail | null> {
  const lead = await getLead(db, id);
  if (!lead) return null;
  // The page reloads its data after every change made on it: one view per member and lead
  // within VIEW_WINDOW_MINUTES is recorded, not one per reload.
  await db.execute(
    sql`insert into staff_event (actor_id, lead_id, action)
      select ${actorId}::uuid, ${id}::uuid, 'lead_viewed'
      where not exists (select 1 from staff_event where lead_id = ${id}::uuid
        and actor_id = ${actorId}::uuid and action = 'lead_viewed'
        and at > now() - make_interval(mins => ${VIEW_WINDOW_MINUTES}))`,
  );
  return lead;
}

/** A lead's history, newest first, with each actor's e-mail. */
export async function leadHistory(db: Database, id: string): Promise<HistoryEntry[]> {
  const rows = await rowsOf<{
    id: string;
    at: string;
    action: string;
    actor_email: string | null;
    from_status: LeadStatus | null;
    to_status: LeadStatus | null;
    note: string | null;
    reply_subject: string | null;
    reply_body: string | null;
    outbox_status: string | null;
    last_error: string | null;
  }>(
    db,
    // A reply's history entry names its lead_reply row in `detail` (its text is stored there
    // only); the outbox row says where its e-mail is.
    sql`select e.id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        e.action, u.email as actor_email, e.from_status, e.to_status, e.note,
        r.subject as reply_subject, r.body as reply_body,
        o.status as outbox_status, o.last_error
      from staff_event e left join staff_user u on u.id = e.actor_id
        left join lead_reply r on e.action = 'reply_sent' and r.lead_id = e.lead_id
          and r.id::text = e.detail
        left join mail_outbox o on o.reply_id = r.id
      where e.lead_id = ${id}::uuid order by e.at desc, e.id desc limit 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    actorEmail: r.actor_email,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    note: r.note,
    reply:
      r.reply_subject === null || r.reply_body === null
        ? null
        : {
            subject: r.reply_subject,
            body: r.reply_body,
            delivery: replyDeliveryOf({ status: r.outbox_status, last_error: r.last_error }),
          },
  }));
}

/** A career application's resume file, for download. */
export async function leadResume(db: Database, id: string) {
  const [row] = await rowsOf<{
    file_name: string;
    content_type: string;
    content: Buffer | Uint8Array;
  }>(
    db,
    sql`select f.original_name as file_name, f.content_type, f.content
      from lead l join uploaded_file f on f.id = l.resume_id
      where l.id = ${id}::uuid`,
  );
  if (!row) return null;
  const known = Object.values(RESUME_TYPES) as string[];
  return {
    fileName: row.file_name,
    // Only the types the upload recognised by content; anything else is opaque bytes.
    contentType: known.includes(row.content_type) ? row.content_type : "application/octet-stream",
    content: Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content),
  };
}

/**
 * A career application's resume as a member downloads it: the file, with the download recorded
 * in the lead's history (the access log), or null (nothing recorded) when there is none.
 */
export async function downloadResume(db: Database, id: string, actorId: string) {
  const file = await leadResume(db, id);
  if (!file) return null;
  await recordEvent(db, { actorId, action: "resume_downloaded", leadId: id });
  return file;
}
