/**
 * Answering a lead from its page (issue 19): an e-mail reply started from one of the owner's
 * templates, and one tap to log a call or a text made with the page's tel: and sms: links.
 * Plain form posts to the page's action (decision 0020); the templates are links the loader reads
 * (`?template=N`), so all of it works without JavaScript.
 */
import { useState, type FormEvent } from "react";
import {
  checkForm,
  formFields,
  VALIDATION_MESSAGE,
  type FieldErrors,
} from "~/lib/forms/form-check";
import { leadReplySchema } from "~/lib/staff/reply-templates";
import { ReplyFields } from "~/routes/staff/shared/ReplyFields";
import {
  type FormAnswer,
  FormFailure,
  namedFields,
  StaffForm,
  TextAreaField,
  TextField,
  useSending,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import { MailNotSetUp } from "~/routes/staff/shared/mail-setup";
import type { LeadActionAnswer } from "./lead.server";
import { EmailAddress } from "./LeadWork";
import { TemplateChoice, useReplyBox } from "./ReplyTemplates";
import type { ReplyText } from "./reply-box";

export interface ReplySetup {
  /** Whether a reply can be sent from here: SMTP set up, and the lead has an address. */
  state: "ready" | "no-mail" | "no-address";
  email: string;
  mailtoHref: string | null;
  /** Every template, filled in for this lead. */
  templates: ({ name: string } & ReplyText)[];
  chosen: number;
  subject: string;
  body: string;
}

/** The "Reply by e-mail" section of a lead's page. */
export function ReplySection({
  setup,
  isOwner,
  formKey,
  answer,
}: {
  setup: ReplySetup;
  isOwner: boolean;
  /** Changes after a reply was sent, so the form starts again from the template. */
  formKey: string;
  answer?: LeadActionAnswer;
}) {
  const box = useReplyBox(setup, answer);
  return (
    <section id="reply" aria-labelledby="reply-heading" className="lead-reply">
      <h2 id="reply-heading">Reply by e-mail</h2>
      {setup.state === "no-address" ? (
        <p>
          This lead has no e-mail address (it may have been anonymized), so no reply can be sent.
        </p>
      ) : setup.state === "no-mail" ? (
        <>
          <MailNotSetUp meaning="replies cannot be sent from here" />
          {setup.mailtoHref ? (
            <p>
              <a href={setup.mailtoHref} className="staff-row">
                Write to {setup.email} from your own e-mail
              </a>
            </p>
          ) : null}
          {answer?.typed ? <TypedReply typed={answer.typed} message={answer.message} /> : null}
        </>
      ) : (
        <>
          <TemplateChoice setup={setup} isOwner={isOwner} box={box} />
          <ReplyForm
            key={`${box.startedFrom}:${formKey}`}
            setup={setup}
            text={box.text}
            shown={box.current}
            answer={answer}
          />
        </>
      )}
    </section>
  );
}

/** A reply that could not be sent from here: what was typed, to copy into one's own e-mail. */
function TypedReply({
  typed,
  message,
}: {
  typed: NonNullable<LeadActionAnswer["typed"]>;
  message: string;
}) {
  return (
    <div className="staff-form">
      <FormFailure message={message} />
      <TextField
        id="reply-typed-subject"
        label="Your subject"
        readOnly
        defaultValue={typed.subject}
      />
      <TextAreaField
        id="reply-typed-body"
        label="Your message (copy it into your e-mail)"
        readOnly
        rows={8}
        defaultValue={typed.body}
      />
    </div>
  );
}

function ReplyForm({
  setup,
  text,
  shown,
  answer,
}: {
  setup: ReplySetup;
  /** What the box starts with: the template, or what she typed. */
  text: ReplyText;
  /** The template the box started from (posted, so a template chosen next can ask first). */
  shown: number;
  answer?: LeadActionAnswer;
}) {
  // With JavaScript the page checks the fields first, with the action's own schema.
  const [checked, setChecked] = useState<{ errors: FieldErrors } | null>(null);
  const errors = checked?.errors ?? answer?.errors ?? {};
  const message = checked ? VALIDATION_MESSAGE : answer?.message;
  const field = namedFields("reply", text, errors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = checkForm(leadReplySchema, formFields(new FormData(event.currentTarget)));
    if (result.ok) return setChecked(null);
    event.preventDefault();
    setChecked({ errors: result.errors });
    const first = Object.keys(result.errors)[0];
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  return (
    <StaffForm
      intent="reply"
      id="lead-reply-form"
      aria-label="Reply by e-mail"
      className="staff-form lead-form"
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="shown" value={shown} />
      <p className="lead-reply__to">
        To:{" "}
        <strong>
          <EmailAddress address={setup.email} />
        </strong>
      </p>
      <ReplyFields field={field} rows={12} />
      <FormFailure message={errors.subject || errors.body ? undefined : message} />
      <p className="field__hint">Answers to this e-mail come back to the spa&apos;s own address.</p>
      <SendButton intent="reply" busy="Sending…">
        Send reply
      </SendButton>
    </StaffForm>
  );
}

/** One tap to record a call or a text made with the page's links (the lead's first response). */
export function LogContactForm({ answer }: { answer?: FormAnswer }) {
  const calling = useSending("log-call");
  const texting = useSending("log-text");
  return (
    <StaffForm part="log" className="lead-log" aria-label="Log a call or a text">
      <p className="lead-log__label">Called or texted them?</p>
      <div className="lead-log__buttons">
        <button
          type="submit"
          name="intent"
          value="log-call"
          className="button button--outline button--small"
          disabled={calling || texting}
        >
          Log a call
        </button>
        <button
          type="submit"
          name="intent"
          value="log-text"
          className="button button--outline button--small"
          disabled={calling || texting}
        >
          Log a text
        </button>
      </div>
      <FormFailure message={answer?.message} />
    </StaffForm>
  );
}
