/**
 * `npm test`: every stage in order (typecheck, lint, unit, build, API, browser, deploy), stopping
 * at the first that fails; then each stage's time and the 15 slowest tests and files, read from
 * the JSON reports of Vitest and Playwright, so that a slower suite shows in every CI log (issue 26).
 */
/* global console */
import { spawnSync } from "node:child_process";
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

const STAGES = [
  ["typecheck", ["npm", "run", "typecheck"]],
  ["lint", ["npm", "run", "lint"]],
  ["unit", vitest("unit", ["--project", "unit"])],
  ["build", ["npm", "run", "build"]],
  ["api", vitest("api", ["--project", "api"])],
  ["browser", ["npx", "playwright", "test"]],
  ["deploy", vitest("deploy", ["--config", "vitest.deploy.config.ts"])],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function runStages() {
  fs.rmSync(REPORTS, { recursive: true, force: true });
  const times = [];
  for (const [name, [command, ...args]] of STAGES) {
    console.log(`\n== ${name}: ${[command, ...args].join(" ")}`);
    const started = Date.now();
    const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit" });
    times.push({ name, ms: Date.now() - started, ok: result.status === 0 });
    if (result.status !== 0) return times;
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
const times = runStages();
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
process.exit(times.every((time) => time.ok) && times.length === STAGES.length ? 0 : 1);
