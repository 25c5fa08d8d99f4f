/** Response types of the JSON API (SPEC.md 7), inferred from the schemas in `api/responses.ts`. */
import type { z } from "zod/mini";
import type {
  blogPostSchema,
  faqItemSchema,
  faqSetSchema,
  galleryItemSchema,
  menuCategorySchema,
  promoImageSchema,
  reviewSchema,
  reviewsPageSchema,
  reviewsSummarySchema,
  salonRecordSchema,
  subMenuItemSchema,
} from "./responses";
import type { WeeklyHours } from "../display/opening-hours";

export type SalonRecord = z.output<typeof salonRecordSchema>;
/**
 * The salon record as the content service gives it to loaders: the API's record plus the weekly
 * hours table its `config_hours` is derived from (decision 0021), which pages read instead.
 */
export type SiteSalon = SalonRecord & {
  salon_info: { config: { opening_hours: WeeklyHours } };
};
export type MenuCategory = z.output<typeof menuCategorySchema>;
export type SubMenuItem = z.output<typeof subMenuItemSchema>;
export type PromoImage = z.output<typeof promoImageSchema>;
export type Review = z.output<typeof reviewSchema>;
export type ReviewsPage = z.output<typeof reviewsPageSchema>;
export type ReviewsSummary = z.output<typeof reviewsSummarySchema>;
export type FaqItem = z.output<typeof faqItemSchema>;
export type FaqSet = z.output<typeof faqSetSchema>;
export type GalleryItem = z.output<typeof galleryItemSchema>;
export type BlogPost = z.output<typeof blogPostSchema>;

export const TREATMENT_KEYS = ["melasma", "laser", "tattoo", "intense"] as const;
export type TreatmentKey = (typeof TREATMENT_KEYS)[number];
