/**
 * The FAQ editors' form (/staff/content/faqs/:treatment and /staff/content/ads-faqs/:page): one
 * page's questions and answers, saved as one record (`faqs.tattoo`, `landingFaqs.ipl`) by a plain
 * form post to the page's action. Each pair is checked with the shared `faqSchema`.
 */
import { z } from "zod/mini";
import { htmlToText } from "~/lib/display/text";
import { faqSchema } from "~/lib/content/schemas";
import type { RecordForm } from "../record-form";
import { escapeHtml } from "~/lib/display/escape-html";
import { postedText } from "~/lib/forms/form-check";

/** Caps of a post: far more pairs than a page shows. */
export const FAQ_FORM_LIMIT = 200;

export type FaqPair = z.output<typeof faqSchema>;

/**
 * A pair's fields are named from its place in the list ("2.answers"): the record's own error
 * paths, so a refusal of the saved record lands beside its field too.
 */
export const faqFieldName = (index: number, part: keyof FaqPair) => `${index}.${part}`;

const PAIR_FIELD = /^(\d{1,3})\.(questions|answers)$/;

/**
 * The posted pairs in the list's order, from their fields ("0.questions", "0.answers", ...); the
 * form's other fields are left out, and a gap in the list is a pair without text (refused).
 */
export function postedPairs(fields: unknown): Partial<Record<keyof FaqPair, unknown>>[] {
  const pairs: Partial<Record<keyof FaqPair, unknown>>[] = [];
  if (typeof fields !== "object" || fields === null) return pairs;
  for (const [name, value] of Object.entries(fields)) {
    const match = PAIR_FIELD.exec(name);
    if (!match) continue;
    const pair = (pairs[Number(match[1])] ??= {});
    pair[match[2] as keyof FaqPair] ??= value;
  }
  return Array.from(pairs, (pair) => pair ?? {});
}

/**
 * The FAQ form as posted (decision 0020): every pair's question and answer (an answer is the
 * rich-text editor's HTML, or an ads page's plain text, in a hidden field), checked with the
 * shared `faqSchema`'s rules and messages. What it reads is the list to store, in order.
 */
export const faqFormSchema = z.pipe(
  z.transform(postedPairs),
  z
    .array(faqSchema)
    .check(z.maxLength(FAQ_FORM_LIMIT, `At most ${FAQ_FORM_LIMIT} questions fit on one page`)),
);

/** How the FAQ editors' record (`faqs.<treatment>`, `landingFaqs.<page>`) is saved from its form. */
export const faqForm: RecordForm<typeof faqFormSchema> = {
  schema: faqFormSchema,
  toRecord: (pairs): FaqPair[] => pairs.map(({ questions, answers }) => ({ questions, answers })),
};

/** The pairs a refused post typed, for the form to show again (missing text is empty). */
export const typedPairs = (fields: Record<string, string>): FaqPair[] =>
  postedPairs(fields).map(({ questions, answers }) => ({
    questions: postedText(questions),
    answers: postedText(answers),
  }));

/** `list` with the entry at `from` moved to `to` (both in range), as a new array. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}

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
