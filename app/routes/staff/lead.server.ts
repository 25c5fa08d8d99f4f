/**
 * The lead page's action (decision 0020): change the status, add a note, delete for good. The
 * staff layout's middleware has already checked the origin and the session's token and read the
 * form; each success redirects with a notice, each refusal answers the form with its message.
 */
import { data, type ActionFunctionArgs } from "react-router";
import { requireStaff } from "~/lib/staff/guard";
import { isUuid } from "~/lib/staff/leads";
import { LEAD_STATUS_LABELS } from "~/lib/leads/vocabulary";
import { leadNoteSchema, leadStatusChangeSchema } from "~/lib/staff/schemas";
import {
  checkForm,
  formFields,
  unconfirmed,
  type FieldErrors,
} from "~/server/pages/staff/form-data.server";
import { staffFormContext } from "~/server/pages/staff/form-guard.server";
import { redirectWithNotice } from "~/server/pages/staff/notice.server";

const NO_SUCH_LEAD = "No such lead: it may have been deleted.";

export type LeadIntent = "status" | "note" | "delete";

/** What the page's forms get back when an action does not redirect. */
export interface LeadActionAnswer {
  intent: LeadIntent;
  message: string;
  errors?: FieldErrors;
}

const answer = (body: LeadActionAnswer, status: number) => data(body, { status });

export async function leadAction({ request, context, params }: ActionFunctionArgs) {
  const identity = requireStaff(context, request);
  const raw = params.leadId ?? "";
  if (!isUuid(raw)) throw data(NO_SUCH_LEAD, { status: 404 });
  const id = raw.toLowerCase();
  const here = `/staff/leads/${id}`;
  const form = context.get(staffFormContext);
  const { inbox } = context.services.staff;

  switch (form.get("intent")) {
    case "status": {
      const checked = checkForm(leadStatusChangeSchema, formFields(form, ["version"]));
      if (!checked.ok) {
        const message = checked.errors.status ?? "Reload the page and choose again.";
        return answer({ intent: "status", message, errors: checked.errors }, 400);
      }
      const { status, version } = checked.value;
      const result = await inbox.changeStatus(id, status, version, identity.userId);
      if (result.outcome === "missing") throw data(NO_SUCH_LEAD, { status: 404 });
      const label = LEAD_STATUS_LABELS[result.status];
      if (result.outcome === "conflict") {
        // Nothing is overwritten: the page reloads with the status someone else chose.
        const message = `Someone else changed this lead meanwhile: it is now "${label}". Check it, then choose again if needed.`;
        return redirectWithNotice(request, identity, here, message, "warning");
      }
      const message =
        result.outcome === "changed"
          ? `Status changed to "${label}".`
          : `The status is already "${label}".`;
      return redirectWithNotice(request, identity, here, message);
    }
    case "note": {
      const checked = checkForm(leadNoteSchema, formFields(form));
      if (!checked.ok) {
        const message = checked.errors.note ?? "The note could not be added.";
        return answer({ intent: "note", message, errors: checked.errors }, 400);
      }
      if (!(await inbox.addNote(id, checked.value.note, identity.userId))) {
        throw data(NO_SUCH_LEAD, { status: 404 });
      }
      return redirectWithNotice(request, identity, here, "Note added.");
    }
    case "delete": {
      if (identity.role !== "owner") {
        throw data("Only an owner can delete a lead.", { status: 403 });
      }
      const refusal = unconfirmed(
        form,
        "Tick the box to confirm that this lead is deleted for good.",
      );
      if (refusal) return answer({ intent: "delete", ...refusal }, 400);
      if (!(await inbox.remove(id, identity.userId))) throw data(NO_SUCH_LEAD, { status: 404 });
      return redirectWithNotice(
        request,
        identity,
        "/staff",
        "The lead and everything stored with it have been deleted.",
      );
    }
    default:
      return answer({ intent: "status", message: "Reload the page and try again." }, 400);
  }
}
