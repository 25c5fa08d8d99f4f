/**
 * The visitor's acknowledgement (issue 19): each accepted form sends one e-mail to the address
 * the visitor typed, through the outbox and a real SMTP server; at most one per address per 24
 * hours; nothing for a refused post; no visitor-written text but a first name that looks like one.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import * as t from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { createServices } from "~/server/services.server";
import { startOutboxWorker, type OutboxWorker } from "~/server/mail/outbox.server";
import { VISITOR_ACKNOWLEDGEMENT } from "~/server/mail/acknowledgement.server";
import { writeOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import { DEFAULT_VISITOR_ACKNOWLEDGEMENT } from "~/routes/staff/visitor-email/visitor-email-form";
import { formatDay, WEEKDAYS } from "~/lib/display/opening-hours";
import { spaWeekday } from "~/lib/leads/acknowledgement";
import { TREATMENT_OPTIONS } from "~/lib/forms/schemas";
import type { SiteSalon } from "~/lib/api/types";
import { TestSmtp, type Received } from "../support/smtp";
import {
  backends,
  leadRowCounts,
  postJson,
  solveCaptcha,
  testAppForBlock,
} from "../support/test-app";
import { fixture, uploadResume } from "../support/uploads";
import { createAccount } from "../support/staff";

const unique = () => randomUUID().slice(0, 8);

describe.each(backends)("the visitor's acknowledgement on %s", (backend) => {
  const smtp = new TestSmtp();
  let salon: SiteSalon;
  const workers: OutboxWorker[] = [];

  const worker = (deliveries = app.services.outbox.deliveries, db = app.database.db) => {
    const mail = app.services.mail!;
    const w = startOutboxWorker({
      db,
      logger: app.services.logger,
      ...mail,
      deliveries,
      autoRun: false,
    });
    workers.push(w);
    return w;
  };

  /** Runs rounds until the outbox has nothing due. */
  const drain = async (w = worker()) => {
    while ((await w.runOnce()) > 0);
  };

  const acknowledgementsTo = (address: string) =>
    smtp.received.filter(
      (r) => r.envelopeTo.includes(address) && r.mail.subject?.startsWith("We received"),
    );
  const notificationsAbout = (address: string) =>
    smtp.received.filter(
      (r) =>
        r.envelopeTo.includes("leads@serenitydayspa.example") &&
        r.mail.replyTo?.value[0]?.address === address,
    );

  const upload = async () => (await uploadResume(app, fixture("resume.pdf"), "My CV.pdf")).json.url;

  /** Each lead form's endpoint and a valid body for it, with this first name and address. */
  const FORMS = {
    contact: async (first: string, email: string) => ({
      path: "/api/contactdata",
      body: {
        name: `${first} Rivera-Secret`,
        email,
        phone: "(718) 555-0100",
        subject: "Subject nobody else should read",
        message: "Visit https://spam.example/offer for a prize",
      },
    }),
    career: async (first: string, email: string) => ({
      path: "/api/careerdata",
      body: {
        firstName: first,
        lastName: "Lee-Secret",
        phone: "(347) 555-0199",
        email,
        message: "Visit https://spam.example/offer for a prize",
        url: await upload(),
      },
    }),
    treatment: async (first: string, email: string) => ({
      path: "/api/LadingFormdata",
      body: {
        firstName: first,
        lastName: "Ortiz-Secret",
        phone: "7185550123",
        email,
        treatment: TREATMENT_OPTIONS[0]!.value,
      },
    }),
    consultation: async (first: string, email: string) => ({
      path: "/api/LadingFormdataConsultation",
      body: { firstName: first, lastName: "Ortiz-Secret", phone: "7185550123", email },
    }),
    consultation_ipl: async (first: string, email: string) => ({
      path: "/api/LadingFormdataConsultationIPL",
      body: { firstName: first, lastName: "Ortiz-Secret", phone: "7185550123", email },
    }),
  } as const;
  type FormName = keyof typeof FORMS;

  const send = async (
    form: FormName,
    first: string,
    email: string,
    extra: Record<string, string> = {},
  ) => {
    const { path: endpoint, body } = await FORMS[form](first, email);
    const captcha = extra.captcha ?? (await solveCaptcha(app.url));
    return postJson(`${app.url}${endpoint}`, { ...body, captcha, ...extra });
  };

  const outboxCount = async (purpose: "notify" | "acknowledge") => {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.purpose, purpose));
    return row?.n ?? 0;
  };

  /** The secret-bearing parts a visitor wrote besides a first name. */
  const SECRETS = ["Rivera-Secret", "Lee-Secret", "Ortiz-Secret", "spam.example", "Subject nobody"];
  const expectNoVisitorText = (received: Received) => {
    for (const secret of SECRETS) {
      expect(received.mail.text).not.toContain(secret);
      expect(received.mail.html || "").not.toContain(secret);
      expect(received.mail.subject).not.toContain(secret);
    }
  };

  const app = testAppForBlock(backend, { mail: smtp });
  beforeAll(async () => {
    salon = await app.services.content.getSalon();
  });
  beforeEach(() => {
    smtp.received = [];
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await writeOwnerSetting(
      app.database.db,
      VISITOR_ACKNOWLEDGEMENT,
      DEFAULT_VISITOR_ACKNOWLEDGEMENT,
      null,
    );
  });

  it.each(Object.keys(FORMS) as FormName[])(
    "a %s form sends exactly one acknowledgement to the typed address",
    async (form) => {
      const email = `visitor-${form}-${unique()}@example.com`;
      const answer = await send(form, "Ana", email);
      expect(answer.status).toBe(200);
      const [row] = await app.database.db
        .select()
        .from(t.mailOutbox)
        .where(and(eq(t.mailOutbox.purpose, "acknowledge"), eq(t.mailOutbox.status, "pending")));
      expect(row).toBeDefined();
      await drain();

      const acks = acknowledgementsTo(email);
      expect(acks).toHaveLength(1);
      expect(notificationsAbout(email)).toHaveLength(1);
      const { mail, envelopeTo } = acks[0]!;
      const info = salon.salon_info;
      expect(envelopeTo).toEqual([email]);
      expect(mail.to).toMatchObject({ value: [{ address: email }] });
      expect(mail.from).toMatchObject({ value: [{ address: "no-reply@localhost" }] });
      expect(mail.replyTo).toMatchObject({ value: [{ address: info.salon_email_id }] });
      expect(mail.messageId).toBe(`<acknowledge-${row!.id}@localhost>`);
      expect(mail.subject).toBe(
        `We received your ${form === "career" ? "application" : "request"} - ${info.salon_name}`,
      );
      // Text and HTML parts, each with the greeting, the phone, and the days ahead.
      expect(mail.text).toMatch(/^Hello Ana,/);
      expect(mail.html).toContain("Hello Ana,");
      for (const part of [mail.text!, mail.html as string]) {
        expect(part).toContain(info.salon_contact_no);
        expect(part).toContain("What happens next");
        expect(part).toContain("Today");
        expect(part).toContain("Tomorrow");
        expect(part).toContain(info.salon_address);
        expect(part).toContain("Thank you for getting in touch");
        expect(part).not.toContain("Book an appointment online");
      }
      const today = spaWeekday(new Date());
      const todayHours = formatDay(info.config.opening_hours[today]);
      expect(mail.text).toMatch(new RegExp(`Today:\\s+${todayHours.replace(/[()]/g, "\\$&")}`));
      const later = WEEKDAYS[(WEEKDAYS.indexOf(today) + 3) % 7]!;
      expect(mail.text).toContain(later[0]!.toUpperCase() + later.slice(1));
      expect(mail.html).toMatch(/href="tel:\+1\d{10}"/);
      // Readable at 375 px: one column, at most 600 px wide, 16 px text, no images.
      expect(mail.html).toContain('name="viewport"');
      expect(mail.html).toContain("max-width:600px");
      expect(mail.html).toContain("font-size:16px");
      expect(mail.html).not.toContain("<img");
      expectNoVisitorText(acks[0]!);
      const [sent] = await app.database.db
        .select()
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.id, row!.id));
      expect(sent).toMatchObject({ status: "sent", attempts: 1 });
    },
  );

  it("sends no second acknowledgement to the same address within 24 hours", async () => {
    const email = `Repeat.Visitor-${unique()}@Example.com`;
    expect((await send("consultation", "Sam", email)).status).toBe(200);
    // The same address, otherwise written: a different case, spaces around it.
    const again = `  ${email.toLowerCase()}  `;
    expect((await send("contact", "Sam", again)).status).toBe(200);
    expect((await send("career", "Sam", email.toUpperCase())).status).toBe(200);
    await drain();
    const all = smtp.received.filter((r) =>
      r.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase()),
    );
    expect(all).toHaveLength(1);
    // The salon hears of all three.
    const salonMails = smtp.received.filter(
      (r) => r.mail.replyTo?.value[0]?.address?.toLowerCase() === email.toLowerCase(),
    );
    expect(salonMails).toHaveLength(3);

    // A day later the address may get one again (the mark is renewed, not added to).
    const hash = (await app.database.db.select().from(t.acknowledgementMark)).length;
    await app.database.db
      .update(t.acknowledgementMark)
      .set({ sentAt: new Date(Date.now() - 25 * 3600_000) });
    expect((await send("consultation", "Sam", email)).status).toBe(200);
    await drain();
    const acks = smtp.received.filter(
      (r) =>
        r.envelopeTo.some((to) => to.toLowerCase() === email.toLowerCase()) &&
        r.mail.subject?.startsWith("We received"),
    );
    expect(acks).toHaveLength(2);
    expect((await app.database.db.select().from(t.acknowledgementMark)).length).toBe(hash);
  });

  it("deletes marks older than two days as new leads come in", async () => {
    await app.database.db
      .insert(t.acknowledgementMark)
      .values({ addressHash: `old-${unique()}`, sentAt: new Date(Date.now() - 3 * 86_400_000) });
    expect((await send("consultation", "Ana", `prune-${unique()}@example.com`)).status).toBe(200);
    await drain();
    const rows = await app.database.db.select().from(t.acknowledgementMark);
    expect(rows.filter((row) => row.addressHash.startsWith("old-"))).toHaveLength(0);
  });

  it("sends nothing, and stores nothing, for refused posts", async () => {
    const before = await leadRowCounts(app);
    const acks = await outboxCount("acknowledge");
    const notifies = await outboxCount("notify");
    const email = `refused-${unique()}@example.com`;

    // A wrong captcha, a filled honeypot (answered as a success), invalid fields.
    expect((await send("contact", "Ana", email, { captcha: "bm90IGEgY2FwdGNoYQ==" })).status).toBe(
      400,
    );
    expect(
      (await send("consultation", "Ana", email, { website: "http://bot.example" })).status,
    ).toBe(200);
    const invalid = await send("consultation", "Ana", email, { phone: "call me maybe" });
    expect(invalid.status).toBe(400);
    expect((await send("contact", "Ana", "not-an-address")).status).toBe(400);
    expect(await leadRowCounts(app)).toEqual(before);
    expect(await outboxCount("acknowledge")).toBe(acks);
    expect(await outboxCount("notify")).toBe(notifies);
    await drain();
    expect(smtp.received).toHaveLength(0);

    // A replayed captcha: the first post is stored (one acknowledgement), the replay is not.
    const captcha = await solveCaptcha(app.url);
    expect((await send("consultation", "Ana", email, { captcha })).status).toBe(200);
    const other = `replay-${unique()}@example.com`;
    expect((await send("consultation", "Ana", other, { captcha })).status).toBe(400);
    await drain();
    expect(acknowledgementsTo(email)).toHaveLength(1);
    expect(smtp.received.filter((r) => r.envelopeTo.includes(other))).toHaveLength(0);
    expect(await outboxCount("acknowledge")).toBe(acks + 1);
  });

  it.each([
    ["a link", "https://spam.example"],
    ["a bare web address", "www.spam.example"],
    ["markup", "<b>Bob</b>"],
    ["a long sentence", "Claim your free prize now at our store"],
    ["digits", "Bob2000"],
  ])("leaves a first name with %s out of the mail", async (_what, first) => {
    for (const form of ["consultation", "contact"] as const) {
      const email = `odd-name-${form}-${unique()}@example.com`;
      const answer = await send(form, first, email);
      expect(answer.status).toBe(200);
      await drain();
      const acks = acknowledgementsTo(email);
      expect(acks).toHaveLength(1);
      const { mail } = acks[0]!;
      expect(mail.text).toMatch(/^Hello,\n/);
      expect(mail.html).toContain("Hello,</p>");
      const words = first.split(/\s+/);
      for (const part of [mail.text!, mail.html as string]) {
        for (const word of [first, ...words.filter((w) => w.length > 4)]) {
          expect(part).not.toContain(word);
        }
        expect(part).not.toContain("Bob");
      }
      expectNoVisitorText(acks[0]!);
    }
  });

  it("sends none to an address a mail library could read as two", async () => {
    const victim = `victim-${unique()}@example.com`;
    for (const email of [`a,${victim}`, `b;${victim}`]) {
      expect((await send("consultation", "Ana", email)).status).toBe(200);
    }
    await drain();
    expect(smtp.received.filter((r) => r.envelopeTo.includes(victim))).toHaveLength(0);
    expect(await outboxCount("notify")).toBeGreaterThanOrEqual(2);
  });

  it("sends none while the owners have it switched off; the salon is still told", async () => {
    await writeOwnerSetting(
      app.database.db,
      VISITOR_ACKNOWLEDGEMENT,
      { ...DEFAULT_VISITOR_ACKNOWLEDGEMENT, enabled: false },
      null,
    );
    const email = `off-${unique()}@example.com`;
    expect((await send("treatment", "Ana", email)).status).toBe(200);
    await drain();
    expect(acknowledgementsTo(email)).toHaveLength(0);
    expect(notificationsAbout(email)).toHaveLength(1);
  });

  it("sends the owners' wording, sanitized, and the booking link when BOOKING_URL is set", async () => {
    await writeOwnerSetting(
      app.database.db,
      VISITOR_ACKNOWLEDGEMENT,
      {
        enabled: true,
        html: '<p>We <strong>love</strong> new guests.</p><script>alert(1)</script><p onclick="x()">Bye</p>',
      },
      null,
    );
    // A second set of services on the same database, as a server started with BOOKING_URL.
    const bookingUrl = "https://booking.example/serenity";
    const withBooking = await createServices(
      { ...app.config, BOOKING_URL: bookingUrl },
      app.services.logger,
      app.database,
    );
    const email = `booking-${unique()}@example.com`;
    expect((await send("consultation", "Ana", email)).status).toBe(200);
    await drain(worker(withBooking.outbox.deliveries));
    const [ack] = acknowledgementsTo(email);
    expect(ack).toBeDefined();
    const { mail } = ack!;
    expect(mail.html).toContain("<strong>love</strong>");
    expect(mail.text).toContain("We love new guests.");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("alert(1)");
    expect(mail.html).not.toContain("onclick");
    expect(mail.text).toContain(`Book an appointment online: ${bookingUrl}`);
    expect(mail.html).toContain(`href="${bookingUrl}"`);
    withBooking.mail?.transport.close();
  });

  it("lets an address get one again once the person's data is erased", async () => {
    const email = `erased-${unique()}@example.com`;
    expect((await send("consultation", "Ana", email)).status).toBe(200);
    await drain();
    expect(acknowledgementsTo(email)).toHaveLength(1);
    const owner = await createAccount(app, "owner");
    await app.services.staff.person.erase({ kind: "email", email }, owner.account.id);
    expect((await send("consultation", "Ana", email)).status).toBe(200);
    await drain();
    expect(acknowledgementsTo(email)).toHaveLength(2);
  });

  it.runIf(backend === "postgres")(
    "is sent once when two app servers' workers run at the same time",
    async () => {
      const second = await openDatabase({ databaseUrl: app.config.DATABASE_URL });
      try {
        const logger = createLogger("silent");
        const other = await createServices(app.config, logger, second);
        const addresses = Array.from({ length: 6 }, () => `pair-${unique()}@example.com`);
        for (const email of addresses) {
          expect((await send("consultation", "Ana", email)).status).toBe(200);
        }
        const a = worker();
        const b = worker(other.outbox.deliveries, second.db);
        for (let round = 0; round < 4; round++) await Promise.all([a.runOnce(), b.runOnce()]);
        for (const email of addresses) {
          expect(acknowledgementsTo(email)).toHaveLength(1);
          expect(notificationsAbout(email)).toHaveLength(1);
        }
        other.mail?.transport.close();
      } finally {
        await Promise.all(workers.splice(0).map((w) => w.stop()));
        await second.close();
      }
    },
  );
});
