/**
 * Content changes reach every app server: whatever changes content (an import today, the staff
 * editor's publish next) bumps the content version and sends a PostgreSQL notification in the same
 * transaction, so it is delivered exactly when the change commits. Each server listens and drops
 * its cached content at once instead of serving it until the cache expires.
 */
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Transaction } from "../db/client.server";
import { contentState } from "../db/schema.server";
import type { Logger } from "../logger.server";

export const CONTENT_CHANNEL = "content_changed";

/** Bumps the content version and announces it; call inside the transaction that changed content. */
export async function markContentChanged(tx: Database | Transaction): Promise<number> {
  const [row] = await tx
    .insert(contentState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentState.id,
      set: { version: sql`${contentState.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: contentState.version });
  const version = row?.version ?? 0;
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`);
  return version;
}

/**
 * The owners' choice whether members with the `staff` role may edit content. It lives on the
 * content state's one row; it is read with every staff session (sessions.server.ts), so it holds
 * on every app server at once.
 */
export async function setStaffMayEditContent(db: Database, staffMayEdit: boolean): Promise<void> {
  await db
    .insert(contentState)
    .values({ id: 1, version: 0, staffMayEdit })
    .onConflictDoUpdate({ target: contentState.id, set: { staffMayEdit } });
}

export async function staffMayEditContent(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ staffMayEdit: contentState.staffMayEdit })
    .from(contentState)
    .limit(1);
  return row?.staffMayEdit ?? false;
}

/** The current content version (0 before any change was recorded). */
export async function contentVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: contentState.version }).from(contentState).limit(1);
  return row?.version ?? 0;
}

/**
 * Calls `onChange` whenever content changes, on this server or another. After a lost connection
 * to PostgreSQL it calls it once more, since notifications sent meanwhile were missed.
 */
export function watchContentChanges(
  handle: DatabaseHandle,
  onChange: () => void,
  logger: Logger,
): Promise<() => Promise<void>> {
  return handle.listen(CONTENT_CHANNEL, onChange, () => {
    logger.warn("content change feed reconnected; cached content dropped");
    onChange();
  });
}
