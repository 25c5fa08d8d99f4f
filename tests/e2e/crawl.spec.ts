/**
 * A link checker and an HTML validator over the whole site, as a crawler sees it: the server's
 * HTML, no JavaScript. Starting from `/`, each ads landing page and thank-you page, and the
 * sitemap, it follows every internal `<a href>` and requests every internal link, image, video,
 * script and stylesheet a page names (and the fonts its stylesheets name). Each must answer 2xx,
 * or redirect to a URL that does; every page's HTML must pass html-validate's `standard` preset.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import type { HtmlElement } from "html-validate";
import { expect, test } from "@playwright/test";
import { htmlErrors, parseHtml } from "./support/html";
import { blogPosts, decodeEntities, MAIN_ROUTES } from "./support/site";

const ADS_PAGES = [
  "/tattoo-removal-staten-island-ads",
  "/ipl-therapy-staten-island-ads",
  "/tattoo-removal-and-ipl-therapy-staten-island-ads",
];
const THANK_YOU_PAGES = ADS_PAGES.map((path) => `${path}-thank-you`);

/** Longer attribute values are no URL of ours; they are cut before anything scans them. */
const MAX_ATTRIBUTE = 8192;

/** `<link rel>` values that name an origin to connect to, not a resource to fetch. */
const CONNECTION_HINTS = new Set(["preconnect", "dns-prefetch"]);
/** `<link rel>` values that name another page rather than a resource of this one. */
const PAGE_RELATIONS = new Set(["canonical", "alternate", "prev", "next"]);

interface Named {
  url: string;
  /** Pages are fetched, validated and followed; resources only fetched. */
  kind: "page" | "resource";
}

const attribute = (element: HtmlElement, name: string): string | null => {
  const value = element.getAttributeValue(name);
  return value === null ? null : decodeEntities(value.slice(0, MAX_ATTRIBUTE));
};

/** The URLs of a srcset: each candidate is a URL, then optional descriptors, then a comma. */
function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");
}

/** Every text between `open` and the next `close`, in one left-to-right pass (no pattern). */
function between(text: string, open: string, close: string): string[] {
  const found: string[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf(open, from);
    if (start < 0) break;
    const end = text.indexOf(close, start + open.length);
    if (end < 0) break;
    found.push(text.slice(start + open.length, end));
    from = end + close.length;
  }
  return found;
}

/**
 * String literals naming our build's modules in an inline script. React Router's module script is
 * rewritten into a loader that adds the preloads and the module after the first paint (decision
 * 0007), so its URLs appear as JavaScript strings, not as `src` or `modulepreload` attributes.
 * A backslash means a string inside a string (streamed loader data), which is not one of them.
 */
const inlineModuleUrls = (code: string) =>
  between(code, '"/assets/', '"')
    .filter((rest) => !rest.includes("\\"))
    .map((rest) => `/assets/${rest}`);

/** `url(...)` references of a stylesheet (fonts, background images). */
const cssUrls = (css: string) =>
  between(css, "url(", ")")
    .map((raw) => raw.trim())
    .map((raw) => (raw.startsWith('"') || raw.startsWith("'") ? raw.slice(1, -1) : raw))
    .filter((url) => !url.startsWith("data:") && !url.startsWith("#"));

/** `<loc>` entries of a sitemap. */
const sitemapLocs = (xml: string) =>
  between(xml, "<loc>", "</loc>").map((loc) => decodeEntities(loc.trim()));

/** Every URL a page's HTML names, as a page to follow or a resource to fetch. */
function namedBy(root: HtmlElement): { raw: string; kind: Named["kind"] }[] {
  const found: { raw: string; kind: Named["kind"] }[] = [];
  const add = (raw: string | null, kind: Named["kind"]) => {
    if (raw) found.push({ raw, kind });
  };
  for (const element of root.querySelectorAll("a[href], area[href]")) {
    add(attribute(element, "href"), "page");
  }
  for (const element of root.querySelectorAll("link[href]")) {
    const rels = (attribute(element, "rel") ?? "").toLowerCase().split(" ");
    if (rels.some((rel) => CONNECTION_HINTS.has(rel))) continue;
    add(
      attribute(element, "href"),
      rels.some((rel) => PAGE_RELATIONS.has(rel)) ? "page" : "resource",
    );
    for (const url of srcsetUrls(attribute(element, "imagesrcset") ?? "")) add(url, "resource");
  }
  for (const element of root.querySelectorAll("img, source, video, audio, track, script, iframe")) {
    add(attribute(element, "src"), "resource");
    add(attribute(element, "poster"), "resource");
    for (const url of srcsetUrls(attribute(element, "srcset") ?? "")) add(url, "resource");
  }
  for (const element of root.querySelectorAll(
    'meta[property="og:image"], meta[name="twitter:image"]',
  )) {
    add(attribute(element, "content"), "resource");
  }
  for (const script of root.querySelectorAll("script")) {
    if (script.hasAttribute("src")) continue;
    for (const url of inlineModuleUrls(script.textContent)) add(url, "resource");
  }
  return found;
}

const isRedirect = (status: number) => status >= 300 && status < 400;
const isSuccess = (status: number) => status >= 200 && status < 300;

test.describe("crawl of both layouts", () => {
  // The server's HTML and its answers are the same at every viewport.

  test("every internal link, image, video and script answers 2xx, and every page is valid HTML", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const brokenLinks: string[] = [];
    const invalidHtml: string[] = [];
    const crawledPages = new Set<string>();
    const queued = new Map<string, Named["kind"]>();
    const queue: (Named & { from: string })[] = [];

    /** Queues an internal http(s) URL once; fragments, other schemes and hosts are not ours. */
    const enqueue = (raw: string, kind: Named["kind"], from: string) => {
      let url: URL;
      try {
        url = new URL(raw, `${origin}${from.startsWith("/") ? from : "/"}`);
      } catch {
        brokenLinks.push(`unparsable URL "${raw}" on ${from}`);
        return;
      }
      if (url.origin !== origin) return;
      url.hash = "";
      const key = `${url.pathname}${url.search}`;
      // A URL seen as a resource and then linked as a page is still checked as a page.
      if (queued.get(key) === "page" || (queued.has(key) && kind === "resource")) return;
      queued.set(key, kind);
      queue.push({ url: key, kind, from });
    };

    /** GET without following redirects; a redirect must land on a URL that answers 2xx. */
    const fetchChecked = async (
      api: APIRequestContext,
      url: string,
      from: string,
    ): Promise<{ response: APIResponse; finalUrl: string } | null> => {
      const response = await api.get(url, { maxRedirects: 0 });
      if (isSuccess(response.status())) return { response, finalUrl: url };
      if (isRedirect(response.status())) {
        const location = response.headers()["location"] ?? "";
        const target = new URL(location, `${origin}${url}`);
        if (target.origin !== origin) {
          brokenLinks.push(`${url} (on ${from}) redirects off the site to ${location}`);
          return null;
        }
        const targetKey = `${target.pathname}${target.search}`;
        const landed = await api.get(targetKey, { maxRedirects: 0 });
        if (isSuccess(landed.status())) return { response: landed, finalUrl: targetKey };
        brokenLinks.push(
          `${url} (on ${from}) redirects to ${location}, which answers ${landed.status()}`,
        );
        return null;
      }
      brokenLinks.push(`${url} (on ${from}) answers ${response.status()}`);
      return null;
    };

    // Thank-you pages and /server-error are reached by a form or a failure, never by a link.
    for (const start of ["/", ...ADS_PAGES, ...THANK_YOU_PAGES, "/server-error"]) {
      enqueue(start, "page", "(start)");
    }
    enqueue("/robots.txt", "resource", "(start)");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    for (const loc of sitemapLocs(await sitemap.text())) enqueue(loc, "page", "/sitemap.xml");

    for (let next = queue.shift(); next; next = queue.shift()) {
      const checked = await fetchChecked(request, next.url, next.from);
      if (!checked) continue;
      const { response, finalUrl } = checked;
      const type = response.headers()["content-type"] ?? "";
      if (type.startsWith("text/css")) {
        for (const url of cssUrls(await response.text())) enqueue(url, "resource", finalUrl);
        continue;
      }
      if (next.kind !== "page" || !type.startsWith("text/html") || crawledPages.has(finalUrl)) {
        continue;
      }
      crawledPages.add(finalUrl);
      const html = await response.text();
      invalidHtml.push(...(await htmlErrors(html, finalUrl)));
      for (const { raw, kind } of namedBy(await parseHtml(html))) enqueue(raw, kind, finalUrl);
    }

    // The not-found page has no link either, but visitors with a mistyped address see it.
    for (const path of ["/no-such-page", "/services/facials/no-such-item"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      invalidHtml.push(...(await htmlErrors(await response.text(), path)));
    }

    // The crawl itself reached what it must, so an empty report means something.
    const pages = [...crawledPages].map((url) => url.split("?")[0]!);
    for (const path of [...MAIN_ROUTES, ...ADS_PAGES, ...THANK_YOU_PAGES]) {
      expect(pages, `the crawl reaches ${path}`).toContain(path);
    }
    for (const post of blogPosts) expect(pages).toContain(`/blog-details/${post.slug}`);
    const itemPages = pages.filter((path) => /^\/services\/[a-z-]+\/[a-z0-9-]+$/.test(path));
    expect(itemPages.length, "service item pages reached").toBeGreaterThan(20);

    expect.soft(brokenLinks, `broken internal links:\n${brokenLinks.join("\n")}`).toEqual([]);
    expect.soft(invalidHtml, `html-validate errors:\n${invalidHtml.join("\n")}`).toEqual([]);
  });
});
