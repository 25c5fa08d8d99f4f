import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { loadConfig, type Config } from "~/server/config.server";
import { createLogger } from "~/server/logger.server";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import * as t from "~/server/db/schema.server";
import { seedIfEmpty } from "~/server/storage.server";
import { createServices, type Services } from "~/server/services.server";
import type { ServerBuild } from "react-router";
import {
  createHttpApp,
  listenHttp,
  PROJECT_ROOT,
  type PageRendering,
} from "~/server/http-app.server";
import { watchContentChanges } from "~/server/content/changes.server";
import type { TestSmtp } from "./smtp";
import { waitFor } from "./wait";

export type Backend = "pglite" | "postgres";

/**
 * For files whose behaviour can differ by database (storage, durability, locking, concurrency,
 * migrations, outbox, rate limits, retention, page cache, the contract): PGlite always, and
 * PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it).
 */
export const backends: Backend[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * For files whose behaviour cannot differ by database (forms, rendering, validation): one of
 * them, PostgreSQL when there is a server (a copy of its template starts in under a second).
 * docs/testing.md lists which file runs on which.
 */
export const oneBackend: Backend[] = process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    CONTENT_DIR: path.join(PROJECT_ROOT, "content"),
    CONTENT_CACHE_SECONDS: "0",
    ALTCHA_COST: "50",
    ALTCHA_MAX_NUMBER: "50",
    SITE_URL: "http://127.0.0.1:3000",
    // The suites send far more forms from 127.0.0.1 than a visitor would; rate-limit.test.ts
    // checks the limit itself.
    RATE_LIMIT_FORM_POSTS: "100000",
    RATE_LIMIT_OTHER_POSTS: "100000",
    // The limits count the last window (decision 0058), 10 minutes by default: a block of tests
    // that shares one app and one address would see its first attempts leave the count on a slow
    // machine. A day's window keeps every attempt of a run counted; rate-limit.test.ts sets its own.
    RATE_LIMIT_WINDOW_SECONDS: "86400",
    ...overrides,
  });
}

/** Runs one statement on the TEST_DATABASE_URL server (create or drop a database). */
export async function adminQuery(adminUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** A database's URL on the same server as `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A throwaway database on the TEST_DATABASE_URL server, dropped by the returned function: a copy
 * of the seeded template the global set-up made (tests/support/api-global-setup.ts).
 */
async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = inject("postgresTemplate");
  const name = `spa_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface TestApp {
  url: string;
  /** Whether the site's pages are served (testPages()): the sign-in forms are among them. */
  pages: boolean;
  services: Services;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

let pagesBuild: Promise<ServerBuild> | undefined;

/**
 * The site's pages for an API-level test: the production build (`npm test` runs `npm run build`
 * before the API suite), served as in production. Loaded once per worker.
 */
export function testPages(): Promise<{ pages: PageRendering; close(): Promise<void> }> {
  const entry = path.join(PROJECT_ROOT, "build", "server", "index.js");
  pagesBuild ??= (async () => {
    if (!fs.existsSync(entry)) {
      throw new Error(`${entry} is missing: run \`npm run build\` before the API tests`);
    }
    return (await import(entry)) as ServerBuild;
  })();
  return pagesBuild.then((build) => ({ pages: { build }, close: async () => {} }));
}

let pgliteSnapshot: Blob | undefined;

/** The seeded PGlite dump the global set-up wrote, read once per worker. */
function seededPgliteSnapshot(): Blob {
  pgliteSnapshot ??= new Blob([fs.readFileSync(inject("pgliteSnapshotFile"))]);
  return pgliteSnapshot;
}

/**
 * The API on a random port, over a fresh database seeded with the demo content; with `pages`
 * (testPages()), the site's pages too.
 */
export async function startTestApp(
  backend: Backend,
  overrides: Record<string, string> = {},
  serviceOverrides: Parameters<typeof createServices>[3] = {},
  logDestination?: { write(line: string): void },
  pages?: PageRendering,
): Promise<TestApp> {
  const scratch = backend === "postgres" ? await createScratchDatabase() : undefined;
  const config = testConfig({ ...overrides, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  const logger = createLogger(config.LOG_LEVEL, logDestination);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteSnapshot: scratch ? undefined : seededPgliteSnapshot(),
  });
  // Already seeded from the template; kept so that a test app always starts as a server does.
  await seedIfEmpty(database, config, logger);
  const services = await createServices(config, logger, database, serviceOverrides);
  const server: http.Server = await listenHttp(createHttpApp(services, pages), 0, "127.0.0.1");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pages: pages !== undefined,
    services,
    database,
    config,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Kept-alive client connections would hold the close for KEEP_ALIVE_MS (65 s).
        server.closeAllConnections();
      });
      await services.funnel.stop();
      await database.close();
      await scratch?.drop();
    },
  };
}

export interface BlockAppOptions {
  /** Configuration overrides. */
  env?: Record<string, string>;
  /** Services replaced (a clock, a mail transport). */
  services?: Parameters<typeof createServices>[3];
  /** Where the app's log lines go (logCapture()). */
  log?: { write(line: string): void };
  /** The site's pages too (testPages()): the staff pages, their forms and the sign-in. */
  pages?: boolean;
  /** A test SMTP server the app sends through: started before the app, stopped after it. */
  mail?: TestSmtp;
}

/**
 * For a describe block: `startTestApp` before the block's tests and closed after them. The object
 * returned is filled in when the block starts, so its tests use it as the app itself; a hook
 * registered after this call runs after the app has started (and its afterAll before it closes).
 */
export function testAppForBlock(backend: Backend, options: BlockAppOptions = {}): TestApp {
  const app = {} as TestApp;
  const { mail } = options;
  beforeAll(async () => {
    if (mail) await mail.start(0);
    const env = { ...(mail ? mail.appEnv() : {}), ...options.env };
    const rendering = options.pages ? await testPages() : undefined;
    const started = await startTestApp(
      backend,
      env,
      options.services,
      options.log,
      rendering?.pages,
    );
    Object.assign(app, started, {
      async close() {
        await started.close();
        await rendering?.close();
      },
    });
  });
  afterAll(async () => {
    await app.close?.();
    await mail?.stop();
  });
  return app;
}

/** Solves an ALTCHA challenge from the app as the browser widget would; returns the payload. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = await (await fetch(`${baseUrl}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Collects the JSON log lines an app writes, for asserting what reaches the log. */
export function logCapture() {
  const lines: string[] = [];
  return {
    lines,
    write(line: string) {
      lines.push(line);
    },
    get text() {
      return lines.join("");
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json: json as Record<string, unknown>, text, response };
}

/** How many leads and uploads the app's database holds: compared before and after a refusal. */
export async function leadRowCounts(app: Pick<TestApp, "database">) {
  const db = app.database.db;
  const [leads] = await db
    .select({
      contact: sql<number>`(count(*) filter (where ${t.lead.kind} = 'contact'))::int`,
      career: sql<number>`(count(*) filter (where ${t.lead.kind} = 'career'))::int`,
      lead: sql<number>`(count(*) filter (where ${t.lead.kind} not in ('contact', 'career')))::int`,
    })
    .from(t.lead);
  const [uploads] = await db.select({ n: count() }).from(t.uploadedFile);
  return { contact: leads?.contact, career: leads?.career, lead: leads?.lead, uploads: uploads?.n };
}

/**
 * A second app server on the first one's PostgreSQL database (several servers behind a proxy),
 * listening for content changes as `server.ts` does.
 */
export async function startSecondApp(
  first: TestApp,
  pages?: PageRendering,
): Promise<{ url: string; close(): Promise<void> }> {
  if (!first.config.DATABASE_URL) throw new Error("a second app server needs PostgreSQL");
  const database = await openDatabase({ databaseUrl: first.config.DATABASE_URL });
  const logger = createLogger("silent");
  const services = await createServices(first.config, logger, database);
  const stopFeed = await watchContentChanges(database, () => services.content.clearCache(), logger);
  const server: http.Server = await listenHttp(createHttpApp(services, pages), 0, "127.0.0.1");
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Kept-alive client connections would hold the close for KEEP_ALIVE_MS (65 s).
        server.closeAllConnections();
      });
      await stopFeed();
      await database.close();
    },
  };
}

/** Reads until the value is `expected` or `ms` have passed: a notification lands just after a commit. */
export async function eventually(read: () => Promise<string>, expected: string, ms = 5000) {
  let last = "";
  // Past the time, the last value read is returned for the caller's assertion to show.
  await waitFor(async () => (last = await read()) === expected, { timeoutMs: ms }).catch(() => {});
  return last;
}

/** The salon name an app serves (the API's salon record). */
export async function salonName(url: string) {
  const body = (await (await fetch(`${url}/api/homewebsettings`)).json()) as {
    salon_info: { salon_name: string };
  };
  return body.salon_info.salon_name;
}
