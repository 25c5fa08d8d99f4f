/**
 * Search-engine data (SPEC.md 2.1): titles, descriptions, canonicals, Open Graph, JSON-LD,
 * sitemap.xml and robots.txt; and the security of the delivered HTML (CSP allowing each script
 * by the response's nonce or, on pages served from the page cache, by its hash; nothing else).
 */
import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import {
  blogPosts,
  canonicalOf,
  faqs,
  jsonLdOf,
  MAIN_ROUTES,
  metaContent,
  PHONE,
  SALON_NAME,
  scriptAttr,
  titleOf,
  TREATMENTS,
} from "./support/site";
import { expect, test } from "./support/fixtures";

const cache = new Map<string, Promise<{ status: number; html: string; csp: string }>>();

/** One fetch per path and worker: several tests read the same documents. */
const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Each <script> element's start tag and text, found by a linear scan. */
function scriptElements(html: string): { tag: string; text: string }[] {
  const found: { tag: string; text: string }[] = [];
  for (let at = html.indexOf("<script"); at >= 0; at = html.indexOf("<script", at + 1)) {
    const open = html.indexOf(">", at);
    const close = html.indexOf("</script>", open);
    if (open < 0 || close < 0) break;
    found.push({ tag: html.slice(at, open + 1), text: html.slice(open + 1, close) });
  }
  return found;
}

function fetchPage(request: APIRequestContext, path: string) {
  let pending = cache.get(path);
  if (!pending) {
    pending = request.get(path).then(async (response) => ({
      status: response.status(),
      html: await response.text(),
      csp: response.headers()["content-security-policy"] ?? "",
    }));
    cache.set(path, pending);
  }
  return pending;
}

const expectedCanonical = (baseURL: string, path: string) =>
  path === "/" ? `${baseURL}/` : `${baseURL}${path}`;

function byType(docs: Record<string, unknown>[], type: string) {
  return docs.filter((doc) => doc["@type"] === type);
}

test.describe("head tags of the 23 main routes", () => {
  test("there are 23 main routes", () => {
    expect(MAIN_ROUTES).toHaveLength(23);
    expect(new Set(MAIN_ROUTES).size).toBe(23);
  });

  for (const path of MAIN_ROUTES) {
    test(`${path}: title, meta description, canonical and og:title`, async ({
      request,
      baseURL,
    }) => {
      const { status, html } = await fetchPage(request, path);
      expect(status).toBe(200);
      const title = titleOf(html);
      expect(title, "a <title>").toBeTruthy();
      expect(title!.length).toBeGreaterThan(10);
      const description = metaContent(html, "description");
      expect(description, "a meta description").toBeTruthy();
      expect(description!.length).toBeGreaterThan(50);
      const canonical = canonicalOf(html);
      expect(canonical, "a canonical link").toBeTruthy();
      expect(canonical!.startsWith(baseURL!)).toBe(true);
      expect(canonical).toBe(expectedCanonical(baseURL!, path));
      expect(metaContent(html, "og:title")).toBe(title);
      expect(metaContent(html, "og:url")).toBe(canonical);
      // Exactly one of each.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    });
  }

  test("titles and descriptions are unique across the 23 routes", async ({ request }) => {
    const titles: string[] = [];
    const descriptions: string[] = [];
    for (const path of MAIN_ROUTES) {
      const { html } = await fetchPage(request, path);
      titles.push(titleOf(html) ?? "");
      descriptions.push(metaContent(html, "description") ?? "");
    }
    const duplicates = (list: string[]) => list.filter((item, i) => list.indexOf(item) !== i);
    expect(duplicates(titles), "duplicate titles").toEqual([]);
    expect(duplicates(descriptions), "duplicate descriptions").toEqual([]);
  });

  test("the title a browser shows matches the server's", async ({ page, request }) => {
    for (const path of ["/about", "/services/facials"]) {
      const { html } = await fetchPage(request, path);
      await page.goto(path);
      await expect(page).toHaveTitle(titleOf(html)!);
    }
  });
});

test.describe("structured data", () => {
  test("/ carries the DaySpa business", async ({ request, baseURL }) => {
    const { html } = await fetchPage(request, "/");
    const [spa, ...more] = byType(jsonLdOf(html), "DaySpa");
    expect(more).toHaveLength(0);
    expect(spa).toBeTruthy();
    expect(spa!["@context"]).toBe("https://schema.org");
    expect(spa!["name"]).toBe(SALON_NAME);
    expect(spa!["telephone"]).toBe(PHONE);
    expect(spa!["priceRange"]).toBe("$100-$500");
    expect(spa!["url"]).toBe(`${baseURL}/`);
    expect(spa!["aggregateRating"]).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 134,
    });
    const hours = spa!["openingHoursSpecification"] as {
      dayOfWeek: string[] | string;
      opens: string;
      closes: string;
    }[];
    expect(Array.isArray(hours)).toBe(true);
    const perDay = new Map<string, string>();
    for (const spec of hours) {
      for (const day of ([] as string[]).concat(spec.dayOfWeek)) {
        perDay.set(day.replace("https://schema.org/", ""), `${spec.opens}-${spec.closes}`);
      }
    }
    expect(Object.fromEntries(perDay)).toEqual({
      Monday: "09:00-14:00",
      Tuesday: "09:00-18:00",
      Wednesday: "09:00-21:00",
      Thursday: "09:00-21:00",
      Friday: "09:00-21:00",
      Saturday: "09:00-18:00",
      Sunday: "09:00-18:00",
    });
  });

  test("nested pages carry a BreadcrumbList", async ({ request, baseURL }) => {
    const { html } = await fetchPage(request, "/services/facials");
    const [crumbs] = byType(jsonLdOf(html), "BreadcrumbList");
    expect(crumbs).toBeTruthy();
    const items = crumbs!["itemListElement"] as { position: number; name: string; item: string }[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(items[0]).toMatchObject({ name: "Home", item: `${baseURL}/` });
    expect(items.at(-1)).toMatchObject({ name: "Facials", item: `${baseURL}/services/facials` });

    const post = blogPosts[0]!;
    const blog = await fetchPage(request, `/blog-details/${post.slug}`);
    const [blogCrumbs] = byType(jsonLdOf(blog.html), "BreadcrumbList");
    const blogItems = blogCrumbs!["itemListElement"] as { name: string; item: string }[];
    expect(blogItems.at(-1)?.item).toBe(`${baseURL}/blog-details/${post.slug}`);
  });

  for (const treatment of TREATMENTS) {
    test(`/services/${treatment.slug} carries an FAQPage with 10 questions`, async ({
      request,
    }) => {
      const { html } = await fetchPage(request, `/services/${treatment.slug}`);
      const [faq] = byType(jsonLdOf(html), "FAQPage");
      expect(faq).toBeTruthy();
      const questions = faq!["mainEntity"] as {
        "@type": string;
        name: string;
        acceptedAnswer: { "@type": string; text: string };
      }[];
      expect(questions).toHaveLength(10);
      expect(questions.map((q) => q.name)).toEqual(
        faqs[treatment.key]!.map((item) => item.questions),
      );
      for (const question of questions) {
        expect(question["@type"]).toBe("Question");
        expect(question.acceptedAnswer["@type"]).toBe("Answer");
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
        expect(question.acceptedAnswer.text).not.toMatch(/<[a-z/]/i);
      }
    });
  }

  test("/contact-us carries a ContactPage", async ({ request, baseURL }) => {
    const { html } = await fetchPage(request, "/contact-us");
    const [contact] = byType(jsonLdOf(html), "ContactPage");
    expect(contact).toBeTruthy();
    expect(contact!["url"]).toBe(`${baseURL}/contact-us`);
    expect(contact!["mainEntity"]).toMatchObject({ name: SALON_NAME, telephone: PHONE });
  });
});

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists the 23 routes and every blog post", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of MAIN_ROUTES) expect(locs).toContain(expectedCanonical(baseURL!, path));
    for (const post of blogPosts) expect(locs).toContain(`${baseURL}/blog-details/${post.slug}`);
    expect(new Set(locs).size).toBe(locs.length);
    // Every listed page exists.
    for (const loc of locs) {
      const page = await fetchPage(request, new URL(loc!).pathname);
      expect(page.status, loc).toBe(200);
    }
  });

  test("/robots.txt references the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe("security of the delivered HTML", () => {
  const PATHS = [
    ...MAIN_ROUTES,
    `/blog-details/${blogPosts[0]!.slug}`,
    "/services/facials/hydrafacial",
    "/no-such-page",
  ];

  test("every page has a CSP that allows each of its scripts by nonce or hash, and no other", async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const path of PATHS) {
      const { html, csp } = await fetchPage(request, path);
      if (!csp) {
        problems.push(`${path}: no Content-Security-Policy header`);
        continue;
      }
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      const hashes = new Set(scriptSrc.split(" ").filter((s) => s.startsWith("'sha256-")));
      if (!nonce && hashes.size === 0) problems.push(`${path}: script-src has no nonce or hash`);
      if (scriptSrc.includes("'unsafe-inline'")) problems.push(`${path}: unsafe-inline scripts`);
      const scripts = scriptElements(html);
      if (scripts.length === 0) problems.push(`${path}: no scripts at all?`);
      for (const { tag, text } of scripts) {
        if (scriptAttr(tag, "type") === "application/ld+json") continue;
        const scriptNonce = scriptAttr(tag, "nonce");
        if (nonce ? scriptNonce === nonce : !scriptNonce && hashes.has(sha256Source(text))) {
          continue;
        }
        problems.push(`${path}: script not allowed by the CSP: ${tag}${text.slice(0, 60)}`);
      }
      // No inline event handlers or javascript: URLs slipped in through content.
      if (/\son[a-z]+\s*=\s*["']/i.test(html.replace(/<script\b[\s\S]*?<\/script>/gi, ""))) {
        problems.push(`${path}: inline event handler attribute`);
      }
      if (/href\s*=\s*["']\s*javascript:/i.test(html)) problems.push(`${path}: javascript: URL`);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("a page rendered per response gets a fresh nonce; a cached page is the same for everyone", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await request.get("/no-such-page");
      const csp = response.headers()["content-security-policy"] ?? "";
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? "");
    }
    expect(nonces.size).toBe(3);
    expect(nonces).not.toContain("");

    const answers = await Promise.all([1, 2, 3].map(() => request.get("/about")));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    for (const answer of answers) {
      expect(answer.headers()["content-security-policy"]).not.toContain("'nonce-");
    }
  });
});
