/**
 * The salon's opening hours as one weekly table (decision 0021): per day Monday..Sunday an
 * opening and a closing time ("09:00", 24-hour, on a 15-minute grid) or closed. Everything the
 * site shows about hours is computed here from that table: the footers' and contact page's lines,
 * the API's `config_hours` text (SPEC.md 3) and the JSON-LD's openingHoursSpecification.
 */

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** As the footers write them (SPEC.md 9's landing footer: "Mon", "Tue - Fri"). */
export const DAY_SHORT_NAMES: Readonly<Record<Weekday, string>> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/** One day of the table. A closed day keeps its times, so unticking "Closed" brings them back. */
export interface DayHours {
  closed: boolean;
  opens: string;
  closes: string;
}
export type WeeklyHours = Record<Weekday, DayHours>;

/** A row as the footers and the contact page show it: "Tue - Fri" and "9:00 AM - 9:00 PM". */
export interface HoursLine {
  day: string;
  hours: string;
}

/** Minutes between two times the owner can choose. */
export const TIME_STEP_MINUTES = 15;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:30" -> 570; null for anything that is not a 24-hour "HH:MM" time. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time.length === 5 ? time : "");
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A 24-hour "HH:MM" on the grid the editor offers. */
export function isGridTime(time: string): boolean {
  const minutes = minutesOf(time);
  return minutes !== null && minutes % TIME_STEP_MINUTES === 0;
}

/** "09:00" -> "9:00 AM", "12:30" -> "12:30 PM", "00:00" -> "12:00 AM"; other text unchanged. */
export function formatTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, "0");
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

export const TIME_MESSAGE = "Choose a time from the list";
export const ORDER_MESSAGE = "The closing time must be after the opening time";

/** What is wrong with one day, by field; empty when nothing is. */
export function dayProblems(day: DayHours): { opens?: string; closes?: string } {
  const problems: { opens?: string; closes?: string } = {};
  if (!isGridTime(day.opens)) problems.opens = TIME_MESSAGE;
  if (!isGridTime(day.closes)) problems.closes = TIME_MESSAGE;
  // A closed day's times are only kept for the editor; their order does not matter.
  if (!day.closed && !problems.opens && !problems.closes && day.closes <= day.opens) {
    problems.closes = ORDER_MESSAGE;
  }
  return problems;
}

/** Every time the editor offers, 12:00 AM to 11:45 PM, with the label it shows. */
export function timeOptions(): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    options.push({ value, label: formatTime(value) });
  }
  return options;
}

/** A day as the site writes it: "9:00 AM - 2:00 PM" or "Closed". */
export function formatDay(day: DayHours): string {
  return day.closed ? "Closed" : `${formatTime(day.opens)} - ${formatTime(day.closes)}`;
}

const sameHours = (a: DayHours, b: DayHours) =>
  a.closed === b.closed && (a.closed || (a.opens === b.opens && a.closes === b.closes));

/** Runs of consecutive days (Monday first, no wrap to Monday) with the same hours. */
export function groupDays(week: WeeklyHours): { days: Weekday[]; hours: DayHours }[] {
  const groups: { days: Weekday[]; hours: DayHours }[] = [];
  for (const day of WEEKDAYS) {
    const last = groups[groups.length - 1];
    if (last && sameHours(last.hours, week[day])) last.days.push(day);
    else groups.push({ days: [day], hours: week[day] });
  }
  return groups;
}

/** "Mon", "Sat & Sun", "Tue - Fri". */
export function dayRangeLabel(days: readonly Weekday[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return "";
  if (days.length === 1) return DAY_SHORT_NAMES[first];
  const joiner = days.length === 2 ? " & " : " - ";
  return `${DAY_SHORT_NAMES[first]}${joiner}${DAY_SHORT_NAMES[last]}`;
}

/** The rows every page shows: equal consecutive days grouped. */
export function hoursLines(week: WeeklyHours): HoursLine[] {
  return groupDays(week).map((group) => ({
    day: dayRangeLabel(group.days),
    hours: formatDay(group.hours),
  }));
}

/** The public API's `config_hours` (SPEC.md 3): the same rows as newline-separated lines. */
export function configHoursText(week: WeeklyHours): string {
  return hoursLines(week)
    .map((line) => `${line.day}: ${line.hours}`)
    .join("\n");
}

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * schema.org openingHoursSpecification: one entry per distinct opening time, listing its days
 * (not only consecutive ones); a closed day is left out, which schema.org reads as closed.
 */
export function openingHoursSpecification(week: WeeklyHours): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (hours.closed) continue;
    const same = specs.find((spec) => spec.opens === hours.opens && spec.closes === hours.closes);
    if (same) same.dayOfWeek.push(DAY_NAMES[day]);
    else {
      specs.push({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [DAY_NAMES[day]],
        opens: hours.opens,
        closes: hours.closes,
      });
    }
  }
  return specs;
}
