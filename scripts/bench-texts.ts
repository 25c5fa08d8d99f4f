/**
 * Issue 37's closing note: text messages through the outbox, on PGlite (in memory) or, with
 * `--db`, a PostgreSQL database made for the run (empty; migrated and seeded here).
 *
 * In one process, as an app server runs them (createServices + createHttpApp, the outbox worker
 * started as server.ts starts it, woken by the in-process signal), with Twilio's Messages API
 * replaced by the local stand-in (tests/support/twilio.ts) and the SMTP server by the tests' SMTP
 * stand-in (tests/support/smtp.ts), both on loopback: the figures are the site's own cost.
 *
 * 1. Consultation leads with `sms_consent: true` posted over HTTP (captchas solved before):
 *    from the POST's start to the stand-in receiving the instant text, and to the SMTP stand-in
 *    receiving the salon's e-mail; one lead at a time (the next after the outbox is empty),
 *    then `--in-flight` at once.
 * 2. Staff texts queued (`services.texts.send`), then drained by one outbox worker (batch 10):
 *    texts/s; then `--emails` salon e-mails (notify rows) drained to the SMTP stand-in; rows
 *    left waiting for a retry (a send that failed) are named with their error.
 * 3. Signed webhooks: incoming texts from the leads' numbers (distinct MessageSids) and delivery
 *    status callbacks for sent texts, one at a time and `--in-flight` at once: p50, p99.
 *
 * Texts outside 8:00-21:00 New York are held: outside those hours the text service and the
 * text delivery get a clock moved back into them (said in the output).
 *
 *   npx tsx scripts/bench-texts.ts [--db postgres://…/scratch] [--leads 200] [--texts 1000]
 *     [--emails 300] [--webhooks 200] [--in-flight 10]
 */
import type http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import twilio from "twilio";
import { inTextingHours } from "~/lib/texts/hours";
import { loadConfig } from "~/server/config.server";
import { openDatabase } from "~/server/db/client.server";
import * as t from "~/server/db/schema.server";
import { createHttpApp, listenHttp, PROJECT_ROOT } from "~/server/http-app.server";
import { createLogger } from "~/server/logger.server";
import { startOutboxWorker, type OutboxWorker } from "~/server/mail/outbox.server";
import { resolveSecret } from "~/server/secrets.server";
import { createServices, type Services } from "~/server/services.server";
import { seedIfEmpty } from "~/server/storage.server";
import { createTextDelivery } from "~/server/texts/delivery.server";
import { TEXT_SECRET } from "~/server/texts/send.server";
import { createTextService } from "~/server/texts/service.server";
import { createTwilioClient } from "~/server/texts/twilio.server";
import { TestSmtp } from "../tests/support/smtp";
import { postSigned, TEST_AUTH_TOKEN, TEST_FROM, TwilioStandIn } from "../tests/support/twilio";
import { ms, printTable, rate, row, solvedCaptchas, type Challenge } from "./bench-common";

const { values: args } = parseArgs({
  options: {
    db: { type: "string" },
    leads: { type: "string", default: "200" },
    texts: { type: "string", default: "1000" },
    emails: { type: "string", default: "300" },
    webhooks: { type: "string", default: "200" },
    "in-flight": { type: "string", default: "10" },
  },
});
const LEADS = Number(args.leads);
const TEXTS = Number(args.texts);
const EMAILS = Number(args.emails);
const WEBHOOKS = Number(args.webhooks);
const IN_FLIGHT = Number(args["in-flight"]);
const SITE_URL = "http://127.0.0.1:3000";
const SALON_INBOX = "front-desk@spa.example";
const HOUR = 3_600_000;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(values: number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

const spread = (values: number[]) =>
  `${ms(percentile(values, 0.5))}, ${ms(percentile(values, 0.99))}`;

/** Runs `work` for each item, `inFlight` at a time. */
async function pool<T>(
  items: T[],
  inFlight: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, lane));
}

async function until(done: () => boolean, limitMs: number, what: string) {
  const deadline = performance.now() + limitMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

/**
 * A clock inside texting hours: the real one when it is in them for the next half hour, else
 * the real one moved back by whole hours until it is (null: the real clock).
 */
function textingClock(): { shiftMs: number } | null {
  const fits = (at: number) =>
    inTextingHours(new Date(at)) && inTextingHours(new Date(at + HOUR / 2));
  if (fits(Date.now())) return null;
  for (let hours = 1; hours < 24; hours++) {
    if (fits(Date.now() - hours * HOUR)) return { shiftMs: hours * HOUR };
  }
  throw new Error("no texting hours in the last day");
}

/** The text service's instant and staff texts and the outbox's text delivery on `now`. */
async function useClock(services: Services, now: () => Date) {
  const { config, logger } = services;
  const db = services.database.db;
  const secret = await resolveSecret(db, TEXT_SECRET);
  const moved = createTextService({
    db,
    config,
    logger,
    secret,
    salon: async () => {
      const { salon_info } = await services.content.getSalon();
      return { name: salon_info.salon_name, phone: salon_info.salon_contact_no };
    },
    wake: services.outbox.signal.notify,
    now,
  });
  // The lead service holds this same object: its instant texts take the moved clock too.
  Object.assign(services.texts, { queueInstant: moved.queueInstant, send: moved.send });
  services.outbox.deliveries.text = createTextDelivery({
    db,
    logger,
    client: createTwilioClient(config)!,
    from: TEST_FROM,
    secret,
    statusCallback: `${SITE_URL}/api/twilio/status`,
    now,
  });
}

interface Bench {
  services: Services;
  url: string;
  standIn: TwilioStandIn;
  smtp: TestSmtp;
  worker: () => OutboxWorker;
}

function worker(services: Services, autoRun: boolean) {
  return startOutboxWorker({
    db: services.database.db,
    logger: services.logger,
    transport: services.mail!.transport,
    from: services.mail!.from,
    to: services.mail!.to,
    signal: services.outbox.signal,
    deliveries: services.outbox.deliveries,
    autoRun,
  });
}

/** Outbox rows not yet sent (due now or waiting for a retry). */
async function pendingRows(services: Services) {
  const [left] = await services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.status, "pending"));
  return left?.n ?? 0;
}

const numberOf = (n: number) => `718555${String(1000 + n).padStart(4, "0")}`;

/** Posts leads from `first` on; resolves to ms from each POST's start to its text, its e-mail. */
async function postLeads(bench: Bench, captchas: string[], first: number, inFlight: number) {
  const texts: number[] = [];
  const emails: number[] = [];
  await pool(captchas, inFlight, async (captcha, index) => {
    const n = first + index;
    const to = `+1${numberOf(n)}`;
    const email = `bench-${n}@example.com`;
    const wall = Date.now();
    const started = performance.now();
    const response = await fetch(`${bench.url}/api/LadingFormdataConsultation`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Dana",
        lastName: `Bench ${n}`,
        phone: numberOf(n),
        email,
        captcha,
        source_page: "/tattoo-removal-staten-island-ads",
        sms_consent: true,
      }),
    });
    if (!response.ok) throw new Error(`lead ${n}: ${response.status} ${await response.text()}`);
    await until(() => bench.standIn.sent.some((s) => s.to === to), 60_000, `lead ${n}'s text`);
    texts.push(bench.standIn.sent.find((s) => s.to === to)!.at - wall);
    const salonMail = () =>
      bench.smtp.received.find(
        (r) => r.envelopeTo.includes(SALON_INBOX) && r.mail.replyTo?.value[0]?.address === email,
      );
    await until(() => salonMail() !== undefined, 60_000, `lead ${n}'s e-mail`);
    emails.push(salonMail()!.receivedAt - started);
    // One at a time: the next lead finds the outbox empty (the acknowledgement sent too).
    if (inFlight === 1) while ((await pendingRows(bench.services)) > 0) await sleep(2);
  });
  // The acknowledgements too: what follows starts on an empty outbox.
  while ((await pendingRows(bench.services)) > 0) await sleep(10);
  return { texts, emails };
}

async function leadsToTexts(bench: Bench) {
  const captchas = await solvedCaptchas(
    LEADS * 2,
    async () => (await (await fetch(`${bench.url}/api/captcha/challenge`)).json()) as Challenge,
  );
  const running = bench.worker();
  try {
    const alone = await postLeads(bench, captchas.slice(0, LEADS), 0, 1);
    row(
      `${LEADS} leads one at a time: lead to text at the stand-in, p50, p99`,
      spread(alone.texts),
    );
    row(
      `the same: lead to the salon's e-mail at the SMTP stand-in, p50, p99`,
      spread(alone.emails),
    );
    const burst = await postLeads(bench, captchas.slice(LEADS), LEADS, IN_FLIGHT);
    row(`${LEADS} leads, ${IN_FLIGHT} in flight: lead to text, p50, p99`, spread(burst.texts));
    row(`the same: lead to the salon's e-mail, p50, p99`, spread(burst.emails));
  } finally {
    await running.stop();
  }
}

/**
 * One worker (batch 10, as in production) until `received` has grown by `count` or nothing is
 * due; resolves to what was received, the seconds taken and the rows left waiting for a retry.
 */
async function drain(
  bench: Bench,
  purpose: "text" | "notify",
  received: () => number,
  count: number,
) {
  const before = received();
  const draining = bench.worker();
  const started = performance.now();
  try {
    while (received() - before < count && (await draining.runOnce()) > 0);
  } finally {
    await draining.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const waiting = await bench.services.database.db
    .select({ error: t.mailOutbox.lastError })
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.status, "pending"), eq(t.mailOutbox.purpose, purpose)));
  const sent = received() - before;
  const retries = waiting.length
    ? ` [${waiting.length} waiting for a retry: ${[...new Set(waiting.map((w) => w.error))].join(", ")}]`
    : "";
  return `${rate(sent / seconds)} (${sent} in ${seconds.toFixed(1)} s)${retries}`;
}

async function outboxRates(bench: Bench) {
  const db = bench.services.database.db;
  const [member] = await db
    .insert(t.staffUser)
    .values({ email: "bench-staff@spa.example", role: "staff" })
    .returning({ id: t.staffUser.id });
  const leads = await db
    .select({ id: t.lead.id })
    .from(t.lead)
    .where(sql`${t.lead.textNumber} is not null`);
  let started = performance.now();
  for (let i = 0; i < TEXTS; i++) {
    const outcome = await bench.services.texts.send(
      leads[i % leads.length]!.id,
      `Hi Dana, Saturday at 11 works. See you then! (${i})`,
      member!.id,
    );
    if (!outcome.ok || outcome.held) throw new Error(`text ${i} not queued to go now`);
  }
  row(
    `${TEXTS} staff texts queued (services.texts.send)`,
    `${ms((performance.now() - started) / TEXTS)} each`,
  );
  row(
    `outbox: texts to the Twilio stand-in (1 worker)`,
    await drain(bench, "text", () => bench.standIn.sent.length, TEXTS),
  );

  started = performance.now();
  for (let start = 0; start < EMAILS; start += 500) {
    const rows = await db
      .insert(t.lead)
      .values(
        Array.from({ length: Math.min(500, EMAILS - start) }, (_, i) => ({
          kind: "consultation" as const,
          firstName: "Ana",
          lastName: `Mail ${start + i}`,
          email: `bench-mail-${start + i}@example.com`,
          phone: "7185550123",
        })),
      )
      .returning({ id: t.lead.id });
    await db
      .insert(t.mailOutbox)
      .values(rows.map((r) => ({ purpose: "notify" as const, leadId: r.id })));
  }
  row(
    `outbox: salon e-mails to the SMTP stand-in (1 worker)`,
    await drain(bench, "notify", () => bench.smtp.received.length, EMAILS),
  );
}

/** Signed posts to `route`, one at a time and IN_FLIGHT at once: p50, p99 of each. */
async function webhookRun(bench: Bench, route: string, fields: Record<string, string>[]) {
  const signed = fields.map((f) => ({
    fields: f,
    signature: twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, `${SITE_URL}${route}`, f),
  }));
  for (const inFlight of [1, IN_FLIGHT]) {
    const part = inFlight === 1 ? signed.slice(0, WEBHOOKS) : signed.slice(WEBHOOKS);
    const times: number[] = [];
    await pool(part, inFlight, async ({ fields: f, signature }) => {
      const started = performance.now();
      const answer = await postSigned(bench.url, route, f, { siteUrl: SITE_URL, signature });
      times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${route}: ${answer.status} ${answer.text}`);
    });
    row(`${route}: ${part.length} signed POSTs, ${inFlight} in flight, p50, p99`, spread(times));
  }
}

async function webhooks(bench: Bench) {
  const texts = Array.from({ length: WEBHOOKS * 2 }, (_, i) => ({
    MessageSid: `SM${"0".repeat(24)}${String(i).padStart(8, "0")}`,
    From: `+1${numberOf(i % (LEADS * 2))}`,
    To: TEST_FROM,
    Body: "Is Saturday at 11 free?",
    AccountSid: "ACbench",
  }));
  await webhookRun(bench, "/api/twilio/messages", texts);
  const statuses = bench.standIn.sent.slice(0, WEBHOOKS * 2).map((s) => ({
    MessageSid: s.sid,
    MessageStatus: "delivered",
    AccountSid: "ACbench",
  }));
  await webhookRun(bench, "/api/twilio/status", statuses);
  const [stored] = await bench.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.textMessage)
    .where(sql`${t.textMessage.direction} = 'in' or ${t.textMessage.state} = 'delivered'`);
  row("incoming texts stored + texts marked delivered", `${stored?.n} of ${WEBHOOKS * 4}`);
}

async function start(standIn: TwilioStandIn, smtp: TestSmtp) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    CONTENT_DIR: path.join(PROJECT_ROOT, "content"),
    CONTENT_CACHE_SECONDS: "0",
    ALTCHA_COST: "50",
    ALTCHA_MAX_NUMBER: "50",
    SITE_URL,
    RATE_LIMIT_FORM_POSTS: "100000",
    RATE_LIMIT_OTHER_POSTS: "100000",
    RATE_LIMIT_CAPTCHA_CHALLENGES: "100000",
    MAIL_FROM: "Serenity Day Spa <no-reply@spa.example>",
    MAIL_TO: SALON_INBOX,
    ...smtp.appEnv(),
    ...standIn.appEnv(),
    ...(args.db ? { DATABASE_URL: args.db } : {}),
  });
  const logger = createLogger("silent");
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await seedIfEmpty(database, config, logger);
  const services = await createServices(config, logger, database);
  const server: http.Server = await listenHttp(createHttpApp(services), 0, "127.0.0.1");
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await services.funnel.stop();
    await database.close();
  };
  return { services, url, close };
}

const standIn = new TwilioStandIn();
const smtp = new TestSmtp();
await standIn.start();
await smtp.start(0);
const app = await start(standIn, smtp);
try {
  row("database", args.db ? "PostgreSQL (scratch database)" : "PGlite (in memory)");
  const moved = textingClock();
  if (moved) {
    await useClock(app.services, () => new Date(Date.now() - moved.shiftMs));
    row("clock", `outside texting hours: texts on a clock ${moved.shiftMs / HOUR} h back`);
  } else row("clock", "the real one (inside 8:00-21:00 New York)");
  const bench: Bench = { ...app, standIn, smtp, worker: () => worker(app.services, true) };
  await leadsToTexts(bench);
  await outboxRates({ ...bench, worker: () => worker(app.services, false) });
  await webhooks(bench);
  printTable();
} finally {
  await app.close();
  await smtp.stop();
  await standIn.stop();
}
