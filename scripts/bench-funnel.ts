/**
 * Issue 20's cookie-less funnel on PostgreSQL (decision 0031): figures, not pass/fail.
 *   - Beacons: POST /api/event as `sendBeacon` sends it (text/plain, a desktop Chrome user agent;
 *     isbot leaves bots out), BEACONS of them at CONNECTIONS in flight after a warm-up, each from
 *     its own X-Forwarded-For address (trusted from loopback), against the built server. Events/s,
 *     p50, p99, then the funnel_event rows ~2 s later (the server writes its queue every second)
 *     against the beacons answered 204.
 *   - The owners' page over 90 days: funnel_event refilled with EVENTS rows over the last 90 spa
 *     days, 1/90 of them today (generate_series; ~3 events per visitor and day), the daily
 *     roll-up run once and timed, then `services.funnel.figures(90)` directly and
 *     GET /staff/funnel?days=90 as a signed-in owner, median and p95 of REQUESTS after a warm-up;
 *     LEADS leads over the same days first (the ads forms' kinds, 70% with a campaign row, a
 *     third of those from a Google Ads click), which the page's lead figures read (issue 36).
 * Target of the issue: 2,000 events/s with p99 under 50 ms; the page under 200 ms.
 *
 *   npx tsx scripts/bench-funnel.ts [--beacons 30000] [--connections 32] [--events 10000000]
 *     [--leads 100000] [--requests 20] [--keep]
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "~/server/db/client.server";
import { rollUpFunnel } from "~/server/funnel/rollup.server";
import { createFunnelService } from "~/server/funnel/service.server";
import { createLogger } from "~/server/logger.server";
import { newToken, tokenHash } from "~/server/staff/sessions/tokens.server";
import { ms, printTable, rate, row } from "./bench-common";
import { scratchDatabase, startServer, stopServer } from "./bench-server";
import { spaToday } from "~/lib/staff/leads";

const { values: args } = parseArgs({
  options: {
    beacons: { type: "string", default: "30000" },
    connections: { type: "string", default: "32" },
    events: { type: "string", default: "10000000" },
    leads: { type: "string", default: "100000" },
    requests: { type: "string", default: "20" },
    /** Leave the database (bench_funnel) for a closer look; the next run replaces it. */
    keep: { type: "boolean", default: false },
  },
});
const BEACONS = Number(args.beacons);
/** Beacons before the timed run (the server's first requests run unoptimised code). */
const WARM_BEACONS = 2000;
const CONNECTIONS = Number(args.connections);
const EVENTS = Number(args.events);
const LEADS = Number(args.leads);
const REQUESTS = Number(args.requests);

const HEADERS = {
  "content-type": "text/plain;charset=UTF-8",
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "Chrome/131.0.0.0 Safari/537.36",
};
const BEACON = `{"event":"view","page":"/tattoo-removal-staten-island-ads","campaign":"spring"}`;
const PAGES = [
  "",
  "/tattoo-removal-staten-island-ads",
  "/ipl-therapy-staten-island-ads",
  "/tattoo-removal-and-ipl-therapy-staten-island-ads",
];
/** Twelve campaigns and none (''). */
const CAMPAIGNS = ["", ...Array.from({ length: 12 }, (_, i) => `campaign-${i + 1}`)];
const sqlArray = (items: string[]) => `array[${items.map((item) => `'${item}'`).join(",")}]`;

async function query<Row>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Sorted timings in ms of `runs` calls of `work`, after one warm-up call. */
async function timings(runs: number, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Time since `started`: in seconds from 10 s up. */
function took(started: number) {
  const elapsed = performance.now() - started;
  return elapsed < 10_000 ? ms(elapsed) : `${(elapsed / 1000).toFixed(1)} s`;
}

const spread = (times: number[]) =>
  `median ${ms(times[Math.floor(times.length / 2)] ?? NaN)}, ` +
  `p95 ${ms(times[Math.ceil(times.length * 0.95) - 1] ?? NaN)} (${times.length} runs)`;

/** `amount` beacons, CONNECTIONS in flight, each from its own address (n counts on). */
let next = 0;
function beacons(baseUrl: string, amount: number) {
  return autocannon({
    url: `${baseUrl}/api/event`,
    connections: CONNECTIONS,
    amount,
    method: "POST",
    headers: HEADERS,
    body: BEACON,
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, headers: { ...request.headers, "x-forwarded-for": ip } };
        },
      },
    ],
  });
}

async function beaconRun(baseUrl: string, databaseUrl: string) {
  const check = await fetch(`${baseUrl}/api/event`, {
    method: "POST",
    headers: HEADERS,
    body: BEACON,
  });
  if (check.status !== 204) throw new Error(`the beacon answered ${check.status}`);
  const warm = await beacons(baseUrl, WARM_BEACONS);
  const result = await beacons(baseUrl, BEACONS);
  const failed = result.non2xx || result.errors;
  row(
    `beacons: events/s, p50, p99 (${BEACONS.toLocaleString("en-US")}, ${CONNECTIONS} in flight)`,
    `${rate(result["2xx"] / result.duration)}, ${ms(result.latency.p50)}, ${ms(result.latency.p99)}` +
      (failed ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ""),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // The check and the warm-up's beacons count too.
  const sent = 1 + warm["2xx"] + result["2xx"];
  const [count] = await query<{ n: string }>(databaseUrl, "select count(*) as n from funnel_event");
  const stored = Number(count?.n);
  row(
    "beacons: funnel_event rows 2 s after the run (of the 204 answers)",
    `${stored.toLocaleString("en-US")} of ${sent.toLocaleString("en-US")}` +
      (stored === sent ? "" : ` (${(sent - stored).toLocaleString("en-US")} missing)`),
  );
}

/**
 * EVENTS rows over the 90 spa days ending today, oldest day first as the beacons would have
 * written them (a day's rows lie together in the table); today has the remainder.
 */
async function seed(databaseUrl: string) {
  const today = spaToday(new Date(Date.now()));
  const perDay = Math.round(EVENTS / 90);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query("truncate funnel_event, funnel_day");
    for (let ago = 89; ago >= 0; ago--) {
      // j: the row's place in its day; visitor j / 3 of the day, with one page and campaign.
      await client.query(
        `insert into funnel_event (day, event, page, campaign, visitor)
         select $1::date - $2::int,
           case when j % 20 = 7 then 'form_start' when j % 20 = 13 then 'call' else 'view' end,
           (${sqlArray(PAGES)})[1 + (j / 3) % ${PAGES.length}],
           (${sqlArray(CAMPAIGNS)})[1 + (j / 3) % ${CAMPAIGNS.length}],
           md5($2 || ':' || (j / 3))
         from generate_series(0, $3::int - 1) j`,
        [today, ago, ago > 0 ? perDay : EVENTS - 89 * perDay],
      );
      if (ago % 10 === 0) console.error(`  (seeded down to ${ago} days ago)`);
    }
    await client.query("analyze funnel_event");
  } finally {
    await client.end();
  }
  row(
    `owners' page: funnel_event filled (${EVENTS.toLocaleString("en-US")} rows, 90 days)`,
    took(started),
  );
}

/** LEADS leads over the last 90 days, most with a campaign row like the ads pages send. */
async function seedLeads(databaseUrl: string) {
  const started = performance.now();
  await query(
    databaseUrl,
    `insert into lead (kind, first_name, last_name, email, phone, source_page, status, created_at)
     select (array['treatment','consultation','consultation_ipl'])[1 + j % 3], 'Bench',
       'Lead' || j, 'bench' || j || '@example.com', '7185550000',
       (${sqlArray(PAGES)})[1 + j % ${PAGES.length}],
       case when j % 4 = 0 then 'new' when j % 4 = 1 then 'contacted' else 'booked' end,
       now() - (j % 90) * interval '1 day' - (j % 1440) * interval '1 minute'
     from generate_series(1, $1::int) j`,
    [LEADS],
  );
  await query(
    databaseUrl,
    `insert into lead_campaign (lead_id, utm_campaign, utm_source, utm_medium, landing_page, gclid)
     select id, (${sqlArray(CAMPAIGNS.slice(1))})[1 + n % ${CAMPAIGNS.length - 1}], 'google', 'cpc',
       source_page, case when n % 3 = 0 then 'Cj0KCQ' || n end
     from (select id, source_page, row_number() over () as n from lead) numbered
     where n % 10 < 7`,
  );
  await query(databaseUrl, "analyze lead; analyze lead_campaign");
  row(`owners' page: lead filled (${LEADS.toLocaleString("en-US")} leads, 90 days)`, took(started));
}

/** An owner with a confirmed authenticator app and a live session: its Cookie header. */
async function ownerCookie(databaseUrl: string) {
  const token = newToken();
  await query(
    databaseUrl,
    `with owner as (insert into staff_user (email, role)
        values ('bench-owner@spa.example', 'owner') returning id),
      app as (insert into staff_totp (user_id, secret, confirmed_at)
        select id, 'JBSWY3DPEHPK3PXP', now() from owner)
     insert into staff_session (token_hash, user_id, expires_at)
       select $1, id, now() + interval '1 day' from owner`,
    [tokenHash(token)],
  );
  return `staff_session=${token}`;
}

async function ownersPage(baseUrl: string, databaseUrl: string) {
  await seed(databaseUrl);
  await seedLeads(databaseUrl);
  const database = await openDatabase({ databaseUrl });
  const funnel = createFunnelService({
    db: database.db,
    logger: createLogger("warn"),
    siteUrl: baseUrl,
  });
  try {
    let started = performance.now();
    const { days } = await rollUpFunnel(database.db, Date.now());
    const rolled = await query<{ n: string }>(databaseUrl, "select count(*) as n from funnel_day");
    row(
      "owners' page: roll-up, first run over every day (days, funnel_day rows)",
      `${took(started)} (${days}, ${rolled[0]?.n})`,
    );
    // A day's job: yesterday undone, then rolled up again (the hourly job's work after midnight).
    await query(
      databaseUrl,
      "delete from funnel_day where day = (select max(day) from funnel_day)",
    );
    started = performance.now();
    const again = await rollUpFunnel(database.db, Date.now());
    row(`owners' page: roll-up of one day (${again.days} day)`, took(started));
    row(
      "owners' page: services.funnel.figures(90)",
      spread(await timings(REQUESTS, () => funnel.figures(90))),
    );
  } finally {
    await funnel.stop();
    await database.close();
  }

  const cookie = await ownerCookie(databaseUrl);
  const page = `${baseUrl}/staff/funnel?days=90`;
  const probe = await fetch(page, { headers: { cookie }, redirect: "manual" });
  const html = await probe.text();
  if (probe.status !== 200) {
    row("owners' page: GET /staff/funnel?days=90", `not measured: answered ${probe.status}`);
    return;
  }
  const times = await timings(REQUESTS, async () => {
    const response = await fetch(page, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the funnel page answered ${response.status}`);
  });
  row(
    `owners' page: GET /staff/funnel?days=90 as an owner (${Math.round(html.length / 1024)} KB)`,
    spread(times),
  );
}

const scratch = await scratchDatabase("bench_funnel");
const server = await startServer(3175, { DATABASE_URL: scratch.url });
try {
  await beaconRun(server.url, scratch.url);
  await ownersPage(server.url, scratch.url);
} finally {
  await stopServer(server.child);
  if (!args.keep) await scratch.drop();
}
printTable();
