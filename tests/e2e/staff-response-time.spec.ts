/**
 * Speed you can see (issue 19), in the browser: a week of leads placed inside and outside the
 * salon's opening hours (tests/support/response-scenario.ts, times written by SQL) and the
 * inbox's week panel showing the median and the shares computed by hand, at 1280 and 375 px;
 * then an owner sets a 15-minute response target and the lead still waiting is marked.
 *
 * The e2e server's embedded database cannot be written from here, so this spec starts its own
 * production server on a PostgreSQL database of its own (`response_e2e_<port>`, or
 * RESPONSE_E2E_DATABASE; made and dropped here), as staff-two-servers.spec.ts does. The scenario is a fixed past week (Monday
 * October 26, 2026, with the end of summer time on its Sunday), shown by the panel's week link,
 * so the figures do not depend on today's date; only the wait of the lead still New grows.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import {
  SCENARIO_FIGURES,
  SCENARIO_MONDAY,
  scenarioInserts,
  scenarioWeekHeading,
} from "../support/response-scenario";
import { createStaffMember, expectNoViolations, signInAs, type StaffMember } from "./support/staff";
import { E2E_PORT, SPEC_PORTS } from "./support/ports";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** One database per e2e port, so suites run side by side do not drop each other's. */
const DATABASE = process.env.RESPONSE_E2E_DATABASE ?? `response_e2e_${E2E_PORT}`;
const PORT = SPEC_PORTS.responseTime;
const URL_OF_SERVER = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
let databaseUrl = "";
let owner: StaffMember;

async function admin<T>(connectionString: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await admin(ADMIN_URL, async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  server = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SITE_URL: URL_OF_SERVER,
      ALLOW_LOCALHOST: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SIGN_IN: "1000",
      RATE_LIMIT_FORM_POSTS: "1000",
    },
  });
  await expect
    .poll(async () => (await fetch(`${URL_OF_SERVER}/readyz`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(200);
  // The server has migrated and seeded the demo content (its hours): the leads go in by SQL.
  await admin(databaseUrl, async (client) => {
    for (const insert of scenarioInserts()) await client.query(insert.text, insert.values);
  });
  owner = await createStaffMember("owner", URL_OF_SERVER, { databaseUrl });
});

test.afterAll(async () => {
  // `npm start` runs the server in a child of its own: end the whole group.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await admin(ADMIN_URL, (client) =>
    client.query(`drop database if exists ${DATABASE} with (force)`),
  );
});

test.use({ baseURL: URL_OF_SERVER });

test("the week panel shows the hand-computed median and shares, and the target marks a waiting lead", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, owner);
  const panel = page.locator("section.response-week");
  await expect(panel.getByRole("heading", { level: 2, name: "This week" })).toBeVisible();

  // The scenario's week, by the address its "Previous week" links lead to.
  await page.goto(`/staff?week=${SCENARIO_MONDAY}`);
  await expect(panel.getByRole("heading", { name: scenarioWeekHeading() })).toBeVisible();
  await expect(panel.locator("dd")).toHaveText([
    SCENARIO_FIGURES.median,
    SCENARIO_FIGURES.within5,
    SCENARIO_FIGURES.within60,
  ]);
  await expect(panel.locator(".response-week__counts")).toContainText(SCENARIO_FIGURES.counts);
  await panel.locator("summary", { hasText: "By page" }).click();
  const rows = panel.locator("tbody tr");
  await expect(rows).toHaveCount(SCENARIO_FIGURES.rows.length);
  for (const [i, expected] of SCENARIO_FIGURES.rows.entries()) {
    await expect(rows.nth(i).locator("th, td")).toHaveText(expected);
  }
  // Nothing scrolls sideways, at 375 px too.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await expect(panel.getByRole("link", { name: "Next week →" })).toBeVisible();
  await test.info().attach(`week panel at ${width} px`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // The lead still New (G) shows its wait in opening hours; no target yet.
  const waiting = page.locator(".leads-table tr", { hasText: "Scenario G" });
  await expect(waiting).toContainText(/Waiting \d+ days? .*\(opening hours\)/);
  await expect(page.locator(".lead-target")).toHaveCount(0);

  // The owner sets a 15-minute target on the accounts page: a bad value first.
  await page.goto("/staff/accounts");
  const field = page.getByLabel("Target, in minutes of opening hours");
  const form = page.locator("form", { has: field });
  await field.fill("3");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#response-target-minutes-error")).toHaveText(
    "Type a whole number of minutes from 5 to 1440, or leave it empty for no target.",
  );
  await expect(field).toHaveValue("3");
  await expectNoViolations(page, "the accounts page with a refused target");
  await field.fill("15");
  await form.getByRole("button", { name: "Save" }).click();
  // The notice beside the form (decision 0046); the form's own line says it too.
  await expect(
    page
      .getByRole("dialog", { name: "Notice" })
      .getByText("New leads waiting over 15 min of opening hours are marked."),
  ).toBeVisible();
  await page.goto("/staff?kind=consultation_ipl");
  await expect(waiting).toContainText("Over 15 min target");
  await expect(page.locator(".lead-target")).toHaveCount(1);
  await expectNoViolations(page, "the inbox with its week panel and a target mark");
});
