/**
 * The review requests as the pages use them (issue 30): a lead's request for its page, the
 * owner's weekly figures and settings, and the public stop and click (the token's two uses).
 */
import { and, eq, sql } from "drizzle-orm";
import type { ReviewSiteId } from "~/lib/reviews/message";
import type { ReviewSettings } from "~/lib/reviews/settings";
import { weekStart } from "~/lib/staff/response-time";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { recordEvent } from "../staff/privacy/events.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { readOwnerSetting, writeOwnerSetting } from "../staff/accounts/owner-settings.server";
import {
  isStopped,
  recordClick,
  recordStop,
  requestOfToken,
  REVIEW_SETTINGS,
} from "./requests.server";

/** A lead's review request as its page shows it. */
export interface LeadReviewState {
  request: { status: string; at: Date } | null;
  reminder: { status: string; at: Date } | null;
  clickedAt: Date | null;
  stopped: boolean;
}

/** One week's figures: Monday 12:00 AM spa time, and what happened in it. */
export interface ReviewWeek {
  weekStart: Date;
  requests: number;
  reminders: number;
  clicks: number;
  stops: number;
}

export const FIGURE_WEEKS = 8;

export function createReviewService(db: Database) {
  return {
    /** The request of a lead (null when none was queued). */
    async leadState(leadId: string): Promise<LeadReviewState | null> {
      const [request] = await db
        .select()
        .from(t.reviewRequest)
        .where(eq(t.reviewRequest.leadId, leadId));
      if (!request) return null;
      const rows = await db
        .select({
          purpose: t.mailOutbox.purpose,
          status: t.mailOutbox.status,
          due: t.mailOutbox.nextAttemptAt,
          sentAt: t.mailOutbox.sentAt,
        })
        .from(t.mailOutbox)
        .where(eq(t.mailOutbox.leadId, leadId));
      const of = (purpose: string) => {
        const row = rows.find((r) => r.purpose === purpose);
        return row ? { status: row.status, at: row.sentAt ?? row.due } : null;
      };
      return {
        request: of("review_request"),
        reminder: of("review_reminder"),
        clickedAt: request.clickedAt,
        stopped: await isStopped(db, request.addressHash),
      };
    },

    /** The last FIGURE_WEEKS weeks, newest first: e-mails sent, buttons opened, stops. */
    async figures(now = new Date()): Promise<ReviewWeek[]> {
      const thisWeek = weekStart(now.getTime());
      const starts = Array.from({ length: FIGURE_WEEKS }, (_, i) =>
        weekStart(thisWeek - i * 7 * 86_400_000 + 3_600_000 * 12),
      );
      const from = new Date(starts[starts.length - 1]!);
      const events = await rowsOf<{ kind: string; at: Date | string }>(
        db,
        sql`select purpose as kind, sent_at as at from ${t.mailOutbox}
            where purpose in ('review_request', 'review_reminder') and status = 'sent'
              and sent_at >= ${from.toISOString()}::timestamptz
          union all
          select 'click', clicked_at from ${t.reviewRequest}
            where clicked_at >= ${from.toISOString()}::timestamptz
          union all
          select 'stop', created_at from ${t.reviewStop}
            where created_at >= ${from.toISOString()}::timestamptz`,
      );
      const weeks: ReviewWeek[] = starts.map((start) => ({
        weekStart: new Date(start),
        requests: 0,
        reminders: 0,
        clicks: 0,
        stops: 0,
      }));
      for (const event of events) {
        const start = weekStart(new Date(event.at).getTime());
        const week = weeks.find((w) => w.weekStart.getTime() === start);
        if (!week) continue;
        if (event.kind === "review_request") week.requests++;
        else if (event.kind === "review_reminder") week.reminders++;
        else if (event.kind === "click") week.clicks++;
        else week.stops++;
      }
      return weeks;
    },

    /** How many requests and reminders wait in the outbox. */
    async waiting(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.mailOutbox)
        .where(
          and(
            eq(t.mailOutbox.status, "pending"),
            sql`${t.mailOutbox.purpose} in ('review_request', 'review_reminder')`,
          ),
        );
      return row?.n ?? 0;
    },

    settings: () => readOwnerSetting(db, REVIEW_SETTINGS),

    /** The owner saves the switch, timing and words (recorded in the audit trail). */
    async saveSettings(settings: ReviewSettings, actorId: string) {
      await db.transaction(async (tx) => {
        await writeOwnerSetting(tx, REVIEW_SETTINGS, settings, actorId);
        await recordEvent(tx, { actorId, action: "review_settings_changed" });
      });
    },

    /** The request a token names, for the stop page (any age). */
    requestOfToken: (token: string) => requestOfToken(db, token),
    stop: (token: string) => recordStop(db, token),
    click: (token: string, site: ReviewSiteId) => recordClick(db, token, site),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
