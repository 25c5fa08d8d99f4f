/**
 * The review editor's form (/staff/content/reviews): one review as posted, checked with the
 * shared `reviewSchema`'s rules, and the review stored from it (`hidden` written only when set,
 * as in the content files).
 */
import { z } from "zod/mini";
import { reviewSchema, type Content } from "~/lib/content/schemas";
import type { RecordForm } from "../record-form";

export type Review = Content["reviews"][number];

const review = reviewSchema.shape;

export const reviewFormSchema = z.object({
  seen: z.string(),
  reviewer_name: review.reviewer_name,
  /** A select's text, read as the number of stars. */
  rating: z.pipe(
    z.pipe(
      z.string().check(z.maxLength(2)),
      z.transform((stars) => Number(stars)),
    ),
    review.rating,
  ),
  review_description: review.review_description,
  review_source: review.review_source,
  review_date: review.review_date,
  hidden: z.optional(z.literal("on")),
});

export const reviewForm: RecordForm<typeof reviewFormSchema> = {
  schema: reviewFormSchema,
  toRecord: ({ seen: _seen, hidden, ...fields }): Review =>
    hidden ? { ...fields, hidden: true } : fields,
};
