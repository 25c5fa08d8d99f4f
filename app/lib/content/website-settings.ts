/**
 * The staff editor of the website settings (/staff/content/pages, decision 0013): each field's
 * name in the owner's words, the public page that shows it, and how it is edited. Banners and
 * testimonials keep a fixed structure the rich-text editor cannot hold (an image under a heading;
 * a quote with its author), so they are edited as plain fields and written back here in the stored
 * HTML format; policies and treatment texts are edited as rich text.
 */
import { z } from "zod/mini";
import { CATEGORY_SETTINGS, TREATMENT_SETTINGS } from "../site/service-page-settings";
import { CONTENT_LIMITS, WEBSITE_SETTING_NAMES, type WebsiteSettingName } from "./schemas";
import { escapeHtml, escapeHtmlText } from "~/lib/display/escape-html";

export type WebsiteSettingKind = "banner" | "text" | "testimonials";

export interface WebsiteSettingEntry {
  name: WebsiteSettingName;
  label: string;
  kind: WebsiteSettingKind;
  /** The public page that shows it, for the preview link. */
  page: string;
}

export interface WebsiteSettingGroup {
  heading: string;
  entries: WebsiteSettingEntry[];
}

export const isWebsiteSettingName = (value: string | undefined): value is WebsiteSettingName =>
  (WEBSITE_SETTING_NAMES as readonly string[]).includes(value ?? "");

/**
 * site/service-page-settings.ts types its fields as strings; every one of them is a setting's name.
 */
function settingName(field: string): WebsiteSettingName {
  if (!isWebsiteSettingName(field)) throw new Error(`${field} is not a website setting`);
  return field;
}

const banner = (name: WebsiteSettingName, label: string, page: string): WebsiteSettingEntry => ({
  name,
  label,
  kind: "banner",
  page,
});

/** The treatments' short names, as the owner would say them. */
const TREATMENT_NAMES: Record<(typeof TREATMENT_SETTINGS)[number]["treatment"], string> = {
  melasma: "Melasma removal",
  intense: "IPL (intense pulsed light)",
  tattoo: "Tattoo removal",
  laser: "Laser hair removal",
};

export const WEBSITE_SETTING_GROUPS: readonly WebsiteSettingGroup[] = [
  {
    heading: "Policies",
    entries: [
      {
        name: "privacy_policy_new",
        label: "Privacy policy",
        kind: "text",
        page: "/privacy-policy",
      },
      { name: "cancellation_policy", label: "Cancellation policy", kind: "text", page: "/about" },
    ],
  },
  {
    heading: "Page banners",
    entries: [
      banner("home_banner", "Home page banner", "/"),
      banner("about_banner", "About us page banner", "/about"),
      banner("reviews_banner", "Reviews page banner", "/reviews"),
      banner("memberships_banner", "Memberships page banner", "/memberships"),
      banner("packages_banner", "Packages page banner", "/packages"),
      banner("blog_banner", "Blog page banner", "/blog"),
      banner("career_banner", "Careers page banner", "/career"),
      banner("contact_banner", "Contact page banner", "/contact-us"),
    ],
  },
  {
    heading: "Service page banners",
    entries: CATEGORY_SETTINGS.map((page) =>
      banner(settingName(page.bannerField), `${page.label}: page banner`, `/services/${page.slug}`),
    ),
  },
  ...TREATMENT_SETTINGS.map((page) => {
    const name = TREATMENT_NAMES[page.treatment];
    const path = `/services/${page.slug}`;
    return {
      heading: `${name} page`,
      entries: [
        banner(settingName(page.bannerField), `${name}: page banner`, path),
        {
          name: settingName(page.contentField),
          label: `${name}: page content`,
          kind: "text",
          page: path,
        },
        {
          name: settingName(page.peopleSayingField),
          label: `${name}: what people are saying`,
          kind: "testimonials",
          page: path,
        },
      ],
    } satisfies WebsiteSettingGroup;
  }),
];

export function websiteSettingEntry(name: string | undefined): WebsiteSettingEntry | undefined {
  for (const group of WEBSITE_SETTING_GROUPS) {
    const entry = group.entries.find((candidate) => candidate.name === name);
    if (entry) return entry;
  }
  return undefined;
}

const capped = (max: number) =>
  z
    .string({ error: "Must be text" })
    .check(z.maxLength(max, { error: `Must be at most ${max} characters`, abort: true }));
const short = capped(CONTENT_LIMITS.short);
const long = capped(CONTENT_LIMITS.long);

export const IMAGE_TEXT_MESSAGE = "Describe the image for people who cannot see it";

/** A banner as the owner edits it: the stored fragment is `<img><h1><p>` (content/website-settings). */
export const bannerFieldsSchema = z
  .object({
    image: short,
    alt: short,
    heading: short.check(z.minLength(1, { error: "The banner's heading is required" })),
    tagline: short,
  })
  .check(
    z.refine((banner) => banner.image === "" || banner.alt.trim() !== "", {
      error: IMAGE_TEXT_MESSAGE,
      path: ["alt"],
    }),
  );
export type BannerFields = z.output<typeof bannerFieldsSchema>;

export const testimonialSchema = z.object({
  quote: long.check(z.minLength(1, { error: "The quote is required" })),
  name: short,
});
export type Testimonial = z.output<typeof testimonialSchema>;

/**
 * The stored banner fragment. The size is the banners' frame (the stylesheet covers it with the
 * image whatever its own size), given so the browser reserves the space before the image arrives.
 */
export function bannerHtml(fields: BannerFields): string {
  const lines: string[] = [];
  if (fields.image) {
    lines.push(
      `<img src="${escapeHtml(fields.image)}" alt="${escapeHtml(fields.alt.trim())}" width="1600" height="600">`,
    );
  }
  lines.push(`<h1>${escapeHtmlText(fields.heading.trim())}</h1>`);
  if (fields.tagline.trim()) lines.push(`<p>${escapeHtmlText(fields.tagline.trim())}</p>`);
  return `${lines.join("\n")}\n`;
}

/** The stored testimonials: a blockquote each, one paragraph per line of the quote, its author. */
export function testimonialsHtml(testimonials: readonly Testimonial[]): string {
  return testimonials
    .map(({ quote, name }) => {
      const paragraphs = quote
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line !== "")
        .map((line) => `  <p>${escapeHtmlText(line)}</p>`);
      const cite = name.trim() ? [`  <cite>${escapeHtmlText(name.trim())}</cite>`] : [];
      return ["<blockquote>", ...paragraphs, ...cite, "</blockquote>\n"].join("\n");
    })
    .join("");
}
