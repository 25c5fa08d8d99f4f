/**
 * What saving a record of the draft, publishing the draft and restoring a record's earlier version
 * do, for the staff JSON API's handlers and the editor pages' route actions alike (decisions 0012,
 * 0020, 0024). A refusal is an
 * answer, not an exception, so an action can show it beside its form.
 */
import { join } from "node:path";
import { getRecord, recordPathText, type RecordPath } from "~/lib/content/records";
import { recordLabel } from "~/routes/staff/content/draft-changes";
import { VALIDATION_MESSAGE } from "../../api/http-errors.server";
import type { Database } from "../../db/client.server";
import { EditorError, editorFingerprint, type ContentEditor } from "../../content/editor.server";
import { imagePathErrors } from "../../content/image-check.server";
import { recordEvent } from "../privacy/events.server";
import { sanitizeRecord } from "./record-sanitize.server";

export interface ContentRefusal {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
  /** Field errors of a 400, keyed by the field's path inside the record. */
  errors?: Record<string, string>;
}

async function refusalOf<T>(work: Promise<T>): Promise<T | ContentRefusal> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof EditorError)) throw error;
    return { ok: false, status: error.status, message: error.message, errors: error.errors };
  }
}

export function createContentWork(
  db: Database,
  contentDir: string,
  editor: ContentEditor,
  /** The published content is live: this server's cache of it is dropped. */
  onPublished: () => void,
) {
  // Where /media serves the content's own files from (http-app.server.ts).
  const mediaDir = join(contentDir, "media");
  return {
    /**
     * Saves one record of the draft, sanitized, unless someone saved it since `seen`.
     * Answers the draft's revision and the record's fingerprint as the editor page loads it.
     */
    async save(path: RecordPath, seen: string, posted: unknown, actorId: string) {
      const value = sanitizeRecord(path, posted);
      const imageErrors = await imagePathErrors(db, mediaDir, value);
      if (Object.keys(imageErrors).length > 0) {
        const message = VALIDATION_MESSAGE;
        return { ok: false, status: 400, message, errors: imageErrors } satisfies ContentRefusal;
      }
      return refusalOf(
        editor.saveRecord(path, seen, value, actorId).then((draft) => ({
          ok: true as const,
          message: "Saved in the draft. Preview it, then publish to make it live.",
          revision: draft.revision,
          // As the editor page loads it (the salon record without config_emailid): the page
          // keeps its form and shows the saved notice only when the two agree.
          seen: editorFingerprint(path, getRecord(draft.content, path) ?? null),
        })),
      );
    },

    /** Publishes the draft (409 when there is nothing to publish). */
    async publish(actorId: string, summary: string) {
      return refusalOf(
        editor
          .publish(actorId, summary || "Published from the staff area")
          .then(async (version) => {
            // This server at once; the others when the commit's notification reaches them.
            onPublished();
            await recordEvent(db, {
              actorId,
              action: "content_published",
              detail: `version ${version}`,
            });
            return {
              ok: true as const,
              message: `Published: version ${version} is live.`,
              version,
            };
          }),
      );
    },

    /**
     * Puts `path` as it was in `version` into the draft only (decision 0024): the live site
     * changes when the draft is published. An unknown version, or one without the record, is a
     * 404 refusal.
     */
    async restore(path: RecordPath, version: number, actorId: string) {
      return refusalOf(
        editor.restore(path, version, actorId).then(async (revision) => {
          await recordEvent(db, {
            actorId,
            action: "content_restored",
            detail: `${recordPathText(path)} from version ${version}`,
          });
          const label = recordLabel(path, (await editor.draft()).content);
          return {
            ok: true as const,
            message: `${label}, as it was in version ${version}, is in the draft. Publish the draft to make it live.`,
            revision,
          };
        }),
      );
    },
  };
}
