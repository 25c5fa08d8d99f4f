/**
 * `npm test`: every stage (typecheck, lint and build side by side, then unit, API, browser,
 * deploy), stopping after the first group with a failure; then each stage's time and the 15 slowest tests and files, read from
 * the JSON reports of Vitest and Playwright, so that a slower suite shows in every CI log (issue 26).
 */
/* global console */
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const REPORTS = path.join(ROOT, "test-results");
const vitestJson = (name) => path.join(REPORTS, `vitest-${name}.json`);
const vitest = (name, extra = []) => [
  "npx",
  "vitest",
  "run",
  ...extra,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson(name)}`,
];

/**
 * Stages in order; the stages of one group run at the same time. Typecheck, lint and the build
 * each keep one core busy for under a minute and need nothing from each other, so on a 2-core
 * machine the three together take about as long as the slowest two in a row (decision 0056).
 */
const GROUPS = [
  [
    ["typecheck", ["npm", "run", "typecheck"]],
    ["lint", ["npm", "run", "lint"]],
    ["build", ["npm", "run", "build"]],
  ],
  [["unit", vitest("unit", ["--project", "unit"])]],
  [["api", vitest("api", ["--project", "api"])]],
  [["browser", ["npx", "playwright", "test"]]],
  [["deploy", vitest("deploy", ["--config", "vitest.deploy.config.ts"])]],
];
const STAGE_COUNT = GROUPS.flat().length;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One stage. Alone, its output streams as it comes; beside others, it is collected and printed
 * whole when the stage ends, so the log reads one stage at a time.
 */
function runStage([name, [command, ...args]], alone) {
  return new Promise((resolve) => {
    const header = `\n== ${name}: ${[command, ...args].join(" ")}`;
    if (alone) console.log(header);
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: alone ? "inherit" : "pipe" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, ms: Date.now() - started, ok: code === 0 });
    });
  });
}

async function runStages() {
  fs.rmSync(REPORTS, { recursive: true, force: true });
  const times = [];
  for (const group of GROUPS) {
    const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
    times.push(...results);
    if (results.some((result) => !result.ok)) return times;
  }
  return times;
}

/** Every test of a Vitest JSON report (Jest's format) and every file's span. */
function vitestResults(file) {
  if (!fs.existsSync(file)) return { tests: [], files: [] };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const tests = [];
  const files = [];
  for (const result of report.testResults ?? []) {
    const name = path.relative(ROOT, result.name);
    files.push({ name, ms: (result.endTime ?? 0) - (result.startTime ?? 0) });
    for (const test of result.assertionResults ?? []) {
      tests.push({ name: `${name} › ${test.fullName}`, ms: test.duration ?? 0 });
    }
  }
  return { tests, files };
}

/** Every test of Playwright's JSON report, with its project, and the time per spec file. */
function playwrightResults() {
  const tests = [];
  const perFile = new Map();
  // A run stopped before the browser stage has no report folder: no figures, not a second error.
  const files = fs.existsSync(REPORTS) ? fs.readdirSync(REPORTS) : [];
  for (const file of files.filter((name) => /^e2e-\d+\.json$/.test(name))) {
    const report = JSON.parse(fs.readFileSync(path.join(REPORTS, file), "utf8"));
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
          const where = `tests/e2e/${spec.file}`;
          tests.push({
            name: `[${test.projectName}] ${where} › ${[...titles, spec.title].join(" › ")}`,
            ms,
          });
          perFile.set(where, (perFile.get(where) ?? 0) + ms);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of report.suites ?? []) visit(suite, []);
  }
  return { tests, files: [...perFile].map(([name, ms]) => ({ name, ms })) };
}

function printSlowest(title, rows) {
  const slowest = [...rows].sort((a, b) => b.ms - a.ms).slice(0, 15);
  if (slowest.length === 0) return;
  console.log(`\n== the 15 slowest ${title}`);
  for (const row of slowest) console.log(`${seconds(row.ms).padStart(9)}  ${row.name}`);
}

const started = Date.now();
const times = await runStages();
const results = [
  vitestResults(vitestJson("unit")),
  vitestResults(vitestJson("api")),
  playwrightResults(),
  vitestResults(vitestJson("deploy")),
];
printSlowest(
  "tests",
  results.flatMap((result) => result.tests),
);
printSlowest(
  "files (browser specs: their tests' time summed)",
  results.flatMap((result) => result.files),
);
console.log("\n== stage times");
for (const { name, ms, ok } of times)
  console.log(`${name.padEnd(10)} ${seconds(ms).padStart(9)}${ok ? "" : "  FAILED"}`);
console.log(`${"total".padEnd(10)} ${seconds(Date.now() - started).padStart(9)}`);
process.exit(times.every((time) => time.ok) && times.length === STAGE_COUNT ? 0 : 1);
