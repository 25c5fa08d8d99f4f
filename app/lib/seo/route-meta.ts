import type { MetaDescriptor } from "react-router";
import { buildMeta } from "./meta";
import { seoForPath } from "./table";

/** The data every page's loader returns for its <head>: one shape, built on the server. */
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

/** Title, description and canonical from the SEO table (or the overrides), plus JSON-LD. */
export function pageMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const fromTable = seoForPath(seo.pathname);
  const meta = buildMeta({
    siteUrl: seo.siteUrl,
    pathname: seo.pathname,
    siteName: seo.siteName,
    title: seo.title ?? fromTable.title,
    description: seo.description ?? fromTable.description,
    image: seo.image ?? null,
    type: seo.type,
    keywords: seo.keywords ?? null,
  });
  for (const data of seo.jsonLd ?? []) meta.push({ "script:ld+json": data });
  return meta;
}
