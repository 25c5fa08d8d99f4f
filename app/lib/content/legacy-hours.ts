/**
 * Reading the hours as they were kept before the weekly table (decision 0021): `config_hours`,
 * newline-separated lines typed by the owner, like "Monday: 9:00 AM - 2:00 PM",
 * "Tue - Fri: 9:00 AM - 9:00 PM" or "Sat & Sun: Closed". Used once per stored record (content
 * files, the database row, drafts and releases kept whole), to turn them into the table.
 */
import {
  isGridTime,
  WEEKDAYS,
  type DayHours,
  type Weekday,
  type WeeklyHours,
} from "~/lib/display/opening-hours";

/** Longer texts are not hours; every pattern below runs on capped, short pieces. */
const MAX_TEXT = 20_000;
const MAX_LINE = 200;

/** A day the old text never names: closed, with the editor's usual times kept for it. */
const UNNAMED_DAY: DayHours = { closed: true, opens: "09:00", closes: "17:00" };

const DAY_WORDS: Readonly<Record<string, Weekday>> = {
  mon: "monday",
  monday: "monday",
  tue: "tuesday",
  tues: "tuesday",
  tuesday: "tuesday",
  wed: "wednesday",
  wednesday: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  thursday: "thursday",
  fri: "friday",
  friday: "friday",
  sat: "saturday",
  saturday: "saturday",
  sun: "sunday",
  sunday: "sunday",
};

function dayWord(word: string): Weekday | null {
  return DAY_WORDS[word.trim().toLowerCase().replace(/\.$/, "")] ?? null;
}

/** "Tue - Fri", "Sat & Sun", "Mon, Wed", "Monday to Thursday" -> the days; null if not days. */
export function parseDays(spec: string): Weekday[] | null {
  const days: Weekday[] = [];
  for (const part of spec.split(/[,&/]|\band\b/i)) {
    if (part.trim() === "") return null;
    const ends = part.split(/[-–—]|\b(?:to|through|thru)\b/i);
    if (ends.length > 2) return null;
    const first = dayWord(ends[0] ?? "");
    const last = ends.length === 2 ? dayWord(ends[1] ?? "") : first;
    if (first === null || last === null) return null;
    const from = WEEKDAYS.indexOf(first);
    const to = WEEKDAYS.indexOf(last);
    if (to < from) return null;
    days.push(...WEEKDAYS.slice(from, to + 1));
  }
  return days.length > 0 ? days : null;
}

const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/i;

/** "9:00 AM" -> "09:00", "9pm" -> "21:00", "noon" -> "12:00", "17:30" -> "17:30"; else null. */
export function parseTime(text: string): string | null {
  const word = text.trim().toLowerCase();
  if (word === "noon") return "12:00";
  const match = TIME.exec(word);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? "0");
  const meridiem = match[3]?.charAt(0);
  if (minute > 59) return null;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "p" ? 12 : 0);
  } else if (hour > 23 || match[2] === undefined) {
    // "9" alone could be morning or evening: not guessed.
    return null;
  }
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** "9:00 AM - 2:00 PM" or "Closed" -> the day's hours; null when it is neither. */
export function parseDayHours(text: string): DayHours | null {
  const words = text.trim();
  if (/^closed$/i.test(words)) return { ...UNNAMED_DAY, closed: true };
  // No time holds a dash or the word "to": each splits the opening from the closing time.
  const ends = words.split(/[-–—]|\bto\b/i);
  if (ends.length !== 2) return null;
  const opens = parseTime(ends[0] ?? "");
  const closes = parseTime(ends[1] ?? "");
  if (opens === null || closes === null || !isGridTime(opens) || !isGridTime(closes)) return null;
  if (closes <= opens) return null;
  return { closed: false, opens, closes };
}

export interface LegacyHours {
  hours: WeeklyHours;
  /** Lines that named no days or no hours the table can hold: left out (days stay closed). */
  skipped: string[];
}

/**
 * The old text as a table. A day named twice takes its last line; a day never named is closed.
 * Nothing fails: what cannot be read is listed in `skipped` for the caller to report.
 */
export function parseLegacyHours(text: string): LegacyHours {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, { ...UNNAMED_DAY }])) as WeeklyHours;
  const skipped: string[] = [];
  for (const raw of text.slice(0, MAX_TEXT).split("\n")) {
    const line = raw.trim();
    if (line === "") continue;
    const colon = line.length <= MAX_LINE ? /:\s/.exec(line) : null;
    const days = colon ? parseDays(line.slice(0, colon.index)) : null;
    const dayHours = colon && days ? parseDayHours(line.slice(colon.index + 1)) : null;
    if (!days || !dayHours) {
      skipped.push(line.slice(0, MAX_LINE));
      continue;
    }
    for (const day of days) hours[day] = { ...dayHours };
  }
  return { hours, skipped };
}

/**
 * A stored salon record in either shape -> the current shape: a `config.config_hours` text
 * without `config.opening_hours` is replaced by the table read from it; anything else is
 * returned as it is, for the schema to judge.
 */
export function upgradeLegacySalon(stored: unknown): unknown {
  if (!isObject(stored) || !isObject(stored.salon_info)) return stored;
  const config = stored.salon_info.config;
  if (!isObject(config) || "opening_hours" in config || typeof config.config_hours !== "string") {
    return stored;
  }
  const { config_hours: text, ...rest } = config;
  return {
    ...stored,
    salon_info: {
      ...stored.salon_info,
      config: { ...rest, opening_hours: parseLegacyHours(text).hours },
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
