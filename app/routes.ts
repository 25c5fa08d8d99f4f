/** The route table of SPEC.md 2.1: one data file. */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { LANDING_PATHS, THANK_YOU_PATHS } from "./lib/landing-pages";
import { TREATMENT_PAGES } from "./lib/site-pages";

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
    route(LANDING_PATHS.combined.slice(1), "routes/landing-combined.tsx"),
    route(THANK_YOU_PATHS.combined.slice(1), "routes/thank-you.tsx", { id: "thank-you-combined" }),
    route("*", "routes/not-found.tsx"),
  ]),
  // Standalone ads pages: their own header and footer, none of the main site's JavaScript.
  layout("routes/landing-layout.tsx", [
    route(LANDING_PATHS.tattoo.slice(1), "routes/landing-tattoo.tsx"),
    route(LANDING_PATHS.ipl.slice(1), "routes/landing-ipl.tsx"),
    route(THANK_YOU_PATHS.tattoo.slice(1), "routes/thank-you.tsx", { id: "thank-you-tattoo" }),
    route(THANK_YOU_PATHS.ipl.slice(1), "routes/thank-you.tsx", { id: "thank-you-ipl" }),
  ]),
] satisfies RouteConfig;
