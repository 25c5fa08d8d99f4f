import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "~/components/forms/LeadForm";
import { ADS_PAGE_VIEW } from "~/components/landing/LandingPage";
import { ADS_PAGES, adsPageView, findAdsPage, withoutCopy } from "~/lib/ads-pages";
import type { AdsPage, AdsRoute } from "~/lib/ads-pages/types";
import {
  ADS_ROUTES,
  isLandingPath,
  isThankYouPath,
  leadDestination,
  usesReducedMainLayout,
} from "~/lib/site/landing-pages";
import { HtmlOnlyContext } from "~/lib/layout/html-only";
import type { LayoutData } from "~/lib/layout/layout-data";
import { LANDING_LAYOUT_ID } from "~/lib/layout/landing-layout-data";
import { adsPageRoutes } from "~/routes";
import LandingPageRoute from "~/routes/landing-page";

/** A page that exists only in this test: it must need nothing but its record. */
const laserRoute: AdsRoute = {
  id: "laser",
  path: "/laser-hair-removal-staten-island-ads",
  thankYouPath: "/laser-hair-removal-staten-island-ads-thank-you",
  layout: "standalone",
  lead: { kind: "consultation", fullPageRedirect: false },
};

const laserPage: AdsPage = {
  route: laserRoute,
  seo: { title: "Laser Hair Removal", description: "Smooth skin on Staten Island." },
  hero: {
    image: "/media/banner-laser.svg",
    headline: "say goodbye to razors",
    badge: "Best on Staten Island!",
    text: "Call {phone} or book below.",
  },
  sections: [
    { type: "text", title: "Welcome", text: "First paragraph.\n\nSecond paragraph." },
    { type: "faq", id: "faq", title: "Laser FAQ", faqs: "ipl" },
    { type: "cta", title: "Ready?", text: "Book your free consultation." },
  ],
  form: { title: "Book your laser consultation", text: "Or call us at {phone}." },
};

const layout: LayoutData = {
  salon: {
    name: "Serenity Day Spa & Med Spa",
    address: "1845 Hylan Boulevard",
    city: "Staten Island",
    state: "NY",
    zip: "10305",
    phone: "(718) 555-0142",
    email: "frontdesk@example.com",
  },
  hours: [{ day: "Mon", hours: "9:00 AM - 2:00 PM" }],
  siteUrl: "https://www.example.com",
  year: 2026,
  captcha: { provider: "altcha", challengeUrl: "/api/captcha/challenge" },
  tracking: { adsId: null, conversionLabel: null, callConversionLabel: null, gtmId: null },
};

describe("ads page records", () => {
  it("pair every route with one record, in the same order", () => {
    expect(ADS_PAGES.map((page) => page.route)).toEqual(ADS_ROUTES);
    expect(new Set(ADS_ROUTES.map((route) => route.id)).size).toBe(ADS_ROUTES.length);
  });

  it("give each lead form the thank-you page and redirect of the page that uses it", () => {
    expect(LEAD_FORMS.consultation).toMatchObject({
      thankYou: "/tattoo-removal-staten-island-ads-thank-you",
      fullPageRedirect: true,
    });
    expect(LEAD_FORMS.consultation_ipl).toMatchObject({
      thankYou: "/ipl-therapy-staten-island-ads-thank-you",
      fullPageRedirect: false,
    });
    expect(LEAD_FORMS.treatment).toMatchObject({
      thankYou: "/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you",
      fullPageRedirect: false,
    });
  });

  it("mount each page and its thank-you page in the layout its record names", () => {
    const standalone = adsPageRoutes("standalone").map((entry) => [entry.path, entry.file]);
    expect(standalone).toEqual([
      ["tattoo-removal-staten-island-ads", "routes/landing-page.tsx"],
      ["tattoo-removal-staten-island-ads-thank-you", "routes/thank-you.tsx"],
      ["ipl-therapy-staten-island-ads", "routes/landing-page.tsx"],
      ["ipl-therapy-staten-island-ads-thank-you", "routes/thank-you.tsx"],
    ]);
    expect(adsPageRoutes("main").map((entry) => entry.id)).toEqual([
      "landing-combined",
      "thank-you-combined",
    ]);
  });
});

describe("a new ads page is one record", () => {
  const routes = [...ADS_ROUTES, laserRoute];
  const pages = [...ADS_PAGES, laserPage];

  it("gets its routes, its tracking and booking paths and its lead form's destination", () => {
    expect(adsPageRoutes("standalone", routes).slice(-2)).toEqual([
      expect.objectContaining({
        id: "landing-laser",
        path: "laser-hair-removal-staten-island-ads",
        file: "routes/landing-page.tsx",
      }),
      expect.objectContaining({
        id: "thank-you-laser",
        path: "laser-hair-removal-staten-island-ads-thank-you",
        file: "routes/thank-you.tsx",
      }),
    ]);
    expect(adsPageRoutes("main", routes)).toHaveLength(2);
    expect(isLandingPath("/laser-hair-removal-staten-island-ads/", routes)).toBe(true);
    expect(isThankYouPath(laserRoute.thankYouPath, routes)).toBe(true);
    expect(usesReducedMainLayout(laserRoute.path, routes)).toBe(false);
    expect(
      usesReducedMainLayout(laserRoute.path, [{ ...laserRoute, layout: "main" }, ...ADS_ROUTES]),
    ).toBe(true);
    // LeadForm knows its kind only: two pages may not share one, or it could not tell where to go.
    expect(() => leadDestination("consultation", routes)).toThrow(/exactly one ads page/);
    expect(leadDestination("consultation", [laserRoute])).toEqual({
      thankYou: "/laser-hair-removal-staten-island-ads-thank-you",
      fullPageRedirect: false,
    });
  });

  it("is found by its path and rendered by the one ads page module", () => {
    const page = findAdsPage("/Laser-Hair-Removal-Staten-Island-Ads/", pages);
    expect(page).toBe(laserPage);
    const view = adsPageView(laserPage, layout.salon.phone, {
      tattoo: [],
      ipl: [{ questions: "How many sessions?", answers: "Six to eight.\n\nThen a top-up." }],
    });
    expect(JSON.stringify(view)).not.toContain("{phone}");
    expect(view.leadKind).toBe("consultation");

    const Stub = createRoutesStub([
      {
        id: LANDING_LAYOUT_ID,
        children: [{ id: "landing-laser", path: laserRoute.path, Component: LandingPageRoute }],
      },
    ]);
    const html = renderToString(
      createElement(Stub, {
        initialEntries: [laserRoute.path],
        hydrationData: {
          loaderData: {
            [LANDING_LAYOUT_ID]: layout,
            "landing-laser": { page: view, seo: { tags: [] } },
          },
        },
      }),
    );
    expect(html).toContain('<h1 id="landing-headline" class="landing-hero__headline">');
    expect(html).toContain("say goodbye to razors");
    expect(html).toContain("Call (718) 555-0142 or book below.");
    expect(html).toContain("<p>Second paragraph.</p>");
    expect(html).toContain("How many sessions?");
    // The content's plain text, a paragraph per blank-line-separated block.
    expect(html).toContain("<p>Six to eight.</p><p>Then a top-up.</p>");
    expect(html).toContain('href="#consultation-form"');
    expect(html).toContain('aria-label="Book your laser consultation (bottom of page)"');
    expect(html.match(/<form /g)).toHaveLength(2);
  });

  it("leaves its copy out of a document's loader data; the server draws it from the whole view", () => {
    const view = adsPageView(laserPage, layout.salon.phone, {
      tattoo: [],
      ipl: [{ questions: "How many sessions?", answers: "Six to eight.\n\nThen a top-up." }],
    });
    const slim = withoutCopy(view);
    const shipped = JSON.stringify(slim);
    for (const copy of ["say goodbye", "First paragraph", "How many sessions", "Six to eight"]) {
      expect(shipped).not.toContain(copy);
    }
    // What hydration needs to draw the same elements stays.
    expect(slim.sections.map((section) => section.type)).toEqual(["text", "faq", "cta"]);
    expect(slim.sections[1]).toMatchObject({ id: "faq", title: "Laser FAQ", faqs: [{}] });
    expect(slim).toMatchObject({ leadKind: "consultation", form: { title: view.form.title } });

    const Stub = createRoutesStub([
      {
        id: LANDING_LAYOUT_ID,
        children: [{ id: "landing-laser", path: laserRoute.path, Component: LandingPageRoute }],
      },
    ]);
    const html = renderToString(
      createElement(
        HtmlOnlyContext.Provider,
        { value: new Map([[ADS_PAGE_VIEW.name, view]]) },
        createElement(Stub, {
          initialEntries: [laserRoute.path],
          hydrationData: {
            loaderData: {
              [LANDING_LAYOUT_ID]: layout,
              "landing-laser": { page: slim, copyInHtml: true, seo: { tags: [] } },
            },
          },
        }),
      ),
    );
    expect(html).toContain("say goodbye to razors");
    expect(html).toContain("<p>First paragraph.</p><p>Second paragraph.</p>");
    expect(html).toContain("How many sessions?");
    expect(html).toContain("<p>Six to eight.</p><p>Then a top-up.</p>");
    // Each island is marked with its React id, which hydration uses to find its markup.
    expect(html).toMatch(/<section class="section" data-html-only="[^"]+"><div/);
  });
});
