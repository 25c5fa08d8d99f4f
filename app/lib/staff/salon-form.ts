/**
 * The salon editor's form (/staff/content/salon): the salon record's fields flattened to one
 * level, because the form kit looks a field's error up by its top-level name, and the hours text
 * as one input per line. Every check comes from the shared `salonSchema`, so the form refuses
 * exactly what the staff API would; the API's errors (keyed by the record's paths) are mapped
 * back onto these fields by `SALON_FIELD_FOR`.
 */
import { z } from "zod/mini";
import {
  isWebAddressOrEmpty,
  salonSchema,
  WEB_ADDRESS_MESSAGE,
  type Content,
} from "~/lib/content/schemas";

export type SalonRecord = Content["salon"];

const info = salonSchema.shape.salon_info.shape;
const config = info.config.shape;
const social = salonSchema.shape.socialmoduleinfo.shape;

export const SALON_TEXT_FIELDS = [
  "salon_name",
  "salon_address",
  "salon_city",
  "salon_state",
  "salon_zip",
  "salon_contact_no",
  "salon_email_id",
] as const;
export const SOCIAL_FIELDS = [
  "instagram_url",
  "facebook_url",
  "youtube_url",
  "yelp_reviews",
  "google_plus_url",
  "pinterest_url",
] as const;

/**
 * Stored hours text -> one entry per line, and the line break it uses, so that saving without a
 * change writes the same bytes back. An empty text is no lines (not one empty line).
 */
export function hoursToLines(text: string): { lines: string[]; separator: "\n" | "\r\n" } {
  if (text === "") return { lines: [], separator: "\n" };
  // A text input cannot hold a carriage return, so Windows line breaks are split off whole and
  // written back on save; a text mixing both kinds is saved with "\n".
  const lines = text.split("\n");
  const crlf = lines.length > 1 && lines.slice(0, -1).every((line) => line.endsWith("\r"));
  return crlf
    ? {
        lines: lines.map((line, i) => (i < lines.length - 1 ? line.slice(0, -1) : line)),
        separator: "\r\n",
      }
    : { lines: lines.map((line) => line.replace(/\r/g, "")), separator: "\n" };
}

/** The lines back into the stored text. */
export function linesToHours(lines: readonly string[], separator: "\n" | "\r\n" = "\n"): string {
  return lines.join(separator);
}

const hoursLine = z.object({
  line: config.config_hours.check(
    z.refine((line: string) => line.trim() !== "", {
      error: "Type the line (like Monday: 9:00 AM - 6:00 PM) or remove it",
    }),
  ),
});

/** http(s) or nothing: a social link is put in an href on every public page. */
const webAddress = (schema: z.ZodMiniString<string>) =>
  schema.check(z.refine(isWebAddressOrEmpty, { error: WEB_ADDRESS_MESSAGE }));

export const salonFormSchema = z.object({
  csrfToken: z.string(),
  seen: z.string(),
  salon_name: info.salon_name,
  salon_address: info.salon_address,
  salon_city: info.salon_city,
  salon_state: info.salon_state,
  salon_zip: info.salon_zip,
  salon_contact_no: info.salon_contact_no,
  salon_email_id: info.salon_email_id,
  hours: z.array(hoursLine).check(
    // The whole text must pass the record's own check too (its length cap).
    z.superRefine((lines, ctx) => {
      const joined = linesToHours(lines.map((entry) => entry.line));
      const checked = z.safeParse(config.config_hours, joined);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.issues.push({ code: "custom", message: issue.message, input: lines });
        }
      }
    }),
  ),
  config_aboutus: config.config_aboutus,
  instagram_url: webAddress(social.instagram_url),
  facebook_url: webAddress(social.facebook_url),
  youtube_url: webAddress(social.youtube_url),
  yelp_reviews: webAddress(social.yelp_reviews),
  google_plus_url: webAddress(social.google_plus_url),
  pinterest_url: webAddress(social.pinterest_url),
});
export type SalonFormValues = z.input<typeof salonFormSchema>;

/** The API's error paths (inside the record) -> the form's fields. */
export const SALON_FIELD_FOR: Record<string, keyof SalonFormValues> = {
  ...Object.fromEntries(SALON_TEXT_FIELDS.map((name) => [`salon_info.${name}`, name])),
  ...Object.fromEntries(SOCIAL_FIELDS.map((name) => [`socialmoduleinfo.${name}`, name])),
  "salon_info.config.config_hours": "hours",
  "salon_info.config.config_aboutus": "config_aboutus",
};

/** The record as the form holds it. */
export function salonToForm(salon: SalonRecord, csrfToken: string, seen: string): SalonFormValues {
  const { config: settings, ...contact } = salon.salon_info;
  return {
    csrfToken,
    seen,
    salon_name: contact.salon_name,
    salon_address: contact.salon_address,
    salon_city: contact.salon_city,
    salon_state: contact.salon_state,
    salon_zip: contact.salon_zip,
    salon_contact_no: contact.salon_contact_no,
    salon_email_id: contact.salon_email_id,
    hours: hoursToLines(settings.config_hours).lines.map((line) => ({ line })),
    config_aboutus: settings.config_aboutus,
    ...salon.socialmoduleinfo,
  };
}

/** The form's values as the record, with the hours' line break of the loaded text. */
export function formToSalon(values: SalonFormValues, separator: "\n" | "\r\n"): SalonRecord {
  return {
    salon_info: {
      salon_name: values.salon_name,
      salon_address: values.salon_address,
      salon_city: values.salon_city,
      salon_state: values.salon_state,
      salon_zip: values.salon_zip,
      salon_contact_no: values.salon_contact_no,
      salon_email_id: values.salon_email_id,
      config: {
        config_hours: linesToHours(
          values.hours.map((entry) => entry.line),
          separator,
        ),
        // Not the editors' to change (decision 0017): the server keeps the draft's own value.
        config_emailid: "",
        config_aboutus: values.config_aboutus,
      },
    },
    socialmoduleinfo: {
      instagram_url: values.instagram_url,
      facebook_url: values.facebook_url,
      youtube_url: values.youtube_url,
      yelp_reviews: values.yelp_reviews,
      google_plus_url: values.google_plus_url,
      pinterest_url: values.pinterest_url,
    },
  };
}
