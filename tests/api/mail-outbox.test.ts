import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { desc, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/server/config.server";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import * as t from "~/server/db/schema.server";
import { exportLeads } from "~/server/leads/export.server";
import { createLeadService } from "~/server/leads/service.server";
import {
  defaultBackoff,
  describeMailError,
  retryFailedMail,
  startOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "~/server/mail/outbox.server";
import { LEAD_NOTIFICATION_EMAIL, notificationRecipient } from "~/server/mail/recipient.server";
import { readOwnerSetting, writeOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import { VISITOR_ACKNOWLEDGEMENT } from "~/server/mail/acknowledgement.server";
import { DEFAULT_VISITOR_ACKNOWLEDGEMENT } from "~/routes/staff/visitor-email/visitor-email-form";
import { TestSmtp } from "../support/smtp";
import { backends, postJson, solveCaptcha, testAppForBlock } from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";
import { sleep, waitFor } from "../support/wait";

/** Log lines of a logger without redaction, to prove the worker never logs personal data. */
function captureLogs() {
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(line) });
  return {
    logger,
    lines,
    parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe.each(backends)("lead notifications from the outbox on %s", (backend) => {
  const smtp = new TestSmtp();
  const workers: OutboxWorker[] = [];
  /** Test clock: real time plus `offset`, so backoff can be skipped without sleeping. */
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const logs = captureLogs();

  const worker = (options: Partial<OutboxWorkerOptions> = {}) => {
    const mail = app.services.mail;
    if (!mail) throw new Error("SMTP_URL not configured");
    const w = startOutboxWorker({
      db: app.database.db,
      logger: logs.logger,
      ...mail,
      autoRun: false,
      now: clock,
      ...options,
    });
    workers.push(w);
    return w;
  };

  const newestOutboxRow = async () => {
    const [row] = await app.database.db
      .select()
      .from(t.mailOutbox)
      .orderBy(desc(t.mailOutbox.createdAt))
      .limit(1);
    if (!row) throw new Error("no outbox row");
    return row;
  };
  const outboxRow = async (id: string) => {
    const [row] = await app.database.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.id, id));
    if (!row) throw new Error("no such outbox row");
    return row;
  };

  const fakeCaptcha = () => ({
    replayKey: randomUUID(),
    expiresAt: new Date(Date.now() + 60_000),
  });

  const contact = {
    name: "Ana Rivera",
    email: "ana.rivera@example.com",
    phone: "(718) 555-0100",
    subject: "Gift card question",
    message: "Do your gift cards cover memberships?\nAlso: <b>Fish & Chips</b>?",
  };
  const lead = {
    firstName: "Sam",
    lastName: "Ortiz",
    phone: "7185550123",
    email: "sam.ortiz@example.com",
  };
  // The services take parsed input; the captcha was checked before them (fakeCaptcha).
  const leadInput = { ...lead, captcha: "" };
  const contactInput = { ...contact, captcha: "" };
  const application = {
    firstName: "Jordan",
    lastName: "Lee",
    phone: "(347) 555-0199",
    email: "jordan.lee@example.com",
    message: "Licensed esthetician, five years of medical-spa experience.",
  };
  const personal = [
    ...Object.values(contact),
    ...Object.values(lead),
    ...Object.values(application),
    "Rivera",
    "Ortiz",
    "Jordan",
  ].filter((value) => value.length > 3);

  const postContact = async () => {
    const captcha = await solveCaptcha(app.url);
    return postJson(
      `${app.url}/api/contactdata`,
      { ...contact, captcha },
      { Referer: `${app.url}/contact-us` },
    );
  };

  // The test server offers no STARTTLS; that TLS is otherwise required is tested on its own.
  const app = testAppForBlock(backend, { mail: smtp });
  beforeAll(async () => {
    // The salon's e-mail only: the visitor's acknowledgement has its own tests
    // (visitor-acknowledgement.test.ts).
    await writeOwnerSetting(
      app.database.db,
      VISITOR_ACKNOWLEDGEMENT,
      { ...DEFAULT_VISITOR_ACKNOWLEDGEMENT, enabled: false },
      null,
    );
  });
  beforeEach(async () => {
    smtp.received = [];
    smtp.reject = false;
    smtp.delayMs = 0;
    smtp.onMessageStart = undefined;
    offset = 0;
    if (!smtp.running) await smtp.start();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    // Every test leaves the outbox drained.
    const [pending] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.status, "pending"));
    expect(pending?.n).toBe(0);
  });

  it("e-mails a contact inquiry to the salon's config_emailid with every field", async () => {
    const { status, json } = await postContact();
    expect(status).toBe(200);
    expect(json).toEqual({ message: "Successfully inserted." });
    const queued = await newestOutboxRow();
    expect(queued).toMatchObject({ purpose: "notify", status: "pending", attempts: 0 });

    expect(await worker().runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const { mail, envelopeTo } = smtp.received[0]!;
    expect(envelopeTo).toEqual(["leads@serenitydayspa.example"]);
    expect(mail.to).toMatchObject({ value: [{ address: "leads@serenitydayspa.example" }] });
    expect(mail.from).toMatchObject({ value: [{ address: "no-reply@localhost" }] });
    expect(mail.replyTo).toMatchObject({ value: [{ address: "ana.rivera@example.com" }] });
    expect(mail.subject).toBe("New contact inquiry: Ana R.");
    expect(mail.messageId).toBe(`<lead-${queued.id}@localhost>`);
    expect(mail.text).toContain("Type:");
    for (const value of ["Ana Rivera", "(718) 555-0100", "ana.rivera@example.com"]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    expect(mail.text).toContain("Gift card question");
    expect(mail.text).toContain(contact.message);
    expect(mail.text).toMatch(/Source page:\s+\/contact-us/);
    expect(mail.text).toMatch(
      /Received:\s+\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/,
    );
    expect(mail.text).toContain(queued.leadId);
    // The HTML part shows the visitor's text, never runs it.
    expect(mail.html).toContain("&lt;b&gt;Fish &amp; Chips&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Fish");
    expect(mail.attachments).toHaveLength(0);

    const sent = await outboxRow(queued.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("e-mails a job application with the resume attached, byte for byte", async () => {
    const resume = fixture("resume.pdf");
    const uploaded = (await uploadResume(app, resume, "My CV.pdf")).json;
    const captcha = await solveCaptcha(app.url);
    const { status } = await postJson(`${app.url}/api/careerdata`, {
      ...application,
      url: uploaded.url,
      captcha,
    });
    expect(status).toBe(200);

    expect(await worker().runOnce()).toBe(1);
    const { mail } = smtp.received[0]!;
    expect(mail.subject).toBe("New job application: Jordan L.");
    expect(mail.replyTo).toMatchObject({ value: [{ address: "jordan.lee@example.com" }] });
    for (const value of ["Jordan Lee", "(347) 555-0199", application.message]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toMatch(/Resume:\s+resume_My CV\.pdf \(attached/);
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe("resume_My CV.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    expect(Buffer.compare(attachment!.content, resume)).toBe(0);
  });

  it.each([
    ["/LadingFormdataConsultation", "consultation", {}, "New consultation lead: Sam O."],
    ["/LadingFormdata", "treatment", { treatment: "both" }, "New treatment lead: Sam O."],
    ["/LadingFormdataConsultationIPL", "consultation_ipl", {}, "New IPL consultation lead: Sam O."],
  ])("e-mails a %s lead", async (endpoint, form, extra, subject) => {
    const captcha = await solveCaptcha(app.url);
    const { status } = await postJson(
      `${app.url}/api${endpoint}`,
      { ...lead, ...extra, captcha },
      { Referer: `${app.url}/tattoo-removal-staten-island-ads` },
    );
    expect(status).toBe(200);
    expect(await worker().runOnce()).toBe(1);
    const { mail, envelopeTo } = smtp.received[0]!;
    expect(envelopeTo).toEqual(["leads@serenitydayspa.example"]);
    expect(mail.subject).toBe(subject);
    expect(mail.replyTo).toMatchObject({ value: [{ address: "sam.ortiz@example.com" }] });
    for (const value of ["Sam Ortiz", "sam.ortiz@example.com"]) {
      expect(mail.text).toContain(value);
    }
    // The forms send digits only; the e-mail shows them as the staff pages do (issue 35).
    expect(mail.text).toMatch(/Phone:\s+\(718\) 555-0123\n/);
    expect(mail.html).toContain("(718) 555-0123");
    expect(mail.text).toMatch(new RegExp(`Form:\\s+${form}\\n`));
    expect(mail.text).toMatch(/Source page:\s+\/tattoo-removal-staten-island-ads/);
    if (form === "treatment") expect(mail.text).toMatch(/Treatment:\s+Both\n/);
    else expect(mail.text).not.toContain("Treatment:");
  });

  it("reads the owners' recipient at send time; MAIL_TO overrides it; content edits do not move it", async () => {
    const db = app.database.db;
    const setRecipient = (email: string) =>
      writeOwnerSetting(db, LEAD_NOTIFICATION_EMAIL, email, null);
    const original = await readOwnerSetting(db, LEAD_NOTIFICATION_EMAIL);
    const [content] = await db.select({ email: t.salon.configEmailid }).from(t.salon);
    // Adopted from the demo content's config_emailid at start.
    expect(original).toMatch(/@/);
    await setRecipient("owner@serenitydayspa.example");
    try {
      await app.services.leads.saveLead("consultation", leadInput, fakeCaptcha(), "/");
      expect(await worker().runOnce()).toBe(1);
      expect(smtp.received[0]?.envelopeTo).toEqual(["owner@serenitydayspa.example"]);

      // The published content's field is no longer where notifications go.
      await db.update(t.salon).set({ configEmailid: "someone-else@example.org" });
      await app.services.leads.saveLead("consultation", leadInput, fakeCaptcha(), "/");
      expect(await worker().runOnce()).toBe(1);
      expect(smtp.received[1]?.envelopeTo).toEqual(["owner@serenitydayspa.example"]);

      await app.services.leads.saveLead("consultation", leadInput, fakeCaptcha(), "/");
      const w = worker({ to: notificationRecipient(db, "desk@example.org") });
      expect(await w.runOnce()).toBe(1);
      expect(smtp.received[2]?.envelopeTo).toEqual(["desk@example.org"]);

      // No usable address: the rows wait (no attempt counted) and the operator is told once.
      await setRecipient("");
      await app.services.leads.saveLead("consultation", leadInput, fakeCaptcha(), "/");
      const waiting = worker();
      expect(await waiting.runOnce()).toBe(0);
      expect(await waiting.runOnce()).toBe(0);
      expect(await newestOutboxRow()).toMatchObject({ status: "pending", attempts: 0 });
      const complaints = logs.parsed().filter((l) => /no recipient/.test(String(l.msg)));
      expect(complaints).toHaveLength(1);
      await setRecipient(original);
      expect(await waiting.runOnce()).toBe(1);
    } finally {
      await setRecipient(original);
      await db.update(t.salon).set({ configEmailid: content?.email ?? "" });
    }
  });

  it("queues nothing when notifications are off (no SMTP_URL)", async () => {
    const before = await app.database.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
    await createLeadService(app.database.db).saveLead(
      "consultation",
      leadInput,
      fakeCaptcha(),
      "/",
    );
    const after = await app.database.db.select({ id: t.mailOutbox.id }).from(t.mailOutbox);
    expect(after).toHaveLength(before.length);
  });

  it("stores and acknowledges the lead while the SMTP server is down, and delivers it later", async () => {
    await smtp.stop();
    // A worker as in production: woken by the commit, on the database's clock.
    const live = worker({ autoRun: true, now: undefined, signal: app.services.outbox.signal });
    const started = performance.now();
    const { status, json } = await postContact();
    const ackMs = performance.now() - started;
    expect(status).toBe(200);
    expect(json).toEqual({ message: "Successfully inserted." });
    const [stored] = (await exportLeads(app.database.db, { type: "contact" })).slice(-1);
    expect(stored).toMatchObject({ email: contact.email, phone: contact.phone });

    const queued = await newestOutboxRow();
    const failed = await waitFor(async () => {
      const row = await outboxRow(queued.id);
      return row.attempts === 1 && row.lastError ? row : undefined;
    });
    await live.stop();
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    for (const value of personal) expect(failed.lastError).not.toContain(value);
    const retryInMs = failed.nextAttemptAt.getTime() - Date.now();
    expect(retryInMs).toBeGreaterThan(20_000);
    expect(retryInMs).toBeLessThanOrEqual(defaultBackoff(1));
    expect(ackMs).toBeLessThan(2000);

    await smtp.start();
    const retry = worker();
    expect(await retry.runOnce()).toBe(0); // not due yet
    offset = defaultBackoff(1) + 1000;
    expect(await retry.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.mail.subject).toBe("New contact inquiry: Ana R.");
    expect(await outboxRow(queued.id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a row failed after 8 attempts, with the SMTP error and no personal data", async () => {
    smtp.reject = true;
    const backoffs: number[] = [];
    const w = worker({
      backoff: (attempt) => {
        backoffs.push(attempt);
        return 1000;
      },
    });
    await app.services.leads.saveContact(contactInput, fakeCaptcha(), "/contact-us");
    const queued = await newestOutboxRow();
    for (let attempt = 1; attempt <= 8; attempt++) {
      offset += 2000;
      expect(await w.runOnce()).toBe(0);
      expect((await outboxRow(queued.id)).attempts).toBe(attempt);
    }
    expect(backoffs).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const failed = await outboxRow(queued.id);
    expect(failed.status).toBe("failed");
    expect(failed.lastError).toMatch(/554/);
    expect(failed.lastError).toContain("[address]");
    expect(failed.lastError).not.toContain("salon@example.com");
    offset += 60_000;
    expect(await w.runOnce()).toBe(0);
    expect((await outboxRow(queued.id)).attempts).toBe(8);
    expect(smtp.received).toHaveLength(0);

    const errors = logs.parsed().filter((l) => l.level === 50 && l.outboxId === queued.id);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ leadId: queued.leadId, attempts: 8 });
    for (const line of logs.lines) {
      for (const value of personal) expect(line).not.toContain(value);
    }
  });

  it("sends a failed notification once staff queue it again, and only that one", async () => {
    // Earlier tests leave rows that gave up; this one counts its own.
    await app.database.db.delete(t.mailOutbox).where(eq(t.mailOutbox.status, "failed"));
    smtp.reject = true;
    const w = worker({ maxAttempts: 1 });
    await app.services.leads.saveContact(contactInput, fakeCaptcha(), "/contact-us");
    const queued = await newestOutboxRow();
    expect(await w.runOnce()).toBe(0);
    expect(await outboxRow(queued.id)).toMatchObject({ status: "failed", attempts: 1 });

    smtp.reject = false;
    expect(await retryFailedMail(app.database.db)).toBe(1);
    expect(await outboxRow(queued.id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await w.runOnce()).toBe(1);
    expect(await outboxRow(queued.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await retryFailedMail(app.database.db)).toBe(0);
  });

  it("never sends a row twice with two workers on the same database", async () => {
    const second: DatabaseHandle | undefined =
      backend === "postgres"
        ? await openDatabase({ databaseUrl: app.config.DATABASE_URL })
        : undefined;
    try {
      const count = 24;
      const ids = new Set<string>();
      for (let i = 0; i < count; i++) {
        const id = await app.services.leads.saveLead("consultation", leadInput, fakeCaptcha(), "/");
        if (id) ids.add(id);
      }
      smtp.delayMs = 15;
      const options = { autoRun: true, now: undefined, pollMs: 25, batchSize: 3 };
      // Out of step (batch sizes, start times), so that each claims while the other sends.
      const a = worker({ ...options, logger: logs.logger.child({ worker: "a" }) });
      await sleep(10);
      const b = worker({
        ...options,
        batchSize: 2,
        db: (second ?? app.database).db,
        logger: logs.logger.child({ worker: "b" }),
      });
      await waitFor(() => smtp.received.length >= count, { timeoutMs: 30_000 });
      await sleep(300);
      await Promise.all([a.stop(), b.stop()]);

      expect(smtp.received).toHaveLength(count);
      const leadIds = smtp.received.map((r) => /Lead id:\s+(\S+)/.exec(r.mail.text ?? "")?.[1]);
      expect(new Set(leadIds)).toEqual(ids);
      const rows = await app.database.db
        .select()
        .from(t.mailOutbox)
        .where(inArray(t.mailOutbox.leadId, [...ids]));
      const mine = rows.filter((r) => ids.has(r.leadId));
      expect(mine.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
      // Both workers took part.
      const senders = logs
        .parsed()
        .filter((l) => l.msg === "outbox message sent" && ids.has(String(l.leadId)));
      expect(senders).toHaveLength(count);
      const byA = senders.filter((l) => l.worker === "a").length;
      expect(byA).toBeGreaterThan(0);
      expect(byA).toBeLessThan(count);
    } finally {
      await second?.close();
    }
  });

  it("wakes on commit: the e-mail leaves without waiting for the poll", async () => {
    worker({ autoRun: true, now: undefined, signal: app.services.outbox.signal });
    await sleep(50); // the start-up round
    const { status } = await postContact();
    const acknowledged = performance.now();
    expect(status).toBe(200);
    await waitFor(() => smtp.received.length === 1, { timeoutMs: 5000 });
    const latencyMs = smtp.received[0]!.receivedAt - acknowledged;
    // Far below the 10 s poll; 100 ms of it is smtp-server's fixed early-talker delay.
    expect(latencyMs).toBeLessThan(2000);
    await waitFor(async () => (await newestOutboxRow()).status === "sent");
  });

  it("stop() waits for the e-mail in flight, and aborts it after the grace period", async () => {
    smtp.delayMs = 400;
    let inFlight = false;
    smtp.onMessageStart = () => (inFlight = true);
    const w = worker({ autoRun: true, now: undefined, signal: app.services.outbox.signal });
    await app.services.leads.saveContact(contactInput, fakeCaptcha(), "/contact-us");
    const queued = await newestOutboxRow();
    await waitFor(() => inFlight);
    await w.stop();
    expect(await outboxRow(queued.id)).toMatchObject({ status: "sent", attempts: 1 });

    smtp.delayMs = 5000;
    inFlight = false;
    const hasty = worker({
      autoRun: true,
      now: undefined,
      signal: app.services.outbox.signal,
      stopGraceMs: 100,
    });
    await app.services.leads.saveContact(contactInput, fakeCaptcha(), "/contact-us");
    const second = await newestOutboxRow();
    await waitFor(() => inFlight);
    const stopping = performance.now();
    await hasty.stop();
    expect(performance.now() - stopping).toBeLessThan(2000);
    const aborted = await outboxRow(second.id);
    expect(aborted).toMatchObject({ status: "pending", attempts: 1 });
    expect(aborted.lastError).toMatch(/EABORT|abort/i);
    // Deliver it so the test leaves the outbox drained.
    smtp.delayMs = 0;
    offset = defaultBackoff(1) + 1000;
    expect(await worker().runOnce()).toBe(1);
  });
});

describe("describeMailError", () => {
  it("keeps codes and the server's reply, hides addresses", () => {
    const error = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <x.y@example.com>: unknown",
      ),
      {
        code: "EENVELOPE",
        responseCode: 550,
        command: "RCPT TO",
      },
    );
    expect(describeMailError(error)).toBe(
      "EENVELOPE 550 RCPT TO Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: unknown",
    );
  });
});

describe("mail configuration", () => {
  it("is off by default, with a default sender", () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_TO).toBeUndefined();
    expect(config.MAIL_FROM).toBe("Spa website <no-reply@localhost>");
  });

  it("accepts smtp:// and smtps:// URLs and e-mail addresses", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://user:p%40ss@mail.example.com:465",
      MAIL_FROM: "Serenity Day Spa <web@serenitydayspa.example>",
      MAIL_TO: "owner@serenitydayspa.example",
    });
    expect(config.SMTP_URL).toBe("smtps://user:p%40ss@mail.example.com:465");
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_TO: "" }).MAIL_TO).toBeUndefined();
    expect(loadConfig({ MAIL_FROM: "web@example.com" }).MAIL_FROM).toBe("web@example.com");
  });

  it("names the variable that is wrong, without echoing its value", () => {
    for (const [name, value] of [
      ["SMTP_URL", "http://mail.example.com"],
      ["SMTP_URL", "smtp://"],
      ["MAIL_TO", "not-an-address"],
      ["MAIL_FROM", "Spa website"],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(name);
    }
    try {
      loadConfig({ SMTP_URL: "ftp://user:secret@mail.example.com" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("secret");
    }
  });
});
