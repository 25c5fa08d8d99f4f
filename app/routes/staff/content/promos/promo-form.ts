/**
 * The promotions editor's form (/staff/content/promos): one list (`specials.specials` or
 * `specials.popups`) posted whole, every row's fields named by its place ("items.2.title"), checked
 * with the content's own `promoSchema` (so the messages are the same), and the list stored from it
 * in the posted order. A row's cleared date is no limit and is not stored, as the content files
 * write it, so the form posted as rendered stores the list unchanged.
 */
import { z } from "zod/mini";
import { withoutEmptyDates } from "~/lib/content/promo-dates";
import { promoSchema, type Content } from "~/lib/content/schemas";
import type { FieldErrors } from "~/lib/forms/form-check";
import type { RecordForm } from "../record-form";

export type Promo = Content["specials"]["specials"][number];

/** A row's fields, as posted: `items.<index>.<field>`. */
export const PROMO_FIELDS = ["title", "specials_image_new", "starts_on", "ends_on"] as const;
export type PromoField = (typeof PROMO_FIELDS)[number];

/** Far above a real list; a post naming a row past it is refused. */
export const PROMO_FORM_MAX_ROWS = 200;

export const promoFieldName = (index: number, field: PromoField) => `items.${index}.${field}`;

const FIELD_NAME = /^items\.(\d{1,3})\.(title|specials_image_new|starts_on|ends_on)$/;

/**
 * The posted rows, in their order: each row's text fields by name (the first value of a name
 * wins; other names are left out). A row missing between two others stays a hole, which the
 * schema refuses.
 */
export function postedRows(
  fields: Record<string, unknown>,
): (Record<string, string> | undefined)[] {
  const rows: (Record<string, string> | undefined)[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const match = FIELD_NAME.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    if (index >= PROMO_FORM_MAX_ROWS) return Array.from({ length: PROMO_FORM_MAX_ROWS + 1 });
    const row = (rows[index] ??= {});
    row[match[2]!] ??= value;
  }
  return Array.from({ length: rows.length }, (_, index) => rows[index]);
}

export const promoFormSchema = z.pipe(
  z.transform((fields: unknown) => {
    const posted = typeof fields === "object" && fields !== null ? fields : {};
    return { ...posted, items: postedRows(posted as Record<string, unknown>) };
  }),
  z.object({
    seen: z.string(),
    items: z
      .array(promoSchema)
      .check(z.maxLength(PROMO_FORM_MAX_ROWS, "Too many entries: reload the page")),
  }),
);

/** The save's field errors, named by the place in the list ("1.title"), as the form's fields. */
export const promoFieldErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      /^\d/.test(path) ? `items.${path}` : path,
      message,
    ]),
  );

export const promoForm: RecordForm<typeof promoFormSchema> = {
  schema: promoFormSchema,
  toRecord: ({ items }): Promo[] =>
    items.map(({ title, specials_image_new, starts_on, ends_on }) =>
      withoutEmptyDates({ title, specials_image_new, starts_on, ends_on }),
    ),
  fieldErrors: promoFieldErrors,
};

/** The list's rows as a refused post typed them (a page without JavaScript draws them again). */
export function typedPromos(fields: Record<string, string>): Promo[] {
  return postedRows(fields).map((row) => ({
    title: row?.title ?? "",
    specials_image_new: row?.specials_image_new ?? "",
    starts_on: row?.starts_on ?? "",
    ends_on: row?.ends_on ?? "",
  }));
}
