/**
 * How every staff page writes a date or a time for people (issue 29): "Today 3:12 PM",
 * "Nov 28, 2026, 1:36 AM", "Jan 14, 2026", never a computer's "2026-11-28 01:36". In the spa's
 * time zone, the same on the server and in the browser, so hydration never disagrees and every
 * staff member reads the spa's clock wherever they are. Pure: the loaders compute the text with
 * the server's clock. Files for computers (the CSV, the JSON download) keep `leads.ts`'s
 * `spaDateTime` and ISO values; `<time dateTime>` keeps the instant.
 */
import { SPA_TIME_ZONE } from "./leads";

/** A day and time on the spa's clock, weekday to minute ("Sat, Nov 21, 2026, 6:55 PM"). */
export const SPA_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: SPA_TIME_ZONE,
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

const parts = new Intl.DateTimeFormat("en-US", SPA_DATE_TIME);

interface SpaClock {
  weekday: string;
  month: string;
  day: string;
  year: string;
  time: string;
  /** Days since 1970-01-01 of the spa's calendar day, for "today" and "yesterday". */
  dayNumber: number;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function clockOf(instant: Date): SpaClock {
  const got = parts.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => got.find((p) => p.type === type)?.value ?? "";
  const month = get("month");
  const year = get("year");
  const day = get("day");
  return {
    weekday: get("weekday"),
    month,
    day,
    year,
    time: `${get("hour")}:${get("minute")} ${get("dayPeriod")}`,
    dayNumber: Math.floor(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day)) / 86_400_000),
  };
}

/**
 * When something happened, as people say it, in the spa's time zone: "Today 3:12 PM",
 * "Yesterday 9:05 AM", "Mon Nov 24, 3:12 PM" this year, "Nov 24, 2025, 3:12 PM" before.
 * `withTime: false` gives the day only ("Today", "Mon Nov 24").
 */
export function spaWhen(iso: string, now: Date, { withTime = true } = {}): string {
  const then = clockOf(new Date(iso));
  const today = clockOf(now);
  const time = withTime ? then.time : "";
  const joined = (day: string, separator: string) => (time ? `${day}${separator}${time}` : day);
  const daysAgo = today.dayNumber - then.dayNumber;
  if (daysAgo === 0) return joined("Today", " ");
  if (daysAgo === 1) return joined("Yesterday", " ");
  if (then.year === today.year) return joined(`${then.weekday} ${then.month} ${then.day}`, ", ");
  return joined(`${then.month} ${then.day}, ${then.year}`, ", ");
}

const dateWords = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  weekday: "short",
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "Tue, March 3, 2026, 2:15 PM" (spa time) from an ISO instant: for people, not machines. Built
 * from the parts, since ICU versions join date and time differently ("at" or a comma) and the
 * server's and the browser's text must match.
 */
export function spaDateWords(iso: string): string {
  const parts = dateWords.formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${get("weekday")}, ${get("month")} ${get("day")}, ${get("year")}, ${get("hour")}:${get("minute")} ${get("dayPeriod")}`;
}

const dayWords = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "March 3, 2026" (the spa's day) from an ISO instant. */
export const spaDayWords = (iso: string) => dayWords.format(new Date(iso));

/** "Nov 28, 2026, 1:36 AM" (spa time) from an ISO instant: a version's or a draft's time. */
export function spaDateTimeWords(iso: string): string {
  const then = clockOf(new Date(iso));
  return `${then.month} ${then.day}, ${then.year}, ${then.time}`;
}

/** "Nov 28, 2026" (the spa's day) from an ISO instant: when a passkey was added or used. */
export function spaDayShort(iso: string): string {
  const then = clockOf(new Date(iso));
  return `${then.month} ${then.day}, ${then.year}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "Jan 14, 2026" from a calendar day ("2026-01-14", a blog post's date): a day on no clock, so
 * no time zone moves it. Anything that is not such a day is shown as it is.
 */
export function calendarDayWords(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  if (at.getUTCDate() !== Number(date)) return day;
  return `${MONTHS[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}
