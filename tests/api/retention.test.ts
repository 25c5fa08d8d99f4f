/**
 * The owner's retention rules applied by the daily job, on both databases: leads just inside and
 * just outside each limit, kept alive by recent work (not by views), resumes at 11 and 13
 * months, the not-interested rule; two runs at once do the work once; the log holds counts only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { openDatabase } from "~/server/db/client.server";
import type { LeadStatus } from "~/lib/leads/vocabulary";
import { monthsBefore } from "~/routes/staff/privacy/retention";
import {
  applyRetention,
  RETENTION_SETTING,
  startRetentionJob,
} from "~/server/staff/privacy/retention.server";
import { writeOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import { createLogger } from "~/server/logger.server";
import { backends, logCapture, testAppForBlock } from "../support/test-app";
import { insertResume, insertLead } from "../support/staff";

const NOW = new Date("2026-06-15T16:00:00.000Z");
const MINUTE = 60_000;
const at = (months: number, shiftMs = 0) => new Date(monthsBefore(NOW, months).getTime() + shiftMs);

describe.each(backends)("retention on %s", (backend) => {
  const ids: Record<string, string> = {};
  const db = () => app.database.db;

  async function lead(name: string, createdAt: Date, status: LeadStatus = "new") {
    const row = await insertLead(db(), {
      kind: "consultation",
      firstName: name,
      lastName: "Person",
      email: `${name}@example.com`,
      phone: "(718) 555-0100",
      status,
      createdAt,
    });
    ids[name] = row.id;
    return row.id;
  }
  async function application(name: string, createdAt: Date) {
    const bytes = Buffer.from(`%PDF ${name}`);
    const file = await insertResume(db(), `resume_${name}.pdf`, bytes, createdAt);
    const row = await insertLead(db(), {
      kind: "career",
      firstName: name,
      lastName: "Applicant",
      email: `${name}@example.com`,
      phone: "1",
      message: "Hi",
      resumeId: file.id,
      createdAt,
    });
    ids[name] = row.id;
    ids[`${name}File`] = file.id;
  }
  const event = (leadId: string, action: string, when: Date, note?: string) =>
    db()
      .insert(t.staffEvent)
      .values({ leadId, action, at: when, note: note ?? null });

  const app = testAppForBlock(backend);
  beforeAll(async () => {
    await lead("inside", at(24, MINUTE));
    await lead("outside", at(24, -MINUTE));
    // Old, but worked on recently: its last activity is the note.
    const worked = await lead("worked", at(36));
    await event(worked, "lead_note", at(23), "Call back in spring.");
    // Old, only looked at recently: reading is not activity.
    const viewed = await lead("viewed", at(36));
    await event(viewed, "lead_viewed", at(1));
    await event(viewed, "lead_note", at(30), "Sensitive skin.");
    await db().insert(t.mailOutbox).values({ leadId: viewed });
    // Texts with them (issue 37): deleted with the personal fields; the number's stop stays.
    await db()
      .update(t.lead)
      .set({ textNumber: "+17185550100", textConsentVersion: "2026-12-05", textConsentAt: at(36) })
      .where(inArray(t.lead.id, [viewed, worked]));
    for (const leadId of [viewed, worked]) {
      await db()
        .insert(t.textMessage)
        .values({ leadId, direction: "in", origin: "client", body: "See you", state: "received" });
    }
    await db().insert(t.textStop).values({ numberHash: "stop-hash" });
    // Not interested: 6 months when the owner sets it.
    await lead("niOld", at(6, -MINUTE), "not_interested");
    await lead("niYoung", at(6, MINUTE), "not_interested");
    await lead("newOld", at(6, -MINUTE), "new");
    await application("eleven", at(11));
    await application("thirteen", at(13));
    await application("ancient", at(25));
    await db()
      .insert(t.lead)
      .values({
        kind: "contact",
        firstName: "Old Contact",
        email: "old.contact@example.com",
        phone: "2",
        subject: "Hello",
        message: "My medical history...",
        createdAt: at(24, -MINUTE),
      });
    await writeOwnerSetting(
      db(),
      RETENTION_SETTING,
      { leadMonths: 24, resumeMonths: 12, notInterestedMonths: 6 },
      null,
    );
    // Campaign data (decision 0030) on one lead the rule anonymises and one it keeps.
    for (const name of ["viewed", "worked"]) {
      await db()
        .insert(t.leadCampaign)
        .values({
          leadId: ids[name]!,
          gclid: `gclid-${name}`,
          utmCampaign: "ipl",
        });
    }
  });

  const consult = async (name: string) => {
    const [row] = await db().select().from(t.lead).where(eq(t.lead.id, ids[name]!));
    return row!;
  };

  it("runs once even when two servers start it at the same moment", async () => {
    let second = app.database;
    let closeSecond = async () => {};
    if (app.config.DATABASE_URL) {
      second = await openDatabase({ databaseUrl: app.config.DATABASE_URL });
      closeSecond = () => second.close();
    }
    try {
      const outcomes = await Promise.all([
        applyRetention(db(), NOW),
        applyRetention(second.db, NOW),
      ]);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      const done = outcomes.find((o) => o.ran)!;
      // outside, viewed, niOld, ancient, the contact; resumes: thirteen and ancient.
      expect(done).toMatchObject({ anonymised: 5, resumesDeleted: 2 });
      // Later the same day: already done.
      expect((await applyRetention(db(), new Date(NOW.getTime() + 60 * MINUTE))).ran).toBe(false);
    } finally {
      await closeSecond();
    }
  });

  it("anonymises leads whose last work is older than the limit, keeping non-personal facts", async () => {
    for (const name of ["inside", "worked", "niYoung", "newOld"]) {
      const row = await consult(name);
      expect(row.email, name).toBe(`${name}@example.com`);
      expect(row.anonymisedAt, name).toBeNull();
    }
    for (const name of ["outside", "viewed", "niOld"]) {
      const row = await consult(name);
      expect(row, name).toMatchObject({
        firstName: "",
        lastName: "",
        email: "",
        phone: "",
        kind: "consultation",
      });
      expect(row.anonymisedAt, name).not.toBeNull();
    }
    expect((await consult("niOld")).status).toBe("not_interested");
    const [contact] = await db().select().from(t.lead).where(eq(t.lead.kind, "contact"));
    expect(contact).toMatchObject({
      firstName: "",
      lastName: null,
      email: "",
      phone: "",
      subject: "",
      message: "",
    });
  });

  it("clears the notes of anonymised leads, keeps their history, drops their outbox rows", async () => {
    const events = await db()
      .select()
      .from(t.staffEvent)
      .where(eq(t.staffEvent.leadId, ids.viewed!));
    expect(events.map((e) => e.action).sort()).toEqual(["lead_note", "lead_viewed"]);
    expect(events.every((e) => e.note === null)).toBe(true);
    const [kept] = await db()
      .select()
      .from(t.staffEvent)
      .where(eq(t.staffEvent.leadId, ids.worked!));
    expect(kept?.note).toBe("Call back in spring.");
    expect(
      await db().select().from(t.mailOutbox).where(eq(t.mailOutbox.leadId, ids.viewed!)),
    ).toEqual([]);
  });

  it("deletes the texts and clears the text number and consent of anonymised leads", async () => {
    const texts = await db().select().from(t.textMessage);
    expect(texts.map((row) => row.leadId)).toEqual([ids.worked]);
    expect(await consult("viewed")).toMatchObject({
      textNumber: null,
      textConsentVersion: null,
      textConsentAt: null,
    });
    expect((await consult("worked")).textNumber).toBe("+17185550100");
    expect(await db().select().from(t.textStop)).toHaveLength(1);
  });

  it("clears the click ids of anonymised leads and keeps their campaign's name", async () => {
    const rows = await db()
      .select()
      .from(t.leadCampaign)
      .where(inArray(t.leadCampaign.leadId, [ids.viewed!, ids.worked!]));
    const of = (name: string) => rows.find((row) => row.leadId === ids[name]);
    expect(of("viewed")).toMatchObject({ gclid: null, utmCampaign: "ipl" });
    expect(of("worked")).toMatchObject({ gclid: "gclid-worked", utmCampaign: "ipl" });
  });

  it("deletes resumes after 12 months and keeps younger ones", async () => {
    const files = await db()
      .select({ id: t.uploadedFile.id })
      .from(t.uploadedFile)
      .where(inArray(t.uploadedFile.id, [ids.elevenFile!, ids.thirteenFile!, ids.ancientFile!]));
    expect(files.map((f) => f.id)).toEqual([ids.elevenFile]);
    const [thirteen] = await db().select().from(t.lead).where(eq(t.lead.id, ids.thirteen!));
    // The application itself is kept (13 < 24 months), without its resume.
    expect(thirteen).toMatchObject({ firstName: "thirteen", resumeId: null });
    const lead = await app.services.staff.inbox.get(ids.thirteen!);
    expect(lead?.resume).toBeNull();
  });

  it("records the run with counts only", async () => {
    const audits = await db()
      .select()
      .from(t.staffEvent)
      .where(eq(t.staffEvent.action, "retention_applied"));
    expect(audits.map((a) => a.detail)).toEqual(["5 leads anonymized, 2 resumes deleted"]);
  });

  it("logs counts only from the job", async () => {
    const log = logCapture();
    const logger = createLogger("info", log);
    const job = startRetentionJob({ db: db(), logger, intervalMs: 3_600_000 });
    await job.stop();
    for (const line of log.lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (entry.msg === "retention applied") {
        expect(Object.keys(entry)).toEqual(
          expect.arrayContaining(["anonymised", "resumesDeleted"]),
        );
      }
    }
    expect(log.text).not.toContain("@example.com");
  });
});
