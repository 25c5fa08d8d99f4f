import path from "node:path";
import type { Config } from "./config.server";
import type { Logger } from "./logger.server";
import { openDatabase, withExclusiveStartupLock, type DatabaseHandle } from "./db/client.server";
import { lockDataDir } from "./db/data-dir-lock.server";
import { readContentDir } from "./content/files.server";
import { importContent, isContentEmpty, upgradeLegacyHours } from "./content/store.server";

export interface Storage {
  database: DatabaseHandle;
  /** Closes the database, then releases the data folder. */
  close(): Promise<void>;
}

export const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else the embedded one in
 * DATA_DIR, holding the folder's lock for as long as it is open.
 */
export async function openStorage(config: Config, logger: Logger): Promise<Storage> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      poolMax: config.DATABASE_POOL_MAX,
    });
    return { database, close: () => database.close() };
  }
  const release = await lockDataDir(config.dataDir, (error) => {
    logger.fatal({ err: error }, "lost the data folder lock; stopping to protect the data");
    process.exit(1);
  });
  try {
    const database = await openDatabase({
      dataDir: pgliteDir(config.dataDir),
      onNewDataDir: ({ from, reason }) => {
        if (from === "template") logger.info("new database folder made from the build's template");
        else logger.warn({ reason }, "new database folder made by initdb (about 900 MB of memory)");
      },
    });
    return {
      database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Imports the demo content into an empty database (first start), once across app servers. */
export async function seedIfEmpty(database: DatabaseHandle, config: Config, logger: Logger) {
  if (!config.SEED_DEMO_CONTENT) return;
  await withExclusiveStartupLock(database, async () => {
    if (!(await isContentEmpty(database.db))) return;
    const content = await readContentDir(config.contentDir);
    await importContent(database.db, content, "Demo content");
    logger.info({ contentDir: config.contentDir }, "imported demo content into an empty database");
  });
}

/**
 * Brings stored content written by an older version to the current shape, once across app
 * servers: the salon's hours text becomes the weekly table (decision 0021).
 */
export async function upgradeStoredContent(database: DatabaseHandle, logger: Logger) {
  await withExclusiveStartupLock(database, async () => {
    if (await isContentEmpty(database.db)) return;
    const skipped = await upgradeLegacyHours(database.db);
    if (skipped === null) return;
    if (skipped.length === 0) logger.info("opening hours moved to the weekly table");
    else {
      // Hours lines are the spa's public text, not personal data.
      logger.warn(
        { skipped },
        "opening hours moved to the weekly table; these lines could not be read and their days show closed: check /staff/content/salon",
      );
    }
  });
}
