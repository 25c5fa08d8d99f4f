/**
 * Which errors React Router reports to `handleError` are the client's mistake (a 4xx), not ours.
 * React Router reports them all alike, with no status: a form posted from another site, a post
 * to a page that takes none, a data request for a route that does not exist. Logged as errors,
 * one scan buried any real failure under thousands of lines (issue 27).
 */
import { isRouteErrorResponse } from "react-router";

export interface ClientMistake {
  status: number;
  /** A fixed phrase: never the error's own message, which may quote the address or the body. */
  reason: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * React Router's own anti-forgery rule for actions, asked of the request rather than read from
 * the error (its messages differ by request kind and version): a posted request whose `Origin`
 * is present and is not the request's own origin is refused with 400 before any action runs.
 */
export function isForeignOriginAction(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    // "null" and anything else that is not an address: React Router refuses those too.
    return true;
  }
}

/** The client's mistake `error` stands for, or null for an error of ours (to log as an error). */
export function clientMistakeOf(error: unknown, request: Request): ClientMistake | null {
  if (isRouteErrorResponse(error)) {
    if (error.status >= 400 && error.status < 500) {
      return { status: error.status, reason: error.statusText || "refused" };
    }
    return null;
  }
  // Nothing of ours runs for such a request: React Router refuses it before the route's action.
  if (isForeignOriginAction(request)) {
    return { status: 400, reason: "form sent from another site" };
  }
  return null;
}
