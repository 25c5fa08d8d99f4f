import type { AppLoadContext } from "react-router";
import { buildPageHead, type PageSeo } from "~/lib/seo/head";
import type { PageHead } from "~/lib/seo/route-meta";
import { breadcrumbJsonLd, breadcrumbTrail, dayspaJsonLd } from "~/lib/seo/structured-data";

type Extra = Omit<Partial<PageSeo>, "siteUrl" | "pathname" | "siteName"> & {
  /** Name of the last breadcrumb when the SEO table's is not right (blog post, service item). */
  breadcrumbName?: string;
};

/**
 * The <head> of a page, as finished tags: table entry (or overrides), breadcrumbs, and the business
 * on "/". Loaders return it as `seo`; the route's `meta` passes it on with `pageMeta`.
 */
export async function pageSeo(
  context: AppLoadContext,
  request: Request,
  extra: Extra = {},
): Promise<PageHead> {
  const { content, config } = context.services;
  const salon = await content.getSalon();
  const pathname = new URL(request.url).pathname;
  const { breadcrumbName, jsonLd = [], ...overrides } = extra;
  const structured = [...jsonLd];
  const trail = breadcrumbTrail(pathname, breadcrumbName);
  if (trail) structured.push(breadcrumbJsonLd(trail, config.SITE_URL));
  if (pathname === "/") structured.push(dayspaJsonLd(salon, config.SITE_URL));
  return buildPageHead({
    siteUrl: config.SITE_URL,
    pathname,
    siteName: salon.salon_info.salon_name,
    ...overrides,
    jsonLd: structured,
  });
}
