import { buildMeta } from "./meta";
import type { PageHead } from "./route-meta";
import { seoForPath } from "./table";

/** What a page's <head> is made of; its loader fills it in on the server (`pageSeo`). */
export interface PageSeo {
  siteUrl: string;
  pathname: string;
  siteName: string;
  title?: string;
  description?: string;
  image?: string | null;
  keywords?: string | null;
  type?: "website" | "article";
  jsonLd?: object[];
}

/**
 * Title, description and canonical from the SEO table (or the overrides), plus JSON-LD, as the
 * finished tags. Built in the loader so that neither the table nor the tag builder is part of
 * the browser's JavaScript: a route's `meta` only hands the tags over (`pageMeta`).
 */
export function buildPageHead(seo: PageSeo): PageHead {
  const fromTable = seoForPath(seo.pathname);
  const tags = buildMeta({
    siteUrl: seo.siteUrl,
    pathname: seo.pathname,
    siteName: seo.siteName,
    title: seo.title ?? fromTable.title,
    description: seo.description ?? fromTable.description,
    image: seo.image ?? null,
    type: seo.type,
    keywords: seo.keywords ?? null,
  });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return { tags };
}
