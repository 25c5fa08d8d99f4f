/**
 * Public pages are rendered once per content version and served from memory (decision 0015): a
 * fresh nonce per response without a render, 304 to a matching If-None-Match, invalidation by a
 * publish or an import on every app server, and nothing personal or staff-only ever stored.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprint } from "~/server/content/editor.server";
import { readContentDir } from "~/server/content/files.server";
import { exportContent, importContent } from "~/server/content/store.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { watchContentChanges } from "~/server/content/changes.server";
import { createLogger } from "~/server/logger.server";
import type { PageRendering } from "~/server/http-app.server";
import {
  backends,
  eventually,
  postJson,
  startSecondApp,
  startTestApp,
  testPages,
  type TestApp,
} from "../support/test-app";
import { signedInMember, type SignedInMember } from "../support/staff";

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script [^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

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

  it("renders a page once, then serves it with a fresh nonce that matches the CSP", async () => {
    const first = await page(`${app.url}/about`);
    expect(first.response.status).toBe(200);
    expect(first.state).toBe("miss");
    const second = await page(`${app.url}/about`);
    expect(second.state).toBe("hit");
    expect(second.response.headers.get("cache-control")).toBe("private, no-cache");

    const nonces = [first, second].map((p) => {
      const nonce = nonceOf(p.response.headers.get("content-security-policy"));
      const inPage = scriptNonces(p.html);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(withoutNonces(second.html)).toBe(withoutNonces(first.html));
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
    expect(withoutNonces(two.html)).not.toBe(withoutNonces(one.html));
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
    const live = await exportContent(app.database.db);
    const salon = structuredClone(live.salon);
    salon.salon_info.salon_name = "Serenity Published Spa";
    const saved = await postJson(
      `${app.url}/api/staff/content/records/salon`,
      { csrfToken: owner.csrfToken, seen: fingerprint(live.salon), value: salon },
      owner.headers,
    );
    expect(saved.status).toBe(200);
    const published = await postJson(
      `${app.url}/api/staff/content/publish`,
      { csrfToken: owner.csrfToken, summary: "Rename" },
      owner.headers,
    );
    expect(published.status).toBe(200);
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
