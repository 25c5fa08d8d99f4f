/**
 * Old-URL redirects (SPEC.md 2.1), one table. Path rows are answered by the server with 301;
 * hash rows (a fragment never reaches the server) are applied in the browser with history replace.
 * Matching tries path plus hash first, then the path alone.
 */
import { decodePathOrKeep, trimTrailingSlashes } from "./paths";

export interface RedirectRow {
  /** An exact path, a path with a `#` fragment, or a pattern with one `*` wildcard. */
  from: string;
  to: string;
}

export const REDIRECTS: readonly RedirectRow[] = [
  { from: "/services/browns-and-lashes", to: "/services/brows-and-lashes" },
  { from: "/services/massage", to: "/services/massages" },
  { from: "/folliculitis-laser-hair-remova", to: "/services/laser-hair-removal" },
  { from: "/services/*-facials", to: "/services/facials" },
  { from: "/new-blog/tag/spa+packages", to: "/packages" },
  { from: "/contact-us/#!", to: "/contact-us" },
  { from: "/about#!", to: "/about" },
];

/** The spec's '{token}' row: an old path chosen by configuration (REDIRECT_TOKEN_PATH). */
export function redirectTable(tokenPath?: string): RedirectRow[] {
  return tokenPath ? [...REDIRECTS, { from: tokenPath, to: "/services/massages" }] : [...REDIRECTS];
}

function normalise(path: string): string {
  const lower = decodePathOrKeep(path).toLowerCase();
  if (lower.length <= 1) return lower;
  const hashAt = lower.indexOf("#");
  if (hashAt < 0) return trimTrailingSlashes(lower);
  return `${trimTrailingSlashes(lower.slice(0, hashAt))}${lower.slice(hashAt)}`;
}

function matches(pattern: string, candidate: string): boolean {
  const p = normalise(pattern);
  if (!p.includes("*")) return p === candidate;
  const [prefix = "", suffix = ""] = p.split("*");
  return (
    candidate.length > prefix.length + suffix.length &&
    candidate.startsWith(prefix) &&
    candidate.endsWith(suffix) &&
    !candidate.slice(prefix.length, candidate.length - suffix.length).includes("/")
  );
}

/** Where an old URL goes, or null. `hash` includes its '#'. */
export function findRedirect(
  table: readonly RedirectRow[],
  pathname: string,
  hash = "",
): string | null {
  const path = normalise(pathname);
  if (hash) {
    const withHash = normalise(`${pathname}${hash}`);
    const row = table.find((r) => r.from.includes("#") && matches(r.from, withHash));
    if (row) return row.to;
  }
  const row = table.find((r) => !r.from.includes("#") && matches(r.from, path));
  // Never redirect a page to itself (e.g. /services/facials would match nothing, but be safe).
  return row && normalise(row.to) !== path ? row.to : null;
}

/** Rows the browser must handle: those with a fragment. */
export const hashRedirects = (table: readonly RedirectRow[]) =>
  table.filter((r) => r.from.includes("#"));
