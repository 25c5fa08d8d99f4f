/**
 * A lead's texts (issue 37, item 3): the thread, oldest first, each text with who wrote it, when,
 * and what became of it; a text that sounds like a stop is flagged with "Stop texting" beside it;
 * the form to send one, started from a reply template, with its length counted as she types (and
 * as rendered, without JavaScript). Plain form posts to the page's action (decision 0020).
 */
import { useState } from "react";
import { STAFF_TEXT_MAX } from "~/lib/texts/settings";
import {
  ConfirmBox,
  FormFailure,
  SendButton,
  StaffForm,
  TextAreaField,
} from "~/routes/staff/shared/form-kit";
import { TextingNotSetUp } from "~/routes/staff/shared/text-setup";
import type { LeadActionAnswer } from "./lead.server";
import type { TextLine, TextsView } from "./lead-texts.server";
import type { ReplySetup } from "./LeadReply";
import { TemplateChoice, useReplyBox } from "./ReplyTemplates";
import { textCountWords } from "./text-words";

export const TEXT_FORM = "lead-text-form";

export function TextsSection({
  view,
  templates,
  isOwner,
  answer,
}: {
  view: TextsView;
  /** The reply templates, filled in for this lead (their bodies only). */
  templates: ReplySetup["templates"];
  isOwner: boolean;
  /** The page's action answer: this section's when it is for "text" or "stop-texting". */
  answer?: LeadActionAnswer;
}) {
  const sendAnswer = answer?.intent === "text" ? answer : undefined;
  const stopAnswer = answer?.intent === "stop-texting" ? answer : undefined;
  // A text is the template's words only: no subject.
  const setup = {
    templates: templates.map((entry) => ({ ...entry, subject: "" })),
    chosen: -1,
    subject: "",
    body: "",
  };
  // Changes after a text was sent, so the box starts empty again.
  const formKey = view.texts.findLast((text) => text.out)?.id ?? "none";
  const box = useReplyBox(setup, sendAnswer);
  // What she typed, counted as she types; kept with the form it was typed in, so a new form after
  // a sent text counts its own empty box, not the text that went.
  const [typed, setTyped] = useState<{ form: string; body: string } | null>(null);
  const counted = typed?.form === formKey ? typed.body : box.text.body;
  const count = (body: string) => setTyped({ form: formKey, body });
  return (
    <section id="texts" aria-labelledby="texts-heading" className="lead-texts">
      <h2 id="texts-heading">Texts{view.number ? ` with ${view.number}` : ""}</h2>
      {view.texts.length === 0 ? (
        <p>No texts yet.</p>
      ) : (
        <ol className="lead-texts__list">
          {view.texts.map((text) => (
            <TextItem key={text.id} text={text} />
          ))}
        </ol>
      )}
      {view.texts.some((text) => text.likelyStop) && !view.stopped ? (
        <StopTexting answer={stopAnswer} />
      ) : null}
      {view.consentWhen ? (
        <p className="field__hint">
          {view.who} ticked “Text me about my request” on the form ({view.consentWhen}).
        </p>
      ) : null}
      {!view.status.on ? (
        <TextingNotSetUp meaning="no text can be sent from here" missing={view.status.missing} />
      ) : view.refusal ? (
        <p className="lead-texts__cannot">{view.refusal}</p>
      ) : (
        <>
          <TemplateChoice
            setup={setup}
            isOwner={isOwner}
            box={box}
            formId={TEXT_FORM}
            idPrefix="text"
            onFilled={(text) => count(text.body)}
          />
          <StaffForm
            key={`${box.startedFrom}:${formKey}`}
            intent="text"
            id={TEXT_FORM}
            aria-label="Send a text"
            className="staff-form lead-form"
            noValidate
          >
            <input type="hidden" name="shown" value={box.current} />
            <TextAreaField
              id="text-body"
              name="body"
              label={`Your text to ${view.number ?? "them"}`}
              rows={5}
              maxLength={STAFF_TEXT_MAX}
              defaultValue={box.text.body}
              error={sendAnswer?.errors?.body}
              onInput={(event) => count(event.currentTarget.value)}
            />
            <p className="lead-texts__count" aria-live="polite">
              {textCountWords(counted)}
            </p>
            <FormFailure message={sendAnswer?.errors?.body ? undefined : sendAnswer?.message} />
            <p className="field__hint">
              Texts go between 8:00 AM and 9:00 PM; one written later waits for 8:00 AM. Their
              answers arrive here.
            </p>
            <SendButton intent="text" busy="Sending…">
              Send text
            </SendButton>
          </StaffForm>
        </>
      )}
    </section>
  );
}

/** One text: who, when, the words, what became of it, and whether it sounds like a stop. */
function TextItem({ text }: { text: TextLine }) {
  return (
    <li className={`lead-texts__item lead-texts__item--${text.out ? "out" : "in"}`}>
      <p className="lead-texts__who">
        <strong>{text.who}</strong> · <time dateTime={text.at}>{text.when}</time>
        {text.unread ? <span className="lead-texts__new"> · New</span> : null}
      </p>
      <p className="lead-texts__body">{text.body}</p>
      {text.out ? (
        <p className="lead-texts__state">
          {text.state}
          {text.failure ? <span className="lead-texts__failure"> · {text.failure}</span> : null}
        </p>
      ) : null}
      {text.likelyStop ? (
        <p className="lead-texts__stop-flag">
          <strong>Likely stop:</strong> this sounds like they want no more texts.
        </p>
      ) : null}
    </li>
  );
}

/** "Stop texting", under a thread with a likely stop: confirmed, as it cannot be undone here. */
function StopTexting({ answer }: { answer?: LeadActionAnswer }) {
  return (
    <StaffForm intent="stop-texting" className="staff-form lead-texts__stop">
      <p>
        No text will go to this number again, from this lead or any other. This cannot be undone
        here: only they can start texts again, by texting START.
      </p>
      <ConfirmBox
        id="lead-stop-texting"
        label="Yes, send no more texts to this number"
        error={answer?.errors?.confirm}
      />
      <SendButton intent="stop-texting" className="button button--small button--outline">
        Stop texting
      </SendButton>
    </StaffForm>
  );
}
