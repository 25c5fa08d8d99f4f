/**
 * When a text may go (issue 37): New York allows texts between 8:00 and 21:00 at the recipient's
 * place; the spa's clients are local, so the spa's time zone stands for theirs. A text due at
 * night waits for the next 8:00.
 */
export const SPA_TIME_ZONE = "America/New_York";
export const TEXTING_STARTS_HOUR = 8;
export const TEXTING_ENDS_HOUR = 21;

const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall clock in New York at an instant. */
function wallClock(at: Date) {
  const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant of 8:00 in New York on the given calendar day (daylight saving included). */
function eightOClock(year: number, month: number, day: number): Date {
  // Start from 8:00 UTC that day and move by the zone's offset at that instant, twice, so a
  // change of offset between the guess and the answer settles.
  let guess = Date.UTC(year, month - 1, day, TEXTING_STARTS_HOUR);
  for (let i = 0; i < 2; i++) {
    const w = wallClock(new Date(guess));
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    guess += Date.UTC(year, month - 1, day, TEXTING_STARTS_HOUR) - shown;
  }
  return new Date(guess);
}

/** True between 8:00 and 21:00 in New York. */
export function inTextingHours(at: Date): boolean {
  const { hour } = wallClock(at);
  return hour >= TEXTING_STARTS_HOUR && hour < TEXTING_ENDS_HOUR;
}

/** `at` itself inside texting hours, else the next 8:00 in New York. */
export function nextTextingTime(at: Date): Date {
  if (inTextingHours(at)) return at;
  const w = wallClock(at);
  if (w.hour < TEXTING_STARTS_HOUR) return eightOClock(w.year, w.month, w.day);
  const tomorrow = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return eightOClock(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate());
}
