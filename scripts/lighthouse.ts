/**
 * Lighthouse mobile (performance only, simulated slow 4G and 4x CPU) on the public pages of one or
 * more running builds, side by side: runs alternate between the builds so a busy moment of the
 * machine falls on both. Prints each page's median score, FCP, LCP, TBT, the LCP element and the
 * LCP's breakdown of the run whose LCP is the median, and the bytes the page fetched by kind.
 *
 *   npx tsx scripts/lighthouse.ts [--runs 3] before=http://127.0.0.1:3161 after=http://127.0.0.1:3160 [/path ...]
 *
 * Lighthouse is not a dependency of the site: it is run with `npx lighthouse@12.8.2` (or
 * LIGHTHOUSE_BIN), with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and any more
 * CHROME_FLAGS (scripts/production-layout.ts prints those that reach nginx).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

const DEFAULT_PATHS = [
  "/",
  "/services/facials",
  "/tattoo-removal-staten-island-ads",
  "/contact-us",
  "/blog",
  "/reviews",
];

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}

interface Result {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  element: string;
  phases: string;
  bytes: Record<string, number>;
}

function parseArgs(argv: string[]) {
  let runs = 3;
  const builds: Array<{ label: string; base: string }> = [];
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--runs") runs = Number(argv[++i]);
    else if (arg.startsWith("/")) paths.push(arg);
    else {
      const [label, base] = arg.includes("=") ? arg.split("=", 2) : [arg, arg];
      builds.push({ label: label ?? arg, base: (base ?? arg).replace(/\/$/, "") });
    }
  }
  if (builds.length === 0) builds.push({ label: "site", base: "http://127.0.0.1:3160" });
  return { runs, builds, paths: paths.length ? paths : DEFAULT_PATHS };
}

function summarise(report: {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
}): Result {
  const audits = report.audits;
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  const lcpDetails = audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = (lcpDetails[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined)
    ?.items?.[0]?.node;
  const phaseRows =
    (lcpDetails[1] as { items?: Array<{ phase: string; timing: number }> } | undefined)?.items ??
    [];
  const bytes: Record<string, number> = {};
  const requests = (audits["network-requests"]?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
  }>;
  for (const request of requests) {
    const kind = request.resourceType ?? "Other";
    bytes[kind] = (bytes[kind] ?? 0) + (request.transferSize ?? 0);
  }
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    element: (node?.snippet ?? "-").slice(0, 90),
    phases: phaseRows.map((row) => `${row.phase} ${Math.round(row.timing)}`).join(", "),
    bytes,
  };
}

async function lighthouse(url: string): Promise<Result> {
  const bin = process.env.LIGHTHOUSE_BIN;
  const args = [
    url,
    "--form-factor=mobile",
    "--only-categories=performance",
    `--chrome-flags=--headless --no-sandbox ${process.env.CHROME_FLAGS ?? ""}`,
    "--output=json",
    "--output-path=stdout",
    "--quiet",
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" };
  const { stdout } = bin
    ? await run(bin, args, { env, maxBuffer: 200_000_000 })
    : await run("npx", ["--yes", "lighthouse@12.8.2", ...args], { env, maxBuffer: 200_000_000 });
  return summarise(JSON.parse(stdout));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes = 0) => (bytes / 1024).toFixed(1);

async function main() {
  const { runs, builds, paths } = parseArgs(process.argv.slice(2));
  const results = new Map<string, Result[]>();
  for (const path of paths) {
    for (let i = 0; i < runs; i++) {
      for (const build of builds) {
        const key = `${build.label} ${path}`;
        const result = await lighthouse(build.base + path);
        results.set(key, [...(results.get(key) ?? []), result]);
        console.error(`${key} #${i + 1}: ${result.score} LCP ${result.lcp} TBT ${result.tbt}`);
      }
    }
  }
  console.log(
    "| page | build | perf | FCP | LCP | TBT | JS / CSS / font / image KB | LCP element |",
  );
  console.log("|---|---|--:|--:|--:|--:|---|---|");
  const breakdowns: string[] = [];
  for (const path of paths) {
    for (const build of builds) {
      const list = results.get(`${build.label} ${path}`) ?? [];
      const lcp = median(list.map((r) => r.lcp));
      const middle = list.find((r) => r.lcp === lcp) ?? list[0];
      if (!middle) continue;
      const b = middle.bytes;
      console.log(
        `| ${path} | ${build.label} | ${median(list.map((r) => r.score))} | ${median(list.map((r) => r.fcp))} | ${lcp} | ${median(list.map((r) => r.tbt))} | ${kb(b.Script)} / ${kb(b.Stylesheet)} / ${kb(b.Font)} / ${kb(b.Image)} | \`${middle.element}\` |`,
      );
      breakdowns.push(`${path} ${build.label}: ${middle.phases}`);
    }
  }
  console.log("\nLCP breakdown of the median run (ms):");
  for (const line of breakdowns) console.log(`- ${line}`);
}

await main();
