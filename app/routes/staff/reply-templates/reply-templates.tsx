import type { Route } from "./+types/reply-templates";
import { staffMeta } from "~/routes/staff/shared/meta";
import {
  ConfirmBox,
  FormFailure,
  namedFields,
  TextField,
  useSending,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import { requireOwner } from "~/routes/staff/shared/guard";
import { PLACEHOLDERS, REPLY_LIMITS, type ReplyTemplate } from "~/lib/staff/reply-templates";
import { replyTemplatesAction, type TemplatesAnswer } from "./reply-templates.server";
import { ReplyFields } from "~/routes/staff/shared/ReplyFields";
import "~/routes/staff/shared/lead-shared.css";
import "./reply-templates.css";

export const meta: Route.MetaFunction = () => staffMeta("Reply templates | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request);
  const work = context.services.staff.replyTemplates;
  const templates = await work.list();
  return { templates, fingerprint: work.fingerprint(templates) };
}

/** Save, add and remove a template: plain form posts that work without JavaScript (0020). */
export const action = replyTemplatesAction;

export default function ReplyTemplatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, fingerprint } = loaderData;
  const answerFor = (intent: TemplatesAnswer["intent"], index?: number) =>
    actionData?.intent === intent && actionData.index === index ? actionData : undefined;
  return (
    <article className="reply-templates">
      <h1>Reply templates</h1>
      <p>
        Staff start their e-mail replies from these on a lead&apos;s page, and can change the text
        before sending. These words are replaced with the lead&apos;s own:
      </p>
      <ul className="reply-templates__placeholders">
        {PLACEHOLDERS.map((placeholder) => (
          <li key={placeholder.text}>
            <code>{placeholder.text}</code>: {placeholder.means}
          </li>
        ))}
      </ul>
      {templates.length === 0 ? <p>There are no templates yet.</p> : null}
      {templates.map((template, index) => (
        <section
          key={`${fingerprint}-${index}`}
          className="staff-card reply-templates__item"
          aria-labelledby={`template-${index}-heading`}
        >
          <h2 id={`template-${index}-heading`}>{template.name}</h2>
          <TemplateForm
            id={`template-${index}`}
            intent="save"
            index={index}
            template={template}
            fingerprint={fingerprint}
            answer={answerFor("save", index)}
          />
          <RemoveTemplate
            index={index}
            name={template.name}
            fingerprint={fingerprint}
            answer={answerFor("remove", index)}
          />
        </section>
      ))}
      {templates.length < REPLY_LIMITS.templates ? (
        <section className="staff-card" aria-labelledby="template-new-heading">
          <h2 id="template-new-heading">Add a template</h2>
          <TemplateForm
            key={fingerprint}
            id="template-new"
            intent="add"
            template={{ name: "", subject: "", body: "" }}
            fingerprint={fingerprint}
            answer={answerFor("add")}
          />
        </section>
      ) : (
        <p>
          You have {REPLY_LIMITS.templates} templates, the most there can be: remove one to add
          another.
        </p>
      )}
    </article>
  );
}

function TemplateForm({
  id,
  intent,
  index,
  template,
  fingerprint,
  answer,
}: {
  id: string;
  intent: "save" | "add";
  index?: number;
  template: ReplyTemplate;
  fingerprint: string;
  answer?: TemplatesAnswer;
}) {
  const sending = useSending(intent);
  const errors = answer?.errors ?? {};
  const field = namedFields(id, answer?.typed ?? template, errors);
  const fieldError = errors.name || errors.subject || errors.body;
  return (
    <StaffForm
      intent={intent}
      part={`${id}-part`}
      id={id}
      className="staff-form"
      aria-label={intent === "add" ? "Add a template" : `Edit the template ${template.name}`}
      noValidate
    >
      <input type="hidden" name="fingerprint" value={fingerprint} />
      {index !== undefined ? <input type="hidden" name="index" value={index} /> : null}
      <TextField
        {...field("name")}
        label="Template name (only staff see it)"
        required
        maxLength={REPLY_LIMITS.templateName}
      />
      <ReplyFields field={field} rows={10} />
      <FormFailure message={fieldError ? undefined : answer?.message} />
      <button type="submit" className="button button--small" disabled={sending}>
        {intent === "add" ? "Add template" : "Save template"}
      </button>
    </StaffForm>
  );
}

function RemoveTemplate({
  index,
  name,
  fingerprint,
  answer,
}: {
  index: number;
  name: string;
  fingerprint: string;
  answer?: TemplatesAnswer;
}) {
  return (
    <details className="lead-delete" open={answer ? true : undefined}>
      <summary className="button button--outline button--small button--danger">
        Remove this template…
      </summary>
      <StaffForm
        intent="remove"
        part={`template-${index}-remove`}
        className="staff-form"
        aria-label={`Remove the template ${name}`}
      >
        <input type="hidden" name="fingerprint" value={fingerprint} />
        <input type="hidden" name="index" value={index} />
        <ConfirmBox
          id={`template-${index}-remove`}
          label={`Yes, remove the template "${name}"`}
          error={answer?.errors?.confirm}
        />
        <FormFailure message={answer?.errors?.confirm ? undefined : answer?.message} />
        <SendButton intent="remove" className="button button--small button--danger">
          Remove
        </SendButton>
      </StaffForm>
    </details>
  );
}
