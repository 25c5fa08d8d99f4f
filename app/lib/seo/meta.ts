import type { MetaDescriptor } from "react-router";
import { normalizePath } from "./table";
import { trimTrailingSlashes } from "../site/paths";

export interface MetaInput {
  siteUrl: string;
  pathname: string;
  title: string;
  description: string;
  siteName: string;
  image?: string | null;
  type?: "website" | "article";
  keywords?: string | null;
}

/** Origin plus path; the home page keeps its slash because an origin alone is not a path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = trimTrailingSlashes(siteUrl);
  const normalized = normalizePath(path);
  return normalized === "/" ? `${origin}/` : `${origin}${normalized}`;
}

/** Social crawlers ignore relative image URLs, so anything not already absolute is resolved. */
function absoluteImage(siteUrl: string, image: string): string {
  return new URL(image, `${trimTrailingSlashes(siteUrl)}/`).href;
}

/**
 * Title, description, canonical, Open Graph and Twitter card tags for one page.
 * The canonical is built from the pathname alone so query strings (ad click ids,
 * paging) never split a page's ranking across URLs.
 */
export function buildMeta(input: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, input.pathname);
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  const image = input.image?.trim();
  if (image) meta.push({ property: "og:image", content: absoluteImage(input.siteUrl, image) });
  const keywords = input.keywords?.trim();
  if (keywords) meta.push({ name: "keywords", content: keywords });
  return meta;
}

/** JSON-LD as a MetaDescriptor: { "script:ld+json": object } (React Router renders it as <script type="application/ld+json">). */
export function jsonLd(data: object): MetaDescriptor {
  return { "script:ld+json": data };
}
