/**
 * A database at an older version, for the tests of a migration that moves data: the migrations
 * up to one of drizzle/ applied (an embedded PGlite, or a new database on TEST_DATABASE_URL's
 * server), rows inserted as that version's code stored them, then `upgrade()` applies the rest
 * as a server does at start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER, type Database } from "~/server/db/client.server";
import * as schema from "~/server/db/schema.server";
import { adminQuery, databaseUrl, type Backend } from "./test-app";

export interface OlderDatabase {
  /** The database as the code reads it (after `upgrade()`). */
  db: Database;
  /** Raw SQL on the database, rows as plain objects. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** Applies every later migration. */
  upgrade(): Promise<void>;
  close(): Promise<void>;
}

/** A migrations folder holding drizzle/'s migrations up to the one tagged `last` ("0019_..."). */
function foldersUpTo(last: string): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
  ) as { entries: { idx: number; tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag.startsWith(last));
  if (end < 0) throw new Error(`no migration ${last}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  }
  return dir;
}

/** A database with the migrations up to `last` applied (a tag's prefix: "0019"). */
export async function olderDatabase(backend: Backend, last: string): Promise<OlderDatabase> {
  const older = foldersUpTo(last);
  try {
    if (backend === "pglite") {
      const client = await PGlite.create();
      const db = drizzlePglite({ client, schema });
      await migratePglite(db, { migrationsFolder: older });
      return {
        db: db as unknown as Database,
        query: async <T>(text: string, values?: unknown[]) =>
          (await client.query<T>(text, values)).rows,
        upgrade: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
        close: () => client.close(),
      };
    }
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
    const name = `spa_older_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder: older });
    return {
      db: db as unknown as Database,
      query: async <T>(text: string, values?: unknown[]) =>
        (await pool.query(text, values)).rows as T[],
      upgrade: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: async () => {
        await pool.end();
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  } finally {
    fs.rmSync(older, { recursive: true, force: true });
  }
}
