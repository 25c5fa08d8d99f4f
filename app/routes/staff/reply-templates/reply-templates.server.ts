/**
 * The reply templates page's action (decision 0020; issue 19): save one template, add one, remove
 * one once confirmed. Owners only. Every form posts the list's fingerprint as the page saw it: a
 * list changed meanwhile (another owner, another tab) is refused with what was typed kept, so
 * an edit never lands on the wrong template.
 */
import { data } from "react-router";
import {
  REPLY_LIMITS,
  replyTemplateFormSchema,
  type ReplyTemplate,
} from "~/lib/staff/reply-templates";
import {
  checkForm,
  formFields,
  unconfirmed,
  VALIDATION_MESSAGE,
  postedText,
} from "~/routes/staff/shared/form-data.server";
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export type TemplatesIntent = "save" | "add" | "remove";

export type TemplatesAnswer = FormAnswer<
  TemplatesIntent,
  {
    /** The template the refused form was about (none for add). */
    index?: number;
    typed?: ReplyTemplate;
  }
>;

const HERE = "/staff/reply-templates";
const STALE =
  "The templates were changed meanwhile (in another tab or by another owner). Your text is kept below: copy it, reload the page, and make the change again.";

const answer = (body: TemplatesAnswer, status: number) => data(body, { status });

function typedTemplate(form: FormData): ReplyTemplate {
  const text = (name: string, max: number) => postedText(form.get(name)).slice(0, max);
  return {
    name: text("name", REPLY_LIMITS.templateName),
    subject: text("subject", REPLY_LIMITS.subject),
    body: text("body", REPLY_LIMITS.body),
  };
}

/** The three forms share their checks: the list is the one the page showed, the template in it. */
const change = (intent: TemplatesIntent) => async (args: StaffActionArgs<"owner">) => {
  const { form, identity, done } = args;
  const work = args.services.staff.replyTemplates;
  const templates = await work.list();
  const rawIndex = form.get("index");
  const index =
    typeof rawIndex === "string" && /^\d{1,2}$/.test(rawIndex) ? Number(rawIndex) : undefined;
  const typed = intent === "remove" ? undefined : typedTemplate(form);
  if (form.get("fingerprint") !== work.fingerprint(templates)) {
    return answer({ intent, index, message: STALE, typed }, 409);
  }
  if (intent !== "add" && (index === undefined || index >= templates.length)) {
    return answer({ intent, index, message: STALE, typed }, 409);
  }

  if (intent === "remove") {
    const refusal = unconfirmed(form, "Tick the box to confirm that this template is removed.");
    if (refusal) return answer({ intent, index, ...refusal }, 400);
    const removed = templates[index!]!;
    await work.save(
      templates.filter((_, i) => i !== index),
      identity.userId,
    );
    return done(HERE, `Template "${removed.name}" removed.`);
  }

  if (intent === "add" && templates.length >= REPLY_LIMITS.templates) {
    const message = `You have ${REPLY_LIMITS.templates} templates, the most there can be: remove one first.`;
    return answer({ intent, message, typed }, 400);
  }
  const checked = checkForm(replyTemplateFormSchema, formFields(form));
  if (!checked.ok) {
    const message = checked.errors.csrfToken
      ? "Reload the page and try again."
      : VALIDATION_MESSAGE;
    return answer({ intent, index, message, errors: checked.errors, typed }, 400);
  }
  const { name, subject, body } = checked.value;
  const next =
    intent === "add"
      ? [...templates, { name, subject, body }]
      : templates.map((template, i) => (i === index ? { name, subject, body } : template));
  await work.save(next, identity.userId);
  return done(HERE, `Template "${name}" ${intent === "add" ? "added" : "saved"}.`);
};

export const replyTemplatesAction = staffAction("owner", {
  save: change("save"),
  add: change("add"),
  remove: change("remove"),
});
