/**
 * The action's half of "Save and publish" (decision 0040): every editor's save calls it once its
 * record is in the draft, and it publishes the whole draft when the post asked for it, with the
 * same service as Site content's Publish. The note is checked before anything is saved, so a bad
 * one stores nothing.
 */
import { recordLabel } from "./draft-changes";
import { z } from "zod/mini";
import { recordPathText, type RecordPath } from "~/lib/content/records";
import { contentPublishSchema } from "~/lib/staff/schemas";
import { checkForm } from "~/lib/forms/form-check";
import type { StaffActionArgs } from "../shared/staff-action.server";
import { otherChanges, PUBLISH_AFTER, PUBLISH_NOTE } from "./save-publish";

const NOTE_MAX_LENGTH = 400;
/** Site content's note, without the token the layout's guard has checked already. */
const noteSchema = z.object({ summary: contentPublishSchema.shape.summary });

/** What the post asks: `false` (save only), the note to publish with, or why the note is refused. */
export type PublishRequest = false | { note: string } | { refused: string };

export function publishRequest(form: FormData): PublishRequest {
  if (form.get(PUBLISH_AFTER.name) !== PUBLISH_AFTER.value) return false;
  const note = String(form.get(PUBLISH_NOTE) ?? "")
    .slice(0, NOTE_MAX_LENGTH)
    .trim();
  const checked = checkForm(noteSchema, { summary: note || undefined });
  return checked.ok ? { note } : { refused: checked.errors.summary ?? "Shorten the note." };
}

type Signed = Pick<StaffActionArgs<"contentEditor">, "services" | "identity" | "done">;

/**
 * After the save answered `saved`: back to `to` with it, or, when the post asked, the draft
 * published first and both said. A refused publish keeps the save and says why nothing went live.
 */
export async function finishSave(
  { services, identity, done }: Signed,
  request: PublishRequest,
  path: RecordPath,
  to: string,
  saved: string,
): Promise<Response> {
  if (!request || "refused" in request) return done(to, saved);
  const { editor, contentWork } = services.staff;
  const { draft, changes } = await editor.changes();
  // A draft the same as the live site: publishing would add a version that changes nothing.
  if (changes.length === 0) {
    return done(to, "Nothing to publish: the site already shows this.", "warning");
  }
  const summary = request.note || `${recordLabel(path, draft.content)}, from its editor`;
  const published = await contentWork.publish(identity.userId, summary);
  if (!published.ok) return done(to, `Not published: ${published.message}`, "warning");
  const others = otherChanges(changes, recordPathText(path)).length;
  const also =
    others > 0 ? ` with ${others === 1 ? "1 other change" : `${others} other changes`}` : "";
  return done(to, `Saved and published${also}: version ${published.version} is live.`);
}
