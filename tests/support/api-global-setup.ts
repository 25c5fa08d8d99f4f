/**
 * Vitest's global set-up of the API suite: one migrated database seeded with the demo content,
 * made once per run, which every test app starts from (issue 26). PGlite apps load a dump of it
 * instead of running initdb, the migrations and the import (about 2.5 s against 12 s); PostgreSQL
 * apps get a database created from a template database (`create database ... template`).
 */
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { sql } from "drizzle-orm";
import { createLogger } from "~/server/logger.server";
import { openDatabase } from "~/server/db/client.server";
import { seedIfEmpty } from "~/server/storage.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { adminQuery, databaseUrl, testConfig } from "./test-app";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the seeded PGlite dump. */
    pgliteSnapshotFile: string;
    /** The seeded template database on TEST_DATABASE_URL's server, when one is set. */
    postgresTemplate: string;
  }
}

async function seededPgliteDump(file: string) {
  const database = await openDatabase({});
  await seedIfEmpty(database, testConfig(), createLogger("silent"));
  // A dump of a running cluster: each app that opens it replays the log from the last checkpoint
  // before it answers. Written just after one, there is next to nothing to replay.
  await database.db.execute(sql`checkpoint`);
  const dump = await database.dump!();
  await database.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

async function seededTemplateDatabase(adminUrl: string, name: string) {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const config = testConfig({ DATABASE_URL: databaseUrl(adminUrl, name) });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await seedIfEmpty(database, config, createLogger("silent"));
  await database.close();
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  const file = path.join(PROJECT_ROOT, ".tmp", `api-pglite-seeded-${process.pid}.tar`);
  const template = `spa_template_${process.pid}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  await Promise.all([
    seededPgliteDump(file),
    adminUrl ? seededTemplateDatabase(adminUrl, template) : undefined,
  ]);
  project.provide("pgliteSnapshotFile", file);
  project.provide("postgresTemplate", adminUrl ? template : "");
  console.log(`seeded test databases made in ${Date.now() - started} ms`);
  return async () => {
    fs.rmSync(file, { force: true });
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}
