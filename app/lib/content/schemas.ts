/**
 * What the site's content may hold: the file layout of `content/` (content/README.md), which is
 * also what the staff editor saves. One source for the content files' check, the editor's forms
 * and the staff API. Every text has a length cap, checked before anything else reads it
 * (decision 0008): staff type here, and what they type reaches every visitor.
 */
import { z } from "zod/mini";
import {
  dayProblems,
  isGridTime,
  ORDER_MESSAGE,
  TIME_MESSAGE,
  WEEKDAYS,
  type DayHours,
  type Weekday,
} from "~/lib/display/opening-hours";
import { upgradeLegacySalon } from "./legacy-hours";
import { isAddonsOrSpecialty, parseAddonLines } from "~/lib/display/menu";
import { addonPriceProblem, priceListProblem } from "~/lib/display/menu-price";
import { DATE_MESSAGE, DATE_ORDER_MESSAGE, datesInOrder, isIsoDateOrEmpty } from "./promo-dates";

export const TREATMENTS = ["melasma", "laser", "tattoo", "intense"] as const;
/** The paid-ads pages whose FAQs are content (`landingFaqs`); the combined page shows both. */
export const LANDING_FAQ_PAGES = ["tattoo", "ipl"] as const;
export type LandingFaqPage = (typeof LANDING_FAQ_PAGES)[number];

export const WEBSITE_SETTING_NAMES = [
  "home_banner",
  "reviews_banner",
  "memberships_banner",
  "career_banner",
  "about_banner",
  "contact_banner",
  "privacy_policy_new",
  "cancellation_policy",
  "packages_banner",
  "blog_banner",
  "facial_banner",
  "advanced_skin_procedures",
  "laser_banner",
  "massages_banner",
  "body_treatments_banner",
  "brows_and_lashes_banner",
  "nails_banner",
  "waxing_banner",
  "health_banner",
  "melasma_removal_banner",
  "intense_pulsed_light_banner",
  "tattoo_removal_banner",
  "laser_hair_removal_banner",
  "melasma_removal_content",
  "Intense_pulsed_light_content",
  "tattoo_removal_content",
  "laser_hair_removal_content",
  "people_saying_melasma",
  "people_saying_intense",
  "people_saying_tattoo",
  "people_saying_laser",
] as const;
export type WebsiteSettingName = (typeof WEBSITE_SETTING_NAMES)[number];

export const CONTENT_LIMITS = {
  /** Names, titles, addresses, links, prices. */
  short: 500,
  /** Descriptions, hours, answers, reviews. */
  long: 20_000,
  /** Rich HTML (banners, policies, blog bodies). */
  html: 200_000,
} as const;

const capped = (max: number) =>
  z
    .string({ error: "Must be text" })
    .check(z.maxLength(max, { error: `Must be at most ${max} characters`, abort: true }));
const short = capped(CONTENT_LIMITS.short);
const long = capped(CONTENT_LIMITS.long);
const html = capped(CONTENT_LIMITS.html);
const required = (schema: z.ZodMiniString<string>, message: string) =>
  schema.check(z.minLength(1, { error: message }));
const isoDate = short.check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date like 2026-11-23"));

export const WEB_ADDRESS_MESSAGE = "Must be a web address starting with https://, or empty";

/** http(s) or nothing: a social link goes into an href on every public page. */
export const isWebAddressOrEmpty = (value: string) =>
  value === "" || /^https?:\/\/\S+$/i.test(value);

const webAddress = short.check(z.refine(isWebAddressOrEmpty, { error: WEB_ADDRESS_MESSAGE }));

const time = z
  .string({ error: TIME_MESSAGE })
  .check(
    z.maxLength(5, { error: TIME_MESSAGE, abort: true }),
    z.refine(isGridTime, { error: TIME_MESSAGE }),
  );

/** One day of the weekly table (lib/display/opening-hours.ts): times on the editor's grid. */
export const dayHoursSchema = z
  .object({ closed: z.boolean({ error: "Must be true or false" }), opens: time, closes: time })
  .check(
    z.refine((day: DayHours) => dayProblems(day).closes !== ORDER_MESSAGE, {
      error: ORDER_MESSAGE,
      path: ["closes"],
    }),
  );

/** The weekly table, Monday to Sunday (decision 0021). */
export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
    Weekday,
    typeof dayHoursSchema
  >,
);

export const salonSchema = z.object({
  salon_info: z.object({
    salon_name: required(short, "The spa's name is required"),
    salon_address: short,
    salon_city: short,
    salon_state: short,
    salon_zip: short,
    salon_contact_no: short,
    salon_email_id: short,
    config: z.object({
      /** The one source of every hours the site shows; the API's config_hours is derived. */
      opening_hours: openingHoursSchema,
      config_emailid: short,
      config_aboutus: long,
    }),
  }),
  socialmoduleinfo: z.object({
    instagram_url: webAddress,
    facebook_url: webAddress,
    youtube_url: webAddress,
    yelp_reviews: webAddress,
    google_plus_url: webAddress,
    pinterest_url: webAddress,
  }),
});

export const menuItemSchema = z.object({
  sub_menu_title: required(short, "The item's name is required"),
  sub_menu_description: long,
  sub_menu_price: long,
  sub_menu_file: short,
  /** Kept but not shown on the site; absent means shown. */
  hidden: z.optional(z.boolean()),
});

const menuFields = {
  menu_title: required(short, "The category's name is required"),
  menu_description: long,
  alternate_image: short,
  alternate_image_two: short,
  menu_attachment: short,
};

export const menuSchema = z.object({ ...menuFields, items: z.array(menuItemSchema) });

type MenuItem = z.output<typeof menuItemSchema>;

/** The first add-on line whose price is not an amount, as a message; null when all are. */
function addonLinesProblem(item: MenuItem): string | null {
  if (!isAddonsOrSpecialty(item.sub_menu_title)) return null;
  for (const line of parseAddonLines(item.sub_menu_description)) {
    const problem = addonPriceProblem(line.price);
    if (problem) return `${line.title}: ${problem}`;
  }
  return null;
}

/**
 * An item as a staff save must write it (decision 0022): every price an amount ("eighty dollars"
 * is refused). Content read back from files, drafts and versions keeps `menuItemSchema`, so an
 * older price written as words still loads and shows as written until someone edits it.
 */
export const savedMenuItemSchema = menuItemSchema.check(
  z.superRefine((item, context) => {
    const price = priceListProblem(item.sub_menu_price);
    if (price) context.addIssue({ code: "custom", message: price, path: ["sub_menu_price"] });
    const addons = addonLinesProblem(item);
    if (addons) {
      context.addIssue({ code: "custom", message: addons, path: ["sub_menu_description"] });
    }
  }),
);

/** One category as an editor saves it: its items' prices are amounts. */
export const savedMenuSchema = z.object({ ...menuFields, items: z.array(savedMenuItemSchema) });

export const reviewSchema = z.object({
  reviewer_name: required(short, "The reviewer's name is required"),
  rating: z
    .number({ error: "Choose 1 to 5 stars" })
    .check(
      z.int({ error: "Choose 1 to 5 stars" }),
      z.minimum(1, { error: "Choose 1 to 5 stars" }),
      z.maximum(5, { error: "Choose 1 to 5 stars" }),
    ),
  review_description: required(long, "The review's text is required"),
  review_source: short,
  review_date: isoDate,
  /** Kept but not shown, nor counted in the rating; absent means shown. */
  hidden: z.optional(z.boolean()),
});

export const faqSchema = z.object({
  questions: required(short, "The question is required"),
  answers: required(long, "The answer is required"),
});
export const galleryItemSchema = z.object({
  gallery_title: short,
  gallery_image: required(short, "The image is required"),
});
/** A promo's first or last day (the spa's days); empty or absent is no limit. */
const promoDate = z.optional(
  z
    .string({ error: DATE_MESSAGE })
    .check(
      z.maxLength(10, { error: DATE_MESSAGE, abort: true }),
      z.refine(isIsoDateOrEmpty, { error: DATE_MESSAGE }),
    ),
);
export const promoSchema = z
  .object({
    /** Also the image's text for people who cannot see it. */
    title: required(short, "Describe the offer: it is also the image's text"),
    specials_image_new: required(short, "The image is required"),
    /** Shown from this day on (promo-dates.ts). */
    starts_on: promoDate,
    /** Shown until this day, inclusive. */
    ends_on: promoDate,
  })
  .check(z.refine(datesInOrder, { error: DATE_ORDER_MESSAGE, path: ["ends_on"] }));

export const blogPostSchema = z.object({
  post_title: required(short, "The title is required"),
  post_date: isoDate,
  post_image: short,
  page_title: short,
  meta_desc: short,
  meta_key: short,
  post_description: html,
});

const byTreatment = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    melasma: z.array(item),
    laser: z.array(item),
    tattoo: z.array(item),
    intense: z.array(item),
  });

/** A stored salon record, of either shape: the old hours text is read into the table. */
export const storedSalonSchema = z.pipe(z.transform(upgradeLegacySalon), salonSchema);

export const contentSchema = z.object({
  salon: storedSalonSchema,
  websiteSettings: z.partialRecord(z.enum(WEBSITE_SETTING_NAMES), html),
  menus: z.array(menuSchema),
  reviews: z.array(reviewSchema),
  faqs: byTreatment(faqSchema),
  galleries: byTreatment(galleryItemSchema),
  /** Answers are plain text (paragraphs separated by a blank line), as the ads pages draw them. */
  landingFaqs: z.object({ tattoo: z.array(faqSchema), ipl: z.array(faqSchema) }),
  blog: z.array(blogPostSchema),
  specials: z.object({ specials: z.array(promoSchema), popups: z.array(promoSchema) }),
});
export type Content = z.output<typeof contentSchema>;
