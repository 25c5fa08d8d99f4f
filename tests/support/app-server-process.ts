/**
 * An app server as its own process, for the tests that kill one (kill -9) mid-work: what
 * `server.ts` starts, without the pages (no build needed), configured by the environment as in
 * production. Prints "listening <port>" once it serves.
 *   node --import tsx tests/support/app-server-process.ts
 */
import type http from "node:http";
import { loadConfig } from "~/server/config.server";
import { createLogger } from "~/server/logger.server";
import { openStorage, seedIfEmpty, upgradeStoredContent } from "~/server/storage.server";
import { createServices } from "~/server/services.server";
import { createHttpApp } from "~/server/http-app.server";
import { startOutboxWorker } from "~/server/mail/outbox.server";

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const storage = await openStorage(config, logger);
await seedIfEmpty(storage.database, config, logger);
await upgradeStoredContent(storage.database, logger);
const services = await createServices(config, logger, storage.database);
const server: http.Server = createHttpApp(services).listen(config.PORT, "127.0.0.1");
await new Promise<void>((resolve) => server.once("listening", resolve));
const mail = services.mail;
startOutboxWorker({
  db: storage.database.db,
  logger,
  transport: mail?.transport,
  from: mail?.from ?? config.MAIL_FROM,
  to: mail?.to ?? (() => Promise.reject(new Error("SMTP_URL is not set"))),
  signal: services.outbox.signal,
  deliveries: services.outbox.deliveries,
});
const address = server.address();
console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
