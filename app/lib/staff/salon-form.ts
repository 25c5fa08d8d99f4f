/**
 * The salon editor's form (/staff/content/salon): the salon record's fields flattened to one
 * level, because the form kit looks a field's error up by its top-level name, and the weekly
 * hours table as seven days, Monday first. Every check comes from the shared `salonSchema`, so the
 * form refuses exactly what the staff API would; the API's errors (keyed by the record's paths)
 * are mapped back onto these fields by `SALON_FIELD_FOR`.
 */
import type { Path } from "react-hook-form";
import { z } from "zod/mini";
import { WEEKDAYS, type WeeklyHours } from "~/lib/display/opening-hours";
import {
  dayHoursSchema,
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
  /** Monday to Sunday, in WEEKDAYS' order. */
  hours: z.array(dayHoursSchema).check(z.length(WEEKDAYS.length)),
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
export const SALON_FIELD_FOR: Record<string, Path<SalonFormValues>> = {
  ...Object.fromEntries(SALON_TEXT_FIELDS.map((name) => [`salon_info.${name}`, name])),
  ...Object.fromEntries(SOCIAL_FIELDS.map((name) => [`socialmoduleinfo.${name}`, name])),
  ...Object.fromEntries(
    WEEKDAYS.flatMap((day, index) =>
      (["closed", "opens", "closes"] as const).map((part) => [
        `salon_info.config.opening_hours.${day}.${part}`,
        `hours.${index}.${part}` as const,
      ]),
    ),
  ),
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
    hours: WEEKDAYS.map((day) => ({ ...settings.opening_hours[day] })),
    config_aboutus: settings.config_aboutus,
    ...salon.socialmoduleinfo,
  };
}

/** The form's seven days as the weekly table. */
export function formToHours(days: SalonFormValues["hours"]): WeeklyHours {
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => {
      const { closed, opens, closes } = days[index] ?? { closed: true, opens: "", closes: "" };
      return [day, { closed, opens, closes }];
    }),
  ) as WeeklyHours;
}

/** The form's values as the record. */
export function formToSalon(values: SalonFormValues): SalonRecord {
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
        opening_hours: formToHours(values.hours),
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
