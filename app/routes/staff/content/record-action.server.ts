/**
 * The action of a page of record editors (decision 0020): save one record of the draft from its
 * form: the fields checked with the form's own schema, the record rebuilt on the stored one and
 * saved through the same service as every editor (sanitized, refused when someone saved it since
 * the form was loaded). A success redirects back with the saved notice; a refusal answers the
 * form its message, field errors and what was typed, and stores nothing. "Save and publish"
 * (decision 0040) then publishes the draft.
 */
import { isDeepStrictEqual } from "node:util";
import { data } from "react-router";
import { parseRecordPath, recordPathText } from "~/lib/content/records";
import { checkForm, VALIDATION_MESSAGE } from "~/lib/forms/form-check";
import { PUBLISH_NOTE } from "./save-publish";
import { typedFields, type RecordForm, type RecordSaveAnswer } from "./record-form";
import { staffAction, type StaffActionArgs } from "../shared/staff-action.server";
import { finishSave, publishRequest } from "./save-publish.server";

const RELOAD = "Reload the page and try again.";
const STALE = "This page is older than what is stored: reload it, then make your change again.";
const RECORD_MAX_LENGTH = 120;
const UNCHANGED = "Nothing to save: the draft already has this, as it is.";

/**
 * An action saving the records whose part `forms` names (`{ reviews: reviewForm }`), or the one
 * record it names (`{ "specials.popups": promoForm }`: no other key of the part), then back to
 * `here(params)`, the page's own address.
 */
export const recordSaveAction = (...args: Parameters<typeof saveRecord>) =>
  staffAction("contentEditor", { save: saveRecord(...args) });

/** The work of `recordSaveAction`, for a page that checks something of its own first. */
export function saveRecord(
  forms: Partial<Record<string, RecordForm>>,
  here: (params: StaffActionArgs["params"]) => string,
) {
  return async (args: StaffActionArgs<"contentEditor">) => {
    const { form, params, services, identity } = args;
    const fields = typedFields(form);
    const posted = String(form.get("record") ?? "").slice(0, RECORD_MAX_LENGTH);
    const refuse = (status: number, message: string, errors: RecordSaveAnswer["errors"] = {}) =>
      data({ intent: "save", record: posted, message, errors, fields } satisfies RecordSaveAnswer, {
        status,
      });

    const path = parseRecordPath(posted);
    // A form for one record ("specials.popups") or for every record of a part ("reviews").
    const recordForm = path ? (forms[recordPathText(path)] ?? forms[path.part]) : undefined;
    if (!path || !recordForm) return refuse(400, RELOAD);
    const publishing = publishRequest(form);
    if (publishing && "refused" in publishing) {
      return refuse(400, VALIDATION_MESSAGE, { [PUBLISH_NOTE]: publishing.refused });
    }
    const checked = checkForm(recordForm.schema, recordForm.read?.(form) ?? fields);
    if (!checked.ok) return refuse(400, VALIDATION_MESSAGE, checked.errors);

    const { editor, contentWork } = services.staff;
    const stored = await editor.record(path);
    const record = recordForm.toRecord(checked.value, stored.value);
    if (record === undefined) return refuse(409, STALE);
    const to = `${here(params)}#${encodeURIComponent(recordPathText(path))}`;
    // A form posted as it was rendered stores nothing: saving would sanitize the record again,
    // which may rewrite markup that was stored otherwise (an untouched save changes nothing).
    if (fields.seen === stored.seen && isDeepStrictEqual(record, stored.value)) {
      return finishSave(args, publishing, path, to, UNCHANGED);
    }
    const saved = await contentWork.save(path, fields.seen ?? "", record, identity.userId);
    if (!saved.ok) {
      const errors = saved.errors ?? {};
      return refuse(saved.status, saved.message, recordForm.fieldErrors?.(errors) ?? errors);
    }
    return finishSave(args, publishing, path, to, saved.message);
  };
}
