import express, { type NextFunction, type Request, type Response } from "express";
import compression from "compression";
import { createApiRouter } from "./api/router.server";
import { servePages, type PageRendering } from "./http/pages.server";
import { declaredBodyCheck, requestLog, urlShapeCheck } from "./http/request-checks.server";
import { securityHeaders } from "./http/security-headers.server";
import { oldUrlRedirects, serveClientBuild, serveMedia } from "./http/static-files.server";
import type { Logger } from "./logger.server";
import { staffWebApp } from "./push/web-app.server";
import type { Services } from "./services.server";

export { PROJECT_ROOT } from "./project-root.server";
export type { PageRendering } from "./http/pages.server";

/** Liveness (the process answers) and readiness (the database does too), never cached. */
function healthChecks(app: express.Express, services: Services): void {
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await services.database.ping();
      res.json({ status: "ready", database: services.database.kind });
    } catch {
      res.status(503).json({ status: "unavailable", database: services.database.kind });
    }
  });
}

function errorAnswers(app: express.Express, logger: Logger): void {
  // Without pages (API-only instances, tests) an unknown path still gets our headers.
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) logger.error({ err: error, path: req.path }, "request failed");
    res.status(status >= 400 && status < 600 ? status : 500);
    res
      .type("text/plain")
      .send(
        status === 404 ? "Not found" : status === 413 ? "Request body too large" : "Server ERROR",
      );
  });
}

/**
 * The single HTTP application: security headers, compression and limits first, then health
 * checks, the JSON API, static files, and the React Router page handler last. The order of the
 * steps below is the order requests meet them.
 */
export function createHttpApp(services: Services, pages?: PageRendering) {
  const { config, logger } = services;
  const isDev = Boolean(pages?.devMiddleware);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(urlShapeCheck());
  app.use(requestLog(logger));
  app.use(securityHeaders(config, isDev));
  app.use(compression());
  app.use(declaredBodyCheck(config));
  healthChecks(app, services);

  app.use("/api", createApiRouter(services));
  // The staff web app's manifest, icons and service worker (decision 0029).
  app.use(staffWebApp());
  serveMedia(app, services);
  if (pages?.devMiddleware) app.use(pages.devMiddleware);
  if (pages?.clientDir) serveClientBuild(app, pages.clientDir);
  app.use(oldUrlRedirects(config));
  if (pages) servePages(app, services, pages, isDev);

  errorAnswers(app, logger);
  return app;
}

/**
 * How long an idle kept-alive connection is held. A client that reuses a connection just as the
 * server closes it gets a reset, not an answer: a lost POST. nginx lets its idle upstream
 * connections go after 4 s (deploy/nginx/spa.conf), so it never meets the close; other clients
 * (Playwright's request context among them) ignore the `Keep-Alive: timeout` hint, so the app
 * holds the connection longer than a client is likely to leave it idle (Node's default is 5 s).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Starts serving `app` on `port` and `host`, as every app server and test app does. */
export async function listenHttp(app: express.Express, port: number, host: string) {
  const server = app.listen(port, host);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  return server;
}
