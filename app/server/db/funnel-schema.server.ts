/**
 * The cookie-less funnel's tables (issue 20, decision 0031). Nothing here identifies a person: a
 * visitor is a hash of (the day's salt, the site, the IP, the browser) that cannot be computed
 * again once the salt is deleted (48 hours), and no IP, browser or address is stored.
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { FUNNEL_EVENTS } from "../../lib/tracking/funnel";
import { lead } from "./schema.server";

const oneOf = (column: unknown, words: readonly string[]) =>
  sql`${column} in (${sql.raw(words.map((word) => `'${word}'`).join(", "))})`;

/** One random salt per day of the spa's calendar; the daily job deletes all but today's and yesterday's. */
export const funnelSalt = pgTable("funnel_salt", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Raw counts, kept FUNNEL_EVENT_DAYS days: the day (spa time), the event, the ads page ('' for the
 * rest of the site), the visit's campaign ('' for none) and the day's visitor hash.
 */
export const funnelEvent = pgTable(
  "funnel_event",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    page: text("page").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    visitor: text("visitor").notNull(),
  },
  (t) => [
    index("funnel_event_day_idx").on(t.day),
    check("funnel_event_event", oneOf(t.event, FUNNEL_EVENTS)),
  ],
);

/** A finished day's counts per page and campaign, kept for good (visitors are that day's uniques). */
export const funnelDay = pgTable(
  "funnel_day",
  {
    day: date("day", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    campaign: text("campaign").notNull(),
    visitors: integer("visitors").notNull(),
    views: integer("views").notNull(),
    formStarts: integer("form_starts").notNull(),
    calls: integer("calls").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.campaign] })],
);

/** Booked leads already in a Google Ads conversions file: each goes in one file unless asked again. */
export const adsConversionExport = pgTable("ads_conversion_export", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => lead.id, { onDelete: "cascade" }),
  exportedAt: timestamp("exported_at", { withTimezone: true }).notNull().defaultNow(),
});
