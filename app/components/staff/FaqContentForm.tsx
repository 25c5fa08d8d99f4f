import { lazy, Suspense, useState } from "react";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import {
  faqFieldFor,
  faqFormSchema,
  htmlToParagraphs,
  paragraphsToHtml,
  richAnswer,
  type FaqPair,
} from "~/lib/staff/faq-form";
import { EntryActions } from "./EntryActions";
import { TextField, useApiForm } from "./form-kit";
import { useKeyedList } from "./use-keyed-list";
import { useUnsavedWarning } from "./use-unsaved-warning";
import { FormFailure } from "./FormFailure";

// Tiptap loads with the form, not with the staff area's first page.
const RichTextEditor = lazy(() =>
  import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })),
);

/**
 * How a page draws the answers: a treatment page's are rich text, an ads page's plain paragraphs
 * (the editor's paragraphs are saved as text with a blank line between them).
 */
const ANSWER_NOTES = {
  html: "Answers may use bold, italics, headings and lists. Questions are shown as plain text.",
  text: "The ads page shows questions and answers as plain text: paragraphs are kept, bold and lists are not.",
} as const;

/**
 * One page's questions and answers: edit, add, remove, move up or down, and save the whole list
 * into the draft as `record` (a treatment's `faqs.tattoo`, an ads page's `landingFaqs.ipl`).
 */
export function FaqContentForm({
  record,
  answers,
  label,
  value,
  seen,
  csrfToken,
  onSaved,
}: {
  record: `faqs.${string}` | `landingFaqs.${string}`;
  answers: keyof typeof ANSWER_NOTES;
  label: string;
  value: FaqPair[];
  seen: string;
  csrfToken: string;
  onSaved: (seen: string) => void;
}) {
  // How many pairs the form holds now: the API's error paths are mapped for each of them.
  const [count, setCount] = useState(value.length);
  const api = useApiForm({
    schema: faqFormSchema,
    defaults: { csrfToken, seen, faqs: value },
    endpoint: withParams(staffContentSave, { record }),
    fieldFor: faqFieldFor(count),
    toPayload: (values) => ({ csrfToken: values.csrfToken, seen: values.seen, value: values.faqs }),
    onSuccess: (answer) => {
      // Saved: what the form holds is no longer "unsaved" (the warning below stops).
      api.form.reset({ ...api.form.getValues(), seen: answer.seen });
      onSaved(answer.seen);
    },
  });
  useUnsavedWarning(api.form.formState.isDirty);
  const { form } = api;
  const pairs = useKeyedList(value, (next) => {
    setCount(next.length);
    form.setValue("faqs", next, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
  });
  const baseId = api.field("faqs").id;
  const errors = form.formState.errors.faqs;
  const pairId = (key: string, part: string) => `${baseId}-${key}-${part}`;

  return (
    <form
      {...api.formProps}
      aria-label={`Questions and answers: ${label}`}
      className="staff-editor"
    >
      <p className="staff-note">{ANSWER_NOTES[answers]}</p>
      {pairs.items.length === 0 ? <p>No questions yet: the page shows no FAQ section.</p> : null}
      <ol className="staff-lines">
        {pairs.items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={item.key}>
              <fieldset className="staff-pair">
                <legend>Question {n}</legend>
                <TextField
                  id={pairId(item.key, "question")}
                  label="Question"
                  required
                  value={item.value.questions}
                  error={errors?.[index]?.questions?.message}
                  onChange={(event) =>
                    pairs.update(item.key, { ...item.value, questions: event.target.value })
                  }
                  autoComplete="off"
                />
                <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
                  <RichTextEditor
                    label="Answer"
                    value={
                      answers === "text" ? paragraphsToHtml(item.value.answers) : item.value.answers
                    }
                    error={errors?.[index]?.answers?.message}
                    onChange={(html) =>
                      pairs.update(item.key, {
                        ...item.value,
                        answers: answers === "text" ? htmlToParagraphs(html) : richAnswer(html),
                      })
                    }
                  />
                </Suspense>
                <EntryActions
                  name={`question ${n}`}
                  {...pairs.entryActions(
                    item.key,
                    index,
                    (action) => pairId(item.key, action),
                    (next) => (next ? pairId(next, "question") : `${baseId}-add`),
                  )}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={`${baseId}-add`}
        className="button button--outline button--small"
        onClick={() =>
          pairs.focusLater(pairId(pairs.add({ questions: "", answers: "" }), "question"))
        }
      >
        Add a question
      </button>
      <FormFailure message={api.failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        Save in the draft
      </button>
    </form>
  );
}
