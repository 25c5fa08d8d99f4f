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
} from "../staff/sessions/http.server";
import type { StaffIdentity } from "../staff/sessions/sessions.server";

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
    texts: services.texts,
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

/** A review request's stop address (routes/review-stop.tsx): a base64url token, not its `.data`. */
const ONE_CLICK_STOP = /^\/reviews\/stop\/[\w-]{1,64}$/;

/**
 * RFC 8058: a review request's one-click stop is a POST sent by the mail program, and a web mail
 * sends it from its own page, so its `Origin` names that site. React Router refuses an action
 * whose `Origin` is another site (400) before the token is looked at, so for this one address
 * the POST reaches it without `Origin` and without cookies: the stop reads neither, and changes
 * nothing but that token's stop. Every other POST keeps its origin check; a client that is not a
 * browser could always leave `Origin` out, so nothing new is open.
 */
function oneClickStop(): RequestHandler {
  return (req, _res, next) => {
    if (req.method === "POST" && ONE_CLICK_STOP.test(req.path)) {
      delete req.headers.origin;
      delete req.headers.cookie;
    }
    next();
  };
}

/** The pages, in order: staff guard, one-click stop, owner's preview, page cache, React Router. */
export function servePages(
  app: Express,
  services: Services,
  pages: PageRendering,
  isDev: boolean,
): void {
  const { config } = services;
  const pageServices = pageServicesOf(services);
  app.use(staffArea(staffPagesGuard(services.staff.sessions, config)));
  app.use(oneClickStop());
  app.use(ownerPreview(services));
  // Vite's dev server changes the build under the cache's feet; production caches pages.
  if (!isDev && config.PAGE_CACHE_SECONDS > 0) {
    app.use(pageCache(services, pages.build, pageServices));
  }
  app.use(pageRenderer(services, pages, pageServices, isDev));
}
