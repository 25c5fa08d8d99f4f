/**
 * Booked leads back to Google Ads (decision 0031): a file in the layout of Google's "Import
 * conversions from clicks" template, one line per lead moved to Booked whose visit came from a
 * Google Ads click (`gclid`) less than 90 days ago (older clicks are refused by Google). A lead
 * goes in one file only, unless the owner asks for all again; each download is in the access log
 * (the click id belongs to the person's data).
 */
import { countOf } from "~/lib/staff/plural";
import { sql } from "drizzle-orm";
import { SPA_TIME_ZONE, spaDateTimeSeconds } from "~/lib/staff/leads";
import {
  adsConversionSchema,
  DEFAULT_ADS_CONVERSION,
  type AdsConversion,
} from "~/routes/staff/funnel/funnel-forms";
import type { ConversionsStatus } from "~/routes/staff/funnel/funnel-figures";
import type { Database } from "../db/client.server";
import { toCsv } from "../leads/csv.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { recordEvent } from "../staff/privacy/events.server";
import { defineOwnerSetting } from "../staff/accounts/owner-settings.server";

export const ADS_CONVERSION = defineOwnerSetting(
  "google_ads_conversion",
  adsConversionSchema,
  DEFAULT_ADS_CONVERSION,
);

/** Google accepts clicks up to 90 days old. */
export const CLICK_DAYS = 90;

export const CONVERSION_COLUMNS = [
  "Google Click ID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
] as const;

/** "2026-11-26 14:05:09" on the spa's clock (the file's first line names the time zone). */
export const conversionTime = spaDateTimeSeconds;

interface BookedClick {
  lead_id: string;
  gclid: string;
  booked_ms: string;
}

/** Booked leads from a Google Ads click since `since`; `again`: sent ones too. */
const bookedClicks = (since: string, again: boolean) =>
  sql`from lead_campaign c
    join lead l on l.id = c.lead_id
    where l.kind <> 'career' and l.status in ('booked', 'came_in') and c.gclid is not null
      and c.created_at > ${since}::timestamptz
      ${
        again
          ? sql``
          : sql`and not exists (select 1 from ads_conversion_export x
        where x.lead_id = c.lead_id)`
      }`;

const clickSince = (now: number) => new Date(now - CLICK_DAYS * 86_400_000).toISOString();

/** The audit entry's words: "3 booked clicks", ", sent ones included" when asked again. */
export const exportDetail = (count: number, again: boolean) =>
  `${countOf(count, "booked click", "booked clicks")}${again ? ", sent ones included" : ""}`;

/** The count an audit entry's words hold (exportDetail), or null when they hold none. */
export function exportedCount(detail: string | null): number | null {
  const match = /^(\d{1,9}) booked click/.exec((detail ?? "").slice(0, 40));
  return match ? Number(match[1]) : null;
}

export async function conversionsStatus(
  db: Database,
  now = Date.now(),
): Promise<ConversionsStatus> {
  const since = clickSince(now);
  const [counts, lasts] = await Promise.all([
    rowsOf<{ ready: number; all: number }>(
      db,
      sql`select
        (select count(*)::int ${bookedClicks(since, false)}) as ready,
        (select count(*)::int ${bookedClicks(since, true)}) as "all"`,
    ),
    rowsOf<{ at_ms: string; detail: string | null }>(
      db,
      sql`select (extract(epoch from at) * 1000)::bigint::text as at_ms, detail from staff_event
        where action = 'ads_conversions_exported' order by at desc limit 1`,
    ),
  ]);
  const last = lasts[0];
  return {
    ready: Number(counts[0]?.ready ?? 0),
    all: Number(counts[0]?.all ?? 0),
    last: last
      ? { at: new Date(Number(last.at_ms)).toISOString(), count: exportedCount(last.detail) }
      : null,
  };
}

/**
 * The file's value and currency columns: empty while no booking value is set (0), so Google Ads
 * takes the conversion's own default rather than a booking worth $0.00.
 */
export const valueColumns = (conversion: AdsConversion) =>
  conversion.value > 0 ? [conversion.value.toFixed(2), conversion.currency] : ["", ""];

/**
 * The file and how many leads it holds; the leads are marked as sent in the same transaction.
 * `again`: every booked click of the last 90 days, sent before or not.
 */
export async function conversionsFile(
  db: Database,
  options: { conversion: AdsConversion; again: boolean; actorId: string; now?: number },
): Promise<{ csv: string; count: number }> {
  const { conversion, again, actorId, now = Date.now() } = options;
  const since = clickSince(now);
  return db.transaction(async (tx) => {
    // A lead that came in (issue 30) was booked first: it counts, from the first of the two.
    const clicks = await rowsOf<BookedClick>(
      tx,
      sql`select c.lead_id, c.gclid,
          (extract(epoch from coalesce(
            (select min(e.at) from staff_event e where e.lead_id = c.lead_id and e.to_status in ('booked', 'came_in')),
            l.created_at)) * 1000)::bigint::text as booked_ms
        ${bookedClicks(since, again)}
        order by booked_ms, c.lead_id`,
    );
    for (const click of clicks) {
      await tx.execute(
        sql`insert into ads_conversion_export (lead_id) values (${click.lead_id}::uuid)
          on conflict (lead_id) do update set exported_at = now()`,
      );
    }
    await recordEvent(tx, {
      actorId,
      action: "ads_conversions_exported",
      detail: exportDetail(clicks.length, again),
    });
    const rows = clicks.map((click) => [
      click.gclid,
      conversion.name,
      conversionTime(new Date(Number(click.booked_ms))),
      ...valueColumns(conversion),
    ]);
    const table = toCsv(CONVERSION_COLUMNS, rows);
    return { csv: `Parameters:TimeZone=${SPA_TIME_ZONE}\r\n${table}`, count: clicks.length };
  });
}
