/**
 * Text messages through Twilio (issue 37): the signed webhooks, STOP/START/HELP, staff texts
 * through the outbox to a local stand-in of Twilio's API, status callbacks, holding to texting
 * hours, missed calls, two servers sending once and a send that survives a restart. Every
 * webhook is signed with the `twilio` library's own function (tests/support/twilio.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { claimDue, startOutboxWorker, type OutboxWorkerOptions } from "~/server/mail/outbox.server";
import { writeOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import { TEXT_SETTINGS } from "~/server/texts/settings.server";
import { createTextDelivery } from "~/server/texts/delivery.server";
import { createTwilioClient } from "~/server/texts/twilio.server";
import { TEXT_SECRET } from "~/server/texts/send.server";
import { resolveSecret } from "~/server/secrets.server";
import { DEFAULT_TEXT_SETTINGS } from "~/lib/texts/settings";
import { createAccount, insertLead } from "../support/staff";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { createServices, type Services } from "~/server/services.server";
import {
  backends,
  logCapture,
  postJson,
  solveCaptcha,
  startTestApp,
  type TestApp,
} from "../support/test-app";
import { leadAlertPayload } from "~/server/push/lead-alert.server";
import { postSigned, deliver, twilioSid, TwilioStandIn, TEST_FROM } from "../support/twilio";

const CLIENT = "+17185550123";
/** 15:00 in New York on a winter day: inside texting hours. */
const AFTERNOON = new Date("2026-12-07T20:00:00Z");
/** 23:30 in New York: outside them. */
const NIGHT = new Date("2026-12-08T04:30:00Z");

function textsOf(app: TestApp, leadId: string) {
  return app.database.db
    .select()
    .from(t.textMessage)
    .where(eq(t.textMessage.leadId, leadId))
    .orderBy(t.textMessage.createdAt);
}

async function consentedLead(app: TestApp, number = CLIENT, firstName = "Dana") {
  return insertLead(app.database.db, {
    kind: "consultation",
    firstName,
    lastName: "Reyes",
    email: `${firstName.toLowerCase()}@example.com`,
    phone: number.slice(2),
    textNumber: number,
    textConsentVersion: "2026-12-05",
    textConsentAt: new Date(),
  });
}

const incoming = (body: string, from = CLIENT, extra: Record<string, string> = {}) => ({
  MessageSid: twilioSid("SM"),
  From: from,
  To: TEST_FROM,
  Body: body,
  AccountSid: "ACx",
  ...extra,
});

describe.each(backends)("text messages on %s", (backend) => {
  const standIn = new TwilioStandIn();
  const logs = logCapture();
  const app = {} as TestApp;
  const workers: { stop(): Promise<void> }[] = [];
  let clock = AFTERNOON;

  beforeAll(async () => {
    await standIn.start();
    Object.assign(
      app,
      await startTestApp(
        backend,
        { ...standIn.appEnv(), LOG_LEVEL: "info" },
        { now: () => clock },
        logs,
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await app.close();
    await standIn.stop();
  });
  beforeEach(() => {
    clock = AFTERNOON;
  });

  /** The outbox's text delivery as the server builds it, on the test's clock. */
  const deliveries = async () => ({
    ...app.services.outbox.deliveries,
    text: createTextDelivery({
      db: app.database.db,
      logger: app.services.logger,
      client: createTwilioClient(app.config)!,
      from: TEST_FROM,
      secret: await resolveSecret(app.database.db, TEXT_SECRET),
      statusCallback: `${app.config.SITE_URL}/api/twilio/status`,
      now: () => clock,
    }),
  });

  const worker = async (options: Partial<OutboxWorkerOptions> = {}) => {
    const w = startOutboxWorker({
      db: app.database.db,
      logger: app.services.logger,
      from: "spa@example.com",
      to: async () => "owner@example.com",
      deliveries: await deliveries(),
      autoRun: false,
      now: () => clock,
      ...options,
    });
    workers.push(w);
    return w;
  };

  const signedPost = (path: string, fields: Record<string, string>) =>
    postSigned(app.url, path, fields, { siteUrl: app.config.SITE_URL });

  it("refuses an unsigned, mis-signed, oversized or malformed webhook and changes nothing", async () => {
    const lead = await consentedLead(app, "+17185550140");
    const fields = incoming("Hello", "+17185550140");
    const url = { siteUrl: app.config.SITE_URL };
    const missing = await postSigned(app.url, "/api/twilio/messages", fields, {
      ...url,
      signature: null,
    });
    const forged = await postSigned(app.url, "/api/twilio/messages", fields, {
      ...url,
      token: "someoneelsestoken0000000000000000",
    });
    const otherSite = await postSigned(app.url, "/api/twilio/messages", fields, {
      siteUrl: "https://evil.example",
    });
    const huge = await signedPost("/api/twilio/messages", { ...fields, Body: "x".repeat(20_000) });
    const long = await signedPost("/api/twilio/messages", { ...fields, Body: "x".repeat(1_601) });
    const noSid = await signedPost("/api/twilio/messages", { ...fields, MessageSid: "nope" });
    const json = await fetch(`${app.url}/api/twilio/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect([missing.status, forged.status, otherSite.status]).toEqual([403, 403, 403]);
    expect(missing.text).toContain("not signed by Twilio");
    expect([huge.status, long.status, noSid.status, json.status]).toEqual([413, 400, 400, 415]);
    expect(await textsOf(app, lead.id)).toEqual([]);
  });

  it("files a client's text in her lead's thread once, however often Twilio repeats it", async () => {
    const lead = await consentedLead(app, "+17185550141");
    const fields = incoming("Is Saturday at 11 free?", "+17185550141");
    const first = await signedPost("/api/twilio/messages", fields);
    const again = await signedPost("/api/twilio/messages", fields);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    const texts = await textsOf(app, lead.id);
    expect(texts.map((x) => [x.direction, x.body, x.state])).toEqual([
      ["in", "Is Saturday at 11 free?", "received"],
    ]);
    expect(texts[0]?.readAt).toBeNull();
  });

  it("stores nothing for an unknown number or one that is not a US number", async () => {
    const before = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.textMessage);
    const unknown = await signedPost("/api/twilio/messages", incoming("hi", "+13475550999"));
    const foreign = await signedPost("/api/twilio/messages", incoming("hi", "+447700900123"));
    expect([unknown.status, foreign.status]).toEqual([200, 200]);
    const after = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.textMessage);
    expect(after).toEqual(before);
  });

  it("STOP in any form stops every text to the number, confirms once; START resumes; HELP answers", async () => {
    const number = "+17185550142";
    const lead = await consentedLead(app, number);
    const other = await consentedLead(app, number, "Dee");
    const member = await createAccount(app, "staff");
    const stop = await signedPost("/api/twilio/messages", incoming("  Stop! ", number));
    expect(stop.text).toContain("you will get no more texts");
    const again = await signedPost("/api/twilio/messages", incoming("opt-out", number));
    expect(again.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    for (const leadId of [lead.id, other.id]) {
      expect(await app.services.texts.send(leadId, "Hi!", member.account.id)).toEqual({
        ok: false,
        reason: "stopped",
      });
    }
    const help = await signedPost("/api/twilio/messages", incoming("help", number));
    const salon = (await app.services.content.getSalon()).salon_info;
    expect(help.text.replaceAll("&amp;", "&")).toContain(salon.salon_name);
    expect(help.text).toContain(salon.salon_contact_no);
    const start = await signedPost("/api/twilio/messages", incoming("START", number));
    expect(start.text).toContain("texts are on again");
    expect((await app.services.texts.send(other.id, "Welcome back", member.account.id)).ok).toBe(
      true,
    );
    // Each keyword and its answer sit in the newest lead's thread.
    const thread = (await textsOf(app, other.id)).map((x) => `${x.direction}:${x.origin}`);
    expect(thread).toContain("in:client");
    expect(thread).toContain("out:keyword");
  });

  it("acts on Twilio's own opt-out verdict (Advanced Opt-Out) and leaves the answer to Twilio", async () => {
    const number = "+17185550149";
    const lead = await consentedLead(app, number);
    const member = await createAccount(app, "staff");
    const stop = await signedPost(
      "/api/twilio/messages",
      incoming("Arrêtez", number, { OptOutType: "STOP" }),
    );
    expect(stop.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await app.services.texts.send(lead.id, "Hi", member.account.id)).toEqual({
      ok: false,
      reason: "stopped",
    });
  });

  it("staff texts go through the outbox to Twilio once, then follow its status callbacks", async () => {
    const lead = await consentedLead(app, "+17185550143");
    const member = await createAccount(app, "staff");
    const queued = await app.services.texts.send(lead.id, "Hi Dana, 11 works!", member.account.id);
    expect(queued).toMatchObject({ ok: true, held: false });
    const sentBefore = standIn.sent.length;
    await (await worker()).runOnce();
    const sent = standIn.sent.slice(sentBefore).filter((x) => x.to === "+17185550143");
    expect(sent.map((x) => [x.to, x.from, x.body, x.statusCallback])).toEqual([
      ["+17185550143", TEST_FROM, "Hi Dana, 11 works!", `${app.config.SITE_URL}/api/twilio/status`],
    ]);
    expect((await textsOf(app, lead.id))[0]).toMatchObject({
      state: "sent",
      providerSid: sent[0]!.sid,
    });
    // Its own connection: a kept-alive one the provider had closed failed with ECONNRESET.
    expect(sent[0]!.connection).toBe("close");
    expect((await deliver(app.url, sent[0]!, "delivered")).status).toBe(200);
    await deliver(app.url, sent[0]!, "undelivered", "30007"); // a late, contradicting callback
    expect((await textsOf(app, lead.id))[0]).toMatchObject({ state: "delivered", errorCode: null });
    const [row] = await app.database.db
      .select({ first: t.lead.firstResponseChannel })
      .from(t.lead)
      .where(eq(t.lead.id, lead.id));
    expect(row?.first).toBe("text");
  });

  it("a carrier's refusal shows as failed with its code; an opted-out number fails at once", async () => {
    const lead = await consentedLead(app, "+17185550144");
    const member = await createAccount(app, "staff");
    await app.services.texts.send(lead.id, "First", member.account.id);
    await (await worker()).runOnce();
    const text = standIn.sent.at(-1)!;
    await deliver(app.url, text, "undelivered", "30007");
    expect((await textsOf(app, lead.id))[0]).toMatchObject({ state: "failed", errorCode: "30007" });

    standIn.refuseNext({
      status: 400,
      code: 21610,
      message: "Attempt to send to unsubscribed recipient",
    });
    await app.services.texts.send(lead.id, "Second", member.account.id);
    await (await worker()).runOnce();
    const texts = await textsOf(app, lead.id);
    expect(texts[1]).toMatchObject({ state: "failed", errorCode: "21610" });
    const [outbox] = await app.database.db
      .select({ status: t.mailOutbox.status })
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.textId, texts[1]!.id));
    expect(outbox?.status).toBe("failed");
  });

  it("a server error is retried with backoff and then sent", async () => {
    const lead = await consentedLead(app, "+17185550145");
    const member = await createAccount(app, "staff");
    await app.services.texts.send(lead.id, "Retry me", member.account.id);
    standIn.refuseNext({ status: 503, code: 20503, message: "Service unavailable" });
    const w = await worker();
    await w.runOnce();
    expect((await textsOf(app, lead.id))[0]?.state).toBe("queued");
    clock = new Date(AFTERNOON.getTime() + 60_000);
    await w.runOnce();
    expect((await textsOf(app, lead.id))[0]?.state).toBe("sent");
    expect(standIn.sent.filter((x) => x.body === "Retry me")).toHaveLength(1);
  });

  it("holds a text written at night, or due again at night, to 8:00 the next morning", async () => {
    const lead = await consentedLead(app, "+17185550146");
    const member = await createAccount(app, "staff");
    // Queued by day, due again at night after a retry: it waits.
    expect((await app.services.texts.send(lead.id, "Good night", member.account.id)).ok).toBe(true);
    clock = NIGHT;
    const before = standIn.sent.length;
    await app.database.db
      .update(t.mailOutbox)
      .set({ nextAttemptAt: new Date(NIGHT.getTime() - 1000) })
      .where(eq(t.mailOutbox.leadId, lead.id));
    await (await worker()).runOnce();
    expect(standIn.sent.length).toBe(before);
    const [row] = await app.database.db
      .select({ due: t.mailOutbox.nextAttemptAt, attempts: t.mailOutbox.attempts })
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.leadId, lead.id));
    expect(row).toEqual({ due: new Date("2026-12-08T13:00:00Z"), attempts: 0 });
    expect(await app.services.texts.send(lead.id, "Sleep well", member.account.id)).toMatchObject({
      ok: true,
      held: true,
      dueAt: new Date("2026-12-08T13:00:00Z"),
    });
  });

  it("an unanswered call becomes a missed-call lead and, switched on, one text per 12 hours", async () => {
    const number = "+17185550147";
    const call = (status: string) =>
      signedPost("/api/twilio/voice", {
        CallSid: twilioSid("CA"),
        From: number,
        DialCallStatus: status,
      });
    const answered = await call("completed");
    expect(answered.text).toContain("<Hangup/>");
    const off = await call("no-answer");
    expect(off.status).toBe(200);
    const leads = () =>
      app.database.db
        .select({ id: t.lead.id })
        .from(t.lead)
        .where(sql`${t.lead.kind} = 'missed_call' and ${t.lead.textNumber} = ${number}`);
    expect(await leads()).toHaveLength(1);
    const owner = await createAccount(app, "owner");
    await writeOwnerSetting(
      app.database.db,
      TEXT_SETTINGS,
      { ...DEFAULT_TEXT_SETTINGS, missedCallEnabled: true },
      owner.account.id,
    );
    await call("busy");
    await call("no-answer");
    const all = await leads();
    expect(all).toHaveLength(3);
    const texts = await app.database.db
      .select({ origin: t.textMessage.origin })
      .from(t.textMessage)
      .where(sql`${t.textMessage.leadId} in (select id from lead where text_number = ${number})`);
    expect(texts).toEqual([{ origin: "missed_call" }]);
  });

  it("a lead who ticked the box gets the instant text in her thread; a stopped number does not", async () => {
    const post = async (email: string, phone: string) =>
      postJson(`${app.url}/api/LadingFormdataConsultation`, {
        firstName: "Dana",
        lastName: "Reyes",
        phone,
        email,
        sms_consent: true,
        captcha: await solveCaptcha(app.url),
      });
    expect((await post("dana.instant@example.com", "7185550150")).status).toBe(200);
    const [lead] = await app.database.db
      .select({ id: t.lead.id, createdAt: t.lead.createdAt })
      .from(t.lead)
      .where(eq(t.lead.email, "dana.instant@example.com"));
    const [text] = await textsOf(app, lead!.id);
    const spa = (await app.services.content.getSalon()).salon_info.salon_name;
    expect(text).toMatchObject({ direction: "out", origin: "instant" });
    expect(text!.body).toBe(
      `Hi Dana, this is ${spa}. Thanks for your request! We'll text you shortly to find a time. Reply STOP to stop.`,
    );
    expect(text!.dueAt).toEqual(AFTERNOON);

    await signedPost("/api/twilio/messages", incoming("STOP", "+17185550151"));
    expect((await post("dana.stopped@example.com", "7185550151")).status).toBe(200);
    const [stopped] = await app.database.db
      .select({ id: t.lead.id })
      .from(t.lead)
      .where(eq(t.lead.email, "dana.stopped@example.com"));
    expect(await textsOf(app, stopped!.id)).toEqual([]);
  });

  it("a client's text alerts staff by push with her first name and nothing of what she wrote", async () => {
    const lead = await consentedLead(app, "+17185550152", "Dana");
    await app.database.db.insert(t.pushSubscription).values({
      userId: (await createAccount(app, "staff")).account.id,
      endpoint: "https://push.example.com/sub/1",
      p256dh: "x",
      auth: "y",
    });
    await signedPost("/api/twilio/messages", incoming("My address is 12 Elm St", "+17185550152"));
    const [row] = await app.database.db
      .select({ textId: t.mailOutbox.textId })
      .from(t.mailOutbox)
      .where(sql`${t.mailOutbox.leadId} = ${lead.id} and ${t.mailOutbox.purpose} = 'push'`);
    const payload = await leadAlertPayload(app.database.db, lead.id, row!.textId);
    expect(payload).toMatchObject({
      title: "New text from Dana",
      body: "Open the lead to read it.",
    });
    await app.database.db.delete(t.pushSubscription);
  });

  it("the outbox survives a server that stopped mid-send: the text goes once, after the lease", async () => {
    const lead = await consentedLead(app, "+17185550148");
    const member = await createAccount(app, "staff");
    await app.services.texts.send(lead.id, "After the crash", member.account.id);
    // A server claims the row and dies before sending: nothing settles it.
    const at = (offset = 0) =>
      sql`${new Date(clock.getTime() + offset).toISOString()}::timestamptz`;
    const claimed = await claimDue({ db: app.database.db, at, batchSize: 50, leaseMs: 120_000 });
    expect(claimed.some((row) => row.textId !== null)).toBe(true);
    const w = await worker();
    await w.runOnce();
    expect(standIn.sent.filter((x) => x.body === "After the crash")).toHaveLength(0);
    clock = new Date(clock.getTime() + 121_000);
    await w.runOnce();
    expect(standIn.sent.filter((x) => x.body === "After the crash")).toHaveLength(1);
  });

  it("writes no number, name or text into the log", () => {
    expect(logs.text).toContain("text received");
    expect(logs.text).not.toMatch(/718555\d{4}|Dana|Saturday at 11|Elm St|Good night/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two app servers on one PostgreSQL", () => {
  const standIn = new TwilioStandIn();
  let first: TestApp;
  let second: { database: DatabaseHandle; services: Services };
  beforeAll(async () => {
    await standIn.start();
    first = await startTestApp("postgres", standIn.appEnv(), { now: () => AFTERNOON });
    // The second server: its own pool and services on the same database.
    const database = await openDatabase({ databaseUrl: first.config.DATABASE_URL });
    second = {
      database,
      services: await createServices(first.config, first.services.logger, database, {
        now: () => AFTERNOON,
      }),
    };
  });
  afterAll(async () => {
    await second?.services.funnel.stop();
    await second?.database.close();
    await first?.close();
    await standIn.stop();
  });

  it("send each of 40 texts exactly once", async () => {
    const member = await createAccount(first, "staff");
    for (let i = 0; i < 40; i++) {
      const lead = await consentedLead(first, `+1718555${String(2000 + i)}`, `P${i}`);
      await first.services.texts.send(lead.id, `text ${i}`, member.account.id);
    }
    const run = (app: Pick<TestApp, "database" | "services">) => {
      const w = startOutboxWorker({
        db: app.database.db,
        logger: app.services.logger,
        from: "spa@example.com",
        to: async () => "owner@example.com",
        deliveries: app.services.outbox.deliveries,
        autoRun: false,
        now: () => AFTERNOON,
        batchSize: 5,
      });
      return (async () => {
        for (let i = 0; i < 10; i++) await w.runOnce();
        await w.stop();
      })();
    };
    await Promise.all([run(first), run(second)]);
    const bodies = standIn.sent.map((x) => x.body).sort();
    expect(bodies).toHaveLength(40);
    expect(new Set(bodies).size).toBe(40);
  });
});
