/**
 * Public pages rendered once per content version and then served from memory (decisions 0015 and
 * 0016).
 *
 * Every visitor gets the same bytes. A page is rendered with a random placeholder in place of the
 * CSP nonce; the placeholder then marks the scripts the app wrote itself, and the stored page
 * allows exactly those by their SHA-256 hashes instead (content can never carry the placeholder,
 * so a script smuggled into content is never hashed). Without a nonce the page is the same for
 * everyone, so nginx may keep it for a few seconds too (decision 0016). Any
 * clear of the content cache (the change feed from any server, a local publish, an import) drops
 * every page at once; a page also ages out after PAGE_CACHE_SECONDS, and the day in the spa's
 * time zone is part of the key, since a page may show what is on today (the year, promotions).
 *
 * Only anonymous GET/HEAD requests for public pages are looked up, and only 200 HTML documents and
 * React Router data answers that set no cookie are stored. What a page may depend on is its path
 * and the query parameters named in PAGE_QUERY: a render sees nothing else of the request (no
 * headers, not the Host: the URL is built on SITE_URL), so a stored page is exactly what any
 * request with that key would have got. Other parameters (gclid, utm_*) are left out of the key and
 * of the render, so an ads campaign's unique click ids all share one page.
 */
import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { createPageRequestHandler, pageContext } from "./page-context.server";
import { spaToday } from "~/lib/staff/leads";
import { wantsPreview } from "~/lib/staff/preview";
import { hasSessionCookie, isStaffPath } from "../staff/sessions/http.server";

/** The query parameters a public page reads, each with the values it may take. */
const PAGE_QUERY: Record<string, Record<string, RegExp>> = {
  "/reviews": { page: /^[1-9]\d{0,3}$/ },
};

/** React Router's data requests name the routes to load (`_routes`) and mark index routes. */
const DATA_QUERY: Record<string, RegExp> = {
  _routes: /^[\w./,-]{1,1000}$/,
  index: /^$/,
};

const DATA_SUFFIX = ".data";
const MAX_IF_NONE_MATCH = 2048;

/**
 * How long a shared cache (nginx) may answer a page without asking: a publish reaches visitors
 * through nginx at most this much later than through the app servers.
 */
export const SHARED_CACHE_SECONDS = 2;

/**
 * `max-age=0`: the browser keeps its copy and asks each time, which costs a 304. `s-maxage`: a
 * shared cache answers for SHARED_CACHE_SECONDS, then revalidates with the ETag.
 */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}`;

export interface CachedPage {
  /** The document, the same for every visitor. */
  body: Buffer;
  /** The CSP script sources that allow its scripts: their hashes (`'sha256-...'`). */
  scriptSources: string;
  headers: [string, string][];
  etag: string;
  storedAt: number;
  bytes: number;
}

/** Which stored page a request asks for, and the URL (path and kept query) to render it from. */
export interface PageKey {
  key: string;
  target: string;
  /** Parameters were left out: what is rendered is not the request's own URL. */
  reduced: boolean;
}

let dayCache = { second: -1, day: "" };

/** Today in the spa's time zone, formatted at most once a second. */
function spaDay(now: number): string {
  const second = Math.floor(now / 1000);
  if (dayCache.second !== second) dayCache = { second, day: spaToday(new Date(now)) };
  return dayCache.day;
}

/**
 * The key of a request the page cache may answer, or null. `req.url` is at most MAX_URL_LENGTH
 * here (http-app.server.ts answers longer ones first).
 */
export function pageKeyOf(req: Request, now = Date.now()): PageKey | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const path = req.path;
  if (isStaffPath(path) || path.startsWith("/api/")) return null;
  const cookie = req.headers.cookie;
  if (cookie && (hasSessionCookie(cookie) || wantsPreview(cookie))) return null;

  const isData = path.endsWith(DATA_SUFFIX);
  const pagePath = isData
    ? path === `/_root${DATA_SUFFIX}`
      ? "/"
      : path.slice(0, -DATA_SUFFIX.length)
    : path;
  const allowed = { ...PAGE_QUERY[pagePath], ...(isData ? DATA_QUERY : {}) };

  const queryAt = req.url.indexOf("?");
  const query = queryAt < 0 ? "" : req.url.slice(queryAt + 1);
  let kept = "";
  if (query) {
    const params = new URLSearchParams(query);
    const out = new URLSearchParams();
    for (const name of Object.keys(allowed).sort()) {
      const values = params.getAll(name);
      if (values.length === 0) continue;
      const value = values[0] ?? "";
      // A value the page does not expect is rendered uncached, as before.
      if (values.length > 1 || !allowed[name]?.test(value)) return null;
      out.append(name, value);
    }
    kept = out.size > 0 ? `?${out.toString()}` : "";
  }
  const target = `${path}${kept}`;
  return { key: `${spaDay(now)} ${target}`, target, reduced: kept !== (query ? `?${query}` : "") };
}

export interface PageCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  /** The current content version, for the ETag (read once per generation). */
  contentVersion: () => Promise<number>;
}

/** The store: pages of the current generation, least recently used out first. */
export function createPageCache(options: PageCacheOptions) {
  let generation = 0;
  let pages = new Map<string, CachedPage>();
  let pending = new Map<string, Promise<CachedPage | undefined>>();
  let version: Promise<number> | undefined;
  let bytes = 0;

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  return {
    get generation() {
      return generation;
    },
    get size() {
      return { pages: pages.size, bytes };
    },
    get(key: string, now = Date.now()): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now - page.storedAt >= options.maxAgeMs) {
        drop(key);
        return undefined;
      }
      // Most recently used last: eviction takes from the front.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** A render of `key` under way in this generation, shared by concurrent misses. */
    pending: (key: string) => pending.get(key),
    track(key: string, render: Promise<CachedPage | undefined>) {
      const tracked = pending;
      tracked.set(key, render);
      void render.finally(() => tracked.delete(key)).catch(() => {});
    },
    /** Stores a page rendered in `renderedIn`; a render older than the last clear is dropped. */
    set(key: string, page: CachedPage, renderedIn: number) {
      if (renderedIn !== generation || page.bytes > options.maxBytes) return;
      drop(key);
      pages.set(key, page);
      bytes += page.bytes;
      for (const oldest of pages.keys()) {
        if (bytes <= options.maxBytes) break;
        drop(oldest);
      }
    },
    version(): Promise<number> {
      const current = generation;
      version ??= options.contentVersion().catch((error: unknown) => {
        if (current === generation) version = undefined;
        throw error;
      });
      return version;
    },
    clear() {
      generation++;
      pages = new Map();
      pending = new Map();
      version = undefined;
      bytes = 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";

/**
 * The page without its nonce attributes, and the hash sources of the scripts that carried the
 * placeholder: inline ones by their text, plus the `runtime` texts the page's own scripts add as
 * inline scripts later (the deferred module script). Null when the placeholder stands anywhere but
 * in an attribute of an element, or a marked script is not closed or loads a file (a hash allows
 * only inline text): such a page is not stored, and goes out with the response's nonce.
 * One pass with indexOf, linear in the page's length.
 */
export function allowByHash(
  html: string,
  placeholder: string,
  runtime: readonly string[] = [],
): { html: string; scriptSources: string } | null {
  const attribute = ` nonce="${placeholder}"`;
  const sources = new Set<string>();
  const out: string[] = [];
  let from = 0;
  for (let at = html.indexOf(attribute); at >= 0; at = html.indexOf(attribute, from)) {
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    // The attribute must sit inside one start tag: no tag end between its "<" and the attribute.
    if (tagStart < from || tagEnd < 0 || html.lastIndexOf(">", at) > tagStart) return null;
    out.push(html.slice(from, at));
    from = at + attribute.length;
    if (html.startsWith(SCRIPT_OPEN, tagStart)) {
      const close = html.indexOf(SCRIPT_CLOSE, tagEnd);
      if (close < 0 || html.slice(tagStart, tagEnd).includes(" src=")) return null;
      sources.add(sha256Source(html.slice(tagEnd + 1, close)));
    }
  }
  out.push(html.slice(from));
  const stripped = out.join("");
  if (stripped.includes(placeholder)) return null;
  for (const text of runtime) sources.add(sha256Source(text));
  return { html: stripped, scriptSources: [...sources].join(" ") || "'none'" };
}

function splitAt(body: Buffer, marker: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker, from); at >= 0; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinWith(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0] as Buffer;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Weak comparison (RFC 9110 8.8.3.2) against a bounded If-None-Match. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || ifNoneMatch.length > MAX_IF_NONE_MATCH) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || (trimmed.startsWith("W/") ? trimmed.slice(2) : trimmed) === opaque;
  });
}

const STORED_TYPES = ["text/html", "text/x-script"];
/** Set on every answer, or meaningless once stored. */
const UNSTORED_HEADERS = new Set(["content-length", "date", "etag", "cache-control", "set-cookie"]);

function storable(response: globalThis.Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/no-store|private/i.test(cacheControl)) return false;
  const type = response.headers.get("content-type") ?? "";
  return STORED_TYPES.some((stored) => type.startsWith(stored));
}

/** Answers with a stored page: a 304 when the browser's copy is current. */
function sendStored(req: Request, res: Response, page: CachedPage, state: "hit" | "miss") {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", PAGE_CACHE_CONTROL);
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", state);
  if (matches(req.get("if-none-match"), page.etag)) {
    // The browser keeps the policy stored with its copy (a copy from before the hashes carried
    // nonced scripts that a new policy would block).
    res.removeHeader("Content-Security-Policy");
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  // The page's own scripts are allowed by their hashes; this response's nonce allows nothing.
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy === "string") {
    res.setHeader(
      "Content-Security-Policy",
      policy.replace(`'nonce-${res.locals.nonce as string}'`, page.scriptSources),
    );
  }
  res.status(200);
  res.setHeader("Content-Length", page.body.length);
  res.end(req.method === "HEAD" ? undefined : page.body);
}

export interface PageCacheMiddlewareOptions {
  cache: PageCache;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Where page URLs are rendered from (SITE_URL), never the request's Host. */
  origin: string;
  /** The load context of an anonymous visitor with the given nonce. */
  loadContext: (nonce: string) => AppLoadContext;
}

/**
 * Answers cacheable page requests from the cache, rendering and storing on a miss; everything
 * else (and a reduced request whose render is not a storable page, such as a redirect that keeps
 * the query) goes on to the regular page handler.
 */
export function pageCacheMiddleware(options: PageCacheMiddlewareOptions) {
  const { cache, origin } = options;
  const handle = createPageRequestHandler(options.build, "production");
  const placeholder = randomBytes(24).toString("hex");
  const marker = Buffer.from(placeholder);
  let buildId: Promise<string> | undefined;
  const buildIdOf = () =>
    (buildId ??= (async () => {
      const build = typeof options.build === "function" ? await options.build() : options.build;
      return build.assets.version;
    })());

  async function render(
    target: string,
    key: string,
  ): Promise<{ response: globalThis.Response; body: Buffer; page?: CachedPage }> {
    const generation = cache.generation;
    const url = new URL(target, origin);
    const request = new Request(url, { method: "GET" });
    const runtimeScripts: string[] = [];
    const response = await handle(
      request,
      pageContext(
        {
          ...options.loadContext(placeholder),
          wholeDocument: true,
          onInlineScript: (code) => runtimeScripts.push(code),
        },
        url.pathname,
      ),
    );
    const body = Buffer.from(await response.arrayBuffer());
    if (!storable(response)) return { response, body };
    const hashed = allowByHash(body.toString("utf8"), placeholder, runtimeScripts);
    if (!hashed) return { response, body };
    const [version, build] = await Promise.all([cache.version(), buildIdOf()]);
    const hash = createHash("sha256").update(key).digest("base64url").slice(0, 16);
    const headers = [...response.headers].filter(([name]) => !UNSTORED_HEADERS.has(name));
    const stored = Buffer.from(hashed.html, "utf8");
    const page: CachedPage = {
      body: stored,
      scriptSources: hashed.scriptSources,
      headers,
      etag: `W/"${version}-${build}-${hash}"`,
      storedAt: Date.now(),
      bytes: stored.length + hashed.scriptSources.length + 512,
    };
    cache.set(key, page, generation);
    return { response, body, page };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.preview) return next();
    const key = pageKeyOf(req);
    if (!key) return next();
    try {
      const cached = cache.get(key.key);
      if (cached) return sendStored(req, res, cached, "hit");
      const shared = cache.pending(key.key);
      if (shared) {
        const page = await shared.catch(() => undefined);
        if (page) return sendStored(req, res, page, "hit");
        return next();
      }
      const rendering = render(key.target, key.key);
      cache.track(
        key.key,
        rendering.then((result) => result.page),
      );
      const { response, body, page } = await rendering;
      if (page) return sendStored(req, res, page, "miss");
      // Rendered from a reduced URL: the request's own one may answer differently (a redirect
      // keeps the query), so the regular handler renders that.
      if (key.reduced) return next();
      res.status(response.status);
      for (const [name, value] of response.headers) res.append(name, value);
      const nonced = joinWith(splitAt(body, marker), res.locals.nonce as string);
      if (nonced.length > 0) res.setHeader("Content-Length", nonced.length);
      res.end(req.method === "HEAD" ? undefined : nonced);
    } catch (error) {
      next(error);
    }
  };
}
