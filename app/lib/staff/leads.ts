/**
 * Pure lead helpers shared by the staff pages and the server. How the staff pages and the CSV
 * write a lead's time: in the spa's own zone (New York), the
 * same on the server and in the browser, so hydration never disagrees and every staff member
 * reads the spa's clock wherever they are.
 */
export const SPA_TIME_ZONE = "America/New_York";

// en-CA formats a date as YYYY-MM-DD. Made once: the public content service asks on every page.
const calendarDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: SPA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The spa's calendar day (YYYY-MM-DD) at an instant, today by default: a review's date, a promo's day. */
export function spaToday(now: Date = new Date()): string {
  return calendarDay.format(now);
}

const WALL_CLOCK = {
  timeZone: SPA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
} as const;
const dateTime = new Intl.DateTimeFormat("en-CA", WALL_CLOCK);
const dateTimeSeconds = new Intl.DateTimeFormat("en-CA", { ...WALL_CLOCK, second: "2-digit" });

/** "2026-11-22 20:28" (spa time) from an ISO instant. */
export const spaDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(", ", " ");

/** "2026-11-22 20:28:05" (spa time): the Google Ads conversions file's Conversion Time. */
export const spaDateTimeSeconds = (at: Date) => dateTimeSeconds.format(at).replace(", ", " ");

/** "Nov 22" from a YYYY-MM-DD day, for the chart's axis. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lead ids are UUIDs: anything else is no lead, answered without asking the database. */
export const isUuid = (value: string) => value.length === 36 && UUID.test(value);
