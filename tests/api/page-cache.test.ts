/**
 * Public pages are rendered once per content version and served from memory (decisions 0015 and
 * 0016): the same bytes for everyone, the page's own scripts allowed by their hashes, 304 to a
 * matching If-None-Match, invalidation by a
 * publish or an import on every app server, and nothing personal or staff-only ever stored.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentDir } from "~/server/content/files.server";
import { importContent } from "~/server/content/store.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { PAGE_CACHE_CONTROL } from "~/server/html/page-cache.server";
import { watchContentChanges } from "~/server/content/changes.server";
import { createLogger } from "~/server/logger.server";
import type { PageRendering } from "~/server/http-app.server";
import {
  backends,
  eventually,
  startSecondApp,
  startTestApp,
  testPages,
  type TestApp,
} from "../support/test-app";
import { publishSalonName, signedInMember, type SignedInMember } from "../support/staff";

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script [^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
/** The text of every inline script a browser would run (JSON-LD is data). */
function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (let at = html.indexOf("<script"); at >= 0; at = html.indexOf("<script", at + 1)) {
    const open = html.indexOf(">", at);
    const close = html.indexOf("</script>", open);
    if (!html.slice(at, open).includes('type="application/ld+json"')) {
      texts.push(html.slice(open + 1, close));
    }
  }
  return texts;
}
const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, html: await response.text(), state: response.headers.get("x-page-cache") };
}

let pages: PageRendering;
let closePages: () => Promise<void>;
beforeAll(async () => {
  ({ pages, close: closePages } = await testPages());
});
afterAll(() => closePages());

describe.each(backends)("the page cache on %s", (backend) => {
  let app: TestApp;
  let owner: SignedInMember;
  let stopFeed: () => Promise<void>;

  beforeAll(async () => {
    app = await startTestApp(backend, { CONTENT_CACHE_SECONDS: "3600" }, {}, undefined, pages);
    stopFeed = await watchContentChanges(
      app.database,
      () => app.services.content.clearCache(),
      createLogger("silent"),
    );
    owner = await signedInMember(app, "owner");
  });
  afterAll(async () => {
    await stopFeed();
    await app.close();
  });

  it("renders a page once, then serves everyone the same bytes, its scripts allowed by hash", async () => {
    const first = await page(`${app.url}/about`);
    expect(first.response.status).toBe(200);
    expect(first.state).toBe("miss");
    const second = await page(`${app.url}/about`);
    expect(second.state).toBe("hit");
    expect(second.response.headers.get("cache-control")).toBe(PAGE_CACHE_CONTROL);
    expect(second.html).toBe(first.html);

    for (const { response, html } of [first, second]) {
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
      expect(scriptSrc).not.toContain("'nonce-");
      expect(scriptSrc).toMatch(/'strict-dynamic'$/);
      expect(html).not.toContain(' nonce="');
      const inline = inlineScripts(html);
      expect(inline.length).toBeGreaterThan(0);
      const allowed = new Set(scriptSrc.split(" ").filter((s) => s.startsWith("'sha256-")));
      for (const text of inline) expect(allowed).toContain(sha256Source(text));
      // The one more: the module script the deferred loader adds at run time.
      expect(allowed.size).toBe(new Set(inline.map(sha256Source)).size + 1);
    }
  });

  it("answers 304 to If-None-Match without a new policy, and 200 to another tag", async () => {
    const { response } = await page(`${app.url}/contact-us`);
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"\d+-[^"]+"$/);
    const again = await fetch(`${app.url}/contact-us`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("content-security-policy")).toBeNull();
    const other = await fetch(`${app.url}/contact-us`, { headers: { "If-None-Match": 'W/"0-x"' } });
    expect(other.status).toBe(200);
    const head = await fetch(`${app.url}/contact-us`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
  });

  it("shares one page among ads clicks (gclid, utm_*) and keeps the reviews page number", async () => {
    await page(`${app.url}/tattoo-removal-staten-island-ads`);
    const click = await page(
      `${app.url}/tattoo-removal-staten-island-ads?gclid=abc123&utm_source=g`,
    );
    expect(click.state).toBe("hit");
    expect(click.html).not.toContain("abc123");

    const one = await page(`${app.url}/reviews`);
    const two = await page(`${app.url}/reviews?page=2&utm_source=x`);
    expect(two.state).toBe("miss");
    expect(two.html).not.toBe(one.html);
    expect((await page(`${app.url}/reviews?page=2`)).state).toBe("hit");
    // A value the page does not expect is rendered as before, uncached.
    expect((await page(`${app.url}/reviews?page=x`)).state).toBeNull();
  });

  it("never stores staff pages, the API, a signed-in member's pages, or 404s", async () => {
    expect((await page(`${app.url}/staff/sign-in`)).state).toBeNull();
    expect((await page(`${app.url}/staff/sign-in`)).state).toBeNull();
    const api = await fetch(`${app.url}/api/homewebsettings`);
    expect(api.headers.get("x-page-cache")).toBeNull();
    await page(`${app.url}/memberships`);
    const signedIn = await page(`${app.url}/memberships`, { Cookie: owner.cookie });
    expect(signedIn.state).toBeNull();
    expect(signedIn.response.status).toBe(200);
    const missing = await page(`${app.url}/no-such-page`);
    expect(missing.response.status).toBe(404);
    expect((await page(`${app.url}/no-such-page`)).state).toBeNull();
    expect(nonceOf(missing.response.headers.get("content-security-policy"))).toBe(
      scriptNonces(missing.html)[0],
    );
  });

  it("serves React Router's data requests from the cache too", async () => {
    const url = `${app.url}/about.data?_routes=routes%2Fabout`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const body = await first.text();
    const second = await fetch(url);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(body);
  });

  it("drops every page when the owner publishes", async () => {
    await page(`${app.url}/`);
    expect((await page(`${app.url}/`)).state).toBe("hit");
    await publishSalonName(app, owner, "Serenity Published Spa", "Rename");
    const after = await page(`${app.url}/`);
    expect(after.state).toBe("miss");
    expect(after.html).toContain("Serenity Published Spa");
  });
});

describe.runIf(backends.includes("postgres"))("the page cache on two app servers", () => {
  let first: TestApp;
  let second: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    first = await startTestApp("postgres", { CONTENT_CACHE_SECONDS: "3600" }, {}, undefined, pages);
    second = await startSecondApp(first, pages);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("an import through one server's database drops the other's pages within seconds", async () => {
    await page(`${second.url}/about`);
    expect((await page(`${second.url}/about`)).state).toBe("hit");
    const content = await readContentDir(path.join(PROJECT_ROOT, "content"));
    content.salon.salon_info.salon_name = "Serenity Imported Spa";
    await importContent(first.database.db, content);
    const seen = await eventually(
      async () =>
        (await page(`${second.url}/about`)).html.includes("Serenity Imported Spa") ? "yes" : "no",
      "yes",
    );
    expect(seen).toBe("yes");
    expect((await page(`${second.url}/about`)).state).toBe("hit");
  });
});
