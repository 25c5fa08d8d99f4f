/**
 * `npm run bench`, issue 19's target: lead POSTs per second and p99 on PostgreSQL with the
 * messages each lead now causes (the salon's e-mail, the visitor's acknowledgement, a Web Push
 * alert to a staff device) against the same run without them. They are sent by the outbox worker
 * after the lead has committed, in the same app server process, so what they cost the POSTs is
 * the queue rows in the lead's transaction plus the worker's share of the CPU.
 *
 * Both modes e-mail the salon through a local SMTP server that accepts everything (that e-mail
 * came before issue 19). "Without": the owners' acknowledgement switched off, no device
 * subscribed. "With": acknowledgements on, and one staff member has `--devices` push
 * subscriptions at a local push service that answers 201 (allowed by
 * PUSH_ALLOW_LOOPBACK_TEST_SERVICE). Each mode runs twice, alternating, on a fresh database;
 * after a "with" run, how long the outbox took to empty (or what was left after 2 minutes).
 *
 *   npx tsx scripts/bench-lead-messages.ts [--leads 3000] [--connections 32] [--rounds 2]
 *     [--devices 3]
 */
import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { leadRun, printTable, row, solvedCaptchas, type Challenge } from "./bench-common";
import { scratchDatabase, startServer, stopServer } from "./bench-server";

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "3000" },
    connections: { type: "string", default: "32" },
    rounds: { type: "string", default: "2" },
    devices: { type: "string", default: "3" },
  },
});
const LEADS = Number(args.leads);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const DEVICES = Number(args.devices);

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

/** A push service that answers 201 Created to every message. */
async function pushSink() {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received++;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, received: () => received, close: () => server.close() };
}

async function query<Row>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * One staff member (role staff: an owner without a second factor gets no alerts) with DEVICES
 * devices subscribed to the local push service.
 */
async function subscribeDevices(databaseUrl: string, pushPort: number) {
  const [member] = await query<{ id: string }>(
    databaseUrl,
    "insert into staff_user (email, role) values ('bench-staff@spa.example', 'staff') returning id",
  );
  for (let device = 0; device < DEVICES; device++) {
    const keys = createECDH("prime256v1");
    keys.generateKeys();
    await query(
      databaseUrl,
      "insert into push_subscription (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)",
      [
        member?.id,
        `http://127.0.0.1:${pushPort}/push/bench-${device}`,
        keys.getPublicKey().toString("base64url"),
        randomBytes(16).toString("base64url"),
      ],
    );
  }
}

/** Seconds until the outbox is empty, or the rows still pending after `limitMs`. */
async function outboxDrained(databaseUrl: string, started: number, limitMs = 120_000) {
  for (;;) {
    const [left] = await query<{ pending: string }>(
      databaseUrl,
      "select count(*) as pending from mail_outbox where status = 'pending'",
    );
    const seconds = (performance.now() - started) / 1000;
    if (Number(left?.pending) === 0) return `empty after ${seconds.toFixed(1)} s`;
    if (performance.now() - started > limitMs) {
      return `${left?.pending} still pending after ${seconds.toFixed(0)} s`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function oneRun(round: number, withMessages: boolean) {
  const scratch = await scratchDatabase(`spa_bench_messages_${process.pid}`);
  const smtp = await smtpSink();
  const push = await pushSink();
  // Both modes e-mail the salon (that came before issue 19); "with" adds the visitor's
  // acknowledgement and the staff's push alerts.
  const server = await startServer(3173, {
    DATABASE_URL: scratch.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_ALLOW_PLAINTEXT: "true",
    MAIL_FROM: "Spa website <bench@spa.example>",
    MAIL_TO: "front-desk@spa.example",
    PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true",
  });
  try {
    if (withMessages) await subscribeDevices(scratch.url, push.port);
    else {
      await query(
        scratch.url,
        `insert into owner_setting (key, value) values ('visitor_acknowledgement', $1)`,
        [JSON.stringify({ enabled: false, html: "<p>Thank you.</p>" })],
      );
    }
    const captchas = await solvedCaptchas(
      LEADS,
      async () => (await (await fetch(`${server.url}/api/captcha/challenge`)).json()) as Challenge,
    );
    const label = withMessages
      ? `round ${round}, salon e-mail + acknowledgement + push (${DEVICES} devices)`
      : `round ${round}, salon e-mail only`;
    const started = performance.now();
    await leadRun(label, server.url, captchas, {
      connections: CONNECTIONS,
      marker: `bench-r${round}-`,
    });
    if (withMessages) {
      const drained = await outboxDrained(scratch.url, started);
      row(
        `round ${round}: outbox from the first POST (e-mails, pushes received)`,
        `${drained} (${smtp.received()}, ${push.received()})`,
      );
    }
  } finally {
    await stopServer(server.child);
    await scratch.drop();
    smtp.close();
    push.close();
  }
}

for (let round = 1; round <= ROUNDS; round++) {
  await oneRun(round, false);
  await oneRun(round, true);
}
printTable();
