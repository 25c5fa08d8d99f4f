/**
 * After personal data is deleted (a person's erasure), the database still holds it in two places
 * until it reuses them: the table files (a deleted row stays on its page until VACUUM) and the
 * write-ahead log (every insert is written there first). The embedded database has neither
 * autovacuum nor timed checkpoints: it kept both until the server stopped, or until about 1 GB
 * of changes. Here, once the deletion has committed, the tables are vacuumed, the log's current
 * segment is closed and a checkpoint lets the database remove the segments before it (PGlite runs
 * with `wal_recycle=off`, so they are deleted, not kept under a new name: client.server.ts).
 *
 * On a PostgreSQL server a checkpoint and a log switch need a superuser, or `pg_checkpoint` and
 * a grant on `pg_switch_wal()`; without them the server's own schedule does it (decision 0035).
 */
import { sql } from "drizzle-orm";
import type { Logger } from "../logger.server";
import type { Database } from "./client.server";
import { databaseErrorCode } from "../api/http-errors.server";

/** SQLSTATE of a refused privilege: the app's role may not checkpoint a PostgreSQL server. */
const INSUFFICIENT_PRIVILEGE = "42501";

export interface LetGoResult {
  /** The steps the database refused for lack of privilege (the server's schedule does them). */
  leftToServer: string[];
}

/**
 * Vacuums `tables`, closes the write-ahead log's segment and checkpoints. Never throws: the rows
 * are already deleted, and a step that fails is logged and left to the database's own schedule.
 */
export async function letGoOfDeletedRows(
  db: Database,
  tables: readonly string[],
  logger: Logger,
): Promise<LetGoResult> {
  const steps: [string, ReturnType<typeof sql>][] = [
    [
      "vacuum",
      sql`vacuum ${sql.join(
        tables.map((table) => sql.identifier(table)),
        sql`, `,
      )}`,
    ],
    ["log switch", sql`select pg_switch_wal()`],
    ["checkpoint", sql`checkpoint`],
  ];
  const leftToServer: string[] = [];
  for (const [step, statement] of steps) {
    try {
      await db.execute(statement);
    } catch (error) {
      if (databaseErrorCode(error) === INSUFFICIENT_PRIVILEGE) {
        leftToServer.push(step);
      } else {
        logger.warn(
          { err: error, step },
          "erased rows: a cleanup step failed; left to the database",
        );
      }
    }
  }
  if (leftToServer.length) {
    logger.info({ steps: leftToServer }, "erased rows: steps left to the database server");
  }
  return { leftToServer };
}
