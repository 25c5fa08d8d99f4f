/**
 * How long a lead waited, counted in the salon's opening hours only (issue 19): a lead sent at
 * 11 PM waits from opening time the next open day. The hours are the weekly table of decision
 * 0021; the days and times are the spa's own (`SPA_TIME_ZONE`), so a day's opening is the real
 * instant the salon opened that day, across daylight-saving changes.
 *
 * Pure and cheap: it steps a day at a time (never a minute), and over whole weeks without a
 * change of UTC offset it adds the week's open minutes at once, so a lead New for years costs a
 * few hundred steps.
 */
import { minutesOf, WEEKDAYS, type WeeklyHours } from "../display/opening-hours";
import { SPA_TIME_ZONE } from "./leads";

const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

/** The spa's wall clock at an instant, read as if it were UTC (ms), seconds included. */
function wallMs(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour") % 24,
    get("minute"),
    get("second"),
  );
}

const HOUR_MS = 3_600_000;
/** Offsets by UTC hour: New York changes its offset on the hour, so one reading serves the hour. */
const offsets = new Map<number, number>();
const OFFSETS_KEPT = 20_000;

/** The spa's UTC offset at an instant, in ms (New York: -5 h in winter, -4 h in summer). */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const at = hour * HOUR_MS;
  const offset = wallMs(at) - at;
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/** The spa's calendar day of an instant, as days since 1970-01-01. */
export const spaDayNumber = (instant: number) => Math.floor((instant + offsetAt(instant)) / DAY_MS);

/** Monday = 0 ... Sunday = 6 of a day number (1970-01-01 was a Thursday). */
export const weekdayIndex = (day: number) => (((day + 3) % 7) + 7) % 7;

/**
 * The instant the spa's clock reads `minute` minutes after midnight on day `day`. A time the
 * spring change skips (2:30 AM) reads as the instant an hour later; one the autumn change
 * repeats, as its first occurrence.
 */
export function spaInstant(day: number, minute: number): number {
  const wall = day * DAY_MS + minute * MINUTE_MS;
  const before = wall - offsetAt(wall);
  const after = wall - offsetAt(before);
  const reads = [before, after].filter((instant) => instant + offsetAt(instant) === wall);
  return reads.length ? Math.min(...reads) : Math.max(before, after);
}

/** Monday 12:00 AM (spa time) of the week holding `instant`. */
export function weekStart(instant: number): number {
  const day = spaDayNumber(instant);
  return spaInstant(day - weekdayIndex(day), 0);
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a "YYYY-MM-DD" day, or null when it is not one. */
export function dayNumberOf(text: string): number | null {
  const match = DAY_TEXT.exec(text.length === 10 ? text : "");
  if (!match) return null;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = at / DAY_MS;
  return new Date(at).toISOString().slice(0, 10) === text ? day : null;
}

/** "YYYY-MM-DD" of a day number. */
export const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The week the figures show: Monday 12:00 AM (spa time) to the next Monday's, of this week or of
 * the week of `monday` ("YYYY-MM-DD", a Monday no later than this week's; anything else reads as
 * this week). `current` says whether it is this week.
 */
export function weekOf(
  now: number,
  monday?: string,
): { day: number; from: number; to: number; current: boolean } {
  const today = spaDayNumber(now);
  const thisMonday = today - weekdayIndex(today);
  const asked = monday ? dayNumberOf(monday) : null;
  const day =
    asked !== null && weekdayIndex(asked) === 0 && asked <= thisMonday ? asked : thisMonday;
  return { day, from: spaInstant(day, 0), to: spaInstant(day + 7, 0), current: day === thisMonday };
}

/** A day's opening as [opens, closes) instants, or null when closed. */
function openingOn(day: number, hours: WeeklyHours): [number, number] | null {
  const today = hours[WEEKDAYS[weekdayIndex(day)]!];
  const opens = minutesOf(today.opens);
  const closes = minutesOf(today.closes);
  if (today.closed || opens === null || closes === null || closes <= opens) return null;
  return [spaInstant(day, opens), spaInstant(day, closes)];
}

/** Open minutes in a week by the wall clock (what a week without an offset change counts). */
function weeklyOpenMs(hours: WeeklyHours): number {
  let total = 0;
  for (const day of WEEKDAYS) {
    const { closed, opens, closes } = hours[day];
    const from = minutesOf(opens);
    const to = minutesOf(closes);
    if (!closed && from !== null && to !== null && to > from) total += (to - from) * MINUTE_MS;
  }
  return total;
}

/**
 * Milliseconds between `from` and `to` during which the salon was open; 0 when `to` is not after
 * `from`. Days strictly between the two are whole; the first and last are cut at the instants.
 */
export function openMsBetween(from: Date, to: Date, hours: WeeklyHours): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  const firstDay = spaDayNumber(start);
  const lastDay = spaDayNumber(end);
  const week = weeklyOpenMs(hours);
  let total = 0;
  let day = firstDay;
  while (day <= lastDay) {
    // A whole week strictly inside the span, with one UTC offset all along: its open time is
    // the wall clock's. (New York changes its offset twice a year, months apart, in the small
    // hours, so the offsets at the UTC midnights around the week tell whether it changed.)
    if (
      day > firstDay &&
      day + 7 <= lastDay &&
      offsetAt(day * DAY_MS) === offsetAt((day + 7) * DAY_MS)
    ) {
      total += week;
      day += 7;
      continue;
    }
    const open = openingOn(day, hours);
    if (open) total += Math.max(0, Math.min(open[1], end) - Math.max(open[0], start));
    day += 1;
  }
  return total;
}

/** The same in minutes (with their fraction: 30 seconds is 0.5). */
export const openMinutesBetween = (from: Date, to: Date, hours: WeeklyHours) =>
  openMsBetween(from, to, hours) / MINUTE_MS;

/**
 * A duration as people say it, whole minutes down: "0 min", "12 min", "2 h", "2 h 5 min",
 * "1 day 3 h", "3 days" (a day is 24 hours of the count, here of opening hours).
 */
export function durationWords(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const days = Math.floor(whole / 1440);
  const hoursPart = Math.floor((whole % 1440) / 60);
  const minutesPart = whole % 60;
  if (days === 0) return minutesPart ? `${hoursPart} h ${minutesPart} min` : `${hoursPart} h`;
  const dayWords = `${days} ${days === 1 ? "day" : "days"}`;
  return hoursPart ? `${dayWords} ${hoursPart} h` : dayWords;
}
