/**
 * The salon editor's form (/staff/content/salon) as a plain post to its page's action (decision
 * 0020): every field of the salon record has a name of its own ("salon_name", "hours.monday.opens",
 * a day's "Closed" box "hours.monday.closed"), the page and the action check a post with the same
 * schema, built from the shared `salonSchema`'s rules (so the messages are the content's own and
 * an error is keyed by the field's name), and the record is rebuilt from the checked fields.
 */
import { z } from "zod/mini";
import { WEEKDAYS, type Weekday, type WeeklyHours } from "~/lib/display/opening-hours";
import { openingHoursSchema, salonSchema, type Content } from "~/lib/content/schemas";
import type { RecordForm } from "../record-form";

export type SalonRecord = Content["salon"];

/** The record the form saves, and the id of the box around the form (the redirect's fragment). */
export const SALON_RECORD = "salon";

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

export type DayPart = "closed" | "opens" | "closes";

/** A day's field in the weekly table: "hours.monday.opens". */
export const hoursFieldName = (day: Weekday, part: DayPart) => `hours.${day}.${part}`;

/** A textarea's text as typed: a browser posts its line breaks as CR LF. */
export const typedText = (text: unknown) =>
  typeof text === "string" ? text.replace(/\r\n?/g, "\n") : text;

/** The post read as the fields the schema checks: the days as the weekly table. */
function readSalonPost(input: unknown) {
  const posted = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  const pick = (names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, posted[name]]));
  return {
    seen: posted.seen,
    ...pick(SALON_TEXT_FIELDS),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        {
          // A box is posted only when ticked.
          closed: posted[hoursFieldName(day, "closed")] === "on",
          opens: posted[hoursFieldName(day, "opens")],
          closes: posted[hoursFieldName(day, "closes")],
        },
      ]),
    ),
    config_aboutus: typedText(posted.config_aboutus),
    ...pick(SOCIAL_FIELDS),
  };
}

/** The post of the salon form (its fields by name), as the page and the action check it. */
export const salonFormSchema = z.pipe(
  z.transform(readSalonPost),
  z.object({
    seen: z.string(),
    salon_name: info.salon_name,
    salon_address: info.salon_address,
    salon_city: info.salon_city,
    salon_state: info.salon_state,
    salon_zip: info.salon_zip,
    salon_contact_no: info.salon_contact_no,
    salon_email_id: info.salon_email_id,
    /** Errors come back as "hours.monday.closes", the field's own name. */
    hours: openingHoursSchema,
    config_aboutus: config.config_aboutus,
    instagram_url: social.instagram_url,
    facebook_url: social.facebook_url,
    youtube_url: social.youtube_url,
    yelp_reviews: social.yelp_reviews,
    google_plus_url: social.google_plus_url,
    pinterest_url: social.pinterest_url,
  }),
);
export type SalonFormValues = z.output<typeof salonFormSchema>;

/** The record from the checked fields. */
export function formToSalon(values: SalonFormValues, stored: unknown = null): SalonRecord {
  const kept = (stored as SalonRecord | null)?.salon_info?.config?.config_emailid;
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
        opening_hours: Object.fromEntries(
          WEEKDAYS.map((day) => [day, { ...values.hours[day] }]),
        ) as WeeklyHours,
        // Not the editors' to change (decision 0017): the server keeps the draft's own value.
        config_emailid: typeof kept === "string" ? kept : "",
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

export const salonForm: RecordForm<typeof salonFormSchema> = {
  schema: salonFormSchema,
  toRecord: (fields, stored) => formToSalon(fields, stored),
};
