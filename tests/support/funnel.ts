/** The funnel's API tests (funnel, funnel-forgery): a browser's beacon and the stored counts. */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

export const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
export const TATTOO_ADS = "/tattoo-removal-staten-island-ads";

/** The rows of a query on the app's database. */
export const rowsOf = async <T = Record<string, unknown>>(app: TestApp, query: SQL) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** How many raw counts are stored (write the queue first: `services.funnel.flush()`). */
export const eventCount = async (app: TestApp) =>
  Number(
    (await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from funnel_event`))[0]!.n,
  );

/** A beacon as `navigator.sendBeacon` sends it (text/plain, a desktop browser), `body` as given. */
export const sendBeacon = (app: TestApp, body: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/event`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER, ...headers },
    body,
  });
