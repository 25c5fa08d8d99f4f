import { lazy, Suspense, useState } from "react";
import {
  faqFieldName,
  faqFormSchema,
  htmlToParagraphs,
  paragraphsToHtml,
  richAnswer,
  typedPairs,
  type FaqPair,
} from "./faq-form";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { EntryActions, RowButton } from "../EntryActions";
import { TextField } from "~/routes/staff/shared/form-kit";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";
import { SaveBar } from "../SaveBar";
import type { PendingChange } from "../save-publish";
import { useKeyedList } from "~/routes/staff/shared/use-keyed-list";

// Tiptap loads with the form, not with the staff area's first page.
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({
    default: module.RichTextEditor,
  })),
);

/**
 * How a page draws the answers: a treatment page's are rich text, an ads page's plain paragraphs
 * (the editor's paragraphs are saved as text with a blank line between them).
 */
const ANSWER_NOTES = {
  html: "Answers may use bold, italics, headings and lists. Questions are shown as plain text.",
  text: "The ads page shows questions and answers as plain text: paragraphs are kept, bold and lists are not.",
} as const;

interface FaqFormProps {
  record: `faqs.${string}` | `landingFaqs.${string}`;
  answers: keyof typeof ANSWER_NOTES;
  /** The id of the heading naming the form. */
  labelledBy: string;
  value: FaqPair[];
  seen: string;
  /** The page's action answer: a refused save of this record shows in place. */
  answer: RecordSaveAnswer | undefined;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}

/**
 * One page's questions and answers, saved as one record (a treatment's `faqs.tattoo`, an ads
 * page's `landingFaqs.ipl`) by a plain form post to the page's action (decision 0020). Every pair's
 * fields are named from its place ("2.questions"); an answer's rich-text editor writes into a
 * hidden field, so a post without JavaScript sends the stored answer unchanged. Adding, moving
 * and removing questions and editing answers need JavaScript; the questions are plain fields.
 */
export function FaqContentForm({
  record,
  answers,
  labelledBy,
  value,
  seen,
  answer,
  changes,
}: FaqFormProps) {
  const api = useRecordForm({ record, seen, schema: faqFormSchema, answer });
  // A refused save starts the form again from what was typed (without JavaScript, a new page).
  const [initial] = useState(() => (answer?.record === record ? typedPairs(answer.fields) : value));
  const pairs = useKeyedList(initial, api.edited);
  const pairId = (key: string, part: string) => `${record}-${key}-${part}`;
  const addId = `${record}-add`;
  const addPair = () =>
    pairs.focusLater(pairId(pairs.add({ questions: "", answers: "" }), "question"));

  return (
    <div>
      <RecordFormShell {...api.shell} aria-labelledby={labelledBy} className="staff-editor">
        <p className="staff-note">{ANSWER_NOTES[answers]}</p>
        {pairs.items.length === 0 ? <p>No questions yet: the page shows no FAQ section.</p> : null}
        <ol className="staff-lines">
          {pairs.items.map((item, index) => {
            const n = index + 1;
            const question = api.field(faqFieldName(index, "questions"));
            const answerField = api.field(faqFieldName(index, "answers"));
            return (
              <li key={item.key}>
                <fieldset className="staff-pair">
                  <legend>Question {n}</legend>
                  <TextField
                    id={pairId(item.key, "question")}
                    name={question.name}
                    label="Question"
                    required
                    value={item.value.questions}
                    error={question.error}
                    onChange={(event) =>
                      pairs.update(item.key, { ...item.value, questions: event.target.value })
                    }
                    autoComplete="off"
                  />
                  {/* The editor needs JavaScript: without it, the answer is sent as stored. */}
                  <input type="hidden" name={answerField.name} value={item.value.answers} />
                  <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
                    <RichTextEditor
                      label="Answer"
                      value={
                        answers === "text"
                          ? paragraphsToHtml(item.value.answers)
                          : item.value.answers
                      }
                      error={answerField.error}
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
                      (next) => (next ? pairId(next, "question") : addId),
                    )}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
        <RowButton id={addId} onClick={addPair}>
          Add a question
        </RowButton>
        <SaveBar {...api.saveBar} changes={changes} />
      </RecordFormShell>
    </div>
  );
}
