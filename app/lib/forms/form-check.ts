/**
 * A posted form's fields checked by a zod schema, the same on the page (before it sends) and in
 * the route action (decision 0020: one schema per form). Field errors come back keyed by the
 * field's name ("items.2.title" for a nested one), for the form to show in place.
 */
import type { z } from "zod/mini";

export const VALIDATION_MESSAGE = "Please correct the highlighted fields.";

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** A posted field as text: a missing field, a file or anything else not text is "". */
export const postedText = (value: unknown): string => (typeof value === "string" ? value : "");

/** The form's text fields; the named ones are read as numbers ("" and junk become NaN). */
export function formFields(
  form: FormData,
  numbers: readonly string[] = [],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (name in fields) continue;
    fields[name] = numbers.includes(name) && typeof value === "string" ? Number(value) : value;
  }
  return fields;
}

export function checkForm<S extends z.ZodMiniType>(
  schema: S,
  fields: Record<string, unknown>,
): Checked<z.output<S>> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
