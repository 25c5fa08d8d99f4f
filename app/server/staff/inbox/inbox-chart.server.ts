/** The inbox's chart: leads per spa day and source (form and page) over the last days. */
import { sql } from "drizzle-orm";
import { leadKindLabel, type LeadKind } from "~/lib/leads/vocabulary";
import type { Database } from "../../db/client.server";
import { dayStart, lastDays, SPA_TIME_ZONE } from "./inbox-helpers.server";
import { rowsOf, ts } from "./inbox-sql.server";

export interface ChartData {
  /** The spa's calendar days, oldest first. */
  days: string[];
  series: { source: string; kind: LeadKind; sourcePage: string; counts: number[] }[];
}

/** Leads per spa day and source (form and page) for the last `days` days, today included. */
export async function leadsChart(db: Database, days = 30, now = new Date()): Promise<ChartData> {
  const dayList = lastDays(days, now);
  const start = dayStart(dayList[0]!) ?? now;
  const rows = await rowsOf<{ day: string; kind: LeadKind; source_page: string; n: number }>(
    db,
    sql`select to_char(created_at at time zone ${SPA_TIME_ZONE}, 'YYYY-MM-DD') as day, kind,
        source_page, count(*)::int as n
      from lead where created_at >= ${ts(start)} group by 1, 2, 3`,
  );
  const index = new Map(dayList.map((day, i) => [day, i]));
  const series = new Map<string, ChartData["series"][number]>();
  for (const row of rows) {
    const at = index.get(row.day);
    if (at === undefined) continue;
    const key = `${row.kind} ${row.source_page}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        source: `${leadKindLabel(row.kind)}, ${row.source_page || "(no page)"}`,
        kind: row.kind,
        sourcePage: row.source_page,
        counts: dayList.map(() => 0),
      };
      series.set(key, entry);
    }
    entry.counts[at] = (entry.counts[at] ?? 0) + row.n;
  }
  const sorted = [...series.values()].sort((a, b) => a.source.localeCompare(b.source));
  return { days: dayList, series: sorted };
}
