import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { smallPreloadHelper } from "./scripts/preload-helper.ts";

// The browser's chunks (decision 0028, "Fewer, larger shared chunks"). Left to itself the
// bundler makes one chunk per set of routes that share a module, and the layouts' small modules
// became ten files of 0.1-0.8 KB on every page: each compressed on its own, with its own imports
// and exports. These groups put them in three files, each loaded only by pages that use all of it
// (a module added to a layout or page may belong in one of them; `measure-js` tells).
const GROUPS = {
  // Both layouts and every page under them: the root route, the not-found page and the nonce,
  // the footers' address and hours, the Free Consultation link and the ads pages' list, both
  // layouts' data hooks, the pages' meta helper, the dynamic-import helper.
  site: [
    "app/root.tsx",
    "app/components/NotFound.tsx",
    "app/lib/layout/nonce.ts",
    "app/lib/seo/defaults.ts",
    "app/lib/seo/route-meta.ts",
    "app/components/landing/FreeConsultationLink.tsx",
    "app/lib/site/landing-pages.ts",
    "app/lib/site/paths.ts",
    "app/components/layout/MenuToggle.tsx",
    "app/components/layout/use-scrolled.ts",
    "app/components/layout/SalonAddress.tsx",
    "app/components/layout/HoursList.tsx",
    "app/lib/display/salon.ts",
    "app/lib/layout/main-layout-data.ts",
    "app/lib/layout/landing-layout-data.ts",
    "vite/preload-helper.js",
    "app/components/Stars.tsx",
    "app/lib/forms/treatment-options.ts",
    "app/components/analytics/VisitTracker.tsx",
    "app/components/analytics/visit.ts",
    "app/components/analytics/beacon.ts",
    "app/lib/tracking/funnel.ts",
    "app/lib/tracking/campaign-keys.ts",
  ],
  // The main layout (header, footer, social links, the services list).
  "main-site": [
    "app/routes/main-layout.tsx",
    "app/components/layout/SiteHeader.tsx",
    "app/components/layout/SiteFooter.tsx",
    "app/components/layout/PageSection.tsx",
    "app/components/layout/HashRedirects.tsx",
    "app/lib/site/redirects.ts",
    "app/components/layout/SocialLinks.tsx",
    "app/components/layout/social-icons.svg",
    "app/lib/site/site-pages.ts",
  ],
  // The treatment pages' and the ads pages' widgets (the category and packages pages use the
  // accordion alone).
  widgets: [
    "app/components/ui/Accordion.tsx",
    "app/components/ui/VideoPlayer.tsx",
    "app/components/ui/load-carousel.ts",
  ],
  // The ads pages and their thank-you pages.
  landing: ["app/components/landing/Tracking.tsx", "app/lib/layout/layout-data.ts"],
};

export default defineConfig({
  plugins: [smallPreloadHelper(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // A route's chunk (root, main layout) may be a group's, with the group's exports: React
          // Router's manifest then names a small chunk that re-exports the route's.
          preserveEntrySignatures: "allow-extension",
          output: {
            codeSplitting: {
              groups: Object.entries(GROUPS).map(([name, modules]) => ({
                name,
                test: (id: string) => modules.some((module) => id.endsWith(module)),
                // Only the listed modules: their dependencies (React, React Router, the rest of
                // the app) stay where the bundler puts them.
                includeDependenciesRecursively: false,
              })),
            },
          },
        },
      },
    },
  },
});
