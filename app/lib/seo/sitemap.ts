import { blogSlug } from "~/lib/display";
import type { BlogPost } from "~/lib/api/types";
import { absoluteUrl } from "./meta";
import { SEO_TABLE } from "./table";
import { trimTrailingSlashes } from "../site/paths";
import { ADS_ROUTES } from "../site/landing-pages";
// XML's five special characters are HTML's: one escaper for both.
import { escapeHtml } from "~/lib/display/escape-html";

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** Pages shown only after a lead form; indexing them would fake conversions and leak nothing useful. */
export const THANK_YOU_PATHS: readonly string[] = ADS_ROUTES.map((route) => route.thankYouPath);

/** Only a calendar date is valid W3C lastmod here; timestamps are cut and anything else is dropped. */
function lastmodOf(date: string): string | undefined {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(date.trim());
  return match?.[0];
}

/** urlset XML (escaped), absolute <loc>, sorted as given, with <lastmod> when present. */
export function buildSitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeHtml(absoluteUrl(siteUrl, entry.path))}</loc>`;
    const lastmod = entry.lastmod ? `\n    <lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : "";
    return `  <url>\n${loc}${lastmod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every public page: the table paths, then one /blog-details/{slug} per post.
 * Left out on purpose: /server-error, thank-you pages and the ads landing pages,
 * which serve paid traffic only and are noindex.
 */
export function sitemapEntries(
  posts: Pick<BlogPost, "post_title" | "post_date">[],
): SitemapEntry[] {
  const entries: SitemapEntry[] = SEO_TABLE.map((e) => ({ path: e.path }));
  const seen = new Set(entries.map((e) => e.path));
  for (const post of posts) {
    const slug = blogSlug(post.post_title);
    const path = `/blog-details/${slug}`;
    // Two posts with the same slug resolve to one page, and the first (newest) wins there too.
    if (slug === "" || seen.has(path)) continue;
    seen.add(path);
    const lastmod = lastmodOf(post.post_date);
    entries.push(lastmod ? { path, lastmod } : { path });
  }
  return entries;
}

/**
 * robots.txt allowing everything except /api/ and the thank-you pages.
 * The ads landing pages stay crawlable on purpose: a crawler must fetch them to see their noindex.
 */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    ...THANK_YOU_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${trimTrailingSlashes(siteUrl)}/sitemap.xml`,
    "",
  ].join("\n");
}
