/**
 * The website-setting editor's forms (/staff/content/pages/:name) as plain posts to the page's
 * action (decision 0020), one per kind of setting: the page and the action check a post with the
 * same schema, built from the record's and the banner's and quotes' shared rules. The record
 * (one string of HTML) is rebuilt from the checked fields on the server
 * (`routes/staff/content/pages/website-setting-editor.server.ts`), which keeps the stored HTML when the fields
 * are those it was read into.
 */
import { z } from "zod/mini";
import { recordSchema } from "~/lib/content/records";
import { bannerFieldsSchema, testimonialSchema } from "~/lib/content/website-settings";
import { typedText } from "../salon/salon-form";

const seen = z.string();

/** Policies and treatment texts: the rich-text editor's HTML in a hidden field, "html". */
export const richTextFormSchema = z.object({
  seen,
  html: recordSchema({
    part: "websiteSettings",
    key: "privacy_policy_new",
  }) as z.ZodMiniType<string>,
});

/** A banner: "image", "alt", "heading" and "tagline". */
export const bannerFormSchema = z.extend(bannerFieldsSchema, { seen });

/** More quotes than any page shows, checked before the list is read. */
export const QUOTES_LIMIT = 100;

/** A quote's field: "items.2.quote", "items.2.name". */
export const quoteFieldName = (index: number, part: "quote" | "name") => `items.${index}.${part}`;

/** The posted quotes, in the order of their numbers (the page numbers them as it shows them). */
function readQuotesPost(input: unknown) {
  const posted = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const items: { quote: unknown; name: unknown }[] = [];
  for (let index = 0; index <= QUOTES_LIMIT; index++) {
    const quote = posted[quoteFieldName(index, "quote")];
    const name = posted[quoteFieldName(index, "name")];
    if (quote === undefined && name === undefined) break;
    items.push({ quote: typedText(quote), name });
  }
  return { seen: posted.seen, items };
}

/** What people are saying: a quote and its author per row. */
export const testimonialsFormSchema = z.pipe(
  z.transform(readQuotesPost),
  z.object({
    seen,
    items: z
      .array(testimonialSchema)
      .check(z.maxLength(QUOTES_LIMIT, { error: `At most ${QUOTES_LIMIT} quotes` })),
  }),
);
