/**
 * Migration 0020 (decision 0050): a database filled at the version before it, with leads of every
 * kind and everything that refers to them, then upgraded. Every lead is in the one table with its
 * id and every field; every reply, campaign, outbox row, review request, export mark and history
 * entry still names it, now through a foreign key that deletes them with it. The older tables'
 * names appear here only: this test writes rows the way the code before 0020 did.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usTextNumber } from "~/lib/texts/numbers";
import { backends } from "../support/test-app";
import { olderDatabase, type OlderDatabase } from "../support/older-database";

type Row = Record<string, unknown>;

const ID = {
  contact: "00000000-0000-4000-8000-00000000c001",
  anonymised: "00000000-0000-4000-8000-00000000c002",
  career: "00000000-0000-4000-8000-00000000a001",
  treatment: "00000000-0000-4000-8000-00000000b001",
  consultation: "00000000-0000-4000-8000-00000000b002",
  ipl: "00000000-0000-4000-8000-00000000b003",
  resume: "00000000-0000-4000-8000-00000000f001",
  member: "00000000-0000-4000-8000-00000000e001",
  reply: "00000000-0000-4000-8000-00000000d001",
  gone: "00000000-0000-4000-8000-00000000dead",
};

/** The rows of before 0020, as that version's code wrote them. */
const FILL = [
  `insert into staff_user (id, email, role) values ('${ID.member}', 'owner@example.com', 'owner')`,
  `insert into uploaded_file (id, original_name, content_type, size_bytes, sha256, content)
    values ('${ID.resume}', 'resume_cv.pdf', 'application/pdf', 4, 'abc', '\\x25504446')`,
  `insert into contact_enquiry (id, name, email, phone, subject, message, source_page, status,
      version, first_response_at, first_response_channel, created_at)
    values ('${ID.contact}', 'Ada  Lovelace Byron', 'ada@example.com', '(718) 555-0100', 'Facial',
      'Please call me.', '/contact-us', 'contacted', 2, '2026-11-02T10:05:00Z', 'email',
      '2026-11-02T10:00:00Z')`,
  `insert into contact_enquiry (id, name, email, phone, subject, message, source_page, status,
      anonymised_at, created_at)
    values ('${ID.anonymised}', '', '', '', '', '', '/contact-us', 'booked', '2026-11-03T00:00:00Z',
      '2024-01-02T10:00:00Z')`,
  `insert into career_application (id, first_name, last_name, phone, email, message, resume_id,
      source_page, created_at)
    values ('${ID.career}', 'Jo', 'Kim', '7185550101', 'jo@example.com', 'Licensed.', '${ID.resume}',
      '/career', '2026-11-02T11:00:00.123456Z')`,
  `insert into consultation_lead (id, form, first_name, last_name, phone, email, treatment,
      source_page, status, created_at)
    values ('${ID.treatment}', 'treatment', 'Ana', 'Reyes', '7185550123', 'ana@example.com',
      'ipl-therapy', '/tattoo-removal-and-ipl-ads', 'came_in', '2026-11-02T12:00:00Z')`,
  `insert into consultation_lead (id, form, first_name, last_name, phone, email, source_page,
      status, created_at)
    values ('${ID.consultation}', 'consultation', 'Bo', 'Li', '7185550102', 'bo@example.com',
      '/tattoo-removal-staten-island-ads', 'booked', '2026-11-02T13:00:00Z')`,
  `insert into consultation_lead (id, form, first_name, last_name, phone, email, source_page,
      created_at)
    values ('${ID.ipl}', 'consultation_ipl', 'Cy', 'Ng', '7185550103', 'cy@example.com',
      '/ipl-therapy-staten-island-ads', '2026-11-02T14:00:00Z')`,
  `insert into lead_reply (id, lead_type, lead_id, actor_id, subject, body)
    values ('${ID.reply}', 'contact', '${ID.contact}', '${ID.member}', 'Your facial', 'Hello Ada')`,
  `insert into mail_outbox (purpose, lead_type, lead_id, status, sent_at)
    select 'notify', 'contact', '${ID.contact}'::uuid, 'sent', now()
    union all select 'acknowledge', 'career', '${ID.career}', 'pending', null
    union all select 'push', 'lead', '${ID.ipl}', 'failed', null
    union all select 'review_request', 'lead', '${ID.treatment}', 'pending', null
    union all select 'review_reminder', 'lead', '${ID.treatment}', 'pending', null`,
  `insert into mail_outbox (purpose, lead_type, lead_id, reply_id)
    values ('reply', 'contact', '${ID.contact}', '${ID.reply}')`,
  // A row about a lead deleted long ago (no delete leaves one now): the migration drops it.
  `insert into mail_outbox (purpose, lead_type, lead_id) values ('notify', 'lead', '${ID.gone}')`,
  `insert into lead_campaign (lead_type, lead_id, gclid, utm_source, utm_campaign, landing_page)
    values ('lead', '${ID.consultation}', 'gclid-1', 'google', 'spring', '/tattoo-removal-staten-island-ads'),
      ('contact', '${ID.contact}', null, 'newsletter', 'november', '/contact-us')`,
  `insert into ads_conversion_export (lead_type, lead_id) values ('lead', '${ID.consultation}')`,
  `insert into review_request (lead_type, lead_id, address_hash, token, visited_at, expires_at)
    values ('lead', '${ID.treatment}', repeat('a', 64), 'token-token-token-token1',
      '2026-11-05T15:00:00Z', '2026-12-05T15:00:00Z')`,
  `insert into staff_event (actor_id, lead_id, action, from_status, to_status, note)
    values ('${ID.member}', '${ID.contact}', 'lead_status', 'new', 'contacted', null),
      ('${ID.member}', '${ID.contact}', 'lead_note', null, null, 'Prefers mornings.'),
      ('${ID.member}', '${ID.treatment}', 'lead_status', 'booked', 'came_in', null),
      ('${ID.member}', null, 'leads_exported', null, null, 'all leads; 6 leads')`,
];

/** A table's rows as JSON (timestamps as text, the same on both drivers), in a stable order. */
const rowsOf = (db: OlderDatabase, table: string, order: string) =>
  db
    .query<{ row: Row }>(`select to_jsonb(x) as row from ${table} x order by ${order}`)
    .then((rows) => rows.map((r) => r.row));

const without = (row: Row, column: string) => {
  const { [column]: _dropped, ...rest } = row;
  return rest;
};

/** The columns every lead kept as they were. */
const workflow = (row: Row) => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  source_page: row.source_page,
  status: row.status,
  version: row.version,
  anonymised_at: row.anonymised_at,
  first_response_at: row.first_response_at,
  first_response_channel: row.first_response_channel,
  created_at: row.created_at,
  // Migration 0021 (texts): the phone as texts need it, for a lead not anonymised; no consent.
  text_number: row.anonymised_at === null ? usTextNumber(String(row.phone)) : null,
  text_consent_version: null,
  text_consent_at: null,
});

/** What the one table must hold for each row of the three, field by field. */
const expectedLeads = (before: Record<"contact" | "career" | "consultation", Row[]>) =>
  [
    ...before.contact.map((r) => ({
      ...workflow(r),
      kind: "contact",
      first_name: r.name,
      last_name: null,
      subject: r.subject,
      message: r.message,
      treatment: null,
      resume_id: null,
    })),
    ...before.career.map((r) => ({
      ...workflow(r),
      kind: "career",
      first_name: r.first_name,
      last_name: r.last_name,
      subject: null,
      message: r.message,
      treatment: null,
      resume_id: r.resume_id,
    })),
    ...before.consultation.map((r) => ({
      ...workflow(r),
      kind: r.form,
      first_name: r.first_name,
      last_name: r.last_name,
      subject: null,
      message: null,
      treatment: r.treatment,
      resume_id: null,
    })),
  ].sort((a, b) => String(a.id).localeCompare(String(b.id)));

/** The tables that refer to leads, and the order their rows are compared in. */
const REFERRING: [string, string][] = [
  ["lead_reply", "id"],
  ["lead_campaign", "lead_id"],
  ["mail_outbox", "id"],
  ["review_request", "id"],
  ["ads_conversion_export", "lead_id"],
  ["staff_event", "id"],
];

describe.each(backends)("the one lead table's migration on %s", (backend) => {
  let db: OlderDatabase;
  let before: Record<"contact" | "career" | "consultation", Row[]>;
  const referring: Record<string, Row[]> = {};
  let uploads: Row[];

  beforeAll(async () => {
    db = await olderDatabase(backend, "0019");
    for (const statement of FILL) await db.query(statement);
    before = {
      contact: await rowsOf(db, "contact_enquiry", "id"),
      career: await rowsOf(db, "career_application", "id"),
      consultation: await rowsOf(db, "consultation_lead", "id"),
    };
    for (const [table, order] of REFERRING) referring[table] = await rowsOf(db, table, order);
    uploads = await rowsOf(db, "uploaded_file", "id");
    await db.upgrade();
  });
  afterAll(() => db?.close());

  it("moves every lead with its id and every field into the one table", async () => {
    expect(before.contact).toHaveLength(2);
    const after = await rowsOf(db, "lead", "id");
    expect(after).toEqual(expectedLeads(before));
    expect(await db.query(`select to_regclass('contact_enquiry') as t`)).toEqual([{ t: null }]);
  });

  it("keeps every reply, campaign, outbox row, review request, export mark and history entry", async () => {
    for (const [table, order] of REFERRING) {
      const expected = referring[table]!.map((row): Row => ({
        ...without(row, "lead_type"),
        // Migration 0021: an outbox row may name a text; none did before.
        ...(table === "mail_outbox" ? { text_id: null } : {}),
      })).filter(
        // Only the row about a lead that did not exist goes.
        (row) => row.lead_id !== ID.gone,
      );
      expect(await rowsOf(db, table, order), table).toEqual(expected);
    }
    expect(await rowsOf(db, "uploaded_file", "id")).toEqual(uploads);
  });

  it("deletes a lead's replies, campaign, outbox rows, review request and export mark with it", async () => {
    await db.query(`delete from lead where id in ($1, $2, $3)`, [
      ID.contact,
      ID.treatment,
      ID.consultation,
    ]);
    for (const table of ["lead_reply", "lead_campaign", "mail_outbox", "review_request"]) {
      const left = await db.query<{ n: number }>(
        `select count(*)::int as n from ${table} where lead_id in ($1, $2, $3)`,
        [ID.contact, ID.treatment, ID.consultation],
      );
      expect(left, table).toEqual([{ n: 0 }]);
    }
    expect(await db.query(`select count(*)::int as n from ads_conversion_export`)).toEqual([
      { n: 0 },
    ]);
  });

  it("refuses a reference to no lead and a field the kind's form does not have", async () => {
    await expect(
      db.query(`insert into mail_outbox (purpose, lead_id) values ('notify', '${ID.gone}')`),
    ).rejects.toThrow(/foreign key/);
    await expect(
      db.query(
        `insert into lead (kind, first_name, last_name, email, phone, subject)
          values ('consultation', 'A', 'B', 'a@example.com', '1', 'A subject')`,
      ),
    ).rejects.toThrow(/lead_fields/);
  });
});
