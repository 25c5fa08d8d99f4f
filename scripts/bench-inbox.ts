/**
 * How fast the leads inbox answers with 100,000 leads on PostgreSQL. Creates a scratch database
 * on the server given by BENCH_DATABASE_URL (admin access; default the local test server),
 * applies the migrations, fills it with leads spread over the five kinds and a year, runs each
 * inbox query several times and prints the median, then drops the database.
 *
 *   npx tsx scripts/bench-inbox.ts [--leads 100000] [--runs 9] [--explain] [--keep]
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/server/db/client.server";
import { createInbox } from "~/server/staff/inbox/inbox.server";
import { weekResponse } from "~/server/staff/inbox/response-figures.server";
import type { WeeklyHours } from "~/lib/display/opening-hours";
import type { InboxFilter } from "~/lib/staff/schemas";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "9" },
    explain: { type: "boolean", default: false },
    /** Leave the database for a closer look (psql ... inbox_bench); the next run replaces it. */
    keep: { type: "boolean", default: false },
  },
});
/** The demo salon's hours (decision 0021), for the response-time figures. */
const DEMO_HOURS: WeeklyHours = {
  monday: { closed: false, opens: "09:00", closes: "14:00" },
  tuesday: { closed: false, opens: "09:00", closes: "18:00" },
  wednesday: { closed: false, opens: "09:00", closes: "21:00" },
  thursday: { closed: false, opens: "09:00", closes: "21:00" },
  friday: { closed: false, opens: "09:00", closes: "21:00" },
  saturday: { closed: false, opens: "09:00", closes: "18:00" },
  sunday: { closed: false, opens: "09:00", closes: "18:00" },
};

const LEADS = Number(values.leads);
const RUNS = Number(values.runs);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NAME = process.env.BENCH_DATABASE_NAME ?? "inbox_bench";

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Median of `RUNS` timings in ms, after one warm-up run. */
async function time(work: () => Promise<unknown>): Promise<number> {
  await work();
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

await admin(`drop database if exists ${NAME} with (force)`);
await admin(`create database ${NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const db = database.db;

try {
  const fillStart = performance.now();
  // Shares of the kinds: 15% contact, 5% career, 80% the three ads forms. A year of leads, the
  // older ones mostly worked (contacted / booked / not interested), the last days mostly new.
  const contact = Math.round(LEADS * 0.15);
  const career = Math.round(LEADS * 0.05);
  const ads = LEADS - contact - career;
  const created = () => `now() - random() * interval '365 days'`;
  const status = `(case when random() < 0.02 then 'new' else (array['contacted','booked','not_interested'])[1 + floor(random() * 3)::int] end)`;
  await db.execute(
    sql.raw(`insert into lead (kind, first_name, email, phone, subject, message, source_page, status, created_at)
      select 'contact', 'Person ' || g || ' Smith', 'person' || g || '@example.com',
        '(' || (200 + g % 700) || ') 555-' || lpad((g % 10000)::text, 4, '0'),
        'Subject ' || g, 'Message ' || g, '/contact-us', ${status}, ${created()}
      from generate_series(1, ${contact}) g`),
  );
  await db.execute(
    sql.raw(`insert into uploaded_file (id, original_name, content_type, size_bytes, sha256, content)
      values ('00000000-0000-4000-8000-000000000001', 'resume_cv.pdf', 'application/pdf', 4, 'x', '\\x25504446')`),
  );
  await db.execute(
    sql.raw(`insert into lead (kind, first_name, last_name, phone, email, message, resume_id, source_page, status, created_at)
      select 'career', 'Applicant' || g, 'Jones', '(347) 555-' || lpad((g % 10000)::text, 4, '0'),
        'applicant' || g || '@example.com', 'Hello',
        -- An upload belongs to one application at most (unique resume_id).
        case when g = 1 then '00000000-0000-4000-8000-000000000001'::uuid end,
        '/career', ${status}, ${created()}
      from generate_series(1, ${career}) g`),
  );
  await db.execute(
    sql.raw(`insert into lead (kind, first_name, last_name, phone, email, treatment, source_page, status, created_at)
      select (array['treatment','consultation','consultation_ipl'])[1 + g % 3],
        'Lead' || g, 'Brown', (2120000000 + g)::text, 'lead' || g || '@example.com',
        case when g % 3 = 0 then 'tattoo' end,
        (array['/tattoo-removal-staten-island-ads','/ipl-therapy-staten-island-ads','/tattoo-and-ipl-ads'])[1 + g % 3],
        ${status}, ${created()}
      from generate_series(1, ${ads}) g`),
  );
  // One lead we search for, far back in time (the search must read past all the others).
  await db.execute(
    sql.raw(`insert into lead (kind, first_name, email, phone, subject, message, source_page, created_at)
      values ('contact', 'Zuzanna Needle', 'needle@example.org', '(929) 555-0199', 's', 'm', '/contact-us', now() - interval '300 days')`),
  );
  // Worked leads were answered some minutes to hours after they came (the figures' input).
  await db.execute(
    sql.raw(`update lead set first_response_at = created_at + random() * interval '3 hours',
      first_response_channel = 'status' where status <> 'new'`),
  );
  await db.execute(sql.raw("analyze"));
  const fillMs = performance.now() - fillStart;

  const inbox = createInbox(db);
  // The driver's result type is generic over both drivers; this script runs node-postgres only.
  const [middle] = (
    (await db.execute(
      sql.raw(`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || id as cursor
        from lead order by created_at desc, id desc offset ${Math.floor(LEADS / 2)} limit 1`),
    )) as unknown as { rows: { cursor: string }[] }
  ).rows;

  const cases: [string, () => Promise<unknown>][] = [
    ["first page (50, all kinds)", () => inbox.list({}, 50)],
    ["deep page (keyset, row 50,000)", () => inbox.list({}, 50, { before: middle!.cursor })],
    ["back to newer (after cursor)", () => inbox.list({}, 50, { after: middle!.cursor })],
    ["kind = IPL consultation", () => inbox.list({ kind: "consultation_ipl" }, 50)],
    ["status = booked", () => inbox.list({ status: "booked" }, 50)],
    ["status = overdue", () => inbox.list({ status: "overdue" }, 50)],
    ["date range (one month)", () => inbox.list(monthFilter(), 50)],
    ["search name, 1 match", () => inbox.list({ q: "needle" }, 50)],
    ["search phone digits, 1 match", () => inbox.list({ q: "9295550199" }, 50)],
    ["search e-mail, many", () => inbox.list({ q: "example.com" }, 50)],
    ["counts (header)", () => inbox.counts()],
    ["chart (30 days)", () => inbox.chart(30)],
    ["week's response figures", () => weekResponse(db, DEMO_HOURS)],
  ];
  const results: [string, number][] = [];
  for (const [label, work] of cases) results.push([label, await time(work)]);

  console.log(`\n${LEADS.toLocaleString("en-US")} leads, PostgreSQL, median of ${RUNS} runs`);
  console.log(`(filled in ${(fillMs / 1000).toFixed(1)} s)\n`);
  console.log(`| query                          | median ms |`);
  console.log(`| ------------------------------ | --------: |`);
  for (const [label, ms] of results)
    console.log(`| ${label.padEnd(30)} | ${ms.toFixed(1).padStart(9)} |`);

  if (values.explain) {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query(
      `explain (analyze, costs off, timing off, summary on)
       select id, created_at from lead order by created_at desc, id desc limit 51`,
    );
    console.log(`\n${rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}`);
    await client.end();
  }
} finally {
  await database.close();
  if (!values.keep) await admin(`drop database if exists ${NAME} with (force)`);
}

function monthFilter(): InboxFilter {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  return { from: day(120), to: day(90) };
}
