/**
 * The owners' e-mail to visitors (the acknowledgement a visitor gets right after sending a form;
 * issue 19): switched on or off, and its wording as rich text. One schema for the stored setting,
 * one for the staff page's form (`/staff/visitor-email`), shared by the page and its action.
 */
import { z } from "zod/mini";
import { htmlToText } from "~/lib/display/text";
import { csrfToken } from "~/lib/staff/schemas";

/** More than any acknowledgement needs; refused before anything looks at the text. */
export const WORDING_MAX_CHARS = 20_000;

export const DEFAULT_WORDING_HTML =
  "<p>Thank you for getting in touch. Your message has reached us, and a member of our team " +
  "will be in touch with you personally.</p>" +
  "<p>If you would like to talk to us sooner, give us a call during our opening hours below. " +
  "We look forward to welcoming you.</p>";

/** The stored owner setting `visitor_acknowledgement`. */
export const visitorAcknowledgementSchema = z.object({
  enabled: z.boolean(),
  html: z.string().check(z.maxLength(WORDING_MAX_CHARS)),
});
export type VisitorAcknowledgement = z.output<typeof visitorAcknowledgementSchema>;

export const DEFAULT_VISITOR_ACKNOWLEDGEMENT: VisitorAcknowledgement = {
  enabled: true,
  html: DEFAULT_WORDING_HTML,
};

export const WORDING_TOO_LONG = `The text is too long: keep it under ${WORDING_MAX_CHARS.toLocaleString("en-US")} characters.`;
export const WORDING_EMPTY = "Write a few words for the e-mail, or switch the e-mail off.";

/** Whether the rich text has any words in it (an empty editor posts "<p></p>"). */
export const hasWords = (html: string) => htmlToText(html).trim() !== "";

/** The page's form: the switch (a ticked box posts "on") and the editor's HTML. */
export const visitorEmailFormSchema = z
  .object({
    csrfToken,
    enabled: z.optional(z.literal("on")),
    html: z
      .string({ error: WORDING_EMPTY })
      .check(z.maxLength(WORDING_MAX_CHARS, { error: WORDING_TOO_LONG, abort: true })),
  })
  .check(
    z.refine((form) => form.enabled !== "on" || hasWords(form.html), {
      error: WORDING_EMPTY,
      path: ["html"],
    }),
  );
export type VisitorEmailForm = z.output<typeof visitorEmailFormSchema>;
