import { z } from "zod";
import { REVIEWS_MAX_LIMIT, REVIEWS_PAGE_SIZE } from "~/lib/constants";

/** Accepts a JSON number or a string of digits (form-encoded clients); nothing else. */
function wholeNumber(name: string) {
  return z.preprocess(
    (value) =>
      typeof value === "string" && value.length <= 20 && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : value,
    z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`),
  );
}

/** POST /api/wsreviewsPost. A limit above the cap is lowered to it rather than refused. */
export const reviewsPageSchema = z.object({
  salon_id: wholeNumber("salon_id"),
  offset: wholeNumber("offset")
    .pipe(z.number().min(0, "offset must be 0 or more").max(1_000_000, "offset is too large"))
    .default(0),
  limit: wholeNumber("limit")
    .pipe(z.number().min(1, "limit must be at least 1"))
    .default(REVIEWS_PAGE_SIZE)
    .transform((limit) => Math.min(limit, REVIEWS_MAX_LIMIT)),
});
