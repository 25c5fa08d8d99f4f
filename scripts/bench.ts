/**
 * `npm run bench`: the production build's throughput and memory (issue 13's targets).
 *
 * Starts the compiled server (node build/app/server.js, as `npm start` does) on a scratch
 * PostgreSQL database, then on a fresh embedded database, and prints one table:
 *   - pages through the app alone, cache warm, 32 connections (home, a category, a blog post);
 *   - the cold render of the home page right after a content change (sequential);
 *   - lead POSTs at 32 in flight, each with its own ALTCHA challenge fetched from the server and
 *     solved before the timed run (the server verifies every one as usual);
 *   - the app server's RSS after the runs; on PGlite the peak RSS from start (demo import) and
 *     RSS after a burst of leads.
 *
 * ALTCHA_MAX_NUMBER=10 makes the challenges quick to solve here; the server's verification (one
 * key derivation at ALTCHA_COST, default 1000) is the same whatever the range. The rate limits are
 * raised because every request comes from 127.0.0.1. `npm run bench` then runs
 * scripts/bench-proxy.ts: the same measurements through nginx in front of two app servers.
 *
 *   npm run bench                       (builds first)
 *   npx tsx scripts/bench.ts --seconds 10 --leads 3000
 *   BENCH_DATABASE_URL=postgres://... (default postgres://postgres@127.0.0.1:5432/test)
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import {
  leadRun as benchLeads,
  ms,
  pageRun as benchPage,
  printTable,
  row,
  solvedCaptchas as solveCaptchas,
  type Challenge,
} from "./bench-common";
import { memory, scratchDatabase, startServer, stopServer } from "./bench-server";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    leads: { type: "string", default: "4000" },
    connections: { type: "string", default: "32" },
    "skip-pglite": { type: "boolean", default: false },
  },
});
const SECONDS = Number(args.seconds);
const LEADS = Number(args.leads);
const CONNECTIONS = Number(args.connections);

async function pageRun(label: string, url: string) {
  await benchPage(label, url, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    // The first request renders and stores the page.
    warm: async () => {
      for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer();
    },
  });
}

async function coldRenders(baseUrl: string, databaseUrl: string | undefined) {
  const times: number[] = [];
  const notify = async () => {
    if (!databaseUrl) return false;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("select pg_notify('content_changed', '0')");
    await client.end();
    return true;
  };
  for (let i = 0; i < 15; i++) {
    if (!(await notify())) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
    const started = performance.now();
    const response = await fetch(`${baseUrl}/`);
    await response.arrayBuffer();
    if (response.headers.get("x-page-cache") !== "miss") continue;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  row(
    `home, cold render after a content change (median, max of ${times.length})`,
    `${ms(median)}, ${ms(times.at(-1) ?? NaN)}`,
  );
}

async function solvedCaptchas(baseUrl: string, count: number) {
  return solveCaptchas(
    count,
    async () => (await (await fetch(`${baseUrl}/api/captcha/challenge`)).json()) as Challenge,
  );
}

async function leadRun(label: string, baseUrl: string, captchas: string[]) {
  await benchLeads(label, baseUrl, captchas, { connections: CONNECTIONS, marker: "bench" });
}

async function postgresBench() {
  console.error("PostgreSQL:");
  const scratch = await scratchDatabase();
  const server = await startServer(3171, { DATABASE_URL: scratch.url });
  try {
    await pageRun("home", `${server.url}/`);
    await pageRun("category page", `${server.url}/services/facials`);
    await pageRun("blog post", `${server.url}/blog-details/living-well-with-melasma`);
    await coldRenders(server.url, scratch.url);
    const captchas = await solvedCaptchas(server.url, LEADS);
    await leadRun("lead POSTs on PostgreSQL", server.url, captchas);
    const { rssMb, peakMb } = memory(server.pid);
    row(
      "app server on PostgreSQL: RSS after the bench (peak)",
      `${rssMb.toFixed(0)} MB (${peakMb.toFixed(0)} MB)`,
    );
  } finally {
    await stopServer(server.child);
    await scratch.drop();
  }
}

async function pgliteBench() {
  console.error("PGlite:");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "spa-bench-"));
  try {
    const server = await startServer(3172, { DATA_DIR: dataDir });
    try {
      const started = memory(server.pid);
      row(
        "PGlite, fresh server: peak RSS to ready (RSS when ready)",
        `${started.peakMb.toFixed(0)} MB (${started.rssMb.toFixed(0)} MB)`,
      );
      await pageRun("PGlite home", `${server.url}/`);
      const captchas = await solvedCaptchas(server.url, Math.min(LEADS, 1000));
      await leadRun("lead POSTs on PGlite", server.url, captchas);
      const after = memory(server.pid);
      row(
        "PGlite: RSS after the burst of leads (peak)",
        `${after.rssMb.toFixed(0)} MB (${after.peakMb.toFixed(0)} MB)`,
      );
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const cpus = os.cpus();
console.error(
  `Machine: ${cpus.length} x ${cpus[0]?.model ?? "?"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ` +
    `Node ${process.version}, ${os.type()} ${os.release()}`,
);
await postgresBench();
if (!args["skip-pglite"]) await pgliteBench();

printTable();
