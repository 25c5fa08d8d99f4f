import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { PageLoadContext } from "~/load-context";
import { pageContext } from "./html/page-context.server";
import { pageRequestHandler } from "./html/page-handler.server";
import { embedsBooking, isThankYouPath, isTrackedPath } from "~/lib/landing-pages";
import {
  countSlashes,
  hasDotSegmentOrBackslash,
  MAX_PATH_SEGMENTS,
  MAX_URL_LENGTH,
} from "~/lib/paths";
import { findRedirect, redirectTable } from "~/lib/redirects";
import { createApiRouter } from "./api/router.server";
import type { Services } from "./services.server";
import { wantsPreview } from "~/lib/staff/preview";
import { previewContent } from "./content/preview.server";
import { staffWebApp } from "./push/web-app.server";
import { readImageVariant } from "./content/images.server";
import { contentVersion } from "./content/changes.server";
import { createPageCache, pageCacheMiddleware } from "./html/page-cache.server";
import { isUuid } from "~/lib/staff/leads";
import {
  isStaffPath,
  loggablePath,
  sessionTokenOf,
  staffArea,
  staffBodyLimit,
  staffPagesGuard,
} from "./staff/http.server";
import type { StaffIdentity } from "./staff/sessions.server";

export { PROJECT_ROOT } from "./project-root.server";

export interface PageRendering {
  /** The React Router server build, or a function that loads it (dev: through Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the browser build (build/client), served as static files in production. */
  clientDir?: string;
  /** Vite's dev middlewares, in development only. */
  devMiddleware?: express.RequestHandler;
}

const YEAR_SECONDS = 31_536_000;

/** Where the ads conversion tag and the tag manager fetch from and send beacons to. */
const TRACKING_HOSTS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://googleads.g.doubleclick.net",
  "https://*.doubleclick.net",
  "https://www.google.com",
  "https://www.googleadservices.com",
];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** 16 random bytes per nonce, drawn from a pool refilled 256 at a time (one call, not one each). */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;
function freshNonce(): string {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  const nonce = noncePool.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/**
 * The single HTTP application: security headers, compression and limits first, then health
 * checks, the JSON API, static files, and the React Router page handler last.
 */
export function createHttpApp(services: Services, pages?: PageRendering) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // Before anything reads the URL: every route, table and pattern below may assume a short,
  // shallow, well-formed one. A malformed percent-escape would otherwise reach the page router, which
  // warns on the console for each such request.
  app.use((req, res, next) => {
    if (req.url.length > MAX_URL_LENGTH) {
      res.status(414).type("text/plain").send("The address is too long.");
      return;
    }
    if (countSlashes(req.path, MAX_PATH_SEGMENTS) > MAX_PATH_SEGMENTS) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).type("text/plain").send("The address is not valid.");
      return;
    }
    // The page router resolves `..` and `\` itself: the path every rule below compares (staff
    // guard, page cache, frame policy, log masking) must be the one it will serve.
    if (hasDotSegmentOrBackslash(req.path)) {
      res.status(400).type("text/plain").send("The address is not valid.");
      return;
    }
    next();
  });

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.nonce = freshNonce();
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      // Path only: query strings may carry personal data; no IPs, no bodies.
      logger.info(
        {
          requestId,
          method: req.method,
          // originalUrl: the API router strips its /api prefix from req.path on the way.
          path: loggablePath(req.originalUrl.split("?", 1)[0] ?? ""),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        "request",
      );
    });
    next();
  });

  const isDev = Boolean(pages?.devMiddleware);
  // Third parties are allowed only on the pages that use them (SPEC.md 2.4: tags on the ads
  // pages, the booking portal on Book Now and the thank-you pages).
  const tracking = Boolean(config.GOOGLE_ADS_ID || config.GTM_ID);
  const pathOf = (req: unknown) => (req as Request).path;
  const sources = (base: string[], extra: (path: string) => string[]) => (req: unknown) =>
    [...base, ...extra(pathOf(req))].join(" ") || "'none'";
  const trackingHosts = (path: string) => (tracking && isTrackedPath(path) ? TRACKING_HOSTS : []);
  const frameSources = sources(
    config.CAPTCHA_PROVIDER === "recaptcha" ? ["https://www.google.com/recaptcha/"] : [],
    (path) => [
      // The owner's preview frames the public site in a staff page. Any staff page may be the
      // document it is reached from (client-side navigation keeps the first page's policy).
      ...(isStaffPath(path) ? ["'self'"] : []),
      ...(embedsBooking(path) ? originOf(config.BOOKING_URL) : []),
      ...(tracking && isThankYouPath(path) ? ["https://www.googletagmanager.com"] : []),
    ],
  );
  app.use(
    helmet({
      // Vite's dev server injects unnonced inline scripts; production enforces the policy.
      contentSecurityPolicy: isDev
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`,
                "'strict-dynamic'",
              ],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: [sources(["'self'", "data:"], trackingHosts)],
              mediaSrc: ["'self'"],
              fontSrc: ["'self'"],
              connectSrc: [sources(["'self'"], trackingHosts)],
              workerSrc: ["'self'", "blob:"],
              frameSrc: [frameSources],
              // Staff pages are framed by nobody, not even the site's own pages; public pages by
              // the site itself, for the owner's preview of the draft.
              frameAncestors: [(req) => (isStaffPath(pathOf(req)) ? "'none'" : "'self'")],
              objectSrc: ["'none'"],
              baseUri: ["'none'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.SITE_URL.startsWith("https://"),
    }),
  );
  app.use(compression());

  // A declared body larger than any route accepts is refused before anything reads it. Each route
  // enforces its own, smaller limit on the stream itself (JSON parser, upload reader, the page
  // handler's reader), so a chunked body without Content-Length is bounded too.
  const largestBody = Math.max(
    config.BODY_LIMIT_BYTES,
    config.STAFF_BODY_LIMIT_BYTES,
    config.UPLOAD_MAX_BYTES + 64 * 1024,
    config.MEDIA_UPLOAD_MAX_BYTES + 64 * 1024,
  );
  app.use((req, res, next) => {
    const length = Number(req.get("content-length") ?? 0);
    if (length > largestBody) {
      const message = "The request body is too large.";
      if (req.path.startsWith("/api/")) res.status(413).json({ message });
      else res.status(413).type("text/plain").send(message);
      return;
    }
    next();
  });

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

  app.use("/api", createApiRouter(services));
  // The staff web app's manifest, icons and service worker (decision 0029).
  app.use(staffWebApp());

  // Uploaded images: one id is one image forever, so its copies are cached for a year.
  app.get("/media/u/:id/:file", async (req, res) => {
    const id = String(req.params.id);
    const file = String(req.params.file);
    const width = file.endsWith(".webp") ? Number(file.slice(0, -5)) : NaN;
    if (!isUuid(id) || !Number.isInteger(width) || width <= 0 || width > 10_000) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const bytes = await readImageVariant(services.database.db, id.toLowerCase(), width);
    if (!bytes) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.set("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`);
    res.type("image/webp").send(bytes);
  });

  app.use(
    "/media",
    express.static(path.join(config.contentDir, "media"), {
      maxAge: "1d",
      fallthrough: false,
      index: false,
    }),
  );

  if (pages?.devMiddleware) app.use(pages.devMiddleware);
  if (pages?.clientDir) {
    app.use(
      "/assets",
      express.static(path.join(pages.clientDir, "assets"), {
        immutable: true,
        maxAge: YEAR_SECONDS * 1000,
        fallthrough: false,
        index: false,
      }),
    );
    // The build's other top-level files (none today). Looked up by name first: a stat() per page
    // request, and the error object `send` builds for every directory or missing file, were the
    // largest cost of answering a cached page.
    const clientDir = pages.clientDir;
    const topLevel = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
    if (topLevel.size > 0) {
      const serveTopLevel = express.static(clientDir, { maxAge: "1h", index: false });
      app.use((req, res, next) => {
        const name = req.path.slice(1).split("/", 1)[0] ?? "";
        if (!topLevel.has(name)) return next();
        serveTopLevel(req, res, next);
      });
    }
  }

  const redirects = redirectTable(config.REDIRECT_TOKEN_PATH);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const to = findRedirect(redirects, req.path);
    if (!to) return next();
    const query = req.originalUrl.includes("?")
      ? req.originalUrl.slice(req.originalUrl.indexOf("?"))
      : "";
    res.redirect(301, `${to}${query}`);
  });

  if (pages) {
    const pageServices: PageLoadContext["services"] = {
      content: services.content,
      config: services.config,
      staff: services.staff,
      // A staff reply to a lead is queued only with SMTP set up, then wakes the outbox worker.
      mail: services.mail,
      outbox: services.outbox,
      alerts: services.alerts,
      funnel: services.funnel,
    };
    app.use(staffArea(staffPagesGuard(services.staff.sessions, config)));
    // An owner previewing the draft: public pages render it, for them only, never cached.
    app.use(async (req, res, next) => {
      if (!wantsPreview(req.headers.cookie) || isStaffPath(req.path)) return next();
      const identity = await services.staff.sessions.read(sessionTokenOf(req, config));
      if (identity?.role === "owner") {
        res.locals.preview = true;
        res.set("Cache-Control", "no-store");
        res.set("X-Robots-Tag", "noindex, nofollow");
      }
      next();
    });
    // Vite's dev server changes the build under the cache's feet; production caches pages.
    if (!isDev && config.PAGE_CACHE_SECONDS > 0) {
      const cache = createPageCache({
        maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
        maxAgeMs: config.PAGE_CACHE_SECONDS * 1000,
        contentVersion: () => contentVersion(services.database.db),
      });
      services.content.onClear(() => cache.clear());
      app.use(
        pageCacheMiddleware({
          cache,
          build: pages.build,
          origin: new URL(config.SITE_URL).origin,
          loadContext: (nonce) => ({ nonce, logger, services: pageServices, staff: null }),
        }),
      );
    }
    // Every page's body is read there, up to its limit, whatever the framing (decision 0034).
    const publicBody = {
      bytes: config.BODY_LIMIT_BYTES,
      message: "The request body is too large.",
    };
    app.use(
      pageRequestHandler({
        build: pages.build,
        mode: isDev ? "development" : "production",
        bodyLimit: (req) => (isStaffPath(req.path) ? staffBodyLimit(req.path, config) : publicBody),
        getLoadContext: (req, res) =>
          pageContext(
            {
              clientIp: req.ip ?? "",
              nonce: res.locals.nonce as string,
              logger,
              services: res.locals.preview
                ? { ...pageServices, content: previewContent(services.staff.editor) }
                : pageServices,
              staff: (res.locals.staff as StaffIdentity | null | undefined) ?? null,
            },
            req.path,
          ),
      }),
    );
  }

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

  return app;
}
