/** The owner's reply templates (`owner_setting` key `reply_templates`), with their audit row. */
import { createHash } from "node:crypto";
import {
  DEFAULT_REPLY_TEMPLATES,
  replyTemplatesSchema,
  type ReplyTemplate,
} from "~/lib/staff/reply-templates";
import type { Database } from "../../db/client.server";
import { recordEvent } from "../privacy/events.server";
import {
  defineOwnerSetting,
  readOwnerSetting,
  writeOwnerSetting,
} from "../accounts/owner-settings.server";

export const REPLY_TEMPLATES = defineOwnerSetting(
  "reply_templates",
  replyTemplatesSchema,
  DEFAULT_REPLY_TEMPLATES,
);

export function createReplyTemplates(db: Database) {
  return {
    /** The owner's templates (the defaults until she saves her own). */
    list: () => readOwnerSetting(db, REPLY_TEMPLATES),
    /** What the templates page's forms post back, so a stale page is refused. */
    fingerprint: (templates: ReplyTemplate[]) => templatesFingerprint(templates),
    /** Stores the whole list, recorded as reply_templates_changed (counts only). */
    save: (templates: ReplyTemplate[], actorId: string) =>
      db.transaction(async (tx) => {
        await writeOwnerSetting(tx, REPLY_TEMPLATES, templates, actorId);
        await recordEvent(tx, {
          actorId,
          action: "reply_templates_changed",
          detail: `${templates.length} template${templates.length === 1 ? "" : "s"}`,
        });
      }),
  };
}

export type ReplyTemplates = ReturnType<typeof createReplyTemplates>;

/** A short fingerprint of the stored list: a page's forms post it, a stale page is refused. */
export function templatesFingerprint(templates: ReplyTemplate[]): string {
  return createHash("sha256").update(JSON.stringify(templates)).digest("base64url").slice(0, 16);
}
