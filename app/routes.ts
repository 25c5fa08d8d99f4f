/** The route table of SPEC.md 2.1: one data file. */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import type { AdsLayout, AdsRoute } from "./lib/ads-pages/types";
import { ADS_ROUTES } from "./lib/landing-pages";
import { TREATMENT_PAGES } from "./lib/site-pages";

/** The ads pages of one layout and their thank-you pages, one module each for all of them. */
export function adsPageRoutes(layoutName: AdsLayout, routes: readonly AdsRoute[] = ADS_ROUTES) {
  return routes
    .filter((page) => page.layout === layoutName)
    .flatMap((page) => [
      route(page.path.slice(1), "routes/landing-page.tsx", { id: `landing-${page.id}` }),
      route(page.thankYouPath.slice(1), "routes/thank-you.tsx", { id: `thank-you-${page.id}` }),
    ]);
}

export default [
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  layout("routes/main-layout.tsx", [
    index("routes/home.tsx"),
    route("reviews", "routes/reviews.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("memberships", "routes/memberships.tsx"),
    route("packages", "routes/packages.tsx"),
    route("career", "routes/career.tsx"),
    route("about", "routes/about.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog-details/:name", "routes/blog-details.tsx"),
    route("book-now", "routes/book-now.tsx"),
    route("server-error", "routes/server-error.tsx"),
    route("services", "routes/services-index.tsx"),
    ...TREATMENT_PAGES.map((page) =>
      route(`services/${page.slug}`, "routes/treatment.tsx", { id: `treatment-${page.treatment}` }),
    ),
    route("services/:category", "routes/category.tsx"),
    route("services/:category/*", "routes/service-detail.tsx"),
    ...adsPageRoutes("main"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Standalone ads pages: their own header and footer, none of the main site's JavaScript.
  layout("routes/landing-layout.tsx", adsPageRoutes("standalone")),
] satisfies RouteConfig;
