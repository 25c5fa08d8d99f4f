/**
 * A lead's first response (decision 0029): the first time staff answered it, wherever that
 * happened. Set once, by whichever comes first: an e-mail reply queued from the lead's page, a
 * call or text logged there, or the status moved past New. Later answers leave it alone, so the
 * response-time figures measure the wait the visitor had.
 */
import { sql } from "drizzle-orm";
import type { FirstResponseChannel } from "~/lib/leads/vocabulary";
import type { Database, Transaction } from "../db/client.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";

/** Records the first response unless one is recorded; true when this one was the first. */
export async function markFirstResponse(
  db: Database | Transaction,
  leadId: string,
  channel: FirstResponseChannel,
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update lead
        set first_response_at = now(), first_response_channel = ${channel}
        where id = ${leadId} and first_response_at is null
        returning id`,
  );
  return rows.length > 0;
}
