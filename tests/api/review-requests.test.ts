/**
 * Review requests after a visit (issue 30), through the lead page's form as a browser without
 * JavaScript posts it, with a real SMTP server and the outbox worker on a chosen clock (time
 * travel, no waiting), on the embedded database and on PostgreSQL: a visit marked queues one
 * request and one reminder at the owner's times; each is sent once; the reminder only without a
 * click; nothing after a stop (one-click POST or the page's button); nothing within 180 days;
 * everyone who came in is asked whatever their status before; two app servers send it once; an
 * erasure keeps only the stop.
 */
import type { ParsedMail } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { openDatabase } from "~/server/db/client.server";
import { createLogger } from "~/server/logger.server";
import { createServices } from "~/server/services.server";
import { startOutboxWorker, type OutboxWorker } from "~/server/mail/outbox.server";
import { applyRetention } from "~/server/staff/privacy/retention.server";
import { DEFAULT_REVIEW_SETTINGS, reminderDueAt, requestDueAt } from "~/lib/reviews/settings";
import { renderedFields, staffBrowser, withFields } from "../support/rendered-form";
import { TestSmtp } from "../support/smtp";
import {
  insertLead,
  insertConsultation,
  noticeOf,
  signedInMember,
  memberForBlock,
} from "../support/staff";
import { backends, testAppForBlock, type TestApp } from "../support/test-app";

const MINUTE = 60_000;
const DAY = 86_400_000;

const spaHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      hour: "numeric",
      hourCycle: "h23",
    }).format(at),
  );

/** A header as it was received (unfolded, its name left off): mailparser reads List-* its own way. */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((header) => header.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();

describe.each(backends)("review requests on %s", (backend) => {
  const smtp = new TestSmtp();
  const db = () => app.database.db;

  /** One outbox round on the given clock, as a server's worker would run it then. */
  async function runAt(at: Date, target: TestApp = app): Promise<number> {
    const worker: OutboxWorker = startOutboxWorker({
      db: target.database.db,
      logger: target.services.logger,
      ...target.services.mail!,
      deliveries: target.services.outbox.deliveries,
      autoRun: false,
      now: () => at,
    });
    try {
      return await worker.runOnce();
    } finally {
      await worker.stop();
    }
  }

  const consultation = (values: Partial<typeof t.lead.$inferInsert> = {}) =>
    insertConsultation(app, values);

  /** "Mark Came in" on the lead's page, as the form posts it without JavaScript. */
  async function markCameIn(id: string, version = 0, target: TestApp = app) {
    const response = await staffBrowser(target, staff).post(`/staff/leads/${id}`, {
      intent: "status",
      status: "came_in",
      version: String(version),
    });
    expect(response.status).toBe(302);
    return response;
  }

  const requestOf = async (leadId: string) =>
    (await db().select().from(t.reviewRequest).where(eq(t.reviewRequest.leadId, leadId)))[0];
  const outboxOf = async (leadId: string, purpose: "review_request" | "review_reminder") =>
    (
      await db()
        .select()
        .from(t.mailOutbox)
        .where(and(eq(t.mailOutbox.leadId, leadId), eq(t.mailOutbox.purpose, purpose)))
    )[0]!;
  const mailsTo = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));

  /** Marks the lead, then runs the worker at the request's due time: the request is sent. */
  async function requested(lead: { id: string; email: string }) {
    await markCameIn(lead.id);
    const due = (await outboxOf(lead.id, "review_request")).nextAttemptAt;
    await runAt(new Date(due.getTime() + MINUTE));
    expect(mailsTo(lead.email)).toHaveLength(1);
    return { request: (await requestOf(lead.id))!, due };
  }
  const reminderDue = async (leadId: string) =>
    new Date((await outboxOf(leadId, "review_reminder")).nextAttemptAt.getTime() + MINUTE);

  const app = testAppForBlock(backend, { mail: smtp, pages: true });
  const bare = testAppForBlock(backend, { pages: true });
  const staff = memberForBlock(app, "staff");
  const owner = memberForBlock(app, "owner");
  beforeEach(async () => {
    smtp.received = [];
    // Each test travels in time on its own: earlier tests' messages are out of its way.
    await db()
      .delete(t.mailOutbox)
      .where(inArray(t.mailOutbox.purpose, ["review_request", "review_reminder"]));
  });

  it("marks a visit in one post without JavaScript and queues a request and one reminder at the owner's times", async () => {
    const lead = await consultation();
    const marked = await markCameIn(lead.id);
    expect(noticeOf(marked)?.text).toBe('Status changed to "Came in".');
    const [row] = await db()
      .select({ status: t.lead.status })
      .from(t.lead)
      .where(eq(t.lead.id, lead.id));
    expect(row?.status).toBe("came_in");

    const request = (await requestOf(lead.id))!;
    expect(request.token).toMatch(/^[\w-]{24}$/);
    // A keyed hash, never the address.
    expect(request.addressHash).toMatch(/^[0-9a-f]{64}$/);
    const due = requestDueAt(request.visitedAt, DEFAULT_REVIEW_SETTINGS);
    expect((await outboxOf(lead.id, "review_request")).nextAttemptAt.getTime()).toBe(due.getTime());
    expect((await outboxOf(lead.id, "review_reminder")).nextAttemptAt.getTime()).toBe(
      reminderDueAt(due, DEFAULT_REVIEW_SETTINGS).getTime(),
    );
    // The next day, 10:00 AM at the spa.
    expect(spaHour(due)).toBe(10);
    expect(due.getTime() - request.visitedAt.getTime()).toBeGreaterThan(10 * 60 * MINUTE);
    expect(due.getTime() - request.visitedAt.getTime()).toBeLessThan(2 * DAY);

    // The lead's page says what will happen, in words.
    const page = await staffBrowser(app, staff).page(`/staff/leads/${lead.id}`);
    expect(page).toContain("Review request to be sent:");
    expect(page).toContain("10:00 AM");
  });

  it("sends the request once at the set time, and the reminder only after the set days without a click", async () => {
    const lead = await consultation();
    await markCameIn(lead.id);
    const due = (await outboxOf(lead.id, "review_request")).nextAttemptAt;
    expect(await runAt(new Date(due.getTime() - MINUTE))).toBe(0);
    expect(mailsTo(lead.email)).toHaveLength(0);

    expect(await runAt(new Date(due.getTime() + MINUTE))).toBe(1);
    expect(await runAt(new Date(due.getTime() + 2 * MINUTE))).toBe(0);
    const [received] = mailsTo(lead.email);
    const { mail } = received!;
    const request = (await requestOf(lead.id))!;
    const stopUrl = `http://127.0.0.1:3000/reviews/stop/${request.token}`;
    expect(mail.subject).toBe("Thank you for visiting us");
    expect(headerOf(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headerOf(mail, "list-unsubscribe")).toBe(`<${stopUrl}>`);
    expect(mail.messageId).toMatch(/^<review_request-[0-9a-f-]+@localhost>$/);
    expect(mail.text).toContain("Hi Ana,");
    expect(mail.text).not.toContain("Reyes");
    expect(mail.text).toContain(
      `Review us on Google: http://127.0.0.1:3000/r/${request.token}/google`,
    );
    expect(mail.text).toContain(`Review us on Yelp: http://127.0.0.1:3000/r/${request.token}/yelp`);
    expect(mail.text).toContain(stopUrl);
    expect(mail.html).toContain(`href="${stopUrl}"`);
    // No pixel: the HTML loads nothing.
    expect(mail.html).not.toMatch(/<img\b/i);

    const reminderAt = await reminderDue(lead.id);
    expect(await runAt(new Date(reminderAt.getTime() - 2 * MINUTE))).toBe(0);
    expect(await runAt(reminderAt)).toBe(1);
    expect(mailsTo(lead.email)).toHaveLength(2);
    const reminder = mailsTo(lead.email)[1]!.mail;
    expect(reminder.subject).toBe("Reminder: Thank you for visiting us");
    expect(headerOf(reminder, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(reminder.text).toContain("This is the last time we ask.");
    // Then nothing more, ever.
    expect(await runAt(new Date(reminderAt.getTime() + 60 * DAY))).toBe(0);
    expect(mailsTo(lead.email)).toHaveLength(2);
  });

  it("a click on a button goes to the review site, counts as opened and cancels the reminder", async () => {
    const lead = await consultation();
    const { request } = await requested(lead);
    const click = await fetch(`${app.url}/r/${request.token}/google`, { redirect: "manual" });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://reviews.example/google/serenitydayspa");
    expect(click.headers.get("cache-control")).toBe("no-store");
    const clicked = (await requestOf(lead.id))!;
    expect(clicked.clickedAt).toBeInstanceOf(Date);
    expect(clicked.clickedSite).toBe("google");

    expect(await runAt(await reminderDue(lead.id))).toBe(0);
    expect(mailsTo(lead.email)).toHaveLength(1);
    const reminder = await outboxOf(lead.id, "review_reminder");
    expect(reminder.status).toBe("skipped");
    expect(reminder.lastError).toBe("a button was opened");
  });

  it("an expired or unknown token records nothing and goes to our Reviews page", async () => {
    const lead = await consultation();
    await markCameIn(lead.id);
    const request = (await requestOf(lead.id))!;
    await db()
      .update(t.reviewRequest)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(t.reviewRequest.id, request.id));
    const late = await fetch(`${app.url}/r/${request.token}/yelp`, { redirect: "manual" });
    expect(late.status).toBe(302);
    expect(late.headers.get("location")).toBe("/reviews");
    expect((await requestOf(lead.id))!.clickedAt).toBeNull();
    const unknown = await fetch(`${app.url}/r/${"x".repeat(24)}/yelp`, { redirect: "manual" });
    expect(unknown.headers.get("location")).toBe("/reviews");
    const badSite = await fetch(`${app.url}/r/${request.token}/facebook`, { redirect: "manual" });
    expect(badSite.headers.get("location")).toBe("/reviews");
  });

  it("a one-click unsubscribe (RFC 8058) stops the reminder and every later request", async () => {
    const lead = await consultation();
    const { request } = await requested(lead);
    const stop = await fetch(`${app.url}/reviews/stop/${request.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(stop.status).toBe(200);
    const [kept] = await db()
      .select()
      .from(t.reviewStop)
      .where(eq(t.reviewStop.addressHash, request.addressHash));
    expect(kept).toBeDefined();

    expect(await runAt(await reminderDue(lead.id))).toBe(0);
    expect((await outboxOf(lead.id, "review_reminder")).lastError).toBe("the person asked to stop");
    // Long after the 180 days, through another form, the same address (other case): nothing.
    await db()
      .update(t.reviewRequest)
      .set({ visitedAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(t.reviewRequest.id, request.id));
    const again = await consultation({ kind: "consultation", email: lead.email.toUpperCase() });
    await markCameIn(again.id);
    expect(await requestOf(again.id)).toBeUndefined();
    expect(mailsTo(lead.email)).toHaveLength(1);
  });

  it("a one-click stop sent from a web mail's page (another site's Origin) still stops", async () => {
    const lead = await consultation();
    const { request } = await requested(lead);
    const post = (path: string) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://mail.example",
          "Sec-Fetch-Site": "cross-site",
          Cookie: owner.cookie,
        },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
    // The page's own script post (`.data`) keeps React Router's origin check: refused.
    expect((await post(`/reviews/stop/${request.token}.data`)).status).toBe(400);
    const stop = await post(`/reviews/stop/${request.token}`);
    expect(stop.status).toBe(200);
    expect(await stop.text()).toContain("will not ask you for a review again");
    const kept = await db()
      .select()
      .from(t.reviewStop)
      .where(eq(t.reviewStop.addressHash, request.addressHash));
    expect(kept).toHaveLength(1);
    expect(await runAt(await reminderDue(lead.id))).toBe(0);
  });

  it("the e-mail's visible link shows a page that changes nothing; its button stops", async () => {
    const lead = await consultation();
    const { request } = await requested(lead);
    const page = await fetch(`${app.url}/reviews/stop/${request.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("Stop review requests");
    expect(
      await db()
        .select()
        .from(t.reviewStop)
        .where(eq(t.reviewStop.addressHash, request.addressHash)),
    ).toHaveLength(0);

    const pressed = await fetch(`${app.url}/reviews/stop/${request.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain("will not ask you for a review again");
    expect(await runAt(await reminderDue(lead.id))).toBe(0);
    expect(mailsTo(lead.email)).toHaveLength(1);

    const unknown = await fetch(`${app.url}/reviews/stop/${"y".repeat(24)}`);
    expect(unknown.status).toBe(404);
  });

  it("asks a person at most once in 180 days, whatever form they came through", async () => {
    const email = `maria.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const first = await consultation({ email });
    await markCameIn(first.id);
    expect(await requestOf(first.id)).toBeDefined();
    const contact = await insertLead(db(), {
      kind: "contact",
      firstName: "Maria Lopez",
      email,
      phone: "7185550100",
      subject: "Hi",
      message: "Hello",
    });
    await markCameIn(contact.id);
    expect(await requestOf(contact.id)).toBeUndefined();

    // 181 days later, a new visit is asked again.
    await db()
      .update(t.reviewRequest)
      .set({ visitedAt: new Date(Date.now() - 181 * DAY) })
      .where(eq(t.reviewRequest.leadId, first.id));
    const later = await consultation({ email });
    await markCameIn(later.id);
    expect(await requestOf(later.id)).toBeDefined();
  });

  it("asks everyone who came in, whatever their status before; not job applicants", async () => {
    for (const status of ["new", "contacted", "booked", "not_interested"] as const) {
      const lead = await consultation({ status });
      await markCameIn(lead.id);
      expect(await requestOf(lead.id), status).toBeDefined();
    }
    const career = await insertLead(db(), {
      kind: "career",
      firstName: "Jo",
      lastName: "Kim",
      phone: "7185550101",
      email: "jo@example.com",
      message: "Hi",
    });
    await markCameIn(career.id);
    expect(await requestOf(career.id)).toBeUndefined();
  });

  it("queues nothing when the owner switched requests off, or without e-mail set up", async () => {
    const member = await signedInMember(bare, "staff");
    const lead = await insertLead(bare.database.db, {
      kind: "treatment",
      firstName: "Bo",
      lastName: "Li",
      phone: "7185550102",
      email: "bo@example.com",
    });
    const response = await staffBrowser(bare, member).post(`/staff/leads/${lead.id}`, {
      intent: "status",
      status: "came_in",
      version: "0",
    });
    expect(response.status).toBe(302);
    expect(await bare.database.db.select().from(t.reviewRequest)).toHaveLength(0);

    await db()
      .insert(t.ownerSetting)
      .values({ key: "review_requests", value: { ...DEFAULT_REVIEW_SETTINGS, enabled: false } });
    try {
      const off = await consultation();
      await markCameIn(off.id);
      expect(await requestOf(off.id)).toBeUndefined();
    } finally {
      await db().delete(t.ownerSetting).where(eq(t.ownerSetting.key, "review_requests"));
    }
  });

  it("erasing a person keeps only the stop", async () => {
    const lead = await consultation();
    const { request } = await requested(lead);
    await app.services.reviews.stop(request.token);
    await app.services.staff.person.erase({ kind: "email", email: lead.email }, owner.userId);
    expect(await requestOf(lead.id)).toBeUndefined();
    expect(
      await db().select().from(t.mailOutbox).where(eq(t.mailOutbox.leadId, lead.id)),
    ).toHaveLength(0);
    const stops = await db()
      .select()
      .from(t.reviewStop)
      .where(eq(t.reviewStop.addressHash, request.addressHash));
    expect(stops).toHaveLength(1);
  });

  it("the retention rule's anonymizing takes the request (hash, token) with the personal fields", async () => {
    const old = new Date(Date.now() - 5 * 365 * DAY);
    const lead = await consultation({ createdAt: old });
    await markCameIn(lead.id);
    expect(await requestOf(lead.id)).toBeDefined();
    // The visit was the lead's last activity, long ago.
    await db().update(t.staffEvent).set({ at: old }).where(eq(t.staffEvent.leadId, lead.id));
    const outcome = await applyRetention(db(), new Date(), { force: true });
    expect(outcome.anonymised).toBeGreaterThanOrEqual(1);
    expect(await requestOf(lead.id)).toBeUndefined();
  });

  it("the owner's page: figures, links and previews; settings saved without JavaScript apply to the next visit", async () => {
    const lead = await consultation();
    await requested(lead);
    const browser = staffBrowser(app, owner);
    const page = await browser.page("/staff/reviews");
    expect(page).toContain("Review requests");
    // This week: one request sent by the test above.
    expect(page).toMatch(/This week<\/th><td data-label="Requests sent">\d+<\/td>/);
    expect(page).toContain("https://reviews.example/google/serenitydayspa");
    expect(page).toContain("Hi Ana,");
    expect(page).toContain("Reminder: Thank you for visiting us");
    // The reminder of the request just sent waits for its day.
    expect(page).toContain("1 e-mail is waiting to be sent.");
    expect(renderedFields(page, "reviews-form").map(([name]) => name)).toEqual([
      "landing",
      "csrfToken",
      "intent",
      "enabled",
      "delayDays",
      "sendHour",
      "reminderDays",
      "subject",
      "message",
      "reminderMessage",
    ]);
    // Staff who are not owners cannot open it.
    const asStaff = await fetch(`${app.url}/staff/reviews`, { headers: { Cookie: staff.cookie } });
    expect(asStaff.status).toBe(403);

    const fields = renderedFields(page, "reviews-form");
    const refused = await browser.post(
      "/staff/reviews",
      withFields(fields, { subject: "  ", sendHour: "3" }),
    );
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Write the subject.");
    expect(refusedHtml).toContain("Choose an hour between 9 and 19.");
    expect(
      await db().select().from(t.ownerSetting).where(eq(t.ownerSetting.key, "review_requests")),
    ).toHaveLength(0);

    const saved = await browser.post(
      "/staff/reviews",
      withFields(fields, { delayDays: "2", sendHour: "14", subject: "A note from the spa" }),
    );
    expect(saved.status).toBe(302);
    expect(noticeOf(saved)?.text).toContain("Saved.");
    try {
      const next = await consultation();
      await markCameIn(next.id);
      const request = (await requestOf(next.id))!;
      const due = (await outboxOf(next.id, "review_request")).nextAttemptAt;
      expect(spaHour(due)).toBe(14);
      expect(due.getTime() - request.visitedAt.getTime()).toBeGreaterThan(DAY);
      await runAt(new Date(due.getTime() + MINUTE));
      expect(mailsTo(next.email)[0]?.mail.subject).toBe("A note from the spa");
    } finally {
      await db().delete(t.ownerSetting).where(eq(t.ownerSetting.key, "review_requests"));
    }
  });

  it("the public Reviews page links to the same review sites", async () => {
    const html = await (await fetch(`${app.url}/reviews`)).text();
    expect(html).toContain("Write a review");
    expect(html).toContain('href="https://reviews.example/google/serenitydayspa"');
    expect(html).toContain(
      'href="https://yelp.example/biz/serenity-day-spa-and-med-spa-staten-island"',
    );
  });

  it.runIf(backend === "postgres")(
    "two app servers' workers at the due time send the request once",
    async () => {
      const lead = await consultation();
      await markCameIn(lead.id);
      const due = new Date(
        (await outboxOf(lead.id, "review_request")).nextAttemptAt.getTime() + MINUTE,
      );
      const database = await openDatabase({ databaseUrl: app.config.DATABASE_URL });
      try {
        const services = await createServices(app.config, createLogger("silent"), database);
        const second = { ...app, database, services } as TestApp;
        const sent = await Promise.all([
          runAt(due),
          runAt(due, second),
          runAt(due),
          runAt(due, second),
        ]);
        expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
        expect(mailsTo(lead.email)).toHaveLength(1);
      } finally {
        await database.close();
      }
    },
  );
});
