/** The route table of SPEC.md 2.1: one data file. */
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import type { AdsLayout, AdsRoute } from "./lib/ads-pages/types";
import { ADS_ROUTES } from "./lib/site/landing-pages";
import { TREATMENT_PAGES } from "./lib/site/site-pages";

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
  // A review request's buttons: a redirect that counts the click (issue 30).
  route("r/:token/:site", "routes/review-click.ts"),
  layout("routes/main-layout.tsx", [
    index("routes/home.tsx"),
    route("reviews", "routes/reviews.tsx"),
    route("reviews/stop/:token", "routes/review-stop.tsx"),
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
  // The staff workspace: its own layout, styles and code, none of it on a public page.
  ...prefix("staff", [
    route("sign-in", "routes/staff/sign-in/sign-in.tsx"),
    route("second-step", "routes/staff/sign-in/second-step.tsx"),
    // The second step's passkey: a script route (decision 0036), no session yet.
    route("second-step/passkey", "routes/staff/sign-in/second-step-passkey.ts"),
    route("set-password/:token", "routes/staff/sign-in/set-password.tsx"),
    route("sign-out", "routes/staff/sign-in/sign-out.tsx"),
    layout("routes/staff/shared/layout.tsx", { id: "staff-layout" }, [
      index("routes/staff/inbox/inbox.tsx"),
      route("leads/:leadId", "routes/staff/lead/lead.tsx"),
      // Downloads: resource routes (no component) that still pass the layout's middleware.
      route("leads.csv", "routes/staff/inbox/leads-export.ts"),
      route("leads/:leadId/resume", "routes/staff/lead/lead-resume.ts"),
      route("privacy/person.json", "routes/staff/privacy/privacy-export.ts"),
      route("accounts", "routes/staff/accounts/accounts.tsx"),
      route("reply-templates", "routes/staff/reply-templates/reply-templates.tsx"),
      // A post kept when her sign-in had ended, sent on after it; typing keeps it alive (0045).
      route("kept", "routes/staff/kept/kept.tsx"),
      route("keep-alive", "routes/staff/kept/keep-alive.ts"),
      route("security", "routes/staff/security/security.tsx"),
      route("security/passkeys", "routes/staff/security/security-passkeys.ts"),
      route("alerts", "routes/staff/alerts/alerts.tsx"),
      // What needs JavaScript anyway posts to script routes (no component, decision 0036).
      route("alerts/devices", "routes/staff/alerts/alerts-device.ts"),
      route("privacy", "routes/staff/privacy/privacy.tsx"),
      route("access-log", "routes/staff/access-log/access-log.tsx"),
      route("visitor-email", "routes/staff/visitor-email/visitor-email.tsx"),
      route("reviews", "routes/staff/reviews/reviews.tsx"),
      route("texts", "routes/staff/texts/texts.tsx"),
      route("funnel", "routes/staff/funnel/funnel.tsx"),
      route("funnel/google-ads.csv", "routes/staff/funnel/google-ads-conversions.ts"),
      route("content", "routes/staff/content/content.tsx"),
      route("content/preview", "routes/staff/content/content-preview.tsx"),
      // The editors' image upload: a script route (decision 0036).
      route("media", "routes/staff/content/media.ts"),
      // Every editor's "Restore version N" confirmation posts here (no component).
      route("content/restore", "routes/staff/content/content-restore.ts"),
      // Content editors: one route each (below this line).
      route("content/blog", "routes/staff/content/blog/content-blog.tsx"),
      route("content/blog/:index", "routes/staff/content/blog/content-blog-post.tsx"),
      route("content/menus", "routes/staff/content/menus/content-menus.tsx"),
      route("content/menus/:index", "routes/staff/content/menus/content-menu.tsx"),
      route("content/salon", "routes/staff/content/salon/content-salon.tsx"),
      // One module edits both FAQ lists; the second route needs its own id.
      route("content/faqs/:treatment", "routes/staff/content/faqs/content-faqs.tsx"),
      route("content/ads-faqs/:page", "routes/staff/content/faqs/content-faqs.tsx", {
        id: "routes/staff/content/faqs/content-ads-faqs",
      }),
      route("content/reviews", "routes/staff/content/reviews/content-reviews.tsx"),
      route("content/promos", "routes/staff/content/promos/content-promos.tsx"),
      route("content/pages", "routes/staff/content/pages/content-pages.tsx"),
      route("content/pages/:name", "routes/staff/content/pages/content-page.tsx"),
      route("*", "routes/staff/shared/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
