import type { ReactNode } from "react";
import type { FaqPair } from "./faq-form";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { PreviewThis, RecordHistory, type RecordVersion } from "../ContentForms";
import { FaqContentForm } from "./FaqContentForm";
import type { PendingChange } from "../save-publish";
import { BackLink } from "~/routes/staff/shared/BackLink";

const HEADING_ID = "faq-heading";

/**
 * The page of one FAQ record (a treatment's `faqs.<id>` or an ads page's `landingFaqs.<id>`): its
 * form, posted to the page's action (the saved notice follows the redirect, in the staff layout's
 * notice bar), and the record's published versions.
 */
export function FaqRecordPage({
  record,
  answers,
  label,
  intro,
  value,
  seen,
  history,
  answer,
  recordLabel,
  inDraft,
  preview,
  changes,
}: {
  record: `faqs.${string}` | `landingFaqs.${string}`;
  answers: "html" | "text";
  label: string;
  intro: ReactNode;
  value: FaqPair[];
  seen: string;
  history: RecordVersion[];
  /** The page's action answer (a refused save). */
  answer: RecordSaveAnswer | undefined;
  /** From loadContentRecord: the record's name, whether the draft changes it, its preview. */
  recordLabel?: string;
  inDraft?: boolean;
  preview?: string;
  /** The draft's changes, for "Save and publish". */
  changes: readonly PendingChange[];
}) {
  return (
    <>
      <BackLink to="/staff/content">Site content</BackLink>
      <h1 id={HEADING_ID}>FAQs: {label}</h1>
      <p>{intro}</p>
      {preview ? <PreviewThis to={preview} page="the page that shows them" /> : null}
      {/* Saved, restored or changed by a colleague: drawn again from what is stored now. */}
      <FaqContentForm
        key={seen}
        record={record}
        answers={answers}
        labelledBy={HEADING_ID}
        value={value}
        seen={seen}
        answer={answer}
        changes={changes}
      />
      <RecordHistory record={record} versions={history} label={recordLabel} inDraft={inDraft} />
    </>
  );
}
