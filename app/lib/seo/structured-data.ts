import type { FaqItem, SalonRecord, SiteSalon } from "~/lib/api/types";
import { openingHoursSpecification } from "~/lib/display/opening-hours";
import { absoluteUrl } from "./meta";
import { normalizePath, seoEntry } from "./table";
import { decodePathOrKeep, trimTrailingSlashes } from "../site/paths";

/**
 * Facts published in structured data that the salon record does not carry (SPEC.md 9). The hours
 * are the salon record's weekly table, like every page's (decision 0021).
 */
export const BUSINESS_FACTS = {
  priceRange: "$100-$500",
  rating: { ratingValue: 4.7, reviewCount: 134 },
} as const;

const CONTEXT = "https://schema.org";
const HOME_CRUMB = { name: "Home", path: "/" } as const;
// /services itself redirects to the first category, but it is the section every service page sits in.
const SERVICES_CRUMB = { name: "Services", path: "/services" } as const;
const BLOG_CRUMB = { name: "Blog", path: "/blog" } as const;

const SOCIAL_KEYS = [
  "facebook_url",
  "instagram_url",
  "youtube_url",
  "yelp_reviews",
  "pinterest_url",
  "google_plus_url",
] as const satisfies readonly (keyof SalonRecord["socialmoduleinfo"])[];

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Plain text from API HTML: search engines show the answer text verbatim, markup would leak. */
function stripHtml(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      // Inline tags vanish so "<b>Spa</b>s" stays one word; any other tag is a boundary,
      // so "<p>One</p><p>Two</p>" does not read "OneTwo".
      .replace(/<\/?(?:[abiu]|em|strong|span|font|small|sup|sub|mark|o:p)\b[^>]*>/gi, "")
      .replace(/<[^<>]*>/g, " ")
      // Entities are decoded after tags are gone so an escaped "&lt;b&gt;" stays text.
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
        if (code.startsWith("#")) {
          const n =
            code[1] === "x" || code[1] === "X"
              ? Number.parseInt(code.slice(2), 16)
              : Number.parseInt(code.slice(1), 10);
          return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
        }
        return ENTITIES[code.toLowerCase()] ?? whole;
      })
      .replace(/\s+/g, " ")
      .replace(/ ([.,;:!?])/g, "$1")
      .trim()
  );
}

function origin(siteUrl: string): string {
  return trimTrailingSlashes(siteUrl);
}

/** The business node without @context, so it can be nested inside other documents. */
function dayspaNode(salon: SiteSalon, siteUrl: string): Record<string, unknown> {
  const info = salon.salon_info;
  const base = origin(siteUrl);
  const logo = `${base}/media/logo.svg`;
  const sameAs = [
    ...new Set(SOCIAL_KEYS.map((key) => (salon.socialmoduleinfo[key] ?? "").trim())),
  ].filter((url) => url !== "");
  return {
    "@type": "DaySpa",
    // A stable @id lets the breadcrumb, FAQ and contact documents point at one business.
    "@id": `${base}/#business`,
    name: info.salon_name,
    url: `${base}/`,
    telephone: info.salon_contact_no,
    email: info.salon_email_id,
    address: {
      "@type": "PostalAddress",
      streetAddress: info.salon_address,
      addressLocality: info.salon_city,
      addressRegion: info.salon_state,
      postalCode: info.salon_zip,
      addressCountry: "US",
    },
    image: logo,
    logo,
    priceRange: BUSINESS_FACTS.priceRange,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: BUSINESS_FACTS.rating.ratingValue,
      reviewCount: BUSINESS_FACTS.rating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    openingHoursSpecification: openingHoursSpecification(info.config.opening_hours),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function dayspaJsonLd(salon: SiteSalon, siteUrl: string): object {
  return { "@context": CONTEXT, ...dayspaNode(salon, siteUrl) };
}

/** BreadcrumbList from [{name, path}] -> absolute item URLs, positions from 1. */
export function breadcrumbJsonLd(items: { name: string; path: string }[], siteUrl: string): object {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** "laser-hair-removal" -> "Laser hair removal", for pages whose real name the caller does not know. */
function nameFromSlug(slug: string): string {
  const words = decodePathOrKeep(slug).replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Breadcrumb trail for a path: Home > (Services >) page for table pages,
 * Home > Services > category > item for service-detail sub-paths,
 * Home > Blog > post for blog details; null for "/" and for paths outside these.
 * pageName, when given, replaces the table's short name for the last crumb.
 */
export function breadcrumbTrail(
  pathname: string,
  pageName?: string,
): { name: string; path: string }[] | null {
  const path = normalizePath(pathname);
  if (path === "/") return null;
  const segments = path.split("/").filter((s) => s !== "");
  const label = pageName?.trim() || undefined;

  const entry = seoEntry(path);
  if (entry) {
    const page = { name: label ?? entry.breadcrumb, path: entry.path };
    return path.startsWith("/services/") ? [HOME_CRUMB, SERVICES_CRUMB, page] : [HOME_CRUMB, page];
  }

  const [first, second, ...rest] = segments;
  if (first === "blog-details" && second !== undefined && rest.length === 0) {
    return [HOME_CRUMB, BLOG_CRUMB, { name: label ?? nameFromSlug(second), path }];
  }

  const category =
    first === "services" && second !== undefined ? seoEntry(`/services/${second}`) : undefined;
  const last = segments[segments.length - 1];
  if (category && rest.length > 0 && last !== undefined) {
    return [
      HOME_CRUMB,
      SERVICES_CRUMB,
      { name: category.breadcrumb, path: category.path },
      { name: label ?? nameFromSlug(last), path },
    ];
  }
  return null;
}

/** FAQPage with Question/Answer (answer text: HTML stripped to plain text). */
export function faqPageJsonLd(faqs: FaqItem[]): object {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs
      .map((faq) => ({ question: stripHtml(faq.questions), answer: stripHtml(faq.answers) }))
      // Google rejects the whole FAQPage when any question or answer is empty.
      .filter((faq) => faq.question !== "" && faq.answer !== "")
      .map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
  };
}

/** ContactPage for /contact-us, with the business as mainEntity (reuse dayspaJsonLd). */
export function contactPageJsonLd(salon: SiteSalon, siteUrl: string): object {
  const entry = seoEntry("/contact-us");
  return {
    "@context": CONTEXT,
    "@type": "ContactPage",
    name: entry?.title ?? "Contact Us",
    url: absoluteUrl(siteUrl, "/contact-us"),
    ...(entry ? { description: entry.description } : {}),
    mainEntity: dayspaNode(salon, siteUrl),
  };
}
