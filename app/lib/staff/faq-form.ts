/**
 * The FAQ editors' form (/staff/content/faqs/:treatment and /staff/content/ads-faqs/:page): one
 * page's questions and answers, saved as one record (`faqs.tattoo`, `landingFaqs.ipl`). Each pair
 * is checked with the shared `faqSchema`.
 */
import { z } from "zod/mini";
import { htmlToText } from "~/lib/display/text";
import {
  faqSchema,
  LANDING_FAQ_PAGES,
  TREATMENTS,
  type LandingFaqPage,
} from "~/lib/content/schemas";

export type Treatment = (typeof TREATMENTS)[number];

export const isTreatment = (value: string | undefined): value is Treatment =>
  (TREATMENTS as readonly string[]).includes(value ?? "");

/** The editors' names for the four treatments' FAQs (the public pages' labels). */
export const TREATMENT_LABELS: Record<Treatment, string> = {
  melasma: "Melasma Removal with PicoSure",
  laser: "Laser Hair Removal",
  tattoo: "Tattoo Removal with PicoSure",
  intense: "Intense Pulsed Light (IPL)",
};

export const isLandingFaqPage = (value: string | undefined): value is LandingFaqPage =>
  (LANDING_FAQ_PAGES as readonly string[]).includes(value ?? "");

/** The editors' names for the ads pages' FAQs (the combined ads page shows both lists). */
export const LANDING_FAQ_LABELS: Record<LandingFaqPage, string> = {
  tattoo: "Tattoo removal ads page",
  ipl: "IPL ads page",
};

export const faqFormSchema = z.object({
  csrfToken: z.string(),
  seen: z.string(),
  faqs: z.array(faqSchema),
});
export type FaqFormValues = z.input<typeof faqFormSchema>;
export type FaqPair = FaqFormValues["faqs"][number];

/**
 * The API's error paths inside the record ("2.answers") -> the form's ("faqs.2.answers"), for
 * a list of `count` pairs.
 */
export function faqFieldFor(count: number): Record<string, `faqs.${number}.${keyof FaqPair}`> {
  const map: Record<string, `faqs.${number}.${keyof FaqPair}`> = {};
  for (let i = 0; i < count; i++) {
    map[`${i}.questions`] = `faqs.${i}.questions`;
    map[`${i}.answers`] = `faqs.${i}.answers`;
  }
  return map;
}

/** `list` with the entry at `from` moved to `to` (both in range), as a new array. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * An ads page's plain-text answer (paragraphs split by a blank line) as the rich-text editor's
 * paragraphs; lines inside a paragraph become line breaks.
 */
export function paragraphsToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** The editor's paragraphs back as the plain text the ads pages draw (a blank line between). */
export function htmlToParagraphs(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li)>/i)
    .map((block) => htmlToText(block.replace(/<br\s*\/?>/gi, "\n")).trim())
    .filter((block) => block !== "")
    .join("\n\n");
}

/** What the rich-text editor holds, or "" when it holds no text (an empty "<p></p>"). */
export const richAnswer = (html: string) => (htmlToText(html).trim() === "" ? "" : html);
