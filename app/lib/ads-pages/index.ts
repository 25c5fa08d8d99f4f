/**
 * THE paid-ads pages (SPEC.md 2.1 and 2.4): one record per page, with its route (paths, thank-you
 * page, layout, lead form; an entry of ADS_ROUTES), SEO, hero, sections (the copy of copy.ts, the
 * videos, which FAQ list of the content they show) and closing form. `routes/landing-page.tsx` renders any of them; routes.ts
 * mounts every entry of ADS_ROUTES. Adding a page: its ADS_ROUTES entry, its record here (and its
 * copy, if new).
 *
 * Only loaders read this module, so the copy reaches the browser as loader data, not as page
 * JavaScript; browser code reads the routes from lib/site/landing-pages.ts.
 */
import { normalisePathname } from "../site/paths";
import { adsRoute } from "../site/landing-pages";
import { COMBINED_LANDING, IPL_LANDING, TATTOO_LANDING, withPhone, type LandingCopy } from "./copy";
import type { Content, LandingFaqPage } from "../content/schemas";
import type {
  AdsHero,
  AdsPage,
  AdsPageView,
  AdsSection,
  AdsSectionRecord,
  SectionOf,
  TitledText,
  VideoMedia,
} from "./types";

/** A treatment's copy as the parts of an ads page, for its own page and the combined one. */
function landingParts(copy: LandingCopy, faqs: LandingFaqPage, video: VideoMedia) {
  return {
    hero: { headline: copy.headline, badge: copy.badge, text: copy.heroText },
    welcome: { type: "text", title: copy.welcomeTitle, text: copy.welcomeText },
    video: { type: "video", title: copy.videoTitle, text: copy.videoText, ...video },
    benefits: { type: "features", title: copy.benefitsTitle, features: copy.benefits },
    faq: { type: "faq", id: "faq", title: copy.faqTitle, faqs },
    reviews: {
      type: "reviews",
      title: copy.testimonialsTitle,
      carousels: [{ label: copy.reviewsLabel, testimonials: copy.testimonials }],
    },
    cta: { type: "cta", title: copy.ctaTitle, text: copy.ctaText },
    form: { title: copy.formTitle, text: copy.formText },
  } satisfies {
    hero: Omit<AdsHero, "image">;
    welcome: SectionOf<"text">;
    video: SectionOf<"video">;
    benefits: SectionOf<"features">;
    faq: Extract<AdsSectionRecord, { type: "faq" }>;
    reviews: SectionOf<"reviews">;
    cta: SectionOf<"cta">;
    form: TitledText;
  };
}

const TATTOO = {
  ...landingParts(TATTOO_LANDING, "tattoo", {
    sources: [
      { src: "/media/tattoo-explainer.mp4", type: "video/mp4" },
      { src: "/media/tattoo-explainer.webm", type: "video/webm" },
    ],
    poster: "/media/tattoo-explainer.jpg",
  }),
  steps: {
    type: "features",
    title: TATTOO_LANDING.stepsTitle,
    features: TATTOO_LANDING.steps,
    numbered: true,
  } satisfies SectionOf<"features">,
};

const IPL = landingParts(IPL_LANDING, "ipl", {
  sources: [{ src: "/media/ipl-explainer.mp4", type: "video/mp4" }],
  poster: "/media/ipl-explainer.jpg",
});

export const ADS_PAGES: readonly AdsPage[] = [
  {
    route: adsRoute("tattoo"),
    seo: {
      title: "PicoSure Tattoo Removal on Staten Island | Free Consultation",
      description:
        "Fade unwanted ink with PicoSure laser tattoo removal on Staten Island: fewer sessions, all colors, minimal downtime. Book your free consultation today.",
    },
    hero: { image: "/media/banner-tattoo.svg", ...TATTOO.hero },
    sections: [
      TATTOO.welcome,
      TATTOO.video,
      TATTOO.steps,
      {
        type: "video",
        title: "How PicoSure works",
        sources: [{ src: "/media/picosure-how-it-works.mp4", type: "video/mp4" }],
        poster: "/media/picosure-how-it-works.jpg",
        height: 766,
      },
      TATTOO.benefits,
      TATTOO.faq,
      TATTOO.reviews,
      TATTOO.cta,
    ],
    form: TATTOO.form,
  },
  {
    route: adsRoute("ipl"),
    seo: {
      title: "IPL Photofacial Therapy on Staten Island | Free Consultation",
      description:
        "Even out redness, sun spots and texture with IPL therapy on Staten Island: non-invasive, little downtime, 3-5 sessions. Book your free consultation today.",
    },
    hero: { image: "/media/banner-ipl.svg", ...IPL.hero },
    sections: [IPL.welcome, IPL.video, IPL.benefits, IPL.faq, IPL.reviews, IPL.cta],
    form: IPL.form,
  },
  {
    // The tattoo page's parts, then the IPL video, benefits and FAQ (SPEC.md 2.4).
    route: adsRoute("combined"),
    seo: {
      title: "Tattoo Removal & IPL Therapy on Staten Island | Free Consultation",
      description:
        "PicoSure tattoo removal and IPL photofacials at one Staten Island med spa. Tell us what you would like to treat and book a free, no-pressure consultation.",
    },
    hero: {
      image: "/media/banner-tattoo.svg",
      headline: COMBINED_LANDING.headline,
      badge: TATTOO_LANDING.badge,
      text: COMBINED_LANDING.heroText,
    },
    sections: [
      { type: "text", title: COMBINED_LANDING.welcomeTitle, text: COMBINED_LANDING.welcomeText },
      TATTOO.video,
      TATTOO.steps,
      TATTOO.benefits,
      TATTOO.faq,
      IPL.video,
      IPL.benefits,
      // A second FAQ: an anchor of its own, so the in-page #faq link still finds the first.
      { ...IPL.faq, id: "ipl-faq" },
      {
        ...TATTOO.reviews,
        carousels: [
          { label: TATTOO_LANDING.reviewsLabel, testimonials: COMBINED_LANDING.tattooTestimonials },
          { label: IPL_LANDING.reviewsLabel, testimonials: COMBINED_LANDING.iplTestimonials },
        ],
      },
      TATTOO.cta,
    ],
    form: TATTOO.form,
  },
];

/** The ads page at `pathname` (any case, trailing slashes ignored), if any. */
export function findAdsPage(pathname: string, pages: readonly AdsPage[] = ADS_PAGES) {
  const path = normalisePathname(pathname);
  return pages.find((page) => page.route.path === path);
}

/**
 * What the browser needs to draw `page`: its copy, with the salon's phone filled in, and its FAQ
 * sections' questions from the content (shown as the staff wrote them; a list emptied by the staff
 * leaves its section out, as a treatment page does).
 */
export function adsPageView(
  page: AdsPage,
  phone: string,
  faqs: Content["landingFaqs"],
): AdsPageView {
  const { hero, sections, form } = withPhone(page, phone);
  return {
    leadKind: page.route.lead.kind,
    hero,
    sections: sections.flatMap((section): AdsSection[] => {
      if (section.type !== "faq") return [section];
      const list = faqs[section.faqs];
      if (list.length === 0) return [];
      return [
        {
          ...section,
          faqs: list.map((faq) => ({ question: faq.questions, answer: faq.answers })),
        },
      ];
    }),
    form,
  };
}

/**
 * `view` without the copy its document's HTML already carries (decision 0025): what hydration
 * needs to draw the same elements. Lists keep their length (one slide, question or section each),
 * and what the interactive parts use stays: the form's heading and kind, the videos, the
 * carousels' labels, section ids and headings that name a region.
 */
export function withoutCopy(view: AdsPageView): AdsPageView {
  const blank = { title: "", text: "" };
  return {
    leadKind: view.leadKind,
    hero: { image: view.hero.image, headline: "", badge: "", text: "" },
    form: { title: view.form.title, text: "" },
    sections: view.sections.map((section): AdsSection => {
      switch (section.type) {
        case "text":
        case "cta":
          return { ...section, ...blank };
        case "video":
          return section.text === undefined ? section : { ...section, text: "" };
        case "features":
          return { ...section, title: "", features: [] };
        case "faq":
          return { ...section, faqs: section.faqs.map(() => ({ question: "", answer: "" })) };
        case "reviews":
          return {
            ...section,
            carousels: section.carousels.map((carousel) => ({
              ...carousel,
              testimonials: carousel.testimonials.map(() => ({ quote: "", name: "" })),
            })),
          };
      }
    }),
  };
}
