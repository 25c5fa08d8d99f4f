/**
 * A staff form's fields, checked by the same zod schema the page's form uses (one schema per
 * form; the page runs the same check before it sends, `lib/forms/form-check.ts`).
 */
import type { FieldErrors } from "~/lib/forms/form-check";

export {
  checkForm,
  formFields,
  postedText,
  VALIDATION_MESSAGE,
  type Checked,
  type FieldErrors,
} from "~/lib/forms/form-check";

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
