/** What a content editor page loads for its record: the draft's value, its fingerprint, its history. */
import type { PageLoadContext } from "~/load-context";
import { recordPathText, type RecordPath } from "~/lib/content/records";
import { previewLink, recordLabel, recordPage, touches } from "./draft-changes";
import { spaDateTimeWords } from "~/lib/staff/dates";

/** A published version as `RecordHistory` shows it (newest first): its date in the spa's time zone. */
export const versionWords = (entry: {
  version: number;
  publishedAt: Date;
  summary: string;
  by: string | null;
}) => ({
  version: entry.version,
  publishedAt: spaDateTimeWords(entry.publishedAt.toISOString()),
  summary: entry.summary,
  by: entry.by,
});

export async function loadContentRecord(context: PageLoadContext, path: RecordPath) {
  const { editor } = context.services.staff;
  const [record, history, { draft, changes }] = await Promise.all([
    editor.record(path),
    editor.history(path),
    editor.changes(),
  ]);
  return {
    value: record.value,
    seen: record.seen,
    /** The record in the owner's words, for `RecordHistory`'s `label` ("Facials menu"). */
    recordLabel: recordLabel(path, draft.content),
    /** Whether the draft changes it already (`RecordHistory`'s `inDraft`). */
    inDraft: touches(changes, recordPathText(path)),
    /** Everything the draft changes (`SaveBar` says what else "Save and publish" puts live). */
    changes: changes.map(({ record, label }) => ({ record, label })),
    /** The staff preview of the public page that shows it (`PreviewThis`). */
    preview: previewLink(recordPage(path, draft.content)),
    history: history.map(versionWords),
  };
}
