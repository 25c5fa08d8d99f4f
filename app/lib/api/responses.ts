/**
 * The shapes the JSON API answers with (SPEC.md 7), as zod/mini schemas: the response types
 * (`types.ts`), the OpenAPI document and the contract test all derive from these.
 */
import { z } from "zod/mini";

const text = z.string();
const int = z.int();
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const messageSchema = z.object({ message: text });

export const validationErrorSchema = z.object({
  message: text,
  errors: z.optional(z.record(text, text)),
});

export const salonRecordSchema = z.object({
  salon_info: z.object({
    salon_name: text,
    salon_address: text,
    salon_city: text,
    salon_state: text,
    salon_zip: text,
    salon_contact_no: text,
    salon_email_id: text,
    config: z.object({
      config_hours: text,
      // SPEC.md 3 lists it; where lead notifications go is the owners' private setting now
      // (decision 0017), so it carries the public address, never that one (issue 27).
      config_emailid: z.string().register(z.globalRegistry, {
        description:
          "The salon's public front desk e-mail address (the same as salon_email_id); never where lead notifications go.",
      }),
      config_aboutus: text,
    }),
  }),
  socialmoduleinfo: z.object({
    instagram_url: text,
    facebook_url: text,
    youtube_url: text,
    yelp_reviews: text,
    google_plus_url: text,
    pinterest_url: text,
  }),
  /** Rich HTML by field name. */
  website_settings: z.record(text, text),
});

export const menuCategorySchema = z.object({
  menu_id: int,
  menu_title: text,
  menu_description: text,
  menu_attachment: text,
  alternate_image: text,
  alternate_image_two: text,
});

export const subMenuItemSchema = z.object({
  sub_menu_id: int,
  menu_id: int,
  sub_menu_title: text,
  sub_menu_description: text,
  sub_menu_price: text,
  sub_menu_file: text,
});

export const promoImageSchema = z.object({ specials_image_new: text, title: text });

export const reviewSchema = z.object({
  review_id: int,
  reviewer_name: text,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  review_description: text,
  review_source: text,
  review_date: isoDate,
});

export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total_reviews: int,
});

export const reviewsSummarySchema = z.object({
  /** Average star rating, one decimal. */
  ratings: z.number(),
  reviews: z.array(reviewSchema),
  total_reviews: int,
});

export const faqItemSchema = z.object({ faq_id: int, questions: text, answers: text });
export const faqSetSchema = z.object({ data: z.array(faqItemSchema) });

export const galleryItemSchema = z.object({
  gallery_id: int,
  gallery_title: text,
  gallery_image: text,
});

export const blogPostSchema = z.object({
  post_id: int,
  post_title: text,
  post_date: isoDate,
  post_image: text,
  post_description: text,
  page_title: text,
  meta_desc: text,
  meta_key: text,
});

export const uploadAnswerSchema = z.object({ message: text, url: text, file_name: text });

/** An ALTCHA challenge, as the widget expects it; its parameters are signed by the server. */
export const captchaChallengeSchema = z.object({
  parameters: z.record(text, z.unknown()),
  signature: text,
});
