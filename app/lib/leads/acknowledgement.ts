/**
 * Pure parts of the visitor's acknowledgement (issue 19): the hours of the days ahead as the
 * e-mail lists them, and what happens next for each kind of lead.
 */
import {
  DAY_NAMES,
  formatDay,
  WEEKDAYS,
  type Weekday,
  type WeeklyHours,
} from "~/lib/display/opening-hours";
import { SPA_TIME_ZONE } from "~/lib/staff/leads";
import { greetableFirstName } from "./first-name";
import type { LeadStore } from "./vocabulary";

const weekdayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  weekday: "long",
});

/** The spa's day of the week at an instant (New York time, whatever the server's zone). */
export function spaWeekday(now: Date): Weekday {
  const name = weekdayFormat.format(now).toLowerCase();
  return WEEKDAYS.find((day) => day === name) ?? "monday";
}

export interface DayLine {
  /** "Today", "Tomorrow", then "Saturday", ... */
  day: string;
  /** "9:00 AM - 7:00 PM" or "Closed". */
  hours: string;
}

/** The hours of `count` days from the spa's today, in the order they come. */
export function nextDaysHours(week: WeeklyHours, now: Date, count = 7): DayLine[] {
  const start = WEEKDAYS.indexOf(spaWeekday(now));
  const lines: DayLine[] = [];
  for (let offset = 0; offset < count; offset++) {
    const day = WEEKDAYS[(start + offset) % WEEKDAYS.length]!;
    const label = offset === 0 ? "Today" : offset === 1 ? "Tomorrow" : DAY_NAMES[day];
    lines.push({ day: label, hours: formatDay(week[day]) });
  }
  return lines;
}

/** What the visitor can expect after sending this kind of form. */
export function whatHappensNext(kind: LeadStore): string {
  if (kind === "career") {
    return "We read every application ourselves. If your experience fits an opening, we will call or e-mail you to arrange a conversation.";
  }
  return "A member of our team will call or e-mail you, usually within one business day. There is nothing more you need to do.";
}

/** The e-mail's subject: the only line a mailbox list shows. */
export function acknowledgementSubject(kind: LeadStore, salonName: string): string {
  const what = kind === "career" ? "application" : "request";
  const name = salonName.replace(/\s+/g, " ").trim().slice(0, 100);
  return name ? `We received your ${what} - ${name}` : `We received your ${what}`;
}

/** More words than a full name has: what was typed is a sentence, not a name. */
const FULL_NAME_MAX_WORDS = 4;

/**
 * The first name in a contact enquiry's one `name` field: its first word, and only when every
 * word of it looks like a name ("Mary Jo Smith", "Jean-Luc O'Neil"), so neither a sentence's
 * first word nor a name followed by a link is written into the greeting.
 */
export function greetableFromFullName(typed: string): string | undefined {
  const words = typed.slice(0, 200).trim().split(/\s+/);
  if (words.length > FULL_NAME_MAX_WORDS) return undefined;
  if (!words.every((word) => greetableFirstName(word) !== undefined)) return undefined;
  return greetableFirstName(words[0] ?? "");
}

/** RFC 5321's dot-atom characters of a local part; nothing a mail library reads as syntax. */
const LOCAL_PART = /^[\w!#$%&'*+/=?^`{|}~.-]{1,64}$/;
const DOMAIN_LABEL = /^[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?$/i;

/**
 * The address an acknowledgement may go to: the form's address trimmed, when it is a plain
 * `local@domain.tld`. The forms accept looser addresses (SPEC.md 5), but one with a comma, a
 * quote or brackets could be read by a mail library as another recipient, one the 24-hour mark
 * does not name; such a visitor gets no acknowledgement (the salon still hears of the lead).
 */
export function acknowledgeableAddress(typed: string): string | undefined {
  const address = typed.slice(0, 300).trim();
  if (address.length > 254) return undefined;
  const at = address.indexOf("@");
  if (at < 0 || address.indexOf("@", at + 1) >= 0) return undefined;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  if (!LOCAL_PART.test(local) || local.startsWith(".") || local.endsWith(".")) return undefined;
  if (local.includes("..") || labels.length < 2) return undefined;
  return labels.every((label) => DOMAIN_LABEL.test(label)) ? address : undefined;
}
