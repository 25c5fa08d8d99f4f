/**
 * The shape of a paid-ads page (SPEC.md 2.1 and 2.4). A page is one `AdsPage` record: its `route`
 * (where it lives, where its form leads; an entry of ADS_ROUTES) is all the browser imports; the
 * rest (SEO, hero, sections with their copy and videos) is read by the loader and reaches the
 * browser as loader data. FAQs are content the staff edit (`landingFaqs`): a record names which
 * list a FAQ section shows, and the loader puts that list in.
 */
import type { LandingFaqPage } from "../content/schemas";
import type { ConsultationForm } from "../leads/vocabulary";

/**
 * The three lead endpoints a landing form can post to (SPEC.md 7), as LeadForm's `kind`: the
 * consultation table's forms.
 */
export type LeadFormKind = ConsultationForm;

/** standalone: the ads pages' own header and footer; main: inside the main site's layout. */
export type AdsLayout = "standalone" | "main";

export interface AdsRoute {
  /** Names the page's routes (`landing-{id}`, `thank-you-{id}`). */
  id: string;
  path: string;
  /** Where the lead form sends the visitor after a successful request. */
  thankYouPath: string;
  layout: AdsLayout;
  lead: {
    kind: LeadFormKind;
    /** A full page load to the thank-you page instead of a client-side navigation. */
    fullPageRedirect: boolean;
  };
}

export interface Testimonial {
  quote: string;
  /** First name and last initial, e.g. "Maria L.". */
  name: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface Feature {
  title: string;
  text: string;
}

export interface VideoSource {
  src: string;
  type: string;
}

/** A video file in its formats, with the still shown before it plays. */
export interface VideoMedia {
  sources: VideoSource[];
  poster: string;
}

export interface TitledText {
  title: string;
  /** Plain text; paragraphs are separated by "\n\n". */
  text: string;
}

/** The sections between the hero and the closing form, in page order. */
export type AdsSection =
  | ({ type: "text" } & TitledText)
  | ({ type: "video"; title: string; text?: string; height?: number } & VideoMedia)
  | { type: "features"; title: string; features: Feature[]; numbered?: boolean }
  | { type: "faq"; id: string; title: string; faqs: FaqEntry[] }
  | {
      type: "reviews";
      title: string;
      carousels: { label: string; testimonials: Testimonial[] }[];
    }
  /** The closing call to action: a Free Consultation button to the closing form. */
  | ({ type: "cta" } & TitledText);

export interface AdsHero {
  /** Background image, the page's largest paint. */
  image: string;
  headline: string;
  badge: string;
  text: string;
}

/** A FAQ section as a record writes it: which of the content's `landingFaqs` lists it shows. */
export type AdsSectionRecord =
  | Exclude<AdsSection, { type: "faq" }>
  | { type: "faq"; id: string; title: string; faqs: LandingFaqPage };

export interface AdsPage {
  route: AdsRoute;
  seo: { title: string; description: string };
  hero: AdsHero;
  sections: AdsSectionRecord[];
  /** The lead form's heading (hero and closing section) and the closing section's text. */
  form: TitledText;
}

/** What the page's loader sends to the browser: the record without its route, plus the form kind. */
export type AdsPageView = Omit<AdsPage, "route" | "seo" | "sections"> & {
  sections: AdsSection[];
  leadKind: LeadFormKind;
};

/** One kind of section, e.g. `SectionOf<"faq">`. */
export type SectionOf<T extends AdsSection["type"]> = Extract<AdsSection, { type: T }>;
