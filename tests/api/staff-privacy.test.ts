/**
 * A person's request on both databases: find everything about one e-mail address or phone number,
 * download it (every record of theirs, nothing of anyone else's, however similar), erase it in
 * one step after a confirmation, after which no column of any table holds the address or the
 * number; the audit rows hold no personal data; owners only; the retention periods; and the
 * access log. The privacy page's forms are posted as a browser without JavaScript posts them
 * (decision 0020): find and erase to the page's action, the download to its resource route.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { accessLogPage } from "~/server/staff/privacy/access-log.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { RETENTION_SETTING } from "~/server/staff/privacy/retention.server";
import { readOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import { backends, logCapture, testPages, testAppForBlock } from "../support/test-app";
import {
  insertResume,
  insertLead,
  noticeOf,
  postPageForm,
  routeAnswerOf,
  memberForBlock,
  type FormAnswer,
} from "../support/staff";
import { findEverywhere, scannedColumns } from "../support/scan-tables";

const RESUME = fs.readFileSync(path.join(PROJECT_ROOT, "tests/fixtures/resume.pdf"));
const EMAIL = "Nora.Privacy@Example.com";
const PHONE_DIGITS = "9295550177";

// The pages are compiled once for the whole file.
afterAll(async () => (await testPages()).close());

describe.each(backends)("a person's request on %s", (backend) => {
  const log = logCapture();
  const ids: Record<string, string> = {};
  const db = () => app.database.db;
  /** One of the privacy page's forms (`intent` find, erase or retention), as a browser posts it. */
  const post = (intent: string, fields: Record<string, string>, member = owner) =>
    postPageForm(
      app,
      "/staff/privacy",
      { csrfToken: member.csrfToken, intent, ...fields },
      { Cookie: member.cookie },
    );
  const exportFile = (person: string, member = owner) =>
    postPageForm(
      app,
      "/staff/privacy/person.json",
      { csrfToken: member.csrfToken, person },
      { Cookie: member.cookie },
    );
  /** The page's text as read: React's markers between adjacent texts removed. */
  const read = (answer: FormAnswer) => answer.text.replaceAll("<!-- -->", "");
  /** Where the database's last checkpoint is in its write-ahead log. */
  const lastCheckpoint = async () => {
    const result = (await db().execute(
      sql`select checkpoint_lsn::text as lsn from pg_control_checkpoint()`,
    )) as unknown as { rows: { lsn: string }[] };
    return result.rows[0]?.lsn;
  };
  /** What the page says it found (the result's first line). */
  const foundOf = (answer: FormAnswer) =>
    /class="staff-card privacy-result"><p><strong>([^<]*)</.exec(answer.text)?.[1];

  // The pages too: the inbox's CSV export, recorded in the access log, is a staff route.
  const app = testAppForBlock(backend, { env: { LOG_LEVEL: "debug" }, log, pages: true });
  const owner = memberForBlock(app, "owner");
  const staff = memberForBlock(app, "staff");
  beforeAll(async () => {
    const d = db();
    const contact = await insertLead(d, {
      kind: "contact",
      firstName: "Nora Privacy",
      email: ` ${EMAIL} `,
      phone: "(929) 555-0177",
      subject: "Laser",
      message: "Please call me about melasma.",
    });
    ids.contact = contact.id;
    const file = await insertResume(d, "resume_nora.pdf", RESUME);
    ids.file = file.id;
    const career = await insertLead(d, {
      kind: "career",
      firstName: "Nora",
      lastName: "Privacy",
      email: "nora.privacy@example.com",
      phone: "929.555.0177",
      message: "Esthetician.",
      resumeId: file.id,
    });
    ids.career = career.id;
    await d.insert(t.mailOutbox).values({ leadId: career.id });
    // Found by phone only (another e-mail), with a leading country code.
    const consult = await insertLead(d, {
      kind: "consultation",
      firstName: "N.",
      lastName: "P.",
      email: "other-address@example.net",
      phone: "+1 929 555 0177",
      textNumber: "+19295550177",
    });
    ids.consult = consult.id;
    // A text each way on it (issue 37); the number's stop (a keyed hash) outlives an erasure.
    const sentAt = new Date(Date.now() - 60_000);
    await d.insert(t.textMessage).values({
      leadId: consult.id,
      direction: "out",
      origin: "staff",
      body: "Hi Nora, is 10 ok?",
      state: "delivered",
      createdAt: sentAt,
    });
    await d.insert(t.textMessage).values({
      leadId: consult.id,
      direction: "in",
      origin: "client",
      body: "Tuesday mornings best",
      state: "received",
    });
    await d.insert(t.textStop).values({ numberHash: "stop-hash-of-nora" });
    await d.insert(t.staffEvent).values({
      leadId: consult.id,
      action: "lead_note",
      note: "Prefers mornings; skin type IV.",
    });
    // Other people with similar data: never found, never exported, never erased.
    const others = await d
      .insert(t.lead)
      .values([
        {
          kind: "treatment" as const,
          firstName: "Nora",
          lastName: "Privacy",
          email: "nora.privacy@example.co",
          phone: "(929) 555-0178",
        },
        {
          kind: "consultation" as const,
          firstName: "Nor",
          lastName: "Other",
          email: "nora_privacy@example.com",
          phone: "1929555017",
        },
        {
          kind: "consultation" as const,
          firstName: "Ten",
          lastName: "Digits",
          email: "ten@example.com",
          phone: "29295550177",
        },
      ])
      .returning();
    ids.others = others.map((o) => o.id).join(",");
  });

  it("tells the owner what an erase reaches and what it cannot, for her database", async () => {
    const page = await fetch(`${app.url}/staff/privacy`, { headers: { Cookie: owner.cookie } });
    const text = (await page.text()).replaceAll("&#x27;", "'");
    expect(text).toContain("What erasing reaches, and what it cannot");
    expect(text).toContain("E-mails already sent");
    if (backend === "pglite") {
      expect(text).toContain("a copy of the website's data folder taken afterwards");
    } else {
      expect(text).toContain("Backup copies of the database made before the erase");
    }
  });

  it("is for owners only", async () => {
    expect((await post("find", { person: EMAIL }, staff)).status).toBe(403);
    expect((await exportFile(EMAIL, staff)).status).toBe(403);
    expect((await post("erase", { person: EMAIL, confirm: "yes" }, staff)).status).toBe(403);
    expect((await post("retention", { leadMonths: "1", resumeMonths: "1" }, staff)).status).toBe(
      403,
    );
  });

  it("needs a session, the session's token and our own pages", async () => {
    const signedOut = await postPageForm(app, "/staff/privacy", {
      intent: "find",
      person: EMAIL,
    });
    expect(routeAnswerOf(signedOut.response)).toBe("303 /staff/sign-in");
    const noToken = await postPageForm(
      app,
      "/staff/privacy/person.json",
      { person: EMAIL },
      { Cookie: owner.cookie },
    );
    expect(noToken.status).toBe(403);
    const crossSite = await postPageForm(
      app,
      "/staff/privacy",
      { csrfToken: owner.csrfToken, intent: "erase", person: EMAIL, confirm: "yes" },
      { Cookie: owner.cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect([400, 403]).toContain(crossSite.status);
    expect(await findEverywhere(app.database, { text: EMAIL })).not.toEqual([]);
  });

  it("refuses what is neither an e-mail nor a phone number, with a clear 400", async () => {
    for (const person of ["", "nora", "12", "a@", "x".repeat(300)]) {
      const answer = await post("find", { person });
      expect(answer.status, person).toBe(400);
      // The message beside the field.
      expect(answer.text, person).toContain('id="privacy-person-error"');
      expect(answer.text, person).toContain("Type one e-mail address (for example");
    }
  });

  it("finds by e-mail (any case, spaces) and by phone (any punctuation)", async () => {
    const byEmail = await post("find", { person: "  nora.privacy@EXAMPLE.com " });
    expect(byEmail.status).toBe(200);
    // Two leads (a contact inquiry and a job application) and one resume.
    expect(foundOf(byEmail)).toBe(
      "Found: 1 contact inquiry, 1 job application, 1 resume, 1 e-mail about them, sent or waiting.",
    );
    expect(read(byEmail)).toContain("<li>1 resume file</li>");
    expect(read(byEmail)).toContain("0 e-mail replies the staff sent them");
    // The names on their forms, to check it is the right person before erasing: once each.
    expect(read(byEmail)).toContain("Name on their forms: <strong>Nora Privacy</strong>");
    const byPhone = await post("find", { person: "+1 (929) 555-0177" });
    // Three leads, one resume, one note, one e-mail about them.
    expect(foundOf(byPhone)).toBe(
      "Found: 1 contact inquiry, 1 job application, 1 consultation or treatment request, 1 resume, 1 note, 2 text messages, 1 e-mail about them, sent or waiting.",
    );
    expect(read(byPhone)).toContain("<li>1 contact inquiry, on ");
    expect(read(byPhone)).toContain("<li>1 staff note</li>");
    expect(read(byPhone)).toContain("<li>2 text messages with them</li>");
    expect(read(byPhone)).toContain("1 e-mail about them waiting or sent");
    expect(read(byPhone)).toContain("Names on their forms: <strong>Nora Privacy, N. P.</strong>");
    const result = read(byPhone).slice(read(byPhone).indexOf("privacy-result"));
    expect(result.slice(0, result.indexOf("</ul>"))).not.toMatch(/\(s\)|\(ies\)/);
    expect(foundOf(byPhone)).toContain("1 resume");
    // The download and erase forms carry what was typed, for the owner to act on.
    expect(byPhone.text).toContain('action="/staff/privacy/person.json"');
    expect(byPhone.text).toContain('name="person" value="+1 (929) 555-0177"');
  });

  it("downloads every record of theirs and nothing of anyone else's", async () => {
    const answer = await exportFile("929-555-0177");
    expect(answer.status).toBe(200);
    const headers = answer.response.headers;
    expect(headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("cache-control")).toBe("no-store");
    const text = answer.text;
    const file = JSON.parse(text) as {
      contactEnquiries: { id: string }[];
      jobApplications: { id: string }[];
      consultationRequests: { id: string }[];
      resumes: { contentBase64: string }[];
      staffNotesAndHistory: { note: string | null }[];
      emailOutbox: unknown[];
      textMessages: { direction: string; body: string; at: string; state: string }[];
    };
    expect(file.contactEnquiries.map((r) => r.id)).toEqual([ids.contact]);
    expect(file.jobApplications.map((r) => r.id)).toEqual([ids.career]);
    expect(file.consultationRequests.map((r) => r.id)).toEqual([ids.consult]);
    expect(Buffer.from(file.resumes[0]!.contentBase64, "base64").equals(RESUME)).toBe(true);
    expect(file.staffNotesAndHistory.map((e) => e.note)).toContain(
      "Prefers mornings; skin type IV.",
    );
    expect(file.emailOutbox).toHaveLength(1);
    expect(file.textMessages.map(({ direction, body, state }) => [direction, body, state])).toEqual(
      [
        ["out", "Hi Nora, is 10 ok?", "delivered"],
        ["in", "Tuesday mornings best", "received"],
      ],
    );
    expect(file.textMessages[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const other of ids.others!.split(",")) expect(text).not.toContain(other);
    for (const similar of ['example.co"', "nora_privacy", "0178", '1929555017"', "29295550177"]) {
      expect(text).not.toContain(similar);
    }
  });

  it("a GET of the download writes nothing", async () => {
    const before = (await db().select().from(t.staffEvent)).length;
    const answer = await fetch(`${app.url}/staff/privacy/person.json`, {
      headers: { Cookie: owner.cookie },
    });
    expect([404, 405]).toContain(answer.status);
    expect(await db().select().from(t.staffEvent)).toHaveLength(before);
  });

  it("erases only after the confirmation, then nothing anywhere holds the e-mail or phone", async () => {
    const unconfirmed = await post("erase", { person: EMAIL });
    expect(unconfirmed.status).toBe(400);
    // The message beside the box, the form open again for the same person.
    expect(unconfirmed.text).toContain('id="privacy-erase-error"');
    expect(unconfirmed.text).toContain("Tick the box to confirm that you want to erase all of it");
    expect(unconfirmed.text).toContain(`name="person" value="${EMAIL}"`);
    const wrongly = await post("erase", { person: EMAIL, confirm: "true" });
    expect(wrongly.status).toBe(400);
    expect(await findEverywhere(app.database, { text: EMAIL })).not.toEqual([]);

    // Two leads and the resume, then by phone the third lead and its note.
    const checkpointBefore = await lastCheckpoint();
    const byEmail = await post("erase", { person: EMAIL, confirm: "yes" });
    expect(routeAnswerOf(byEmail.response)).toBe("302 /staff/privacy");
    // The erase ends with a checkpoint: the log's segment holding them can be let go at once.
    expect(await lastCheckpoint()).not.toBe(checkpointBefore);
    expect(noticeOf(byEmail.response)?.text).toBe(
      "Erased: 1 contact inquiry, 1 job application, 1 resume, 1 e-mail about them, sent or waiting.",
    );
    const byPhone = await post("erase", { person: "9295550177", confirm: "yes" });
    expect(noticeOf(byPhone.response)?.text).toBe(
      "Erased: 1 consultation or treatment request, 1 note, 2 text messages.",
    );

    expect(await scannedColumns(app.database)).toEqual(
      expect.arrayContaining(["lead.email", "staff_event.note", "uploaded_file.content"]),
    );
    expect(await findEverywhere(app.database, { text: EMAIL })).toEqual([]);
    expect(await findEverywhere(app.database, { text: "Nora Privacy" })).toEqual([
      // The other person with the same name (not the same e-mail or phone) is kept.
    ]);
    expect(await findEverywhere(app.database, { digits: PHONE_DIGITS })).toEqual([
      // "29295550177" (another person) holds the digits inside a longer number.
      { table: "lead", column: "phone" },
    ]);
    expect(await findEverywhere(app.database, { text: "skin type IV" })).toEqual([]);
    expect(await findEverywhere(app.database, { text: "Tuesday mornings" })).toEqual([]);
    // A stop stays: the number gets no texts after an erasure either.
    expect(await db().select().from(t.textStop)).toEqual([
      expect.objectContaining({ numberHash: "stop-hash-of-nora" }),
    ]);
    const others = await db()
      .select()
      .from(t.lead)
      .where(inArray(t.lead.id, ids.others!.split(",")));
    expect(others).toHaveLength(3);
    expect(
      await db().select().from(t.uploadedFile).where(eq(t.uploadedFile.id, ids.file!)),
    ).toEqual([]);
  });

  it("records each search, download and erasure without any personal data", async () => {
    const audits = await db()
      .select()
      .from(t.staffEvent)
      .where(inArray(t.staffEvent.action, ["person_searched", "person_exported", "person_erased"]));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "person_erased",
      "person_erased",
      "person_exported",
      "person_searched",
      "person_searched",
    ]);
    const erased = audits.filter((a) => a.action === "person_erased").map((a) => a.detail);
    expect(erased).toContain(
      "1 contact inquiry, 1 job application, 1 resume, 1 e-mail about them, sent or waiting",
    );
    // The words of the rows (ids are random UUIDs, which may hold any digits).
    const text = JSON.stringify(audits.map((a) => [a.action, a.detail, a.note])).toLowerCase();
    for (const personal of ["nora", "privacy@", "929", "0177", "melasma", "skin"]) {
      expect(text).not.toContain(personal);
    }
    for (const audit of audits) {
      expect(audit.leadId).toBeNull();
      expect(audit.note).toBeNull();
      expect(audit.actorId).not.toBeNull();
    }
  });

  it("keeps no personal data in the log", () => {
    // The log's own numbers (times, durations, request ids) may hold any digits: only what a
    // line says is searched for the phone's.
    const said = log.text
      .split("\n")
      .filter((line) => line.length > 0)
      .map((line) => {
        const {
          time: _time,
          ms: _ms,
          requestId: _requestId,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join("\n");
    expect(said.toLowerCase()).not.toContain("nora");
    expect(said).not.toContain("0177");
  });

  it("saves the retention periods, and refuses one out of range beside its field", async () => {
    const before = await readOwnerSetting(db(), RETENTION_SETTING);
    const refused = await post("retention", {
      leadMonths: "0",
      resumeMonths: "12",
      notInterestedMonths: "",
    });
    expect(refused.status).toBe(400);
    expect(refused.alert).toBe("Nothing was saved: check the periods marked below.");
    expect(refused.text).toContain('id="retention-leadMonths-error"');
    expect(refused.text).toContain("Type a whole number of months, from 1 to 120.");
    expect(refused.text).not.toContain('id="retention-resumeMonths-error"');
    expect(await readOwnerSetting(db(), RETENTION_SETTING)).toEqual(before);

    const saved = await post("retention", {
      leadMonths: "18",
      resumeMonths: "6",
      notInterestedMonths: "",
    });
    expect(routeAnswerOf(saved.response)).toBe("302 /staff/privacy");
    expect(noticeOf(saved.response)?.text).toBe("Saved. The next daily run applies these periods.");
    expect(await readOwnerSetting(db(), RETENTION_SETTING)).toEqual({
      leadMonths: 18,
      resumeMonths: 6,
      notInterestedMonths: null,
    });
    const [changed] = await db()
      .select()
      .from(t.staffEvent)
      .where(eq(t.staffEvent.action, "retention_changed"));
    expect(changed?.detail).toBe(
      "leads 18 months, resumes 6 months, not-interested leads: no sooner",
    );
  });

  describe("the access log", () => {
    it("records opening a lead, downloading a resume and exporting, with who and when", async () => {
      const lead = await insertLead(db(), {
        kind: "consultation",
        firstName: "A",
        lastName: "B",
        email: "ab@example.com",
        phone: "1",
      });
      const [member] = await db()
        .select()
        .from(t.staffUser)
        .where(eq(t.staffUser.email, staff.email));
      await app.services.staff.inbox.view(lead.id, member!.id);
      // Every lead at once is the owners' to export (issue 35, item 12).
      const csv = await postPageForm(
        app,
        "/staff/leads.csv",
        { csrfToken: owner.csrfToken },
        { Cookie: owner.cookie },
      );
      expect(csv.status).toBe(200);
      const page = await accessLogPage(db(), undefined, 2);
      expect(page.entries.map((e) => e.action)).toEqual(["leads_exported", "lead_viewed"]);
      expect(page.entries[1]).toMatchObject({
        actorEmail: staff.email,
        leadId: lead.id,
        leadKind: "consultation",
      });
      expect(page.older).not.toBeNull();
      const next = await accessLogPage(db(), page.older!, 2);
      expect(next.entries[0]!.id).not.toBe(page.entries[1]!.id);
      expect(next.entries.map((e) => e.action)).toContain("person_erased");
    });
  });
});
