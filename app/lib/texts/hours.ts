/**
 * When a text may go (issue 37): New York allows texts between 8:00 and 21:00 at the recipient's
 * place; the spa's clients are local, so the spa's time zone stands for theirs. A text due at
 * night waits for the next 8:00. The spa's calendar is `lib/staff/response-time.ts`'s.
 */
import { spaDayNumber, spaInstant } from "../staff/response-time";

export const TEXTING_STARTS_HOUR = 8;
export const TEXTING_ENDS_HOUR = 21;

const START = TEXTING_STARTS_HOUR * 60;
const END = TEXTING_ENDS_HOUR * 60;

/** Where an instant falls in the spa's day: the day, and the instants its texting starts and ends. */
function textingDay(at: Date) {
  const day = spaDayNumber(at.getTime());
  return { day, starts: spaInstant(day, START), ends: spaInstant(day, END) };
}

/** True between 8:00 and 21:00 in New York. */
export function inTextingHours(at: Date): boolean {
  const { starts, ends } = textingDay(at);
  return at.getTime() >= starts && at.getTime() < ends;
}

/** `at` itself inside texting hours, else the next 8:00 in New York. */
export function nextTextingTime(at: Date): Date {
  const { day, starts, ends } = textingDay(at);
  if (at.getTime() < starts) return new Date(starts);
  if (at.getTime() < ends) return at;
  return new Date(spaInstant(day + 1, START));
}

