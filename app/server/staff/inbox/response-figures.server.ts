/**
 * The inbox's response-time figures (issue 19): the leads received this week, read along the
 * lead table's (created_at, id) index (a week's leads, a few columns each), counted by
 * `routes/staff/inbox/response-figures.ts` in opening hours. And the owner's
 * response target, an owner setting (`response_target_minutes`, null for none).
 *
 * "This week" is Monday 12:00 AM, spa time, until now; a past week (the page's `week` link) runs
 * Monday to Monday. Anonymised leads keep their dates and
 * page, so they count like any other.
 */
import { eq, sql } from "drizzle-orm";
import type { WeeklyHours } from "~/lib/display/opening-hours";
import { leadSourceName } from "~/lib/staff/lead-display";
import {
  responseFigures,
  type LeadTiming,
  type WeekFigures,
} from "~/routes/staff/inbox/response-figures";
import { targetMinutes, targetWords } from "~/lib/staff/response-target";
import { dayText, weekOf } from "~/lib/staff/response-time";
import type { Database } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { recordEvent } from "../privacy/events.server";
import { rowsOf, ts } from "./inbox-sql.server";
import {
  defineOwnerSetting,
  readOwnerSetting,
  writeOwnerSetting,
} from "../accounts/owner-settings.server";

export const RESPONSE_TARGET = defineOwnerSetting("response_target_minutes", targetMinutes, null);

interface TimingRow {
  created_ms: number;
  response_ms: number | null;
  past_new: boolean;
  source_page: string;
}

/** The leads received in [from, to), with what the figures need. */
export async function leadTimings(db: Database, from: Date, to: Date): Promise<LeadTiming[]> {
  const epochMs = (column: string) =>
    sql`(extract(epoch from ${sql.identifier(column)}) * 1000)::float8`;
  const rows = await rowsOf<TimingRow>(
    db,
    sql`select ${epochMs("created_at")} as created_ms,
        ${epochMs("first_response_at")} as response_ms, status <> 'new' as past_new, source_page
      from lead where created_at >= ${ts(from)} and created_at < ${ts(to)}`,
  );
  // A week's leads come from a handful of pages: each page's name is worked out once.
  const names = new Map<string, string>();
  const nameOf = (page: string) => {
    const known = names.get(page);
    if (known !== undefined) return known;
    const name = leadSourceName(page);
    names.set(page, name);
    return name;
  };
  return rows.map((row) => ({
    createdAt: new Date(Number(row.created_ms)),
    firstResponseAt: row.response_ms === null ? null : new Date(Number(row.response_ms)),
    pastNew: row.past_new,
    source: nameOf(row.source_page),
  }));
}

export interface WeekResponse extends WeekFigures {
  /** Monday 12:00 AM (spa time) of the week, ISO. */
  since: string;
  /** The Monday ("YYYY-MM-DD"), and those of the weeks before and after (null: none yet). */
  monday: string;
  previous: string;
  next: string | null;
  /** Whether it is this week (until now) rather than a past one. */
  current: boolean;
}

/**
 * A week's figures at `now`, in the salon's opening hours: this week (Monday 12:00 AM until now)
 * or the past week of `monday`. Leads still waiting are measured up to now.
 */
export async function weekResponse(
  db: Database,
  hours: WeeklyHours,
  now = new Date(),
  monday?: string,
): Promise<WeekResponse> {
  const week = weekOf(now.getTime(), monday);
  // This week runs to now; a lead a moment ahead (another server's clock) still belongs to it.
  const until = week.current ? now.getTime() + 60_000 : week.to;
  const timings = await leadTimings(db, new Date(week.from), new Date(until));
  return {
    since: new Date(week.from).toISOString(),
    monday: dayText(week.day),
    previous: dayText(week.day - 7),
    next: week.current ? null : dayText(week.day + 7),
    current: week.current,
    ...responseFigures(timings, now, hours),
  };
}

export const responseTarget = (db: Database) => readOwnerSetting(db, RESPONSE_TARGET);

/** Saves the owner's target (recorded); returns the notice's words. */
export async function saveResponseTarget(db: Database, minutes: number | null, actorId: string) {
  if (minutes === null) {
    // No target is no row (the setting's fallback): the JSON column holds no SQL NULL.
    await db.delete(t.ownerSetting).where(eq(t.ownerSetting.key, RESPONSE_TARGET.key));
  } else {
    await writeOwnerSetting(db, RESPONSE_TARGET, minutes, actorId);
  }
  await recordEvent(db, {
    actorId,
    action: "response_target_changed",
    detail: minutes === null ? "no target" : `${minutes} minutes`,
  });
  return minutes === null
    ? "No response target: New leads are marked only when they are over 24 hours old."
    : `New leads waiting over ${targetWords(minutes)} of opening hours are marked.`;
}
