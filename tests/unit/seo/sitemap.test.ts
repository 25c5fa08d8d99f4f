import { describe, expect, it } from "vitest";
import {
  THANK_YOU_PATHS,
  buildRobotsTxt,
  buildSitemapXml,
  sitemapEntries,
} from "~/lib/seo/sitemap";
import { SEO_TABLE } from "~/lib/seo/table";

const SITE = "https://serenitydayspasi.com";

const posts = [
  { post_title: "Living Well with Melasma", post_date: "2026-07-08" },
  { post_title: "IPL & Laser: Treatments Compared!", post_date: "2026-05-20T10:00:00.000Z" },
  { post_title: "Undated", post_date: "soon" },
  { post_title: "Living well with melasma", post_date: "2020-01-01" },
  { post_title: "!!!", post_date: "2020-01-01" },
];

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
}

describe("sitemapEntries", () => {
  const entries = sitemapEntries(posts);
  const paths = entries.map((e) => e.path);

  it("lists the 23 table pages first, in table order", () => {
    expect(paths.slice(0, 23)).toEqual(SEO_TABLE.map((e) => e.path));
  });

  it("adds one blog-details page per post with its date", () => {
    expect(entries.slice(23)).toEqual([
      { path: "/blog-details/living-well-with-melasma", lastmod: "2026-07-08" },
      { path: "/blog-details/ipl-laser-treatments-compared", lastmod: "2026-05-20" },
      { path: "/blog-details/undated" },
    ]);
  });

  it("leaves out error, thank-you and ads pages", () => {
    expect(paths).not.toContain("/server-error");
    for (const path of THANK_YOU_PATHS) expect(paths).not.toContain(path);
    expect(paths.some((p) => p.includes("-ads"))).toBe(false);
  });
});

describe("buildSitemapXml", () => {
  const xml = buildSitemapXml(SITE, sitemapEntries(posts));

  it("is a urlset with absolute locations for every page", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const all = locs(xml);
    expect(all).toHaveLength(26);
    expect(all[0]).toBe(`${SITE}/`);
    for (const entry of SEO_TABLE.slice(1)) expect(all).toContain(`${SITE}${entry.path}`);
    expect(all).toContain(`${SITE}/blog-details/living-well-with-melasma`);
    expect(xml).not.toContain("/server-error");
  });

  it("writes lastmod only when known", () => {
    expect(xml).toContain(
      `<loc>${SITE}/blog-details/living-well-with-melasma</loc>\n    <lastmod>2026-07-08</lastmod>`,
    );
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });

  it("escapes XML special characters", () => {
    const out = buildSitemapXml("https://x.test", [{ path: "/a&b<c>'\"" }]);
    expect(out).toContain("<loc>https://x.test/a&amp;b&lt;c&gt;&#39;&quot;</loc>");
    expect(out.replace(/&(amp|lt|gt|quot|#39);/g, "")).not.toMatch(/&/);
  });

  it("keeps every <url> balanced", () => {
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  });
});

describe("buildRobotsTxt", () => {
  const robots = buildRobotsTxt(`${SITE}/`);

  it("allows everything but the API and the thank-you pages", () => {
    const lines = robots.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    for (const path of THANK_YOU_PATHS) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((l) => l.startsWith("Disallow:"))).toHaveLength(1 + THANK_YOU_PATHS.length);
    expect(lines).not.toContain("Disallow: /");
  });

  it("points at the sitemap", () => {
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
