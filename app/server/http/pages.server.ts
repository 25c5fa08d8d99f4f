import type express from "express";
import type { Express, RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { PageLoadContext } from "~/load-context";
import { wantsPreview } from "~/lib/staff/preview";
import { contentVersion } from "../content/changes.server";
import { previewContent } from "../content/preview.server";
import { createPageCache, pageCacheMiddleware } from "../html/page-cache.server";
import { pageContext } from "../html/page-context.server";
import { pageRequestHandler } from "../html/page-handler.server";
import type { Services } from "../services.server";
import {
  isStaffPath,
  sessionTokenOf,
  staffArea,
  staffBodyLimit,
  staffPagesGuard,
} from "../staff/http.server";
import type { StaffIdentity } from "../staff/sessions.server";

export interface PageRendering {
  /** The React Router server build, or a function that loads it (dev: through Vite). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the browser build (build/client), served as static files in production. */
  clientDir?: string;
  /** Vite's dev middlewares, in development only. */
  devMiddleware?: express.RequestHandler;
}

/** What a page's loaders may reach (decision 0002). */
function pageServicesOf(services: Services): PageLoadContext["services"] {
  return {
    content: services.content,
    config: services.config,
    staff: services.staff,
    // A staff reply to a lead is queued only with SMTP set up, then wakes the outbox worker.
    mail: services.mail,
    outbox: services.outbox,
    alerts: services.alerts,
    funnel: services.funnel,
    reviews: services.reviews,
  };
}

/** An owner previewing the draft: public pages render it, for them only, never cached. */
function ownerPreview(services: Services): RequestHandler {
  return async (req, res, next) => {
    if (!wantsPreview(req.headers.cookie) || isStaffPath(req.path)) return next();
    const identity = await services.staff.sessions.read(sessionTokenOf(req, services.config));
    if (identity?.role === "owner") {
      res.locals.preview = true;
      res.set("Cache-Control", "no-store");
      res.set("X-Robots-Tag", "noindex, nofollow");
    }
    next();
  };
}

function pageCache(
  services: Services,
  build: PageRendering["build"],
  pageServices: PageLoadContext["services"],
): RequestHandler {
  const { config, logger } = services;
  const cache = createPageCache({
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
    maxAgeMs: config.PAGE_CACHE_SECONDS * 1000,
    contentVersion: () => contentVersion(services.database.db),
  });
  services.content.onClear(() => cache.clear());
  return pageCacheMiddleware({
    cache,
    build,
    origin: new URL(config.SITE_URL).origin,
    loadContext: (nonce) => ({ nonce, logger, services: pageServices, staff: null }),
  });
}

function pageRenderer(
  services: Services,
  pages: PageRendering,
  pageServices: PageLoadContext["services"],
  isDev: boolean,
): RequestHandler {
  const { config, logger } = services;
  // Every page's body is read there, up to its limit, whatever the framing (decision 0034).
  const publicBody = {
    bytes: config.BODY_LIMIT_BYTES,
    message: "The request body is too large.",
  };
  return pageRequestHandler({
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
          staffEnded: res.locals.staffEnded as string | undefined,
        },
        req.path,
      ),
  });
}

/** The pages, in order: staff guard, owner's preview, page cache, React Router. */
export function servePages(
  app: Express,
  services: Services,
  pages: PageRendering,
  isDev: boolean,
): void {
  const { config } = services;
  const pageServices = pageServicesOf(services);
  app.use(staffArea(staffPagesGuard(services.staff.sessions, config)));
  app.use(ownerPreview(services));
  // Vite's dev server changes the build under the cache's feet; production caches pages.
  if (!isDev && config.PAGE_CACHE_SECONDS > 0) {
    app.use(pageCache(services, pages.build, pageServices));
  }
  app.use(pageRenderer(services, pages, pageServices, isDev));
}
