/**
 * Lead POST throughput with staff push alerts off and on (decision 0029): the production build on
 * a scratch PostgreSQL database, rounds of lead POSTs (32 in flight) alternating between no
 * device with alerts on (no `push` row is queued) and `--devices` staff devices (3) at a local push
 * service (each lead queues one `push` row in its transaction; the outbox worker sends the alerts
 * after the commit, in the same process, while the next leads arrive). Each round starts once
 * the alerts of the round before are all sent. Prints each round and the
 * ratio of the medians.
 *
 * With --pglite, the embedded database instead (a member signs in and subscribes through the API).
 *
 *   npm run build && npx tsx scripts/bench-push.ts --leads 800 --rounds 3 [--devices 3] [--pglite]
 *   BENCH_DATABASE_URL=postgres://... (default postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createECDH, createHmac, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { solvedCaptchas, type Challenge } from "./bench-common";

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "800" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "32" },
    devices: { type: "string", default: "3" },
    pglite: { type: "boolean", default: false },
  },
});
const LEADS = Number(args.leads);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const DEVICES = Number(args.devices);
const ROOT = path.resolve(import.meta.dirname, "..");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PORT = 3173;

/** A push service that accepts everything (201) and counts what it got. */
async function pushService() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received++;
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startServer(database: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, "build/app/server.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${PORT}`,
      ALLOW_LOCALHOST: "true",
      ALTCHA_MAX_NUMBER: "10",
      RATE_LIMIT_FORM_POSTS: "100000",
      RATE_LIMIT_OTHER_POSTS: "100000",
      RATE_LIMIT_CAPTCHA_CHALLENGES: "100000",
      PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true",
      LOG_LEVEL: "warn",
      ...database,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The leads of `captchas`, `CONNECTIONS` in flight (keep-alive fetch), timed from the first
 * request to the last answer (autocannon's `amount` mode ends on its one-second tick).
 */
async function leadRound(captchas: string[], marker: string): Promise<number> {
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  const client = async () => {
    for (let n = next++; n < captchas.length; n = next++) {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/LadingFormdataConsultation`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Bench",
          lastName: `Lead ${n}`,
          phone: "7185550123",
          email: `${marker}${n}@example.com`,
          captcha: captchas[n],
          source_page: "/tattoo-removal-staten-island-ads",
        }),
      });
      await response.arrayBuffer();
      if (response.ok) accepted++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const seconds = (performance.now() - started) / 1000;
  if (accepted !== captchas.length) {
    throw new Error(`${accepted} of ${captchas.length} leads accepted`);
  }
  return accepted / seconds;
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Bench {
  /** Turns the devices' alerts on or off. */
  setAlerts(on: boolean): Promise<void>;
  close(): Promise<void>;
}

function deviceKeys(origin: string) {
  return Array.from({ length: DEVICES }, (_, n) => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    return {
      endpoint: `${origin}/push/${n}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
    };
  });
}

/** PostgreSQL: the devices are written into a scratch database directly. */
async function postgresBench(origin: string): Promise<Bench> {
  const name = `spa_bench_push_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString() });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const [{ id }] = (
    await db.query<{ id: string }>(
      "insert into staff_user (email, role) values ('bench@spa.test', 'staff') returning id",
    )
  ).rows as [{ id: string }];
  const devices = deviceKeys(origin);
  return {
    async setAlerts(on) {
      await db.query("delete from push_subscription");
      if (!on) return;
      for (const device of devices) {
        await db.query(
          "insert into push_subscription (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)",
          [id, device.endpoint, device.keys.p256dh, device.keys.auth],
        );
      }
    },
    async close() {
      await db.end();
      await stopServer(server);
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite (in the server's process): a staff member signs in and subscribes through the API. */
async function pgliteBench(origin: string): Promise<Bench> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spa-bench-push-"));
  const server = await startServer({ DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${PORT}`;
  const email = `bench-${Date.now()}@spa.test`;
  const added = spawnSync(
    process.execPath,
    ["--import", "tsx", "cli/staff.ts", "add", email, "--role", "staff"],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      encoding: "utf8",
    },
  );
  const token = /\/staff\/set-password\/(\S+)/.exec(added.stdout)?.[1];
  if (!token) throw new Error(`no set-password link: ${added.stderr}`);
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: {
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
  const password = "lavender mornings on Hylan";
  await fetch(`${base}/staff/set-password/${token}`, form({ password }));
  const signedIn = await fetch(`${base}/staff/sign-in`, form({ email, password }));
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("staff_session="));
  if (!cookie) throw new Error(`not signed in: ${signedIn.status}`);
  const csrfToken = createHmac("sha256", cookie.slice("staff_session=".length))
    .update("staff-csrf")
    .digest("base64url");
  const devices = deviceKeys(origin);
  const post = async (path: string, body: object) => {
    const answer = await fetch(`${base}/api/staff/alerts/${path}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ csrfToken, ...body }),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  };
  return {
    async setAlerts(on) {
      for (const device of devices) {
        await (on ? post("devices", device) : post("devices/off", { endpoint: device.endpoint }));
      }
    },
    async close() {
      await stopServer(server);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const push = await pushService();
  console.log(
    `${args.pglite ? "PGlite" : "PostgreSQL"}, ${DEVICES} devices, ${LEADS} leads a round`,
  );
  const bench = await (args.pglite ? pgliteBench(push.origin) : postgresBench(push.origin));
  try {
    const fetchChallenge = async () =>
      (await (await fetch(`http://127.0.0.1:${PORT}/api/captcha/challenge`)).json()) as Challenge;
    // A warm-up round, not counted.
    await leadRound(await solvedCaptchas(200, fetchChallenge), "warm");
    const off: number[] = [];
    const on: number[] = [];
    let expected = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const alerts of [false, true]) {
        await bench.setAlerts(alerts);
        const captchas = await solvedCaptchas(LEADS, fetchChallenge);
        const perSecond = await leadRound(captchas, `r${round}${alerts ? "on" : "off"}`);
        (alerts ? on : off).push(perSecond);
        console.log(
          `round ${round + 1}, alerts ${alerts ? "on " : "off"}: ${perSecond.toFixed(0)} leads/s`,
        );
        if (!alerts) continue;
        // The next round starts once this one's alerts have all arrived.
        expected += LEADS * DEVICES;
        const started = Date.now();
        while (push.received() < expected) await new Promise((r) => setTimeout(r, 200));
        console.log(
          `  ${LEADS * DEVICES} alerts delivered within ${((Date.now() - started) / 1000).toFixed(1)} s after the round`,
        );
      }
    }
    console.log(
      `median leads/s: alerts off ${median(off).toFixed(0)}, on ${median(on).toFixed(0)} ` +
        `(${((median(on) / median(off) - 1) * 100).toFixed(1)}%); pushes received ${push.received()}`,
    );
  } finally {
    await bench.close();
    await push.close();
  }
}

await main();
