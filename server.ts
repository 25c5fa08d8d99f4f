/**
 * Production and development entry: one process serving pages, the JSON API and static files on
 * one port. `tsx server.ts --dev` runs Vite in middleware mode; otherwise the built app is served.
 */
import path from "node:path";
import type http from "node:http";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./app/server/config.server";
import { createLogger } from "./app/server/logger.server";
import { openStorage, seedIfEmpty, upgradeStoredContent } from "./app/server/storage.server";
import { createServices } from "./app/server/services.server";
import {
  createHttpApp,
  listenHttp,
  PROJECT_ROOT,
  type PageRendering,
} from "./app/server/http-app.server";
import { startControlServer } from "./app/server/control.server";
import { DataDirInUseError } from "./app/server/db/data-dir-lock.server";
import { startOutboxWorker } from "./app/server/mail/outbox.server";
import { startUploadPurge } from "./app/server/leads/uploads.server";
import { startRetentionJob } from "./app/server/staff/privacy/retention.server";
import { startFunnelJob } from "./app/server/funnel/rollup.server";
import { watchContentChanges } from "./app/server/content/changes.server";

const SHUTDOWN_GRACE_MS = 10_000;

/** The pages: Vite in middleware mode for `--dev`, otherwise the built app. */
async function pageRendering(dev: boolean): Promise<{
  pages: PageRendering;
  closeVite: () => Promise<void>;
}> {
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    return {
      pages: {
        devMiddleware: viteServer.middlewares,
        build: () =>
          viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
      closeVite: () => viteServer.close(),
    };
  }
  const buildDir = path.join(PROJECT_ROOT, "build");
  const buildEntry = path.join(buildDir, "server", "index.js");
  return {
    pages: {
      build: (await import(buildEntry)) as ServerBuild,
      clientDir: path.join(buildDir, "client"),
    },
    closeVite: async () => {},
  };
}

async function main() {
  const dev = process.argv.includes("--dev");
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);

  if (config.NODE_ENV === "production" && config.ALLOW_LOCALHOST) {
    logger.warn(
      { siteUrl: config.SITE_URL },
      "ALLOW_LOCALHOST=true: local SITE_URL and MAIL_FROM accepted; not for a public site",
    );
  }
  if (config.SMTP_URL && config.SMTP_ALLOW_PLAINTEXT) {
    logger.warn("SMTP_ALLOW_PLAINTEXT=true: lead e-mails may be sent unencrypted");
  }

  const storage = await openStorage(config, logger);
  await seedIfEmpty(storage.database, config, logger);
  await upgradeStoredContent(storage.database, logger);
  const services = await createServices(config, logger, storage.database);

  const { pages, closeVite } = await pageRendering(dev);

  const app = createHttpApp(services, pages);
  const server: http.Server = await listenHttp(app, config.PORT, config.HOST);
  const control = config.DATABASE_URL
    ? undefined
    : await startControlServer(services, config.dataDir);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info(
    { port, host: config.HOST, database: storage.database.kind, dev },
    `listening on http://${config.HOST === "0.0.0.0" ? "127.0.0.1" : config.HOST}:${port}`,
  );

  // What the site owes about a lead (the salon's e-mail, the visitor's acknowledgement, staff
  // replies, push alerts): sent from the outbox after the transaction that queued it commits
  // (docs/decisions/0005, 0029).
  const mail = services.mail;
  const outbox = startOutboxWorker({
    db: storage.database.db,
    logger,
    transport: mail?.transport,
    from: mail?.from ?? config.MAIL_FROM,
    to: mail?.to ?? (() => Promise.reject(new Error("SMTP_URL is not set"))),
    signal: services.outbox.signal,
    deliveries: services.outbox.deliveries,
  });
  if (mail && config.SMTP_URL) {
    const smtpHost = new URL(config.SMTP_URL).host;
    logger.info({ smtpHost }, "lead notifications by e-mail enabled");
    mail.transport.verify().catch((error: unknown) => {
      const code = (error as { code?: unknown }).code;
      logger.warn({ smtpHost, code }, "SMTP server not reachable yet; notifications will retry");
    });
  } else {
    logger.info("lead notifications by e-mail disabled: SMTP_URL is not set");
  }

  // Resumes uploaded but never sent with an application are deleted after UPLOAD_RETENTION_HOURS.
  const uploadPurge = startUploadPurge({
    db: storage.database.db,
    logger,
    retentionHours: config.UPLOAD_RETENTION_HOURS,
  });

  // The owner's retention rules, applied once a day by whichever server gets there first.
  const retention = startRetentionJob({ db: storage.database.db, logger });

  // The funnel's finished days rolled up, old counts and salts deleted (decision 0031), hourly.
  const funnelJob = startFunnelJob({ db: storage.database.db, logger });

  // A content change on any server (an import, a publish) drops this server's cached content.
  const stopContentFeed = await watchContentChanges(
    storage.database,
    () => services.content.clearCache(),
    logger,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing them");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting; keep-alive connections close once their current request is answered.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
    await closeVite();
    // The worker finishes (or gives back) the notification in flight while the database is open.
    await outbox.stop();
    await uploadPurge.stop();
    await retention.stop();
    await funnelJob.stop();
    await services.funnel.stop();
    await stopContentFeed();
    services.mail?.transport.close();
    await storage.close();
    clearTimeout(force);
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", error);
  }
  process.exit(1);
});
