/**
 * Issue 30's closing note: the outbox's throughput with N review requests queued, on PostgreSQL
 * (a scratch database, BENCH_DATABASE_URL) or, with `--pglite`, the embedded database.
 *
 * In one process, as an app server runs them: N consultation leads are marked "Came in" through
 * the inbox's status change (which queues each request and its reminder in the same
 * transaction; timed per visit), then one outbox worker (batch 10, as in production) on a clock
 * moved past the request's due time sends every request to a local SMTP server that counts
 * them; then, with half the buttons clicked, past the reminder's due time: half the reminders
 * are sent, half skipped. Finally one request and one reminder are sent to the project's test
 * SMTP sink (tests/support/smtp.ts) and printed as received (headers and text).
 *
 *   npx tsx scripts/bench-review-requests.ts [--requests 2000] [--smtp-requests 100] [--pglite]
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../app/server/config.server";
import { openDatabase, type DatabaseHandle } from "../app/server/db/client.server";
import * as t from "../app/server/db/schema.server";
import { createLogger } from "../app/server/logger.server";
import { startOutboxWorker } from "../app/server/mail/outbox.server";
import { createServices, type Services } from "../app/server/services.server";
import { seedIfEmpty } from "../app/server/storage.server";
import { resolveSecret } from "../app/server/secrets.server";
import { REVIEW_SECRET } from "../app/server/reviews/requests.server";
import { reviewDelivery } from "../app/server/reviews/delivery.server";
import { TestSmtp } from "../tests/support/smtp";
import { printTable, row } from "./bench-common";
import { scratchDatabase } from "./bench-server";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    "smtp-requests": { type: "string", default: "100" },
    pglite: { type: "boolean", default: false },
  },
});
const N = Number(args.requests);
const SMTP_N = Number(args["smtp-requests"]);
const ROOT = path.resolve(import.meta.dirname, "..");
const DAY = 86_400_000;

/** A mail server that takes every message and keeps only a count. */
async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received: () => received, close: () => server.close() };
}

async function servicesOn(database: DatabaseHandle, smtpPort: number, databaseUrl?: string) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    CONTENT_DIR: path.join(ROOT, "content"),
    SITE_URL: "https://www.serenitydayspa.example",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_ALLOW_PLAINTEXT: "true",
    MAIL_FROM: "Serenity Day Spa <no-reply@serenitydayspa.example>",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const logger = createLogger("silent");
  await seedIfEmpty(database, config, logger);
  return createServices(config, logger, database);
}

/** A transport that accepts every message at once: the outbox's own cost, without SMTP. */
const instantTransport = {
  sendMail: async (message: { messageId?: unknown }) => ({ messageId: String(message.messageId) }),
};

/** The review deliveries over the instant transport. */
function instantDeliveries(services: Services, secret: string) {
  const deps = {
    db: services.database.db,
    transport: instantTransport,
    from: services.mail!.from,
    secret,
    siteUrl: services.config.SITE_URL,
    salon: () => services.content.getSalon(),
  };
  return {
    review_request: reviewDelivery(deps, "request"),
    review_reminder: reviewDelivery(deps, "reminder"),
  };
}

/** Sends every due message on `at`'s clock; resolves to messages sent and seconds taken. */
async function drain(services: Services, at: Date, instant?: string) {
  const worker = startOutboxWorker({
    db: services.database.db,
    logger: services.logger,
    ...services.mail!,
    ...(instant ? { transport: instantTransport } : {}),
    deliveries: instant ? instantDeliveries(services, instant) : services.outbox.deliveries,
    autoRun: false,
    now: () => at,
  });
  const started = performance.now();
  let sent = 0;
  for (;;) {
    const round = await worker.runOnce();
    sent += round;
    const [left] = await services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.mailOutbox)
      .where(sql`status = 'pending' and next_attempt_at <= ${at.toISOString()}::timestamptz`);
    if (!left?.n) break;
  }
  await worker.stop();
  return { sent, seconds: (performance.now() - started) / 1000 };
}

async function insertLeads(services: Services, count: number, marker: string) {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = await services.database.db
      .insert(t.lead)
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          kind: "treatment" as const,
          treatment: "ipl-therapy",
          firstName: "Ana",
          lastName: `Bench${start + i}`,
          email: `${marker}${start + i}@example.com`,
          phone: "7185550123",
          status: "booked" as const,
        })),
      )
      .returning({ id: t.lead.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Marks `count` new leads "Came in" as the lead page's form does; resolves to ms per visit. */
async function markVisits(services: Services, count: number, marker: string) {
  const [member] = await services.database.db
    .insert(t.staffUser)
    .values({ email: `${marker}staff@spa.example`, role: "staff" })
    .returning({ id: t.staffUser.id });
  const ids = await insertLeads(services, count, marker);
  const started = performance.now();
  for (const id of ids) {
    const result = await services.staff.inbox.changeStatus(id, "came_in", 0, member!.id);
    if (result.outcome !== "changed") throw new Error(`not marked: ${result.outcome}`);
  }
  return (performance.now() - started) / count;
}

const pendingReviews = async (services: Services) =>
  (
    await services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.mailOutbox)
      .where(
        and(
          eq(t.mailOutbox.status, "pending"),
          inArray(t.mailOutbox.purpose, ["review_request", "review_reminder"]),
        ),
      )
  )[0]?.n ?? 0;

async function benchmark(services: Services, sink: Awaited<ReturnType<typeof smtpSink>>) {
  const secret = await resolveSecret(services.database.db, REVIEW_SECRET);
  const perVisit = await markVisits(services, N, `bench-${Date.now()}-`);
  row(
    `${N} visits marked (status change + request and reminder queued)`,
    `${perVisit.toFixed(1)} ms per visit; ${await pendingReviews(services)} outbox rows pending`,
  );
  const requests = await drain(services, new Date(Date.now() + 2 * DAY), secret);
  row(
    `${N} requests: outbox to empty, instant transport (1 worker, batch 10)`,
    `${requests.sent} sent in ${requests.seconds.toFixed(1)} s = ${Math.round(requests.sent / requests.seconds)}/s`,
  );
  // Half the clients opened a button: their reminders are skipped, the others' sent.
  await services.database.db
    .update(t.reviewRequest)
    .set({ clickedAt: sql`now()`, clickedSite: "google" })
    .where(
      sql`${t.reviewRequest.leadId} in (select id from lead where last_name like '%0' or last_name like '%2' or last_name like '%4' or last_name like '%6' or last_name like '%8')`,
    );
  const reminders = await drain(services, new Date(Date.now() + 8 * DAY), secret);
  const [skipped] = await services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.status, "skipped"));
  row(
    `${N} reminders due, half after a click: outbox to empty, instant transport`,
    `${reminders.sent} sent, ${skipped?.n} skipped in ${reminders.seconds.toFixed(1)} s = ${Math.round(N / reminders.seconds)} rows/s`,
  );

  // End to end through a real SMTP server (a new connection per message, as the outbox sends).
  await markVisits(services, SMTP_N, `bench-smtp-${Date.now()}-`);
  const smtp = await drain(services, new Date(Date.now() + 2 * DAY));
  row(
    `${SMTP_N} requests through the SMTP sink (its fixed 100 ms greeting delay included)`,
    `${smtp.sent} sent in ${smtp.seconds.toFixed(1)} s = ${(smtp.sent / smtp.seconds).toFixed(1)}/s, ${Math.round((smtp.seconds * 1000) / smtp.sent)} ms each (received ${sink.received()})`,
  );
}

const SAMPLE_TO = "marisol.reyes@example.com";
const SHOWN_HEADERS = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "list-unsubscribe",
  "list-unsubscribe-post",
  "date",
  "mime-version",
]);

/** One request and one reminder to the test SMTP sink, printed as received. */
async function sample(database: DatabaseHandle, databaseUrl?: string) {
  const smtp = new TestSmtp();
  await smtp.start(0);
  const services = await servicesOn(database, smtp.port, databaseUrl);
  const [member] = await services.database.db
    .insert(t.staffUser)
    .values({ email: `sample-${Date.now()}@spa.example`, role: "staff" })
    .returning({ id: t.staffUser.id });
  const [lead] = await services.database.db
    .insert(t.lead)
    .values({
      kind: "treatment",
      treatment: "ipl-therapy",
      firstName: "Marisol",
      lastName: "Reyes",
      email: SAMPLE_TO,
      phone: "7185550123",
    })
    .returning({ id: t.lead.id });
  await services.staff.inbox.changeStatus(lead!.id, "came_in", 0, member!.id);
  await drain(services, new Date(Date.now() + 2 * DAY));
  await drain(services, new Date(Date.now() + 8 * DAY));
  // The bench's own reminders fall due on the same clock: only this lead's two are shown.
  for (const { mail } of smtp.received.filter((r) => r.envelopeTo.includes(SAMPLE_TO))) {
    console.log("\n-----8<----- as received by tests/support/smtp.ts");
    for (const header of mail.headerLines) {
      if (SHOWN_HEADERS.has(header.key)) {
        console.log(header.line);
      }
    }
    console.log(`\n${mail.text ?? ""}`);
  }
  await smtp.stop();
}

const sink = await smtpSink();
const scratch = args.pglite ? undefined : await scratchDatabase(`spa_bench_reviews_${process.pid}`);
const database = await openDatabase({ databaseUrl: scratch?.url });
try {
  const services = await servicesOn(database, sink.port, scratch?.url);
  row("database", scratch ? "PostgreSQL (scratch database)" : "PGlite (in memory)");
  await benchmark(services, sink);
  printTable();
  await sample(database, scratch?.url);
} finally {
  sink.close();
  await database.close();
  await scratch?.drop();
}
