import express, { type Request, type RequestHandler, type Response } from "express";
import type { Endpoint, EndpointTable, RateLimitClass } from "~/lib/api/endpoints";
import { BEACON_MAX_BYTES } from "~/lib/tracking/funnel";
import type { LeadFormKind as LeadKind } from "~/lib/leads/vocabulary";
import { ENDPOINTS } from "~/lib/api/table";
import type { Services } from "../services.server";
import { apiErrorHandler, apiNotFound } from "./errors.server";
import { createHandlers, type Handlers } from "./handlers.server";
import { beaconJson, parseInput, requireJson } from "./input.server";
import { requireTwilioSignature, TWILIO_BODY_LIMIT } from "./twilio-signature.server";
import { handleLeadPost } from "./leads.server";
import { HttpError } from "./http-errors.server";
import { MemoryWindowStore } from "./memory-rate-limit.server";
import { createRateLimiter, DatabaseRateLimitStore } from "./rate-limit.server";
import { readResumeUpload } from "./upload.server";
import { fromAnotherSite } from "../staff/sessions/http.server";

/**
 * Per-IP limits by class, counted in the database so that several app servers share one count:
 * tight on the forms and uploads (people send one or two), looser on paging, generous on captcha
 * challenges (decision 0008). The funnel's beacons are counted in memory, per server (0033).
 */
function createLimits(services: Services): Record<RateLimitClass, RequestHandler> {
  const { config, logger } = services;
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  const limiter = (name: string, max: number) =>
    createRateLimiter({
      store: new DatabaseRateLimitStore(services.database.db, name, logger),
      windowSeconds,
      max,
      logger,
    });
  return {
    forms: limiter("forms", config.RATE_LIMIT_FORM_POSTS),
    posts: limiter("posts", config.RATE_LIMIT_OTHER_POSTS),
    challenges: limiter("challenges", config.RATE_LIMIT_CAPTCHA_CHALLENGES),
    beacons: createRateLimiter({
      store: new MemoryWindowStore("beacons"),
      windowSeconds,
      max: config.RATE_LIMIT_BEACONS,
      logger,
    }),
  };
}

/**
 * The beacon counts for our pages only (decision 0033): a browser on another site's page names
 * that site (Origin, Fetch Metadata), and is refused before the body is read. A client naming no
 * site (not a browser) passes: it could name ours as easily, and the address limit holds it.
 */
function beaconFromOurPages(services: Services): RequestHandler {
  return (req, _res, next) => {
    if (fromAnotherSite(req, services.config)) {
      throw new HttpError(403, "Visits are counted from this website's own pages only.");
    }
    next();
  };
}

const isLead = (
  endpoint: Endpoint,
): endpoint is Endpoint & { lead: LeadKind; request: NonNullable<Endpoint["request"]> } =>
  endpoint.lead !== undefined && endpoint.request !== undefined;

/** The request handler of one table entry: body checks, validation, its handler, the answer. */
function endpointHandler(
  services: Services,
  id: string,
  endpoint: Endpoint,
  handlers: Handlers,
): RequestHandler {
  const handler = (handlers as Partial<Record<string, Handlers[keyof Handlers]>>)[id] as
    ((input: unknown, req: Request, res: Response) => Promise<unknown>) | undefined;
  if (!isLead(endpoint) && !handler) throw new Error(`No handler for API endpoint ${id}`);
  const cacheControl = endpoint.publicContent
    ? `public, max-age=${services.config.CONTENT_CACHE_SECONDS}`
    : undefined;

  // Express 5 forwards a rejected promise to the error handler.
  return async (req: Request, res: Response) => {
    if (endpoint.body === "json") requireJson(req);
    if (endpoint.body === "beacon") req.body = beaconJson(req);
    if (endpoint.body === "twilio") requireTwilioSignature(services.config, req);
    if (isLead(endpoint)) return handleLeadPost(services, endpoint, req, res);
    const input = endpoint.request ? parseInput(endpoint.request, req.body) : undefined;
    const body = await handler!(input, req, res);
    if (cacheControl) res.set("Cache-Control", cacheControl);
    if (endpoint.noContent) res.status(204).end();
    else if (endpoint.twiml) res.type("text/xml").send(body);
    else res.json(body);
  };
}

/**
 * The JSON API under /api, built from the endpoint table. Each route carries its rate-limit class
 * as its first middleware, so every spelling Express routes to it (any case, a trailing slash)
 * counts in that class. `table` is ENDPOINTS; tests pass an extended one.
 */
export function createApiRouter(services: Services, table: EndpointTable = ENDPOINTS) {
  const router = express.Router();
  const json = express.json({ limit: services.config.BODY_LIMIT_BYTES, type: "application/json" });
  const twilioForm = express.urlencoded({
    limit: TWILIO_BODY_LIMIT,
    extended: false,
    parameterLimit: 100,
    type: "application/x-www-form-urlencoded",
  });
  const beaconText = express.text({
    limit: BEACON_MAX_BYTES,
    type: ["text/plain", "application/json"],
  });
  router.use((_req, res, next) => {
    // API answers are data, not pages: never cached by shared caches unless a route says so.
    res.set("Cache-Control", "no-store");
    next();
  });

  const limits = createLimits(services);
  const handlers = createHandlers(services, table);
  for (const [id, endpoint] of Object.entries(table)) {
    const chain: RequestHandler[] = [];
    if (endpoint.rateLimit) chain.push(limits[endpoint.rateLimit]);
    if (endpoint.body === "json") chain.push(json);
    if (endpoint.body === "beacon") chain.push(beaconFromOurPages(services), beaconText);
    if (endpoint.body === "multipart") chain.push(readResumeUpload(services.config));
    if (endpoint.body === "twilio") chain.push(twilioForm);
    chain.push(endpointHandler(services, id, endpoint, handlers));
    router[endpoint.method](endpoint.path, ...chain);
  }

  router.use(apiNotFound);
  router.use(apiErrorHandler(services.logger));
  return router;
}
