/**
 * The review links as set on Review requests (issue 35): the salon record's Google and Yelp links
 * (`REVIEW_SITES`), still one stored fact. The form saves the salon record through the content
 * editors' own save (`saveRecord`: the draft, its fingerprint, "Save and publish"), rebuilt from
 * the record as stored with only these links changed; the salon editor shows the same fields.
 */
import { z } from "zod/mini";
import { salonSchema } from "~/lib/content/schemas";
import { REVIEW_SITES } from "~/lib/reviews/message";
import type { RecordForm } from "~/routes/staff/content/record-form";
import type { SalonRecord } from "~/routes/staff/content/salon/salon-form";

type ReviewField = (typeof REVIEW_SITES)[number]["field"];
const social = salonSchema.shape.socialmoduleinfo.shape;

/** Each review site's field, with the salon record's own rule for it. */
const reviewFields = Object.fromEntries(
  REVIEW_SITES.map(({ field }) => [field, social[field]]),
) as Pick<typeof social, ReviewField>;

export const reviewLinksSchema = z.object({ seen: z.string(), ...reviewFields });

export const reviewLinksForm: RecordForm<typeof reviewLinksSchema> = {
  schema: reviewLinksSchema,
  toRecord: (fields, stored) => {
    // The salon record always exists; a missing one means a page older than what is stored.
    if (!stored) return undefined;
    const salon = stored as SalonRecord;
    const links = Object.fromEntries(REVIEW_SITES.map(({ field }) => [field, fields[field]]));
    return { ...salon, socialmoduleinfo: { ...salon.socialmoduleinfo, ...links } };
  },
};
