import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/** Where the e2e server keeps its embedded database; the staff-export checks read it too. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${PORT}`;
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per server port, so two suites can run side by side without deleting each other's.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The HTML report keeps what tests attach (the staff pages' screenshots at both widths).
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["html", { open: "never", outputFolder: `playwright-report/e2e-${PORT}` }],
    // Last, so that a failure's error is in the tail of the output that CI keeps.
    ["./tests/e2e/support/failures-last.ts"],
  ],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      // Behaviour that exists only in the mobile layout (the menu toggle) is tagged @mobile-only.
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
      // Server-process and HTTP-level checks, and the crawl of the server's HTML, do not depend
      // on the viewport.
      testIgnore: [
        "process.spec.ts",
        "shell.spec.ts",
        "crawl.spec.ts",
        "staff-two-servers.spec.ts",
      ],
    },
  ],
  webServer: {
    // The production build on a fresh embedded database, seeded with the demo content.
    // As `npm start` runs it: the compiled server, no TypeScript at run time.
    command: `rm -rf ${E2E_DATA_DIR} && node build/app/server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      SITE_URL: baseURL,
      // A production build on this machine: SITE_URL is 127.0.0.1 on purpose.
      ALLOW_LOCALHOST: "true",
      LOG_LEVEL: "warn",
      ALTCHA_MAX_NUMBER: "200",
      // Every form test posts from 127.0.0.1; the limit itself is checked by the API tests.
      RATE_LIMIT_FORM_POSTS: "1000",
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
      SMTP_URL: `smtp://127.0.0.1:${PORT + 25}`,
      SMTP_ALLOW_PLAINTEXT: "true",
      MAIL_FROM: "Serenity Day Spa <no-reply@spa-e2e.example>",
    },
  },
});
