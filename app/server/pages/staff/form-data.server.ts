/**
 * A staff form's fields, checked by the same zod schema the page's form uses (one schema per
 * form; the page runs the same check before it sends, `lib/forms/form-check.ts`).
 */
export {
  checkForm,
  formFields,
  VALIDATION_MESSAGE,
  type Checked,
  type FieldErrors,
} from "~/lib/forms/form-check";
