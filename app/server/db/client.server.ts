import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { PROJECT_ROOT } from "../project-root.server";
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
  /**
   * LISTENs on a channel (a fixed lower-case name): `onMessage` gets each NOTIFY's payload. On
   * PostgreSQL a dedicated connection reconnects by itself and then calls `onGap`, since what was
   * sent meanwhile is lost. Resolves to the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a dump that `pgliteSnapshot` opens again (tests). */
  dump?(): Promise<Blob>;
}

/** Channel names are written into LISTEN as identifiers: only fixed lower-case names. */
function assertChannel(channel: string) {
  if (!/^[a-z_]{1,63}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/** LISTEN on a dedicated connection (a pooled one would be handed to queries), reconnecting. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  assertChannel(channel);
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delayMs = 1000;

  const retryLater = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(true), delayMs);
    delayMs = Math.min(delayMs * 2, 30_000);
  };
  const lost = (dead: pg.Client) => {
    if (dead !== client) return;
    client = undefined;
    dead.end().catch(() => {});
    retryLater();
  };
  async function connect(again: boolean) {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners();
      next.on("error", () => {});
      next.end().catch(() => {});
      if (!again) throw error;
      retryLater();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delayMs = 1000;
    if (again) onGap();
  }

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "drizzle");

// Any constant works, as long as every app server uses the same one.
const MIGRATION_LOCK_ID = 61_860_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory (tests). The caller holds the folder's lock. */
  dataDir?: string;
  poolMax?: number;
  /** A data folder initialised at build time; default PGLITE_TEMPLATE_DIR. */
  templateDir?: string;
  /** Told how a new PGlite data folder was made (from the template, or by initdb and why). */
  onNewDataDir?: (how: { from: "template" | "initdb"; reason?: string }) => void;
  /**
   * An in-memory PGlite starts from this dump (`dumpDataDir`) instead of initdb: the test suites
   * open a migrated, seeded database this way in about a fifth of the time.
   */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  if (options.dataDir) {
    const made = newDataDirFromTemplate(
      options.dataDir,
      options.templateDir ?? PGLITE_TEMPLATE_DIR,
    );
    if (made) options.onNewDataDir?.(made);
  }
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

/**
 * An empty PGlite data folder made once by `npm run build` (cli/pglite-template.ts). On a new
 * folder PGlite runs initdb in a second WebAssembly instance beside the server's, which peaks at
 * about 870 MB of memory; copying this folder instead makes the first start cost what any other
 * start costs (docs/performance.md). `cluster/` holds the data folder, `stamp.json` the PGlite
 * version that wrote it: a folder of another version is not used.
 */
export const PGLITE_TEMPLATE_DIR = path.join(PROJECT_ROOT, "build", "pglite-template");

export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@electric-sql/pglite");
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (!fs.existsSync(manifest)) continue;
    const parsed = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
      name?: string;
      version?: string;
    };
    if (parsed.name === "@electric-sql/pglite" && parsed.version) return parsed.version;
  }
  throw new Error("@electric-sql/pglite's package.json not found");
}

/** Writes the template: PGlite's initdb in a scratch folder, closed cleanly, then moved in. */
export async function writePgliteTemplate(templateDir = PGLITE_TEMPLATE_DIR) {
  const version = pgliteVersion();
  if (templateUsable(templateDir, version) === undefined) return false;
  fs.mkdirSync(path.dirname(templateDir), { recursive: true });
  const scratch = `${templateDir}.new`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch);
  const client = await PGlite.create({ dataDir: path.join(scratch, "cluster") });
  await client.close();
  fs.writeFileSync(path.join(scratch, "stamp.json"), `${JSON.stringify({ pglite: version })}\n`);
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(scratch, templateDir);
  return true;
}

/** Why the template cannot be used, or undefined when it can. */
function templateUsable(templateDir: string, version: string): string | undefined {
  let stamp: { pglite?: unknown };
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(templateDir, "stamp.json"), "utf8")) as {
      pglite?: unknown;
    };
  } catch {
    return `no prebuilt data folder in ${templateDir} (npm run build makes it)`;
  }
  if (stamp.pglite !== version) {
    return `the prebuilt data folder is of PGlite ${String(stamp.pglite)}, not ${version}`;
  }
  if (!fs.existsSync(path.join(templateDir, "cluster", "PG_VERSION"))) {
    return `the prebuilt data folder in ${templateDir} is incomplete`;
  }
  return undefined;
}

/**
 * When `dataDir` holds no database yet, copies the template there: to a sibling first, flushed,
 * then renamed, so a crash midway never leaves a half-copied cluster where PGlite would take it as
 * one. A folder that exists and is not empty is left to PGlite, as before. The caller holds the
 * folder's lock.
 */
function newDataDirFromTemplate(
  dataDir: string,
  templateDir: string,
): { from: "template" | "initdb"; reason?: string } | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    entries = [];
  }
  if (entries.length > 0) return undefined;
  let version: string;
  try {
    version = pgliteVersion();
  } catch (error) {
    return { from: "initdb", reason: (error as Error).message };
  }
  const reason = templateUsable(templateDir, version);
  if (reason) return { from: "initdb", reason };
  const scratch = `${dataDir}.new`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  try {
    fs.cpSync(path.join(templateDir, "cluster"), scratch, { recursive: true });
    fsyncTree(scratch);
  } catch (error) {
    // A build rewriting the template meanwhile, a full disk: initdb still makes a folder.
    fs.rmSync(scratch, { recursive: true, force: true });
    return { from: "initdb", reason: `copying the prebuilt data folder: ${String(error)}` };
  }
  // Replaces an empty folder, or creates it.
  fs.renameSync(scratch, dataDir);
  fsyncPath(path.dirname(dataDir));
  return { from: "template" };
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
  // The embedded database is small (content plus leads): PostgreSQL's 128 MB of buffers would be
  // most of the process's memory (measured: 356 MB RSS on opening a folder, 237 MB with 16 MB;
  // a whole first start peaks about 15 MB lower with 8 MB than with 16 MB).
  "-c",
  "shared_buffers=8MB",
  // A write-ahead log segment the database no longer needs is deleted, not renamed for reuse
  // with its old contents (an erased person's e-mail among them) until it is written over: a
  // copy of the folder taken after an erasure must not hold her (decision 0035). The cost: each
  // 16 MB of changes starts a new, zero-filled 16 MB file instead of reusing an old one.
  "-c",
  "wal_recycle=off",
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

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<DatabaseHandle> {
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
    client = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
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
    // One process owns the embedded database, so its notifications never cross a connection.
    listen: async (channel, onMessage) => {
      assertChannel(channel);
      return client.listen(channel, onMessage);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
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
    listen: (channel, onMessage, onGap) =>
      listenPostgres(connectionString, channel, onMessage, onGap),
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
