/**
 * A content change reaches every app server at once: the import (and later the staff editor's
 * publish) notifies all servers, which drop their cached content, even with a long cache time.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion, watchContentChanges } from "~/server/content/changes.server";
import { readContentDir } from "~/server/content/files.server";
import { importContent } from "~/server/content/store.server";
import type { DatabaseHandle } from "~/server/db/client.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { createLogger } from "~/server/logger.server";
import {
  backends,
  eventually,
  salonName,
  startSecondApp,
  testAppForBlock,
} from "../support/test-app";

const LONG_CACHE = { CONTENT_CACHE_SECONDS: "3600" };

async function importWithName(database: DatabaseHandle, name: string) {
  const content = await readContentDir(path.join(PROJECT_ROOT, "content"));
  content.salon.salon_info.salon_name = name;
  await importContent(database.db, content);
}

describe.each(backends)("content changes on %s", (backend) => {
  let stop: () => Promise<void>;
  const app = testAppForBlock(backend, { env: LONG_CACHE });
  beforeAll(async () => {
    stop = await watchContentChanges(
      app.database,
      () => app.services.content.clearCache(),
      createLogger("silent"),
    );
  });
  afterAll(async () => {
    await stop();
  });

  it("serves imported content at once despite an hour of cache, and counts versions", async () => {
    const before = await contentVersion(app.database.db);
    await salonName(app.url); // now cached for an hour
    await importWithName(app.database, "Serenity Renamed Spa");
    expect(await eventually(() => salonName(app.url), "Serenity Renamed Spa")).toBe(
      "Serenity Renamed Spa",
    );
    expect(await contentVersion(app.database.db)).toBe(before + 1);
  });
});

describe.runIf(backends.includes("postgres"))("content changes with two app servers", () => {
  let second: { url: string; close(): Promise<void> };

  const first = testAppForBlock("postgres", { env: LONG_CACHE });
  beforeAll(async () => {
    second = await startSecondApp(first);
  });
  afterAll(async () => {
    await second.close();
  });

  it("shows on the other server what one server's database change made", async () => {
    await salonName(second.url);
    await importWithName(first.database, "Serenity North Shore");
    expect(await eventually(() => salonName(second.url), "Serenity North Shore")).toBe(
      "Serenity North Shore",
    );
  });

  it("drops the cache after its listening connection is lost and comes back", async () => {
    await salonName(second.url);
    // Cut the listener's connection, as a database restart or a network blip would.
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    await importWithName(first.database, "Serenity After Blip");
    expect(await eventually(() => salonName(second.url), "Serenity After Blip", 10_000)).toBe(
      "Serenity After Blip",
    );
  });
});
