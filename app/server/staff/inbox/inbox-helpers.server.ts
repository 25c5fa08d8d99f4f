/**
 * Pure pieces of the leads inbox (unit-tested on their own): the spa's calendar days, the search
 * term, the keyset cursor, the download file name. Every input is length-capped before any
 * pattern runs, and every pattern here is linear.
 */

import { isUuid, SPA_TIME_ZONE, spaToday } from "~/lib/staff/leads";

/** The spa is in New York: "today", a date filter's days and the chart's days are its days. */
export { isUuid, SPA_TIME_ZONE };

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant, in ms (negative west of Greenwich). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** YYYY-MM-DD -> [year, month, day], or null for anything that is not a real calendar day. */
function parseDay(day: string): [number, number, number] | null {
  if (day.length !== 10 || day[4] !== "-" || day[7] !== "-") return null;
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if (![year, month, date].every(Number.isInteger)) return null;
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return [year, month, date];
}

/**
 * The instant a calendar day begins in the spa's zone. Midnight exists on every New York day
 * (the clocks change at 2 a.m.), so one correction after a first guess is exact.
 */
export function dayStart(day: string, timeZone = SPA_TIME_ZONE): Date | null {
  const parts = parseDay(day);
  if (!parts) return null;
  const utcMidnight = Date.UTC(parts[0], parts[1] - 1, parts[2]);
  let start = utcMidnight - zoneOffsetMs(utcMidnight, timeZone);
  start = utcMidnight - zoneOffsetMs(start, timeZone);
  return new Date(start);
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const parts = parseDay(day);
  if (!parts) return day;
  return new Date(Date.UTC(parts[0], parts[1] - 1, parts[2]) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * A filter's date range as instants: `from` and `to` are whole days in the spa's zone, both
 * included, so the range is [start of from, start of the day after to). Reversed days are
 * swapped rather than answering an empty list.
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  timeZone = SPA_TIME_ZONE,
): { start?: Date; end?: Date } {
  let [first, last] = [from, to];
  if (first && last && first > last) [first, last] = [last, first];
  const start = first ? dayStart(first, timeZone) : null;
  const end = last ? dayStart(nextDay(last), timeZone) : null;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** The last `days` calendar days in the spa's zone, oldest first, ending today. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = parseDay(spaToday(now));
  if (!today) return [];
  const base = Date.UTC(today[0], today[1] - 1, today[2]);
  return Array.from({ length: days }, (_, i) =>
    new Date(base - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

const SEARCH_MAX = 100;
/** What a person types around the digits of a phone number. */
const PHONE_PUNCTUATION = new Set([" ", "(", ")", "-", ".", "+", "/"]);

/** `%`, `_` and the escape character itself match literally in the LIKE pattern. */
export function likeEscape(value: string): string {
  let out = "";
  for (const ch of value) out += ch === "%" || ch === "_" || ch === "\\" ? `\\${ch}` : ch;
  return out;
}

export interface SearchTerm {
  /** Case-insensitive substring pattern for name, e-mail and phone as stored. */
  pattern: string;
  /**
   * When the search looks like a phone number (digits and phone punctuation only): its digits,
   * matched against the stored phone without its punctuation, so "7185550100" finds
   * "(718) 555-0100". A leading US country code 1 of an 11-digit number is dropped.
   */
  digits: string | null;
}

export function searchTerm(raw: string | undefined): SearchTerm | null {
  const q = (raw ?? "").slice(0, SEARCH_MAX).trim();
  if (!q) return null;
  let digits = "";
  let phoneLike = true;
  for (const ch of q) {
    if (ch >= "0" && ch <= "9") digits += ch;
    else if (!PHONE_PUNCTUATION.has(ch)) phoneLike = false;
  }
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return {
    pattern: `%${likeEscape(q)}%`,
    digits: phoneLike && digits.length > 0 ? digits : null,
  };
}

// ---------------------------------------------------------------- keyset cursor

/** created_at as PostgreSQL keeps it (microseconds, UTC): a ms Date would skip or repeat rows. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export interface Cursor {
  createdAt: string;
  id: string;
}

export const formatCursor = (cursor: Cursor) => `${cursor.createdAt}~${cursor.id}`;

/** A cursor from a query string, or null when it is not one we wrote. */
export function parseCursor(raw: string | null | undefined): Cursor | null {
  if (!raw || raw.length > 80) return null;
  const cut = raw.indexOf("~");
  if (cut < 0) return null;
  const createdAt = raw.slice(0, cut);
  const id = raw.slice(cut + 1);
  if (createdAt.length !== 27 || !CURSOR_TIME.test(createdAt) || !isUuid(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id: id.toLowerCase() };
}

// ---------------------------------------------------------------- downloads

/** RFC 5987 attr-char: what may stay unencoded in `filename*`. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: attachment` for a stored file name: an ASCII fallback for old clients
 * (anything else becomes `_`, quotes and backslashes included) and the exact name as UTF-8 in
 * `filename*`. The name is capped first; control characters never reach the header.
 */
export function attachmentHeader(fileName: string): string {
  let clean = "";
  for (const ch of fileName.slice(0, 200)) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) continue;
    clean += ch;
  }
  clean = clean.trim() || "download";
  let ascii = "";
  for (const ch of clean) {
    const code = ch.codePointAt(0) ?? 0;
    const plain =
      (ch >= "a" && ch <= "z") ||
      (ch >= "A" && ch <= "Z") ||
      (ch >= "0" && ch <= "9") ||
      ch === "." ||
      ch === "-" ||
      ch === "_" ||
      ch === " ";
    ascii += plain && code < 0x80 ? ch : "_";
  }
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
