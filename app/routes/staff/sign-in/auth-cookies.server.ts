/**
 * The session and pending sign-in cookies, as the sign-in pages' route actions (and the passkey's
 * script route) set them: `Set-Cookie` values for a Fetch API response, the only place they are
 * set (decision 0036). Over HTTPS the names carry `__Host-` (Secure, Path=/, this host only), and
 * only those are read back, here and by the Express guard (http.server.ts), by one rule.
 */
import { redirect } from "react-router";
import type { Config } from "~/server/config.server";
import { SECOND_STEP_PAGE, SECURITY_PAGE } from "~/lib/staff/second-factor";
import type { PasswordOutcome } from "~/server/staff/sign-in/sign-in.server";
import { isHttpError } from "~/server/api/http-errors.server";
import {
  servedOverHttps,
  sessionCookieName,
  sessionTokenIn,
} from "~/server/staff/sessions/http.server";
import {
  PENDING_MINUTES,
  pendingCookieName,
  pendingTokenFromHeader,
} from "~/server/staff/sign-in/pending-sign-in.server";

type SiteConfig = Pick<Config, "SITE_URL">;

/** The request came over HTTPS, or the site is served so (`servedOverHttps`). */
export const requestIsHttps = (request: Request, config: SiteConfig) =>
  servedOverHttps(new URL(request.url).protocol === "https:", config);

const EXPIRED = "Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT";

function cookie(
  name: string,
  value: string,
  sameSite: "Lax" | "Strict",
  secure: boolean,
  extra = "",
) {
  return `${name}=${value}; Path=/;${extra} HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
}

/** Who is signing in, for the limits: the address, and the cookies (a device cookie among them). */
export const signInClientOf = (request: Request, config: SiteConfig, ip: string) => ({
  ip,
  cookies: request.headers.get("cookie"),
  secure: requestIsHttps(request, config),
});

/** The browser's current session token, if any: ended when a new session begins (no fixation). */
export function sessionTokenFromRequest(request: Request, config: SiteConfig) {
  return sessionTokenIn(request.headers.get("cookie"), requestIsHttps(request, config));
}

/** No Max-Age: the cookie ends with the browser; the server ends the session sooner. */
export function sessionCookie(request: Request, config: SiteConfig, token: string) {
  const secure = requestIsHttps(request, config);
  return cookie(sessionCookieName(secure), token, "Lax", secure);
}

export function clearSessionCookie(request: Request, config: SiteConfig) {
  const secure = requestIsHttps(request, config);
  return cookie(sessionCookieName(secure), "", "Lax", secure, ` ${EXPIRED};`);
}

/** SameSite=Strict: only our own pages' posts carry a pending sign-in. */
export function pendingCookie(request: Request, config: SiteConfig, token: string) {
  const secure = requestIsHttps(request, config);
  return cookie(
    pendingCookieName(secure),
    token,
    "Strict",
    secure,
    ` Max-Age=${PENDING_MINUTES * 60};`,
  );
}

export function clearPendingCookie(request: Request, config: SiteConfig) {
  const secure = requestIsHttps(request, config);
  return cookie(pendingCookieName(secure), "", "Strict", secure, ` ${EXPIRED};`);
}

/** The pending sign-in's token this browser holds, if any. */
export const pendingTokenFromRequest = (request: Request) =>
  pendingTokenFromHeader(request.headers.get("cookie"));

/**
 * A refusal of the sign-in service (wrong password, expired step, 429) as the form shows it;
 * undefined for any other error, which the action rethrows.
 */
export function refusalOf(
  error: unknown,
): { status: number; message: string; errors?: Record<string, string> } | undefined {
  if (!isHttpError(error)) return undefined;
  return { status: error.status, message: error.message, errors: error.errors };
}

/**
 * Where a proved password leads (the sign-in and set-password actions): the second step, which
 * carries `next` on, or the new session's cookies and `next` (the security page while a required
 * second factor is not set up yet).
 */
export function signedInAnswer(
  request: Request,
  config: SiteConfig,
  outcome: PasswordOutcome,
  next: string,
) {
  if (outcome.kind === "second-step") {
    return redirect(`${SECOND_STEP_PAGE}?next=${encodeURIComponent(next)}`, {
      status: 303,
      headers: { "Set-Cookie": pendingCookie(request, config, outcome.pendingToken) },
    });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, config, outcome.sessionToken));
  headers.append("Set-Cookie", outcome.deviceCookie);
  return redirect(outcome.mustEnrol ? SECURITY_PAGE : next, { status: 303, headers });
}
