/**
 * The lead page's reads: everything the visitor sent (by table, in the form's order), the
 * page's view recorded in the lead's history, the history itself and the resume file.
 */
import { sql } from "drizzle-orm";
import type { ConsultationForm, LeadKind, LeadStatus } from "~/lib/leads/vocabulary";
import { RESUME_TYPES } from "~/lib/forms/resume";
import { treatmentLabel } from "~/lib/forms/treatment-options";
import type { Database } from "../../db/client.server";
import { recordEvent } from "../privacy/events.server";
import { CURSOR_TEXT, overdueCutoff, rowsOf } from "./inbox-sql.server";

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

/** The columns every lead table has, as the detail reads them. */
interface Common {
  source_page: string;
  status: LeadStatus;
  version: number;
  created_at: string;
}
type Person = Record<"first_name" | "last_name" | "email" | "phone", string>;
/** What one table's reader found: the detail without what every table shares. */
type Found = Pick<LeadDetail, "kind" | "name" | "fields"> & {
  resume?: LeadDetail["resume"];
  treatment?: string | null;
};

const COMMON = sql`source_page, status, version, ${CURSOR_TEXT} as created_at`;

async function readContact(db: Database, id: string): Promise<(Common & Found) | null> {
  const [row] = await rowsOf<
    Common & Record<"name" | "email" | "phone" | "subject" | "message", string>
  >(
    db,
    sql`select name, email, phone, subject, message, ${COMMON}
      from contact_enquiry where id = ${id}::uuid`,
  );
  if (!row) return null;
  return {
    ...row,
    kind: "contact",
    name: row.name,
    fields: [
      { label: "Name", value: row.name },
      { label: "E-mail", value: row.email },
      { label: "Phone", value: row.phone },
      { label: "Subject", value: row.subject },
      { label: "Message", value: row.message, multiline: true },
    ],
  };
}

async function readCareer(db: Database, id: string): Promise<(Common & Found) | null> {
  const [row] = await rowsOf<
    Common &
      Person & {
        message: string;
        file_name: string | null;
        content_type: string | null;
        size_bytes: number | null;
      }
  >(
    db,
    sql`select a.first_name, a.last_name, a.email, a.phone, a.message,
        f.original_name as file_name, f.content_type, f.size_bytes,
        a.source_page, a.status, a.version,
        to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at
      from career_application a left join uploaded_file f on f.id = a.resume_id
      where a.id = ${id}::uuid`,
  );
  if (!row) return null;
  return {
    ...row,
    kind: "career",
    name: `${row.first_name} ${row.last_name}`,
    fields: [
      { label: "First name", value: row.first_name },
      { label: "Last name", value: row.last_name },
      { label: "Phone", value: row.phone },
      { label: "E-mail", value: row.email },
      { label: "Message", value: row.message, multiline: true },
    ],
    // No file once the retention rule deleted the resume.
    resume:
      row.file_name === null
        ? null
        : {
            fileName: row.file_name,
            contentType: row.content_type ?? "application/octet-stream",
            sizeBytes: row.size_bytes ?? 0,
          },
  };
}

async function readConsultation(db: Database, id: string): Promise<(Common & Found) | null> {
  const [row] = await rowsOf<
    Common & Person & { form: ConsultationForm; treatment: string | null }
  >(
    db,
    sql`select form, first_name, last_name, email, phone, treatment, ${COMMON}
      from consultation_lead where id = ${id}::uuid`,
  );
  if (!row) return null;
  return {
    ...row,
    kind: row.form,
    name: `${row.first_name} ${row.last_name}`,
    fields: [
      { label: "First name", value: row.first_name },
      { label: "Last name", value: row.last_name },
      { label: "Phone", value: row.phone },
      { label: "E-mail", value: row.email },
      ...(row.treatment ? [{ label: "Treatment", value: treatmentLabel(row.treatment) }] : []),
    ],
  };
}

/** Everything the visitor sent, or null. */
export async function getLead(db: Database, id: string): Promise<LeadDetail | null> {
  const cutoff = overdueCutoff().getTime();
  const found =
    (await readContact(db, id)) ?? (await readCareer(db, id)) ?? (await readConsultation(db, id));
  if (!found) return null;
  return {
    id,
    kind: found.kind,
    createdAt: found.created_at,
    sourcePage: found.source_page,
    status: found.status,
    version: found.version,
    overdue: found.status === "new" && Date.parse(found.created_at) < cutoff,
    name: found.name,
    fields: found.fields,
    resume: found.resume ?? null,
    treatment: found.treatment ?? null,
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
      from career_application a join uploaded_file f on f.id = a.resume_id
      where a.id = ${id}::uuid`,
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
