/**
 * The sums behind the owners' funnel page (decision 0031): visits from the daily roll-ups plus
 * the raw counts of the days not rolled up yet (today, and any day the job has not reached), and
 * leads with their status from the lead tables (job applications left out: they are not clients)
 * joined to their campaign. A 90-day period reads at most ~90 days x pages x campaigns roll-up
 * rows and one day of raw counts. The hashes are compared as bytes (`collate "C"`): the database's
 * language-aware comparison made the day's distinct count a fifth slower.
 */
import { sql } from "drizzle-orm";
import type { FunnelPeriod } from "~/lib/tracking/funnel";
import { ALL_PAGES, type LeadSums, type VisitSums } from "~/routes/staff/funnel/funnel-figures";
import { spaDayNumber, spaInstant } from "~/lib/staff/response-time";
import type { Database } from "../db/client.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { lastRolledDay, VISITOR_COUNTS } from "./rollup.server";
import { addDays } from "./visitors.server";
import { spaToday } from "~/lib/staff/leads";

export async function visitSums(db: Database, from: string): Promise<VisitSums[]> {
  const last = (await lastRolledDay(db)) ?? "0001-01-01";
  const rows = await rowsOf<Record<keyof VisitSums, string | number>>(
    db,
    sql`select page, campaign, sum(visitors)::int as "visitors",
        sum(form_starts)::int as "formStarts", sum(calls)::int as "calls"
      from (
        select page, campaign, visitors, form_starts, calls from funnel_day
          where day >= ${from}::date and day <= ${last}::date
        union all
        select case when grouping(page) = 1 then ${ALL_PAGES} else page end, campaign,
          ${VISITOR_COUNTS}
        from funnel_event where day >= ${from}::date and day > ${last}::date
        group by grouping sets ((day, page, campaign), (day, campaign))
      ) as sums
      group by page, campaign`,
  );
  return rows.map((row) => ({
    page: String(row.page),
    campaign: String(row.campaign),
    visitors: Number(row.visitors),
    formStarts: Number(row.formStarts),
    calls: Number(row.calls),
  }));
}

/** A lead that came in (issue 30) was booked first: it counts as booked. */
export async function leadSums(db: Database, since: Date): Promise<LeadSums[]> {
  const rows = await rowsOf<{
    source_page: string;
    campaign: string;
    leads: number;
    booked: number;
  }>(
    db,
    sql`select l.source_page, coalesce(c.utm_campaign, '') as campaign,
        count(*)::int as leads, (count(*) filter (where l.status in ('booked', 'came_in')))::int as booked
      from lead l left join lead_campaign c on c.lead_id = l.id
      where l.created_at >= ${since.toISOString()}::timestamptz and l.kind <> 'career'
      group by l.source_page, coalesce(c.utm_campaign, '')`,
  );
  return rows.map((row) => ({
    sourcePage: row.source_page,
    campaign: row.campaign,
    leads: Number(row.leads),
    booked: Number(row.booked),
  }));
}

/** The first day of a period of `days` days ending today (spa time), and its first instant. */
export function periodStart(days: FunnelPeriod, now = Date.now()) {
  const from = addDays(spaToday(new Date(now)), -(days - 1));
  const since = new Date(spaInstant(spaDayNumber(now) - (days - 1), 0));
  return { from, since };
}
