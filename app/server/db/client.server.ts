import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.server";

export type Schema = typeof schema;
/** Both drivers share this query-builder surface; code above this module never knows which runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Rejects when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../drizzle",
);

// Any constant works, as long as every app server uses the same one.
const MIGRATION_LOCK_ID = 61_860_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory (tests). The caller holds the folder's lock. */
  dataDir?: string;
  poolMax?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  return openPglite(options.dataDir);
}

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions["preRun"]>[number]>[0];

/** The parts of Emscripten's Node filesystem (NODEFS) that `DurableNodeFS` changes. */
interface NodeFsInternals {
  stream_ops?: { fsync?: (stream: { nfd?: number }) => number };
  tryFSOperation?: (operation: () => void) => void;
}

/**
 * PGlite on a folder: Emscripten's NODEFS with fsync() made real. PGlite 0.5 starts PostgreSQL
 * with `-F` (fsync off), and NODEFS has no fsync of its own, so even with fsync on, PostgreSQL's
 * fsync() of the WAL at commit and of the data files at a checkpoint did nothing: a commit
 * reached the operating system's cache, not the disk. Here NODEFS's fsync calls Node's, and
 * PostgreSQL runs with fsync on and `wal_sync_method=fsync` (its Linux default, fdatasync, is a
 * no-op in Emscripten that no filesystem can change). Docs/decisions/0009 has the measurements.
 */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const result = await super.init(pg, options);
    result.emscriptenOpts.preRun = [...(result.emscriptenOpts.preRun ?? []), makeFsyncReal];
    return result;
  }
}

function makeFsyncReal(mod: PostgresModule) {
  const nodefs = mod.NODEFS as unknown as NodeFsInternals;
  const streamOps = nodefs.stream_ops;
  const tryOperation = nodefs.tryFSOperation;
  // A PGlite upgrade that reshapes NODEFS must stop the start, not silently lose durability.
  if (!streamOps || typeof tryOperation !== "function") {
    throw new Error("PGlite's NODEFS is not the one DurableNodeFS expects: cannot enable fsync");
  }
  streamOps.fsync = (stream) => {
    const fd = stream.nfd;
    // Errors become Emscripten errno values, so PostgreSQL sees a failed fsync (and stops).
    if (fd !== undefined) tryOperation.call(nodefs, () => fs.fsyncSync(fd));
    return 0;
  };
}

/** PGlite's start parameters with fsync on: `-F` removed, WAL flushed with fsync(). */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "wal_sync_method=fsync",
];

function fsyncPath(target: string) {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * PGlite writes a new cluster from its bundled image without fsync, and folders written before
 * fsync was made real may still hold unflushed files: flushing the folder at each start (about
 * 0.1 s for its 1,100 files) leaves nothing behind that a later checkpoint takes as on disk.
 */
function fsyncTree(target: string) {
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target)) fsyncTree(path.join(target, entry));
  } else if (!stat.isFile()) {
    return;
  }
  fsyncPath(target);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    client = await PGlite.create({
      dataDir,
      fs: new DurableNodeFS(dataDir),
      startParams: DURABLE_START_PARAMS,
    });
    fsyncTree(dataDir);
    fsyncPath(path.dirname(dataDir));
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    // The PGlite and node-postgres databases differ only in their result HKT.
    db: db as unknown as Database,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  // Several app servers may start at once: one migrates, the others wait for it.
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg({ client: lockClient, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * Runs `work` while holding a database-wide lock, so that only one of several app servers
 * seeds an empty database. PGlite has a single session already.
 */
export async function withExclusiveStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>) {
  if (handle.kind === "pglite") return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID + 1})`);
    return work();
  });
}
