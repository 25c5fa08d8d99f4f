/**
 * The staff area's HTTP rules on the Express side: the session cookie's name and how it is read,
 * the guard of every /staff request (redirect to sign-in, no-store, noindex) before React Router,
 * whose staff middleware checks every post (decisions 0020, 0036). The cookies are set by the
 * sign-in pages' actions (routes/staff/sign-in/auth-cookies.server.ts).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { decisionPath } from "~/lib/site/paths";
import type { Config } from "../../config.server";
import type { Sessions } from "./sessions.server";

const COOKIE = "staff_session";
/** Over HTTPS the __Host- prefix pins the cookie to this host, path / and Secure. */
const SECURE_COOKIE = `__Host-${COOKIE}`;
/** The session cookie's name: `__Host-` over HTTPS (only that one is read there). */
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_COOKIE : COOKIE);
const MAX_COOKIE_HEADER = 8192;

/**
 * Pages anyone may open: signing in (both steps, the passkey's script route too), choosing a
 * password from a link, and signing out (a session that must first set up a second factor may
 * too; without a session it only says so).
 */
export const PUBLIC_STAFF_PAGES = [
  "/staff/sign-in",
  "/staff/second-step",
  "/staff/second-step/passkey",
  "/staff/set-password/",
  "/staff/sign-out",
];

/**
 * What a session without its required second factor may use (decision 0018): the security
 * page and its passkey route (and signing out, a public staff page).
 */
const ENROLMENT_PAGE = "/staff/security";

/** The image upload's script route (routes/staff/content/media.ts, decision 0036). */
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

/**
 * Whether the session's cookie is the `__Host-` one: the request came over HTTPS (as Express or
 * the page's Request says), or the site is served so. One rule for both sides.
 */
export function servedOverHttps(requestSecure: boolean, config: Pick<Config, "SITE_URL">) {
  return requestSecure || config.SITE_URL.startsWith("https://");
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
export function sessionTokenIn(
  cookieHeader: string | null | undefined,
  secure: boolean,
): string | undefined {
  return cookieValue(cookieHeader, sessionCookieName(secure));
}

/** The session token of an Express request (the staff guard, the owner's preview). */
export const sessionTokenOf = (req: Request, config: Pick<Config, "SITE_URL">) =>
  sessionTokenIn(req.headers.cookie, servedOverHttps(req.secure, config));

/** Whether the request carries a staff session cookie of either name (it then skips caches). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (
    cookieValue(cookieHeader, SECURE_COOKIE) !== undefined ||
    cookieValue(cookieHeader, COOKIE) !== undefined
  );
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

const isPublicStaffPage = (decided: string) =>
  PUBLIC_STAFF_PAGES.some(
    (page) => decided === page || (page.endsWith("/") && decided.startsWith(page)),
  );

/**
 * Every request under /staff: never cached, never indexed, framed by nobody; the session is read
 * once for the loaders (`res.locals.staff`, and `staffEnded`, the member of a session just found
 * ended). A page request without a session is sent to the sign-in page; data requests and posts
 * reach React Router, whose loaders redirect and whose staff middleware keeps a post. Paths
 * are compared as the page router matches them (`decisionPath`: any case, decoded).
 */
export function staffPagesGuard(sessions: Sessions, config: Config): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.set("Cache-Control", "no-store");
    res.set("X-Robots-Tag", "noindex, nofollow");
    res.set("X-Frame-Options", "DENY");
    const { identity, endedMember } = await sessions.lookup(sessionTokenOf(req, config));
    res.locals.staff = identity;
    res.locals.staffEnded = endedMember;
    const decided = decisionPath(req.path);
    // A set-password link's token is in the address: a referrer from there is our origin at
    // most, never the path (the page's meta tag says so too). `strict-origin`, not
    // `no-referrer`, because a form posted under `no-referrer` sends `Origin: null`, refused.
    if (decided.startsWith(SET_PASSWORD_PREFIX)) res.set("Referrer-Policy", "strict-origin");
    // A post reaches the staff middleware, which keeps what was typed (decision 0045).
    const posted = req.method !== "GET" && req.method !== "HEAD";
    if (!identity && !isPublicStaffPage(decided) && !decided.endsWith(".data") && !posted) {
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
