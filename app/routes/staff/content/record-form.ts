/**
 * A record editor's form as a plain post to its page's action (decision 0020): the form's fields
 * are named, the page and the action check them with the same schema, and the action rebuilds the
 * record from them. What the action answers a refused save, for the form to show in place with
 * what was typed.
 */
import type { z } from "zod/mini";
import type { FieldErrors } from "~/lib/forms/form-check";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

/** How one kind of record is edited through a form. */
export interface RecordForm<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The form's fields as posted (text, "on" for a ticked box), with `seen`. */
  schema: S;
  /**
   * The record to store, from the checked fields and the record as stored now (null: new);
   * undefined when the post does not fit what is stored (a page older than the record).
   */
  toRecord: (fields: z.output<S>, stored: unknown) => unknown;
  /** How the post is read for `schema`, when not as one text per name (`typedFields`). */
  read?: (form: FormData) => Record<string, unknown>;
  /**
   * The save's field errors (keyed by the path inside the record, "0.title") as the form's field
   * names ("items.0.title"); when absent, the paths are the names.
   */
  fieldErrors?: (errors: FieldErrors) => FieldErrors;
}

export type RecordSaveAnswer = FormAnswer<
  "save",
  {
    /** The record the refused form saves ("reviews.3"): the page's other forms ignore the answer. */
    record: string;
    errors: FieldErrors;
    /** What was typed, for the form to show again (a page without JavaScript renders it anew). */
    fields: Record<string, string>;
  }
>;

/**
 * The fields a form posts besides its own: the guard's token, the intent, the record, and the
 * "Save and publish" button's (save-publish.ts; its note stays, to be shown again if refused).
 */
export const RECORD_FORM_FIELDS = ["csrfToken", "intent", "record", "then"] as const;

/** The posted text fields (files and the form's own fields left out), for checking and showing. */
export function typedFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name in fields) continue;
    if ((RECORD_FORM_FIELDS as readonly string[]).includes(name)) continue;
    fields[name] = value;
  }
  return fields;
}
