/**
 * At which width each browser spec runs: the one place that decides it (issue 26). Behaviour is
 * checked once; only what changes with the layout runs at both 1280 px and 375 px.
 * - "both": the layout itself is under test (with the reason);
 * - "phone": staff work done on a phone between clients, checked at 375 px only (the staff pages'
 *   1280 px layout is covered by staff-pages.spec.ts);
 * - "desktop": behaviour and HTTP checks that do not depend on the viewport.
 * tests/unit/e2e-widths.test.ts fails for a spec missing here, so none runs twice by accident.
 */
export const SPEC_WIDTHS: Record<string, "desktop" | "phone" | { both: string }> = {
  "a11y.spec.ts": {
    both: "axe on every page at 1280 px, on each template and open widget at 375 px",
  },
  "ads-phone.spec.ts": "phone",
  "behaviours.spec.ts": "desktop",
  "campaign.spec.ts": "desktop",
  "crawl.spec.ts": "desktop",
  "first-screen.spec.ts": "phone",
  "forms.spec.ts": "desktop",
  "funnel.spec.ts": "desktop",
  "landing.spec.ts": {
    both: "the ads pages' header (number to call, sticky bar) differs below 768 px; behaviour at 375 px only",
  },
  "pages.spec.ts": "desktop",
  "process.spec.ts": "desktop",
  "seo.spec.ts": "desktop",
  "shell.spec.ts": "desktop",
  "site-layout.spec.ts": { both: "header, menu toggle, overlay and footer differ below 768 px" },
  "staff-alerts.spec.ts": "phone",
  "staff-auth.spec.ts": "phone",
  "staff-content-ads-faqs.spec.ts": "phone",
  "staff-content-blog.spec.ts": "phone",
  "staff-content-menus.spec.ts": "phone",
  "staff-content-pages.spec.ts": "phone",
  "staff-content-promos.spec.ts": "phone",
  "staff-content-reviews.spec.ts": "phone",
  "staff-content-salon.spec.ts": "phone",
  "staff-content.spec.ts": "phone",
  "staff-drafts.spec.ts": "phone",
  "staff-hours.spec.ts": "phone",
  "staff-inbox.spec.ts": {
    both: "the inbox draws its chart on a laptop and leaves it out on a phone; the rest at 375 px",
  },
  "staff-pages.spec.ts": {
    both: "axe, sideways scroll, 44 px targets and a screenshot of every staff page",
  },
  "staff-phone-ads.spec.ts": "phone",
  "staff-phone-answer-lands.spec.ts": "phone",
  "staff-phone-first-day.spec.ts": "phone",
  "staff-phone-in-view.spec.ts": "phone",
  "staff-phone-nav.spec.ts": "phone",
  "staff-phone-one-tap.spec.ts": "phone",
  "staff-phone-publish-here.spec.ts": "phone",
  "staff-phone-round-two.spec.ts": "phone",
  "staff-phone-signed-in-again.spec.ts": "phone",
  "staff-phone-words-fit.spec.ts": "phone",
  "staff-phone-work-kept.spec.ts": "phone",
  "staff-privacy.spec.ts": "phone",
  "staff-readable-words.spec.ts": "phone",
  "staff-reply.spec.ts": "phone",
  "staff-response-time.spec.ts": "phone",
  "staff-review-requests.spec.ts": "phone",
  "staff-second-factor.spec.ts": "phone",
  "staff-texts.spec.ts": "phone",
  "staff-two-servers.spec.ts": "desktop",
  "staff-visitor-email.spec.ts": "phone",
};

function specsAt(width: "desktop" | "phone"): string[] {
  return Object.entries(SPEC_WIDTHS)
    .filter(([, at]) => at === width || typeof at === "object")
    .map(([spec]) => spec);
}

/** The specs the 1280 px project runs. */
export const DESKTOP_SPECS = specsAt("desktop");
/** The specs the 375 px project runs. */
export const PHONE_SPECS = specsAt("phone");
