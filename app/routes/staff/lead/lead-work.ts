/**
 * What a post of the lead page's work form asks (decision 0038): a note, a new status, or both.
 * The note is typed in the same form as the status buttons, so tapping "Mark Contacted" after
 * typing a note saves the note with the status instead of throwing it away, with or without
 * JavaScript. A status button sends `status`; "Add note" sends none, and then the note is needed.
 */
import { checkForm, type FieldErrors } from "~/lib/forms/form-check";
import { leadNoteSchema, leadStatusChangeSchema, type LeadStatusChange } from "~/lib/staff/schemas";

export type LeadWork =
  | { ok: true; status?: LeadStatusChange; note?: string }
  | { ok: false; message: string; errors: FieldErrors };

const NOTE_REFUSED = "The note could not be added.";

/** The form's fields (`version` already a number) checked by the schemas the page shows. */
export function checkLeadWork(fields: Record<string, unknown>): LeadWork {
  const note = checkForm(leadNoteSchema, fields);
  const statusSent = typeof fields.status === "string" && fields.status !== "";
  if (!statusSent) {
    return note.ok
      ? { ok: true, note: note.value.note }
      : { ok: false, message: note.errors.note ?? NOTE_REFUSED, errors: note.errors };
  }
  const status = checkForm(leadStatusChangeSchema, fields);
  if (!status.ok) {
    const message = status.errors.status ?? "Reload the page and choose again.";
    return { ok: false, message, errors: status.errors };
  }
  const typed = typeof fields.note === "string" && fields.note.trim() !== "";
  if (!typed) return { ok: true, status: status.value };
  // A note too long is refused with the status: nothing is half done.
  if (!note.ok)
    return { ok: false, message: note.errors.note ?? NOTE_REFUSED, errors: note.errors };
  return { ok: true, status: status.value, note: note.value.note };
}
