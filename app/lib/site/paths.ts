/**
 * URL path helpers shared by the server and the browser. They scan characters instead of using
 * patterns such as `/\/+$/`, which V8 runs in quadratic time on a long run of slashes (16,000
 * slashes cost 2.5 s): a request path is attacker-controlled, so every helper here is linear.
 */

/**
 * Longer request URLs (path and query) are refused with 414 before any route, table or pattern
 * sees them. Generous for ads click ids and UTM tags; browsers and crawlers stay far below it.
 */
export const MAX_URL_LENGTH = 4096;

/**
 * No page is deeper than four segments. React Router's route discovery matches every prefix of a
 * path (quadratic in its segments: 2,000 segments cost 0.3 s), so deeper paths are answered 404
 * before it sees them.
 */
export const MAX_PATH_SEGMENTS = 16;

const SLASH = 47;

/** The number of `/` in a path, stopping early once it exceeds `limit`. */
export function countSlashes(path: string, limit = Infinity): number {
  let count = 0;
  for (let i = 0; i < path.length && count <= limit; i++) {
    if (path.charCodeAt(i) === SLASH) count++;
  }
  return count;
}

/** `/a/b///` -> `/a/b`; `/` and `///` -> `` (callers decide what the root is called). */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === SLASH) end--;
  return end === path.length ? path : path.slice(0, end);
}

/**
 * A percent-encoded path or segment decoded, or as written when it holds a malformed escape (a
 * lone "%", as in "100% Pure"): such a path names no page, but must not break one either.
 */
export function decodePathOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether a path holds a segment the URL parser would resolve away (`.`, `..`, percent-encoded
 * or not) or a backslash, which it reads as a slash. The page router resolves both, so such a
 * path is not the one the server's own rules would see: it is refused before any of them runs.
 */
export function hasDotSegmentOrBackslash(path: string): boolean {
  if (path.includes("\\")) return true;
  let start = 0;
  while (start <= path.length) {
    let end = path.indexOf("/", start);
    if (end < 0) end = path.length;
    const segment = path.slice(start, end);
    if (segment.length > 0 && segment.length <= 6) {
      const decoded = decodePathOrKeep(segment);
      if (decoded === "." || decoded === "..") return true;
    }
    start = end + 1;
  }
  return false;
}

/**
 * The spelling of a path that access rules compare: percent-escapes decoded, lower-cased and
 * repeated slashes collapsed, as the page router (case-insensitive, decoding) will match it.
 */
export function decisionPath(path: string): string {
  const decoded = decodePathOrKeep(path).toLowerCase();
  let out = "";
  for (let i = 0; i < decoded.length; i++) {
    const char = decoded[i];
    if (char === "/" && out.endsWith("/")) continue;
    out += char;
  }
  return out;
}

/** Lower-cased, without trailing slashes; the root stays `/`. */
export function normalisePathname(pathname: string): string {
  return trimTrailingSlashes(pathname).toLowerCase() || "/";
}

/** The last non-empty segment of a path: `/services/facials/x/` -> `x`. */
export function lastSegment(pathname: string): string {
  const trimmed = trimTrailingSlashes(pathname);
  return trimmed.slice(trimmed.lastIndexOf("/") + 1);
}
