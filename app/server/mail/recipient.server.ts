/**
 * Where new-lead notifications go: MAIL_TO when the operator set it, else the owners' setting
 * `lead_notification_email`. Only an owner changes that setting (on /staff/accounts); it is not
 * part of the published content, which any member may edit once the owners allow it, and it is
 * not in the public API. The content files' `config_emailid` is its first value only: adopted
 * once, when no owner has chosen one yet.
 */
import { sql } from "drizzle-orm";
import { notificationEmailSchema } from "~/lib/staff/schemas";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { defineOwnerSetting, readOwnerSetting } from "../staff/accounts/owner-settings.server";
import { RecipientError } from "./outbox.server";

/** An address, or "" for none (notifications then wait in the outbox until one is set). */
export const LEAD_NOTIFICATION_EMAIL = defineOwnerSetting(
  "lead_notification_email",
  notificationEmailSchema.shape.email,
  "",
);

/**
 * The content's `config_emailid` becomes the setting when there is none yet (a new database, or
 * one from before the setting existed). Runs at every start; a setting an owner chose stays.
 */
export async function adoptNotificationAddress(db: Database) {
  await db.execute(sql`
    insert into ${t.ownerSetting} (key, value)
    select ${LEAD_NOTIFICATION_EMAIL.key}, to_jsonb(trim(${t.salon.configEmailid}))
    from ${t.salon}
    where ${t.salon.id} = 1
    on conflict (key) do nothing`);
}

/** The recipient, read at every round that has something to send, so a change applies at once. */
export function notificationRecipient(db: Database, override?: string): () => Promise<string> {
  if (override) return async () => override;
  return async () => {
    // A database seeded after this server started has content but no setting yet.
    await adoptNotificationAddress(db);
    const email = await readOwnerSetting(db, LEAD_NOTIFICATION_EMAIL);
    if (!email) {
      throw new RecipientError(
        "no address to send lead notifications to: an owner sets it on the staff accounts page, or set MAIL_TO",
      );
    }
    return email;
  };
}
