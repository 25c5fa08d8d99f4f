/**
 * Answering a lead from its page (issue 19), through the pages' forms as a browser without
 * JavaScript posts them, on the embedded database and on PostgreSQL: an e-mail reply from a
 * template reaches a real SMTP server once (To the lead, Reply-To the salon, placeholders filled)
 * and shows in the history with its delivery; calls and texts are logged; the first response is
 * recorded once; refusals keep what was typed and store nothing; the owner's templates page;
 * replies go with the lead (delete, erasure, retention).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { startOutboxWorker, type OutboxWorker } from "~/server/mail/outbox.server";
import { applyRetention } from "~/server/staff/privacy/retention.server";
import { renderedFields, staffBrowser, withFields } from "../support/rendered-form";
import { TestSmtp } from "../support/smtp";
import { MAIL_NOT_SET_UP, WHO_SETS_UP_MAIL } from "~/routes/staff/shared/mail-setup";
import {
  insertLead,
  insertConsultation,
  noticeOf,
  signedInMember,
  memberForBlock,
} from "../support/staff";
import { oneBackend, logCapture, testAppForBlock, type TestApp } from "../support/test-app";
import { sleep, waitFor } from "../support/wait";

const decode = (html: string) =>
  html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The history section of a lead's page, as text. */
function historyOf(html: string) {
  const start = html.indexOf('id="history-heading"');
  const section = html.slice(start, html.indexOf("</section>", start));
  const text = section
    .split("<")
    .map((part) => part.slice(part.indexOf(">") + 1))
    .join(" ");
  return decode(text).replace(/\s+/g, " ").trim();
}

describe.each(oneBackend)("replying to a lead on %s", (backend) => {
  const smtp = new TestSmtp();
  const log = logCapture();
  let worker: OutboxWorker;
  const db = () => app.database.db;

  const consultation = insertConsultation;

  const leadRow = async (id: string) => {
    const [row] = await db().select().from(t.lead).where(eq(t.lead.id, id));
    return row!;
  };
  const replyCount = async (target: TestApp = app) =>
    (await target.database.db.select({ n: count() }).from(t.leadReply))[0]!.n;
  const mailsTo = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));

  const app = testAppForBlock(backend, {
    mail: smtp,
    env: { LOG_LEVEL: "debug" },
    log,
    pages: true,
  });
  const bare = testAppForBlock(backend, { pages: true });
  beforeAll(() => {
    const mail = app.services.mail!;
    // As server.ts runs it: woken by the action's commit, polling for the rest.
    worker = startOutboxWorker({
      db: db(),
      logger: app.services.logger,
      ...mail,
      signal: app.services.outbox.signal,
      deliveries: app.services.outbox.deliveries,
      pollMs: 500,
    });
  });
  afterAll(() => worker?.stop());
  const owner = memberForBlock(app, "owner");
  const staff = memberForBlock(app, "staff");
  beforeEach(() => {
    smtp.received = [];
  });

  it("sends a reply from a template: one e-mail, filled in, To the lead, Reply-To the salon", async () => {
    const lead = await consultation(app);
    const browser = staffBrowser(app, staff);
    const page = await browser.page(`/staff/leads/${lead.id}`);
    // The first template, filled with the lead's values.
    const fields = renderedFields(page, "lead-reply-form");
    const subject = fields.find(([name]) => name === "subject")?.[1];
    const body = fields.find(([name]) => name === "body")?.[1] ?? "";
    expect(subject).toBe("Your free consultation at Serenity Day Spa & Med Spa");
    expect(body).toContain("Hi Ana,");
    expect(body).toContain("interest in IPL therapy");
    // No booking portal configured: the spa's phone instead.
    expect(body).toContain("You can choose a time here: (718) 555-0142");
    expect(body).not.toMatch(/[{}]/);
    expect(page).toContain(`href="tel:+17185550123"`);
    expect(page).toContain(`href="sms:+17185550123"`);

    const sent = await browser.post(`/staff/leads/${lead.id}`, fields);
    expect(sent.status).toBe(302);
    // Back at the reply form, where its notice is drawn (decision 0046).
    expect(sent.headers.get("location")).toBe(`/staff/leads/${lead.id}#part-reply`);
    expect(noticeOf(sent)?.text).toContain("Your reply is on its way");

    await waitFor(() => mailsTo(lead.email).length > 0);
    const [received] = mailsTo(lead.email);
    expect(received!.envelopeTo).toEqual([lead.email]);
    const { mail } = received!;
    expect(mail.to).toMatchObject({ value: [{ address: lead.email }] });
    expect(mail.from).toMatchObject({ value: [{ address: "no-reply@localhost" }] });
    expect(mail.replyTo).toMatchObject({
      value: [{ address: "frontdesk@serenitydayspa.example" }],
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text?.trim()).toBe(body.trim());
    expect(mail.html).toContain("Hi Ana,");
    expect(mail.messageId).toMatch(/^<reply-[0-9a-f-]+@localhost>$/);

    // The history says who sent what and that it was sent.
    const [outbox] = await waitFor(async () => {
      const rows = await db()
        .select()
        .from(t.mailOutbox)
        .where(and(eq(t.mailOutbox.leadId, lead.id), eq(t.mailOutbox.status, "sent")));
      return rows.length ? rows : undefined;
    });
    expect(outbox).toMatchObject({ purpose: "reply", leadId: lead.id });
    const history = historyOf(await browser.page(`/staff/leads/${lead.id}`));
    expect(history).toContain(`${staff.email} sent an e-mail reply`);
    expect(history).toContain(`“ ${subject} ” Sent`);
    expect(history).toContain("Show the message Hi Ana,");
    // The event names the reply only; the text is in lead_reply alone.
    const [event] = await db()
      .select()
      .from(t.staffEvent)
      .where(and(eq(t.staffEvent.leadId, lead.id), eq(t.staffEvent.action, "reply_sent")));
    expect(event?.note).toBeNull();
    expect(event?.detail).toMatch(/^[0-9a-f-]{36}$/);

    // The first response, once: a second reply does not move it.
    const first = await leadRow(lead.id);
    expect(first.firstResponseChannel).toBe("email");
    expect(first.firstResponseAt).toBeInstanceOf(Date);
    const again = await browser.post(
      `/staff/leads/${lead.id}`,
      withFields(fields, { subject: "One more thing", body: "We open at 10." }),
    );
    expect(again.status).toBe(302);
    await waitFor(() => mailsTo(lead.email).length === 2);
    expect(mailsTo(lead.email)[1]!.mail.subject).toBe("One more thing");
    const later = await leadRow(lead.id);
    expect(later.firstResponseAt?.getTime()).toBe(first.firstResponseAt?.getTime());
    expect(later.firstResponseChannel).toBe("email");
    await sleep(300);
    expect(mailsTo(lead.email)).toHaveLength(2);
  });

  it("starts from the template the page's link chose, and from the job one for an application", async () => {
    const lead = await consultation(app, { kind: "consultation", treatment: null });
    const browser = staffBrowser(app, staff);
    const page = await browser.page(`/staff/leads/${lead.id}?template=2`);
    const fields = renderedFields(page, "lead-reply-form");
    expect(fields.find(([name]) => name === "subject")?.[1]).toBe(
      "Your message to Serenity Day Spa & Med Spa",
    );
    expect(page).toContain('aria-pressed="true"');
    // A template number out of range: the first one.
    const first = renderedFields(
      await browser.page(`/staff/leads/${lead.id}?template=99`),
      "lead-reply-form",
    );
    expect(first.find(([name]) => name === "body")?.[1]).toContain("interest in tattoo removal");

    const application = await insertLead(db(), {
      kind: "career",
      firstName: "http://evil.example",
      lastName: "Jobs",
      email: "jobs@example.com",
      phone: "(347) 555-0111",
      message: "Hire me",
      sourcePage: "/career",
    });
    const job = renderedFields(
      await browser.page(`/staff/leads/${application.id}`),
      "lead-reply-form",
    );
    expect(job.find(([name]) => name === "subject")?.[1]).toBe(
      "Your application to Serenity Day Spa & Med Spa",
    );
    // A "first name" that is no name is never put into an e-mail.
    expect(job.find(([name]) => name === "body")?.[1]).toMatch(/^Hi there,/);
  });

  it("a template tapped without JavaScript keeps a typed reply until she says replace (item 5)", async () => {
    const lead = await consultation(app);
    const browser = staffBrowser(app, staff);
    const page = `/staff/leads/${lead.id}`;
    const shown = Object.fromEntries(renderedFields(await browser.page(page), "lead-reply-form"));
    const before = await replyCount();
    const typed = { subject: shown.subject!, body: "Saturday at 10 works, <see you> then." };
    // The template button posts the reply form with what is typed: kept, and she is asked.
    const asked = await browser.post(page, {
      intent: "reply",
      shown: "0",
      template: "2",
      ...typed,
    });
    expect(asked.status).toBe(200);
    const askedHtml = await asked.text();
    expect(askedHtml).toContain("Saturday at 10 works, &lt;see you&gt; then.</textarea>");
    expect(askedHtml).toContain("Replace what you typed with the template");
    expect(askedHtml).toMatch(
      /<button type="submit" form="lead-reply-form" value="2"[^>]*name="replace"/,
    );
    // "Yes, replace it": the template's text.
    const replaced = await browser.post(page, {
      intent: "reply",
      shown: "0",
      replace: "2",
      ...typed,
    });
    const fields = Object.fromEntries(renderedFields(await replaced.text(), "lead-reply-form"));
    expect(fields.subject).toBe("Your message to Serenity Day Spa & Med Spa");
    // An untouched box takes the template at once; nothing is ever sent by a template button.
    const untouched = await browser.post(page, {
      intent: "reply",
      shown: "0",
      template: "2",
      subject: shown.subject!,
      body: shown.body!,
    });
    const html = await untouched.text();
    expect(html).not.toContain("Replace what you typed");
    expect(Object.fromEntries(renderedFields(html, "lead-reply-form")).subject).toBe(
      "Your message to Serenity Day Spa & Med Spa",
    );
    expect(await replyCount()).toBe(before);
  });

  it("logs a call and a text in one tap each, the first of them as the first response", async () => {
    const lead = await consultation(app);
    const browser = staffBrowser(app, staff);
    const text = await browser.post(`/staff/leads/${lead.id}`, { intent: "log-text" });
    expect(text.status).toBe(302);
    expect(noticeOf(text)?.text).toBe("Text logged.");
    const call = await browser.post(`/staff/leads/${lead.id}`, { intent: "log-call" });
    expect(call.status).toBe(302);
    expect(noticeOf(call)?.text).toBe("Call logged.");
    const row = await leadRow(lead.id);
    expect(row.firstResponseChannel).toBe("text");
    // Answered, so no longer New (nor overdue): Contacted, once, in the history as a status change.
    expect(row.status).toBe("contacted");
    expect(row.version).toBe(1);
    const history = historyOf(await browser.page(`/staff/leads/${lead.id}`));
    expect(history.match(/changed the status from New to Contacted/g)).toHaveLength(1);
    expect(history).toContain(`${staff.email} called them`);
    expect(history).toContain(`${staff.email} texted them`);
    expect(history.indexOf("called them")).toBeLessThan(history.indexOf("texted them"));
    // Unknown lead: 404, nothing logged.
    const unknown = await browser.post("/staff/leads/5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11", {
      intent: "log-call",
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses a reply without a subject (400), keeping what was typed, storing nothing", async () => {
    const lead = await consultation(app);
    const browser = staffBrowser(app, staff);
    const before = await replyCount();
    const answer = await browser.post(`/staff/leads/${lead.id}`, {
      intent: "reply",
      subject: "  ",
      body: "My own words, <kept> as typed",
    });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('id="reply-subject-error"');
    expect(html).toContain("Write a subject");
    expect(html).toContain("My own words, &lt;kept&gt; as typed</textarea>");
    expect(await replyCount()).toBe(before);
    expect((await leadRow(lead.id)).firstResponseAt).toBeNull();
    // Over-long text is refused before anything else runs.
    const long = await browser.post(`/staff/leads/${lead.id}`, {
      intent: "reply",
      subject: "Hi",
      body: "x".repeat(5001),
    });
    expect(long.status).toBe(400);
    expect(await replyCount()).toBe(before);
  });

  it("refuses a reply from another site, without the token or signed out", async () => {
    const lead = await consultation(app);
    const before = await replyCount();
    const fields = { intent: "reply", subject: "Hi", body: "Hello" };
    const post = (headers: Record<string, string>, token = staff.csrfToken) =>
      fetch(`${app.url}/staff/leads/${lead.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ csrfToken: token, ...fields }),
      });
    expect((await post({ ...staff.headers, Origin: "https://evil.example" })).status).toBe(400);
    expect((await post(staff.headers, "")).status).toBe(403);
    // Another token, or no session: kept to be sent on after signing in again (decision 0045),
    // never sent now.
    const forged = await post(staff.headers, "forged");
    expect(forged.status).toBe(303);
    expect(forged.headers.get("location")).toBe("/staff/sign-in?next=%2Fstaff%2Fkept");
    const signedOut = await post({ Origin: app.url });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/staff\/sign-in/);
    expect(await replyCount()).toBe(before);
  });

  it("says politely that e-mail is not set up when there is no SMTP, and keeps the text", async () => {
    const lead = await consultation(bare);
    const member = await signedInMember(bare, "staff");
    const browser = staffBrowser(bare, member);
    const page = await browser.page(`/staff/leads/${lead.id}`);
    expect(decode(page)).toContain(MAIL_NOT_SET_UP);
    expect(decode(page)).toContain("replies cannot be sent from here");
    expect(decode(page)).toContain(WHO_SETS_UP_MAIL);
    expect(page).toContain(`href="mailto:${lead.email}?subject=`);
    expect(page).not.toContain('id="lead-reply-form"');
    const answer = await browser.post(`/staff/leads/${lead.id}`, {
      intent: "reply",
      subject: "Hello",
      body: "Typed before the page changed",
    });
    expect(answer.status).toBe(503);
    const refused = decode(await answer.text());
    expect(refused).toContain("write to them from your own e-mail instead");
    expect(refused).toContain("Typed before the page changed</textarea>");
    expect(await replyCount(bare)).toBe(0);
  });

  it("cannot reply to an anonymized lead (no address)", async () => {
    const lead = await consultation(app, { email: "", firstName: "", lastName: "" });
    const browser = staffBrowser(app, staff);
    const page = await browser.page(`/staff/leads/${lead.id}`);
    expect(page).toContain("This lead has no e-mail address");
    const answer = await browser.post(`/staff/leads/${lead.id}`, {
      intent: "reply",
      subject: "Hello",
      body: "Hi",
    });
    expect(answer.status).toBe(409);
    const rows = await db().select().from(t.leadReply).where(eq(t.leadReply.leadId, lead.id));
    expect(rows).toHaveLength(0);
  });

  describe("replies are the lead's personal data", () => {
    /** A lead with one reply (sent) through the page's form; returns the lead. */
    async function repliedLead(values: Partial<typeof t.lead.$inferInsert> = {}) {
      const lead = await consultation(app, values);
      const browser = staffBrowser(app, staff);
      const sent = await browser.post(`/staff/leads/${lead.id}`, {
        intent: "reply",
        subject: "About your visit",
        body: "Private words for the person",
      });
      expect(sent.status).toBe(302);
      await waitFor(() => mailsTo(lead.email).length > 0);
      return lead;
    }
    const repliesOf = (leadId: string) =>
      db().select().from(t.leadReply).where(eq(t.leadReply.leadId, leadId));
    const outboxOf = (leadId: string) =>
      db().select().from(t.mailOutbox).where(eq(t.mailOutbox.leadId, leadId));

    it("are deleted with the lead", async () => {
      const lead = await repliedLead();
      const deleted = await staffBrowser(app, owner).post(`/staff/leads/${lead.id}`, {
        intent: "delete",
        confirm: "yes",
      });
      expect(deleted.status).toBe(302);
      expect(await repliesOf(lead.id)).toHaveLength(0);
      expect(await outboxOf(lead.id)).toHaveLength(0);
    });

    it("are in the person's download and go with the erasure", async () => {
      const lead = await repliedLead();
      const key = { kind: "email", email: lead.email } as const;
      const person = app.services.staff.person;
      const exported = await person.export(key, owner.userId);
      expect(exported.summary.replies).toBe(1);
      expect(exported.document.emailReplies).toEqual([
        expect.objectContaining({
          subject: "About your visit",
          body: "Private words for the person",
        }),
      ]);
      const erased = await person.erase(key, owner.userId);
      expect(erased.replies).toBe(1);
      expect(await repliesOf(lead.id)).toHaveLength(0);
      expect(await outboxOf(lead.id)).toHaveLength(0);
    });

    it("are deleted when the retention rule anonymizes the lead", async () => {
      const old = new Date(Date.now() - 5 * 365 * 24 * 3_600_000);
      const lead = await repliedLead({ createdAt: old });
      // The reply was the lead's last activity, long ago.
      await db().update(t.staffEvent).set({ at: old }).where(eq(t.staffEvent.leadId, lead.id));
      const outcome = await applyRetention(db(), new Date(), { force: true });
      expect(outcome.anonymised).toBeGreaterThanOrEqual(1);
      expect((await leadRow(lead.id)).email).toBe("");
      expect(await repliesOf(lead.id)).toHaveLength(0);
      expect(await outboxOf(lead.id)).toHaveLength(0);
      // The history keeps that a reply was sent, without its words.
      const history = historyOf(await staffBrowser(app, staff).page(`/staff/leads/${lead.id}`));
      expect(history).toContain("sent an e-mail reply");
      expect(history).not.toContain("About your visit");
    });
  });

  describe("the owner's templates page", () => {
    const HERE = "/staff/reply-templates";

    it("is for owners: staff are refused, reading and posting", async () => {
      const page = await fetch(`${app.url}${HERE}`, { headers: { Cookie: staff.cookie } });
      expect(page.status).toBe(403);
      const post = await staffBrowser(app, staff).post(HERE, {
        intent: "add",
        name: "X",
        subject: "Y",
        body: "Z",
      });
      expect(post.status).toBe(403);
    });

    it("saves an edited template, posted as rendered, and the lead page starts from it", async () => {
      const browser = staffBrowser(app, owner);
      const page = await browser.page(HERE);
      expect(page).toContain("{first name}");
      const fields = renderedFields(page, "template-0");
      const saved = await browser.post(
        HERE,
        withFields(fields, { subject: "Hello {first name} from {salon name}" }),
      );
      expect(saved.status).toBe(302);
      expect(noticeOf(saved)?.text).toBe(
        `Template "Thanks, let's book your free consultation" saved.`,
      );
      const lead = await consultation(app);
      const reply = renderedFields(
        await staffBrowser(app, staff).page(`/staff/leads/${lead.id}`),
        "lead-reply-form",
      );
      expect(reply.find(([name]) => name === "subject")?.[1]).toBe(
        "Hello Ana from Serenity Day Spa & Med Spa",
      );
    });

    it("adds one and removes one only once confirmed; refusals keep the typed text", async () => {
      const browser = staffBrowser(app, owner);
      let page = await browser.page(HERE);
      const refused = await browser.post(
        HERE,
        withFields(renderedFields(page, "template-new"), {
          name: "Gift cards",
          subject: "",
          body: "Our gift cards never expire.",
        }),
      );
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain('id="template-new-subject-error"');
      expect(html).toContain("Our gift cards never expire.</textarea>");

      const added = await browser.post(
        HERE,
        withFields(renderedFields(page, "template-new"), {
          name: "Gift cards",
          subject: "Gift cards at {salon name}",
          body: "Our gift cards never expire.",
        }),
      );
      expect(added.status).toBe(302);
      expect(noticeOf(added)?.text).toBe(`Template "Gift cards" added.`);
      // The page that added it is now stale: its forms are refused, text kept.
      const stale = await browser.post(
        HERE,
        withFields(renderedFields(page, "template-1"), { subject: "Changed" }),
      );
      expect(stale.status).toBe(409);
      expect(await stale.text()).toContain('value="Changed"');

      page = await browser.page(HERE);
      expect(page).toContain('id="template-3"');
      const fingerprint = renderedFields(page, "template-3").find(
        ([name]) => name === "fingerprint",
      )![1];
      const remove = { intent: "remove", index: "3", fingerprint };
      expect((await browser.post(HERE, remove)).status).toBe(400);
      const removed = await browser.post(HERE, { ...remove, confirm: "yes" });
      expect(removed.status).toBe(302);
      expect(noticeOf(removed)?.text).toBe(`Template "Gift cards" removed.`);
      expect(await browser.page(HERE)).not.toContain('id="template-3"');
    });
  });

  it("writes no reply text or address to the log", () => {
    expect(log.text).not.toContain("Private words for the person");
    expect(log.text).not.toContain("My own words");
    expect(log.text).not.toMatch(/ana\.[a-z0-9]+@example\.com/);
  });
});
