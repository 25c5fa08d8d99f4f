import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FaqPair } from "~/lib/staff/faq-form";
import { PreviewThis, RecordHistory, type RecordVersion } from "./ContentForms";
import { FaqContentForm } from "./FaqContentForm";
import { SavedNotice } from "./SavedNotice";
import { useFormKey } from "./use-form-key";

/**
 * The page of one FAQ record (a treatment's `faqs.<id>` or an ads page's `landingFaqs.<id>`): its
 * form, the saved notice and the record's published versions.
 */
export function FaqRecordPage({
  record,
  answers,
  label,
  intro,
  value,
  seen,
  history,
  csrfToken,
  recordLabel,
  inDraft,
  preview,
}: {
  record: `faqs.${string}` | `landingFaqs.${string}`;
  answers: "html" | "text";
  label: string;
  intro: ReactNode;
  value: FaqPair[];
  seen: string;
  history: RecordVersion[];
  csrfToken: string;
  /** From loadContentRecord: the record's name, whether the draft changes it, its preview. */
  recordLabel?: string;
  inDraft?: boolean;
  preview?: string;
}) {
  const form = useFormKey(`${record}:${seen}`);
  return (
    <>
      <p>
        <Link to="/staff/content">Site content</Link>
      </p>
      <h1>FAQs: {label}</h1>
      <p>{intro}</p>
      {preview ? <PreviewThis to={preview} page="the page that shows them" /> : null}
      <FaqContentForm
        key={form.key}
        record={record}
        answers={answers}
        label={label}
        value={value}
        seen={seen}
        csrfToken={csrfToken}
        onSaved={(next) => form.onSaved(`${record}:${next}`)}
      />
      {form.saved ? <SavedNotice saved={seen} /> : null}
      <RecordHistory
        record={record}
        versions={history}
        csrfToken={csrfToken}
        label={recordLabel}
        inDraft={inDraft}
      />
    </>
  );
}
