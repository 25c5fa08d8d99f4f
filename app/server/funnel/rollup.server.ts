/**
 * The funnel's daily job (decision 0031): each finished day's raw counts become rows of
 * `funnel_day` (per page and campaign, and per campaign over all pages, page '*'), raw counts
 * older than FUNNEL_EVENT_DAYS are deleted, and so are salts older than yesterday's. Any server
 * may run it at any time: a day is rolled up once (later runs find its rows and skip it).
 */
import { sql } from "drizzle-orm";
import { FUNNEL_EVENT_DAYS } from "~/lib/tracking/funnel";
import { ALL_PAGES } from "~/routes/staff/funnel/funnel-figures";
import type { Database } from "../db/client.server";
import type { Logger } from "../logger.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { addDays, forgetOldSalts } from "./visitors.server";
import { startRepeatingJob } from "../repeating-job.server";
import { spaToday } from "~/lib/staff/leads";

/**
 * A group's visitors, form starts and calls, in that order. A form start and a call count once
 * per visitor and day, as the visitor does (decision 0033): a visitor who taps the number three
 * times is one call, and no group can hold more form starts or calls than visitors.
 */
export const VISITOR_COUNTS = sql.raw(`count(distinct visitor collate "C"),
  count(distinct visitor collate "C") filter (where event = 'form_start'),
  count(distinct visitor collate "C") filter (where event = 'call')`);

/** The last day rolled up, or null before the first. */
export async function lastRolledDay(db: Database): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from funnel_day`,
  );
  return row?.day ?? null;
}

export async function rollUpFunnel(db: Database, now = Date.now()): Promise<{ days: number }> {
  const today = spaToday(new Date(now));
  const last = await lastRolledDay(db);
  const after = last ?? "0001-01-01";
  const rolled = await rowsOf<{ days: number | string }>(
    db,
    sql`with added as (
      insert into funnel_day (day, page, campaign, visitors, form_starts, calls, views)
      select day,
        case when grouping(page) = 1 then ${ALL_PAGES} else page end,
        campaign,
        ${VISITOR_COUNTS},
        count(*) filter (where event = 'view')
      from funnel_event
      where day > ${after}::date and day < ${today}::date
      group by grouping sets ((day, page, campaign), (day, campaign))
      on conflict do nothing
      returning day)
    select count(distinct day) as days from added`,
  );
  await db.execute(
    sql`delete from funnel_event where day < ${addDays(today, -FUNNEL_EVENT_DAYS)}::date`,
  );
  await forgetOldSalts(db, today);
  return { days: Number(rolled[0]?.days ?? 0) };
}

const HOUR_MS = 3_600_000;

/** Runs the job now and every hour (a day is rolled up within the hour after it ends). */
export function startFunnelJob(options: { db: Database; logger: Logger; intervalMs?: number }) {
  const { db, logger, intervalMs = HOUR_MS } = options;
  return startRepeatingJob({
    intervalMs,
    logger,
    failure: "rolling up the funnel failed; will retry",
    async run() {
      const { days } = await rollUpFunnel(db);
      if (days > 0) logger.info({ days }, "funnel days rolled up");
    },
  });
}
