/**
 * The lead page's action (decision 0020): change the status, add a note, delete for good, reply
 * by e-mail, log a call or a text (issue 19). The
 * staff layout's middleware has already checked the origin and the session's token and read the
 * form; each success redirects with a notice, each refusal answers the form with its message.
 */
import { data, type ActionFunctionArgs } from "react-router";
import { requireStaff } from "~/routes/staff/shared/guard";
import { isUuid } from "~/lib/staff/leads";
import { LEAD_STATUS_LABELS } from "~/lib/leads/vocabulary";
import { leadNoteSchema, leadStatusChangeSchema } from "~/lib/staff/schemas";
import { greetableFirstName } from "~/lib/leads/first-name";
import {
  defaultTemplateIndex,
  fillTemplate,
  leadReplySchema,
  REPLY_LIMITS,
  treatmentWords,
} from "~/lib/staff/reply-templates";
import type { ReplySetup } from "./LeadReply";
import type { Services } from "~/server/services.server";
import type { LeadDetail } from "~/server/staff/inbox-lead.server";
import {
  checkForm,
  formFields,
  unconfirmed,
  VALIDATION_MESSAGE,
  type FieldErrors,
} from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { redirectWithNotice } from "~/routes/staff/shared/notice.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

const NO_SUCH_LEAD = "No such lead: it may have been deleted.";

export type LeadIntent = "status" | "note" | "delete" | "reply" | "log-call" | "log-text";

/** What the page's forms get back when an action does not redirect. */
export type LeadActionAnswer = FormAnswer<
  LeadIntent,
  {
    /** A refused reply's subject and message as typed. */
    typed?: { subject: string; body: string };
  }
>;

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
    case "reply":
      return replyAction(request, context, identity, id, form);
    case "log-call":
    case "log-text": {
      const channel = form.get("intent") === "log-call" ? "call" : "text";
      if (!(await context.services.staff.replies.logContact(id, channel, identity.userId))) {
        throw data(NO_SUCH_LEAD, { status: 404 });
      }
      const message = channel === "call" ? "Call logged." : "Text logged.";
      return redirectWithNotice(request, identity, here, message);
    }
    default:
      return answer({ intent: "status", message: "Reload the page and try again." }, 400);
  }
}

/** The typed text of a refused reply, capped, to put back into the form. */
function typedReply(form: FormData) {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  return { subject: text("subject", REPLY_LIMITS.subject), body: text("body", REPLY_LIMITS.body) };
}

/**
 * Sends a reply: checked with the form's own schema, refused (with what was typed kept) when
 * e-mail is not set up or the lead has no address; queued with its history entry and first
 * response in one transaction, then the outbox worker is woken.
 */
async function replyAction(
  request: Request,
  context: ActionFunctionArgs["context"],
  identity: ReturnType<typeof requireStaff>,
  id: string,
  form: FormData,
) {
  const typed = typedReply(form);
  const refuse = (message: string, status: number, errors?: FieldErrors) =>
    answer({ intent: "reply", message, errors, typed }, status);
  if (!context.services.mail) {
    return refuse(
      "E-mail sending is not set up on this website: write to them from your own e-mail instead.",
      503,
    );
  }
  const checked = checkForm(leadReplySchema, formFields(form));
  if (!checked.ok) {
    const message = checked.errors.csrfToken
      ? "Reload the page and try again."
      : VALIDATION_MESSAGE;
    return refuse(message, 400, checked.errors);
  }
  const { subject, body } = checked.value;
  const result = await context.services.staff.replies.queue({
    leadId: id,
    subject,
    body,
    actorId: identity.userId,
  });
  if (result.outcome === "missing") throw data(NO_SUCH_LEAD, { status: 404 });
  if (result.outcome === "no-address") {
    return refuse("This lead has no e-mail address any more, so no reply can be sent.", 409);
  }
  context.services.outbox.signal.notify();
  return redirectWithNotice(
    request,
    identity,
    `/staff/leads/${id}`,
    "Your reply is on its way. Its delivery shows in the history below.",
  );
}

/**
 * The lead page's "Reply by e-mail" section: the owner's templates, the one chosen by the page's
 * `?template=N` link (else the job one for an application, else the first), filled with this
 * lead's values; whether a reply can be sent at all.
 */
export async function replySetupOf(
  services: Pick<Services, "content" | "config" | "staff" | "mail">,
  lead: LeadDetail,
  templateParam: string | null,
  mailto: string | null,
): Promise<ReplySetup> {
  const field = (label: string) => lead.fields.find((entry) => entry.label === label)?.value ?? "";
  const email = field("E-mail").trim();
  const [{ salon_info }, templates] = await Promise.all([
    services.content.getSalon(),
    services.staff.replyTemplates.list(),
  ]);
  const asked =
    templateParam !== null && /^\d{1,2}$/.test(templateParam) ? Number(templateParam) : -1;
  const chosen =
    asked >= 0 && asked < templates.length ? asked : defaultTemplateIndex(templates, lead.kind);
  const typedName = field("First name") || lead.name.trim().split(/\s+/)[0] || "";
  const template = templates[chosen];
  const filled = template
    ? fillTemplate(template, {
        firstName: greetableFirstName(typedName),
        treatment: treatmentWords(lead.kind, field("Treatment")),
        bookingLink: services.config.BOOKING_URL,
        salonName: salon_info.salon_name,
        phone: salon_info.salon_contact_no,
      })
    : { subject: "", body: "" };
  return {
    state: !email ? "no-address" : services.mail ? "ready" : "no-mail",
    email,
    mailtoHref: mailto,
    templates: templates.map((t) => ({ name: t.name })),
    chosen,
    ...filled,
  };
}
