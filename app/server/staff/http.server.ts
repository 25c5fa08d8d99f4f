/**
 * The staff area's HTTP rules, shared by its pages and its API: the session cookie, the guard of
 * every /staff page (redirect to sign-in, no-store, noindex) and of every staff endpoint (401,
 * 403 for the role, the anti-forgery checks on POSTs).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Endpoint } from "~/lib/api/endpoints";
import { decisionPath } from "~/lib/paths";
import { CONTENT_EDITING_REFUSED } from "~/lib/staff/schemas";
import { SECOND_FACTOR_NEEDED } from "~/lib/staff/second-factor";
import { ENROLMENT_PATH_PREFIX } from "~/lib/api/staff-security-endpoints";
import type { Config } from "../config.server";
import { HttpError } from "../api/http-errors.server";
import type { Sessions, StaffIdentity } from "./sessions.server";
import { sameToken } from "./tokens.server";

const COOKIE = "staff_session";
/** Over HTTPS the __Host- prefix pins the cookie to this host, path / and Secure. */
const SECURE_COOKIE = `__Host-${COOKIE}`;
/** The session cookie's name: `__Host-` over HTTPS (only that one is read there). */
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_COOKIE : COOKIE);
const MAX_COOKIE_HEADER = 8192;

/**
 * Pages anyone may open: signing in (both steps), choosing a password from a link, and signing
 * out (a session that must first set up a second factor may too; without a session it only
 * says so).
 */
export const PUBLIC_STAFF_PAGES = [
  "/staff/sign-in",
  "/staff/second-step",
  "/staff/set-password/",
  "/staff/sign-out",
];

/**
 * What a session without its required second factor may use (decision 0018): the security
 * page and its endpoints (and signing out, a public staff page).
 */
const ENROLMENT_PAGE = "/staff/security";
const mayUseWhileEnrolling = (apiPath: string) => apiPath.startsWith(ENROLMENT_PATH_PREFIX);

/** The image upload's script route (routes/staff/media.ts, decision 0035). */
const MEDIA_PATH = "/staff/media";
/** Room for the form around the image (its alt text, the token, the parts' headers). */
const MULTIPART_ALLOWANCE = 64 * 1024;

type BodyLimits = Pick<Config, "STAFF_BODY_LIMIT_BYTES" | "MEDIA_UPLOAD_MAX_BYTES">;

export function imageTooLarge(config: Pick<Config, "MEDIA_UPLOAD_MAX_BYTES">) {
  const megabytes = Math.round((config.MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024) * 10) / 10;
  return `The file is too large: the limit is ${megabytes} MB.`;
}

/** The largest body a staff page reads: an image upload's, else a form's (decision 0034). */
export function staffBodyLimit(path: string, config: BodyLimits) {
  if (decisionPath(path) === MEDIA_PATH) {
    return {
      bytes: config.MEDIA_UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE,
      message: imageTooLarge(config),
    };
  }
  return { bytes: config.STAFF_BODY_LIMIT_BYTES, message: "This form is too large to save." };
}

const identities = new WeakMap<Request, StaffIdentity>();

const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** The signed-in staff member of this request, as the guard found them; 401 if there is none. */
export function signedIn(req: Request): StaffIdentity {
  const identity = identities.get(req);
  if (!identity) throw new HttpError(401, SESSION_ENDED);
  return identity;
}

export function isHttps(req: Request, config: Pick<Config, "SITE_URL">) {
  return req.secure || config.SITE_URL.startsWith("https://");
}

/** One cookie's value from a Cookie header (an over-long header is ignored). */
export function cookieValue(header: string | null | undefined, wanted: string): string | undefined {
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === wanted) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The session token from the Cookie header. Over HTTPS only the `__Host-` cookie counts: a
 * plain-named one can be planted by a sibling subdomain or a plain-HTTP answer, and reading it
 * would undo what the prefix guarantees.
 */
export function sessionTokenOf(req: Request, config: Pick<Config, "SITE_URL">): string | undefined {
  return cookieValue(req.headers.cookie, isHttps(req, config) ? SECURE_COOKIE : COOKIE);
}

/** Whether the request carries a staff session cookie of either name (it then skips caches). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (
    cookieValue(cookieHeader, SECURE_COOKIE) !== undefined ||
    cookieValue(cookieHeader, COOKIE) !== undefined
  );
}

/** A session cookie (no Max-Age: it ends with the browser; the server ends it sooner). */
export function setSessionCookie(res: Response, req: Request, config: Config, token: string) {
  const secure = isHttps(req, config);
  res.cookie(secure ? SECURE_COOKIE : COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
  });
}

export function clearSessionCookie(res: Response, req: Request, config: Config) {
  const secure = isHttps(req, config);
  res.clearCookie(secure ? SECURE_COOKIE : COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
  });
}

function allowedOrigins(req: Request, config: Pick<Config, "SITE_URL">) {
  return [new URL(config.SITE_URL).origin, `${req.protocol}://${req.get("host") ?? ""}`];
}

/**
 * Whether the browser says the request comes from a page that is not ours: Fetch Metadata other
 * than same-origin, or an Origin (`null` included) other than ours. A header not sent says nothing.
 */
export function fromAnotherSite(req: Request, config: Pick<Config, "SITE_URL">): boolean {
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin") return true;
  const origin = req.get("origin");
  return origin !== undefined && !allowedOrigins(req, config).includes(origin);
}

/**
 * A state-changing staff request must come from our own pages: the browser's Origin (always sent
 * on a fetch POST) must be ours, and Fetch Metadata, when sent, must say same-origin. Together
 * with the SameSite=Lax cookie and the session's token this is defence in depth (decision 0011).
 */
export function assertSameOrigin(req: Request, config: Config) {
  if (!req.get("origin") || fromAnotherSite(req, config)) {
    throw new HttpError(
      403,
      "This request did not come from the staff pages: reload and try again.",
    );
  }
}

/** The guard of a staff endpoint, placed before its body is validated. */
export function staffApiGuard(
  endpoint: Endpoint,
  sessions: Sessions,
  config: Config,
): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (endpoint.method === "post") assertSameOrigin(req, config);
    if (endpoint.auth === "none") return next();
    const identity = await sessions.read(sessionTokenOf(req, config));
    if (!identity) throw new HttpError(401, SESSION_ENDED);
    if (identity.mustEnrol && !mayUseWhileEnrolling(endpoint.path)) {
      throw new HttpError(403, SECOND_FACTOR_NEEDED);
    }
    if (endpoint.auth === "owner" && identity.role !== "owner") {
      throw new HttpError(403, "Only an owner can do this.");
    }
    if (endpoint.auth === "content" && !identity.mayEditContent) {
      throw new HttpError(403, CONTENT_EDITING_REFUSED);
    }
    identities.set(req, identity);
    next();
  };
}

/**
 * The session's anti-forgery token in the body's `csrfToken`, checked once the body has been read
 * (a JSON body before the guard, a multipart one after its reader).
 */
export function staffCsrfCheck(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const identity = identities.get(req);
    const sent = (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;
    if (!identity || typeof sent !== "string" || !sameToken(sent, identity.csrfToken)) {
      throw new HttpError(403, "This form is out of date. Reload the page and try again.");
    }
    next();
  };
}

const isPublicStaffPage = (decided: string) =>
  PUBLIC_STAFF_PAGES.some(
    (page) => decided === page || (page.endsWith("/") && decided.startsWith(page)),
  );

/**
 * Every request under /staff: never cached, never indexed, framed by nobody; the session is read
 * once for the loaders (`res.locals.staff`). A document request without a session is sent to the
 * sign-in page; data requests reach the loaders, which redirect in React Router's own way. Paths
 * are compared as the page router matches them (`decisionPath`: any case, decoded).
 */
export function staffPagesGuard(sessions: Sessions, config: Config): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.set("Cache-Control", "no-store");
    res.set("X-Robots-Tag", "noindex, nofollow");
    res.set("X-Frame-Options", "DENY");
    const identity = await sessions.read(sessionTokenOf(req, config));
    res.locals.staff = identity;
    const decided = decisionPath(req.path);
    // A set-password link's token is in the address: a referrer from there is our origin at
    // most, never the path (the page's meta tag says so too). `strict-origin`, not
    // `no-referrer`, because a form posted under `no-referrer` sends `Origin: null`, refused.
    if (decided.startsWith(SET_PASSWORD_PREFIX)) res.set("Referrer-Policy", "strict-origin");
    if (!identity && !isPublicStaffPage(decided) && !decided.endsWith(".data")) {
      const back =
        decided === "/staff" || decided === "/staff/"
          ? ""
          : `?next=${encodeURIComponent(req.path)}`;
      res.redirect(303, `/staff/sign-in${back}`);
      return;
    }
    if (identity?.mustEnrol && !isPublicStaffPage(decided) && !decided.startsWith(ENROLMENT_PAGE)) {
      // The loaders refuse too (requireStaff); this answers the document at once.
      if (!decided.endsWith(".data")) {
        res.redirect(303, ENROLMENT_PAGE);
        return;
      }
    }
    next();
  };
}

/**
 * Whether a page path (or React Router's data path for it) is in the staff area, however it is
 * spelled: the page router matches `/STAFF/...` and `/%73taff/...` to the staff routes too.
 */
export function isStaffPath(path: string): boolean {
  const decided = decisionPath(path);
  return decided === "/staff" || decided === "/staff.data" || decided.startsWith("/staff/");
}

/** Runs `handler` for staff-area paths only (app.use("/staff") would hide the path's prefix). */
export function staffArea(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (isStaffPath(req.path) ? handler(req, res, next) : next());
}

const SET_PASSWORD_PREFIX = "/staff/set-password/";

/** A path as the request log may keep it: a set-password link's token is a credential. */
export function loggablePath(path: string) {
  return decisionPath(path).startsWith(SET_PASSWORD_PREFIX)
    ? `${SET_PASSWORD_PREFIX}[token]`
    : path;
}
