import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_ARGS } from "./tests/e2e/support/browser";
import { DESKTOP_SPECS, PHONE_SPECS } from "./tests/e2e/support/widths";

/**
 * Two workers, each with its own production server, port and embedded database (issue 26): worker
 * N's server listens on E2E_PORT + 100 * N with its data in `.tmp/e2e-data-<port>`. Playwright
 * loads this file in the runner, which starts every worker's server (webServer below), and again
 * in each worker with TEST_PARALLEL_INDEX set, where `baseURL`, E2E_PORT and E2E_DATA_DIR become
 * that worker's (specs read them; tests/e2e/support/ports.ts offsets the ports a spec starts).
 */
process.env.E2E_BASE_PORT ??= process.env.E2E_PORT ?? "3100";
const BASE_PORT = Number(process.env.E2E_BASE_PORT);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

function serverOf(index: number) {
  const port = BASE_PORT + 100 * index;
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: `.tmp/e2e-data-${port}` };
}

const mine = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_PORT = String(mine.port);
process.env.E2E_DATA_DIR = mine.dataDir;

/** One worker's server: the production build on a fresh embedded database with the demo content. */
function webServer(index: number) {
  const { port, baseURL, dataDir } = serverOf(index);
  return {
    // As `npm start` runs it: the compiled server, no TypeScript at run time.
    command: `rm -rf ${dataDir} && node build/app/server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      // A production build on this machine: SITE_URL is 127.0.0.1 on purpose.
      ALLOW_LOCALHOST: "true",
      LOG_LEVEL: "warn",
      // The captcha at its lowest cost: each browser solve is a few key derivations; the
      // difficulty itself is checked by the captcha's API tests.
      ALTCHA_COST: "1",
      ALTCHA_MAX_NUMBER: "10",
      // Every form test posts from 127.0.0.1; the limit itself is checked by the API tests.
      RATE_LIMIT_FORM_POSTS: "1000",
      // Every page a spec opens counts a visit from 127.0.0.1 too (tests/api/funnel-forgery.test.ts
      // checks the beacon's limit).
      RATE_LIMIT_BEACONS: "100000",
      // Every staff spec signs new members in from 127.0.0.1 too (tests/api/staff-auth.test.ts
      // checks the sign-in limits).
      RATE_LIMIT_SIGN_IN: "1000",
      // Staff alerts go to the tests' own push service on 127.0.0.1 (staff-alerts.spec.ts).
      PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true",
      // Placeholder ids: the tags must appear where the spec puts them (their hosts are
      // unreachable here, which the pages must survive).
      GTM_ID: "GTM-E2ETEST",
      GOOGLE_ADS_ID: "AW-123456789",
      GOOGLE_ADS_CONVERSION_LABEL: "e2eLabel",
      GOOGLE_ADS_CALL_CONVERSION_LABEL: "e2eCallLabel",
      // E-mail through a test SMTP server on PORT + 25, which the specs that read the mail start
      // (tests/support/smtp.ts; staff-reply.spec.ts). Without one listening, sends fail and retry.
      SMTP_URL: `smtp://127.0.0.1:${port + 25}`,
      SMTP_ALLOW_PLAINTEXT: "true",
      MAIL_FROM: "Serenity Day Spa <no-reply@spa-e2e.example>",
    },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per base port, so two suites can run side by side without deleting each other's.
  outputDir: `test-results/e2e-${BASE_PORT}`,
  // A spec's tests run in order in one worker (they share that worker's server); specs are
  // spread over the workers.
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // The HTML report keeps what tests attach (the staff pages' screenshots at both widths).
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["html", { open: "never", outputFolder: `playwright-report/e2e-${BASE_PORT}` }],
    // Read by scripts/test-all.mjs for CI's list of the slowest tests and files.
    ["json", { outputFile: `test-results/e2e-${BASE_PORT}.json` }],
    // Last, so that a failure's error is in the tail of the output that CI keeps.
    ["./tests/e2e/support/failures-last.ts"],
  ],
  timeout: 30_000,
  use: {
    baseURL: mine.baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      // Each spec's width is decided in tests/e2e/support/widths.ts.
      testMatch: DESKTOP_SPECS,
      // In a spec run at both widths, what exists only in the mobile layout (the menu toggle) is
      // tagged @mobile-only.
      grepInvert: /@mobile-only/,
    },
    {
      // SPEC.md's mobile layout (767px and below) at a common phone width.
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        isMobile: true,
      },
      testMatch: PHONE_SPECS,
      // In a spec run at both widths, what exists only in the wide layout (the inbox's chart).
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => webServer(index)),
});
