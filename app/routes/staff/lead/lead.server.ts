/**
 * The lead page's action (decision 0020): change the status, add a note, delete for good, reply
 * by e-mail, log a call or a text (issue 19), send a text or stop texting (issue 37). Each success redirects with a notice, each refusal
 * answers the form with its message.
 */
import { data } from "react-router";
import { requireOwner } from "~/routes/staff/shared/guard";
import { isUuid } from "~/lib/staff/leads";
import { LEAD_STATUS_LABELS } from "~/lib/leads/vocabulary";
import { checkLeadWork } from "./lead-work";
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
import type { LeadDetail } from "~/server/staff/inbox/inbox-lead.server";
import {
  checkForm,
  formFields,
  unconfirmed,
  VALIDATION_MESSAGE,
  type FieldErrors,
  postedText,
} from "~/routes/staff/shared/form-data.server";
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { MAIL_NOT_SET_UP, mailIsSetUp } from "~/routes/staff/shared/mail-setup";
import { sendText, stopTexting, templateIndex } from "./lead-texts.server";

const NO_SUCH_LEAD = "No such lead: it may have been deleted.";

export type LeadIntent =
  "status" | "note" | "delete" | "reply" | "log-call" | "log-text" | "text" | "stop-texting";

/** What the page's forms get back when an action does not redirect. */
export type LeadActionAnswer = FormAnswer<
  LeadIntent,
  {
    /** A refused reply's subject and message as typed (a text's: its body, no subject). */
    typed?: { subject: string; body: string };
    /**
     * A template chosen without JavaScript (item 5): which, from which one the box started, and
     * whether she confirmed replacing her typing; the page applies `chooseTemplate`.
     */
    template?: { asked: number; shown: number; confirmed: boolean };
  }
>;

const answer = (body: LeadActionAnswer, status: number) => data(body, { status });

type Args = StaffActionArgs<"staff">;

/** The lead the page's address names (404 for anything but a UUID), and its page. */
function leadOf(params: Args["params"]) {
  const raw = params.leadId ?? "";
  if (!isUuid(raw)) throw data(NO_SUCH_LEAD, { status: 404 });
  const id = raw.toLowerCase();
  return { id, here: `/staff/leads/${id}` };
}

/** A call or a text the member logged (issue 19). */
const logContact =
  (channel: "call" | "text") =>
  async ({ params, services, identity, done }: Args) => {
    const { id, here } = leadOf(params);
    if (!(await services.staff.replies.logContact(id, channel, identity.userId))) {
      throw data(NO_SUCH_LEAD, { status: 404 });
    }
    return done(here, channel === "call" ? "Call logged." : "Text logged.");
  };

/**
 * The work form's post (decision 0038): a new status, a note, or both; "status" and "note" name
 * the same work, so a post naming either (the page's, a stale page's) stores all it carries.
 * A note typed with a status is added even when someone else changed the status meanwhile.
 */
async function leadWork({ params, form, services, identity, done }: Args) {
  const { id, here } = leadOf(params);
  const checked = checkLeadWork(formFields(form, ["version"]));
  if (!checked.ok) {
    const { message, errors } = checked;
    return answer({ intent: checked.errors.status ? "status" : "note", message, errors }, 400);
  }
  const said: string[] = [];
  let tone: "success" | "warning" = "success";
  if (checked.status) {
    const { status, version } = checked.status;
    const result = await services.staff.inbox.changeStatus(id, status, version, identity.userId);
    if (result.outcome === "missing") throw data(NO_SUCH_LEAD, { status: 404 });
    const label = LEAD_STATUS_LABELS[result.status];
    if (result.outcome === "conflict") {
      // Nothing is overwritten: the page reloads with the status someone else chose.
      tone = "warning";
      said.push(
        `Someone else changed this lead meanwhile: it is now "${label}". Check it, then choose again if needed.`,
      );
    } else {
      said.push(
        result.outcome === "changed"
          ? `Status changed to "${label}".`
          : `The status is already "${label}".`,
      );
    }
  }
  if (checked.note) {
    if (!(await services.staff.inbox.addNote(id, checked.note, identity.userId))) {
      throw data(NO_SUCH_LEAD, { status: 404 });
    }
    said.push(checked.status ? "Your note was added." : "Note added.");
  }
  return done(here, said.join(" "), tone);
}

export const leadAction = staffAction("staff", {
  status: leadWork,
  note: leadWork,
  delete: async ({ params, form, services, context, request, done }) => {
    const { id } = leadOf(params);
    const identity = requireOwner(context, request, "Only an owner can delete a lead.");
    const refusal = unconfirmed(
      form,
      "Tick the box to confirm that this lead is deleted for good.",
    );
    if (refusal) return answer({ intent: "delete", ...refusal }, 400);
    if (!(await services.staff.inbox.remove(id, identity.userId))) {
      throw data(NO_SUCH_LEAD, { status: 404 });
    }
    return done("/staff", "The lead and everything stored with it have been deleted.");
  },
  reply: replyAction,
  "log-call": logContact("call"),
  "log-text": logContact("text"),
  text: (args) => sendText(args, leadOf(args.params)),
  "stop-texting": (args) => stopTexting(args, leadOf(args.params)),
});

/** The typed text of a refused reply, capped, to put back into the form. */
function typedReply(form: FormData) {
  const text = (name: string, max: number) => postedText(form.get(name)).slice(0, max);
  return { subject: text("subject", REPLY_LIMITS.subject), body: text("body", REPLY_LIMITS.body) };
}

/**
 * Sends a reply: checked with the form's own schema, refused (with what was typed kept) when
 * e-mail is not set up or the lead has no address; queued with its history entry and first
 * response in one transaction, then the outbox worker is woken.
 */
async function replyAction({ params, form, services, identity, done }: Args) {
  const { id, here } = leadOf(params);
  const typed = typedReply(form);
  // A template button of the reply form: nothing is sent; the box comes back with what was typed.
  const replace = templateIndex(form.get("replace"));
  const asked = replace ?? templateIndex(form.get("template"));
  if (asked !== null) {
    const shown = templateIndex(form.get("shown")) ?? asked;
    const template = { asked, shown, confirmed: replace !== null };
    return answer({ intent: "reply", message: "", typed, template }, 200);
  }
  const refuse = (message: string, status: number, errors?: FieldErrors) =>
    answer({ intent: "reply", message, errors, typed }, status);
  if (!mailIsSetUp(services)) {
    return refuse(`${MAIL_NOT_SET_UP}: write to them from your own e-mail instead.`, 503);
  }
  const checked = checkForm(leadReplySchema, formFields(form));
  if (!checked.ok) {
    const message = checked.errors.csrfToken
      ? "Reload the page and try again."
      : VALIDATION_MESSAGE;
    return refuse(message, 400, checked.errors);
  }
  const { subject, body } = checked.value;
  const result = await services.staff.replies.queue({
    leadId: id,
    subject,
    body,
    actorId: identity.userId,
  });
  if (result.outcome === "missing") throw data(NO_SUCH_LEAD, { status: 404 });
  if (result.outcome === "no-address") {
    return refuse("This lead has no e-mail address any more, so no reply can be sent.", 409);
  }
  services.outbox.signal.notify();
  return done(here, "Your reply is on its way. Its delivery shows in the history below.");
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
  const values = {
    firstName: greetableFirstName(typedName),
    treatment: treatmentWords(lead.kind, lead.treatment),
    bookingLink: services.config.BOOKING_URL,
    salonName: salon_info.salon_name,
    phone: salon_info.salon_contact_no,
  };
  // Every template filled in: choosing one fills the one reply box (item 5), with or without JS.
  const filled = templates.map((t) => ({ name: t.name, ...fillTemplate(t, values) }));
  return {
    state: !email ? "no-address" : mailIsSetUp(services) ? "ready" : "no-mail",
    email,
    mailtoHref: mailto,
    templates: filled,
    chosen,
    subject: filled[chosen]?.subject ?? "",
    body: filled[chosen]?.body ?? "",
  };
}
