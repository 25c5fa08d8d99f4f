/**
 * A staff form's fields, checked by the same zod schema the page's form uses (one schema per
 * form). Field errors come back as `errors` (field -> message) for the form to show in place.
 */
import type { z } from "zod/mini";

/** A form refused field by field: the fields say what to fix (the API's message too). */
export { VALIDATION_MESSAGE } from "~/server/api/http-errors.server";

export type FieldErrors = Record<string, string>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

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
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * What a form that cannot be undone posts once confirmed (decision 0020): its ticked "Yes, ..."
 * box (`ConfirmBox`) or its second step's button sends `confirm=yes`, and a post without it
 * changes nothing. Returns the refusal to answer (400), `message` beside the box, or undefined
 * when it was confirmed.
 */
export function unconfirmed(
  form: FormData,
  message: string,
): { message: string; errors: FieldErrors } | undefined {
  return form.get("confirm") === "yes" ? undefined : { message, errors: { confirm: message } };
}
