import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  openDatabase,
  pgliteVersion,
  writePgliteTemplate,
  type DatabaseHandle,
} from "~/server/db/client.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import * as t from "~/server/db/schema.server";
import { createLogger } from "~/server/logger.server";
import { createPersonData } from "~/server/staff/privacy/person-data.server";

const run = promisify(execFile);
const folders: string[] = [];

function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-durability-"));
  folders.push(dir);
  return dir;
}

/** Both drivers answer `execute` with `{ rows }`; the shared Database type leaves it unknown. */
async function rows(database: DatabaseHandle, query: SQL) {
  const result = (await database.db.execute(query)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database in a folder", () => {
  it("runs PostgreSQL with fsync on, and a commit reaches the disk through fsync()", async () => {
    const database = await openDatabase({ dataDir: path.join(tempFolder(), "pglite") });
    try {
      const setting = async (name: string) =>
        (await rows(database, sql.raw(`show ${name}`)))[0]?.[name];
      expect(await setting("fsync")).toBe("on");
      expect(await setting("wal_sync_method")).toBe("fsync");
      expect(await setting("synchronous_commit")).toBe("on");
      // Old log segments deleted, not kept for reuse with what they held (decision 0035).
      expect(await setting("wal_recycle")).toBe("off");

      await database.db.execute(sql`create table probe (id serial primary key, note text)`);
      const fsync = vi.spyOn(fs, "fsyncSync");
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (note) values ('a lead')`);
      });
      // PGlite's Node filesystem had no fsync: PostgreSQL's calls did nothing.
      expect(fsync).toHaveBeenCalled();
    } finally {
      await database.close();
    }
  });

  it("keeps every acknowledged commit when the process is killed (kill -9)", async () => {
    const dataDir = path.join(tempFolder(), "pglite");
    const count = 20;
    const client = path.join(PROJECT_ROOT, "app/server/db/client.server.ts");
    // Commits `count` rows, printing each acknowledgement, then kills itself without closing.
    const script =
      `const { openDatabase } = await import(${JSON.stringify(client)});` +
      `const { sql } = await import("drizzle-orm");` +
      `const d = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });` +
      `await d.db.execute(sql\`create table probe (id int primary key)\`);` +
      `for (let i = 0; i < ${count}; i++) {` +
      `  await d.db.transaction((tx) => tx.execute(sql\`insert into probe values (\${i})\`));` +
      `  console.log("acknowledged " + i);` +
      `}` +
      `process.kill(process.pid, "SIGKILL");`;
    const killed = await run(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: PROJECT_ROOT },
    ).catch((error: unknown) => error as { signal?: string; stdout?: string });
    expect((killed as { signal?: string }).signal).toBe("SIGKILL");
    const acknowledged = ((killed as { stdout?: string }).stdout ?? "")
      .split("\n")
      .filter((line) => line.startsWith("acknowledged")).length;
    expect(acknowledged).toBe(count);

    const database = await openDatabase({ dataDir });
    try {
      expect((await rows(database, sql`select count(*)::int as n from probe`))[0]?.n).toBe(count);
    } finally {
      await database.close();
    }
  });

  it("makes a new folder from the build's template, and by initdb without one", async () => {
    const templateDir = path.join(tempFolder(), "template");
    expect(await writePgliteTemplate(templateDir)).toBe(true);
    // Up to date: kept as it is.
    expect(await writePgliteTemplate(templateDir)).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(templateDir, "stamp.json"), "utf8"))).toEqual({
      pglite: pgliteVersion(),
    });

    const made: unknown[] = [];
    const dataDir = path.join(tempFolder(), "pglite");
    const database = await openDatabase({
      dataDir,
      templateDir,
      onNewDataDir: (how) => made.push(how),
    });
    try {
      expect(made).toEqual([{ from: "template" }]);
      // Fsync on as for any folder, and the migrations ran on the copy.
      expect((await rows(database, sql`show fsync`))[0]?.fsync).toBe("on");
      const applied = await rows(
        database,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBeGreaterThan(0);
      await database.db.execute(sql`create table probe (id int primary key)`);
      await database.db.execute(sql`insert into probe values (1)`);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(`${dataDir}.new`)).toBe(false);

    // An existing database is opened, never replaced.
    const again = await openDatabase({
      dataDir,
      templateDir,
      onNewDataDir: (how) => made.push(how),
    });
    try {
      expect(made).toHaveLength(1);
      expect((await rows(again, sql`select count(*)::int as n from probe`))[0]?.n).toBe(1);
    } finally {
      await again.close();
    }

    // A template of another PGlite version, or none: initdb, and the reason is told.
    fs.writeFileSync(path.join(templateDir, "stamp.json"), JSON.stringify({ pglite: "0.0.1" }));
    const other = path.join(tempFolder(), "pglite");
    const fresh = await openDatabase({
      dataDir: other,
      templateDir,
      onNewDataDir: (how) => made.push(how),
    });
    await fresh.close();
    expect(made[1]).toMatchObject({ from: "initdb", reason: expect.stringContaining("0.0.1") });
  });

  it("keeps nothing of an erased person in the folder: tables, write-ahead log, a copy", async () => {
    const dataDir = path.join(tempFolder(), "pglite");
    const email = `erased.${Date.now()}@example.com`;
    /** The files of the folder holding the text, as a copy of DATA_DIR taken now would. */
    const filesHolding = async (text: string) => {
      const found = await run("grep", ["-rlaF", text, dataDir]).catch(() => ({ stdout: "" }));
      return found.stdout
        .split("\n")
        .filter(Boolean)
        .map((file) => path.relative(dataDir, file));
    };
    const database = await openDatabase({ dataDir });
    try {
      const db = database.db;
      const [owner] = await db
        .insert(t.staffUser)
        .values({ email: "owner@example.com", role: "owner" })
        .returning();
      const lead = (name: string, address: string) => ({
        kind: "contact" as const,
        firstName: name,
        email: address,
        phone: "(718) 555-0100",
        subject: "Facial",
        message: "Please call me.",
      });
      await db.insert(t.lead).values(lead("Ada Before", "before@example.com"));
      await db.insert(t.lead).values(lead("Eve Erased", email));
      await db.insert(t.lead).values(lead("Bo After", "after@example.com"));
      expect(await filesHolding(email)).not.toEqual([]);

      const person = createPersonData(db, createLogger("silent"));
      const summary = await person.erase({ kind: "email", email }, owner!.id);
      expect(summary.leads).toBe(1);
      // The embedded database checkpoints only when it stops: without the erase's own vacuum,
      // log switch and checkpoint, the log (and the table file) kept her e-mail until a restart.
      expect(await filesHolding(email)).toEqual([]);
      expect(await filesHolding("Eve Erased")).toEqual([]);
      expect(await filesHolding("before@example.com")).not.toEqual([]);
    } finally {
      await database.close();
    }
    expect(await filesHolding(email)).toEqual([]);
  });
});
