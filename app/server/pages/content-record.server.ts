/** What a content editor page loads for its record: the draft's value, its fingerprint, its history. */
import type { PageLoadContext } from "~/load-context";
import type { RecordPath } from "~/lib/content/records";
import { spaDateTime } from "~/lib/staff/leads";

export async function loadContentRecord(context: PageLoadContext, path: RecordPath) {
  const { editor } = context.services.staff;
  const [record, history] = await Promise.all([editor.record(path), editor.history(path)]);
  return {
    value: record.value,
    seen: record.seen,
    /** As `RecordHistory` shows them: newest first, dates in the spa's time zone. */
    history: history.map((entry) => ({
      version: entry.version,
      publishedAt: spaDateTime(entry.publishedAt.toISOString()),
      summary: entry.summary,
      by: entry.by,
    })),
  };
}
