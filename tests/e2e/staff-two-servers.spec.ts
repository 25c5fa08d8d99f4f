/**
 * Publish reaches every app server: two production servers on one PostgreSQL database, an owner
 * edits and publishes on the first, and a visitor of the second sees the change within seconds
 * (its cached content is dropped by the database's notification), then the restored old value.
 * This spec starts its own servers, so it needs PostgreSQL (TEST_DATABASE_URL, as CI sets it, or
 * the local server's `test` database).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import {
  openEditor,
  publishDraft,
  restorePrevious,
  saveDraft,
  setDayHours,
} from "./support/content-editor";
import { createStaffMember, csrfTokenOf, signInAs } from "./support/staff";
import { SPEC_PORTS } from "./support/ports";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const BASE_PORT = SPEC_PORTS.twoServers;
/** How long a publish may take to reach the other server: "within a few seconds". */
const PROPAGATION_MS = 5_000;

interface AppServer {
  url: string;
  process: ChildProcess;
}

let databaseUrl = "";
let databaseName = "";
const servers: AppServer[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The production build, started as `npm start` starts it, on the shared database. */
async function startServer(port: number): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("npm", ["start", "--silent"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SITE_URL: url,
      ALLOW_LOCALHOST: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SIGN_IN: "1000",
      RATE_LIMIT_FORM_POSTS: "1000",
    },
  });
  const server = { url, process: child };
  servers.push(server);
  await expect
    .poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(200);
  return server;
}

function stop(server: AppServer) {
  // `npm start` runs the server in a child of its own: end the whole group.
  if (server.process.pid) process.kill(-server.process.pid, "SIGTERM");
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  databaseName = `spa_e2e_${process.pid}_${Date.now().toString(36)}`;
  await admin((client) => client.query(`create database ${databaseName}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // One at a time: the first migrates and seeds the demo content, the second finds it there.
  await startServer(BASE_PORT);
  await startServer(BASE_PORT + 1);
});

test.afterAll(async () => {
  for (const server of servers) stop(server);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  if (databaseName) {
    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
  }
});

async function footerOf(page: Page, url: string) {
  await page.goto(`${url}/about`);
  return page.locator("footer");
}

test("a change published on one server shows on the other within seconds, and so does a restore", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = servers as [AppServer, AppServer];
  const tag = `t${Date.now().toString(36)}`;
  const owner = await createStaffMember("owner", first.url, { databaseUrl });
  const staff = await browser.newContext({ baseURL: first.url });
  const page = await staff.newPage();
  await signInAs(page, owner);
  await page.goto("/staff/content");
  expect(await csrfTokenOf(page)).not.toBe("");

  // The second server has the live content cached before the change.
  const visitor = await browser.newPage();
  const footer = await footerOf(visitor, second.url);
  await expect(footer).toContainText("Mon");
  await expect(footer).toContainText("9:00 AM - 2:00 PM");

  await openEditor(page, "/staff/content/salon", "Salon details");
  const newHours = "10:00 AM - 3:00 PM";
  await setDayHours(page, "Monday", "10:00 AM", "3:00 PM");
  await saveDraft(page);
  await publishDraft(page, `Hours ${tag}`);

  await expect
    .poll(async () => (await footerOf(visitor, second.url)).textContent(), {
      timeout: PROPAGATION_MS,
      intervals: [250],
    })
    .toContain(newHours);

  await restorePrevious(page, "/staff/content/salon", "Salon details");
  await expect
    .poll(async () => (await footerOf(visitor, second.url)).textContent(), {
      timeout: PROPAGATION_MS,
      intervals: [250],
    })
    .not.toContain(newHours);
  await expect(await footerOf(visitor, second.url)).toContainText("9:00 AM - 2:00 PM");
  await staff.close();
});
