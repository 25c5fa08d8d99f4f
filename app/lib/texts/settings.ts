/**
 * The owner's text-message settings (issue 37): the instant text's words, and the missed-call
 * text (off by default) with its words. One schema for the stored setting and the page's form.
 */
import { z } from "zod/mini";
import { DEFAULT_INSTANT_TEXT, DEFAULT_MISSED_CALL_TEXT } from "./words";

/** Longest automatic text: two segments of plain text. */
export const AUTO_TEXT_MAX = 306;
/** Longest text staff write on a lead's page. */
export const STAFF_TEXT_MAX = 640;

const words = (what: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: `Write the ${what}.` }),
    z.maxLength(AUTO_TEXT_MAX, { error: `Keep the ${what} under ${AUTO_TEXT_MAX} characters.` }),
    z.refine((value) => /\bstop\b/i.test(value.slice(0, AUTO_TEXT_MAX)), {
      error: `The ${what} must say how to stop ("Reply STOP to stop").`,
    }),
  );

export const textSettingsSchema = z.object({
  instantText: words("instant text"),
  missedCallEnabled: z.boolean(),
  missedCallText: words("missed-call text"),
});
export type TextSettings = z.infer<typeof textSettingsSchema>;

export const DEFAULT_TEXT_SETTINGS: TextSettings = {
  instantText: DEFAULT_INSTANT_TEXT,
  missedCallEnabled: false,
  missedCallText: DEFAULT_MISSED_CALL_TEXT,
};

/** A staff text as the lead page's form checks it. */
export const staffTextSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "Write the text." }),
      z.maxLength(STAFF_TEXT_MAX, { error: `Keep the text under ${STAFF_TEXT_MAX} characters.` }),
    ),
});
