/**
 * Review requests after a visit (issue 30, decision 0044): queued when staff mark a lead "Came
 * in", in the same transaction as the status; the stop (one-click unsubscribe or the link) and
 * the buttons' clicks; what an erasure removes.
 *
 * Queueing asks everyone who came in, whatever their status before (no gating): only the owner's
 * switch, a missing or unusable address, a stop, and the 180-day rule (one request per address
 * per 180 days, whatever form) keep a request from being queued. Two app servers marking two
 * leads of one person at once serialise on an advisory lock on the address's keyed hash, so at
 * most one is queued. The request and its one reminder are two outbox rows due at the owner's
 * times (`next_attempt_at`): the outbox sends each once across servers, retried; the reminder's
 * delivery skips it after a click or a stop.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { acknowledgeableAddress } from "~/lib/leads/acknowledgement";
import type { LeadKind } from "~/lib/leads/vocabulary";
import {
  ASK_AGAIN_AFTER_DAYS,
  DEFAULT_REVIEW_SETTINGS,
  reminderDueAt,
  requestDueAt,
  reviewSettingsSchema,
  tokenExpiresAt,
} from "~/lib/reviews/settings";
import type { ReviewSiteId } from "~/lib/reviews/message";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import { addressHash } from "../mail/acknowledgement.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { defineOwnerSetting, readOwnerSetting } from "../staff/accounts/owner-settings.server";

/** The owner's switch, timing and words (`/staff/reviews`). */
export const REVIEW_SETTINGS = defineOwnerSetting(
  "review_requests",
  reviewSettingsSchema,
  DEFAULT_REVIEW_SETTINGS,
);

/** The `app_secret` row that keys the address hashes of requests and stops. */
export const REVIEW_SECRET = "review_hmac_key";

export type VisitOutcome =
  | { outcome: "queued"; requestDue: Date; reminderDue: Date }
  | { outcome: "off" | "not-a-client" | "no-address" | "stopped" | "asked-recently" | "exists" };

/** What queueing needs besides the transaction: the key, and whether e-mail can be sent. */
export interface ReviewQueueDeps {
  secret: string;
  /** False without SMTP_URL: nothing is queued that could never be sent. */
  mail: boolean;
  now?: () => Date;
}

/** The address a lead's e-mails go to, or undefined (anonymised, unusable, gone). */
export async function leadAddress(db: Database | Transaction, id: string) {
  const [row] = await rowsOf<{ email: string }>(
    db,
    sql`select email from lead where id = ${id}::uuid`,
  );
  return row ? acknowledgeableAddress(row.email) : undefined;
}

/**
 * Queues the review request and its reminder for a lead that came in, inside the caller's
 * transaction (the status change). Career applications are not clients: none.
 */
export async function queueReviewRequest(
  tx: Transaction,
  deps: ReviewQueueDeps,
  lead: { kind: LeadKind; id: string },
): Promise<VisitOutcome> {
  if (!deps.mail) return { outcome: "off" };
  if (lead.kind === "career") return { outcome: "not-a-client" };
  const settings = await readOwnerSetting(tx, REVIEW_SETTINGS);
  if (!settings.enabled) return { outcome: "off" };
  const address = await leadAddress(tx, lead.id);
  if (!address) return { outcome: "no-address" };
  const hash = addressHash(deps.secret, address);
  // One person, two leads marked at once on two servers: the second waits here, then sees the first.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${hash}`}))`);
  const [stop] = await tx
    .select({ hash: t.reviewStop.addressHash })
    .from(t.reviewStop)
    .where(eq(t.reviewStop.addressHash, hash));
  if (stop) return { outcome: "stopped" };
  const [recent] = await tx
    .select({ id: t.reviewRequest.id })
    .from(t.reviewRequest)
    .where(
      and(
        eq(t.reviewRequest.addressHash, hash),
        gt(t.reviewRequest.visitedAt, sql`now() - ${`${ASK_AGAIN_AFTER_DAYS} days`}::interval`),
      ),
    )
    .limit(1);
  if (recent) return { outcome: "asked-recently" };
  const visit = deps.now?.() ?? new Date();
  const requestDue = requestDueAt(visit, settings);
  const reminderDue = reminderDueAt(requestDue, settings);
  const inserted = await tx
    .insert(t.reviewRequest)
    .values({
      leadId: lead.id,
      addressHash: hash,
      token: randomBytes(18).toString("base64url"),
      visitedAt: visit,
      expiresAt: tokenExpiresAt(reminderDue),
    })
    .onConflictDoNothing()
    .returning({ id: t.reviewRequest.id });
  if (inserted.length === 0) return { outcome: "exists" };
  await tx
    .insert(t.mailOutbox)
    .values([
      {
        purpose: "review_request",
        leadId: lead.id,
        nextAttemptAt: requestDue,
      },
      {
        purpose: "review_reminder",
        leadId: lead.id,
        nextAttemptAt: reminderDue,
      },
    ])
    .onConflictDoNothing();
  return { outcome: "queued", requestDue, reminderDue };
}

/** The request a token names (any age), or undefined. Tokens are 24 base64url characters. */
export async function requestOfToken(db: Database, token: string) {
  if (!/^[\w-]{24}$/.test(token.slice(0, 30))) return undefined;
  const [row] = await db
    .select()
    .from(t.reviewRequest)
    .where(eq(t.reviewRequest.token, token))
    .limit(1);
  return row;
}

/**
 * The person asked to stop: their address's keyed hash is kept for good (an erasure keeps it)
 * and every later request is refused; the reminder still queued is skipped at send time.
 * Resolves to false for an unknown token.
 */
export async function recordStop(db: Database, token: string): Promise<boolean> {
  const request = await requestOfToken(db, token);
  if (!request) return false;
  await db.insert(t.reviewStop).values({ addressHash: request.addressHash }).onConflictDoNothing();
  return true;
}

/** Whether the address behind this hash said stop. */
export async function isStopped(db: Database, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: t.reviewStop.addressHash })
    .from(t.reviewStop)
    .where(eq(t.reviewStop.addressHash, hash));
  return row !== undefined;
}

/**
 * A button was opened: the first click is recorded (the reminder is then skipped) while the
 * token has not expired. Resolves to whether the token was live.
 */
export async function recordClick(db: Database, token: string, site: ReviewSiteId) {
  const request = await requestOfToken(db, token);
  if (!request || request.expiresAt.getTime() <= Date.now()) return false;
  await db
    .update(t.reviewRequest)
    .set({ clickedAt: sql`now()`, clickedSite: site })
    .where(and(eq(t.reviewRequest.id, request.id), sql`${t.reviewRequest.clickedAt} is null`));
  return true;
}

/** Deletes the requests of these leads (a lead deleted, a person erased); the stops stay. */
export async function deleteReviewRequestsOf(tx: Database | Transaction, leadIds: string[]) {
  if (leadIds.length === 0) return;
  await tx.delete(t.reviewRequest).where(inArray(t.reviewRequest.leadId, leadIds));
}
