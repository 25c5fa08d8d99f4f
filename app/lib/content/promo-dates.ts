/**
 * When a special or pop-up is shown: from `starts_on` to `ends_on` inclusive (YYYY-MM-DD, days of
 * the spa's time zone), either end open when absent or empty. Pure, shared by the content schema
 * (editor form and server), the public content service and the promo editor's list.
 */

export const DATE_MESSAGE = "Must be a date like 2026-11-23, or empty";
export const DATE_ORDER_MESSAGE = "The last day cannot be before the first day";

export interface PromoDates {
  starts_on?: string | undefined;
  ends_on?: string | undefined;
}

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (value.length !== 10 || value[4] !== "-" || value[7] !== "-") return false;
  for (const [i, char] of [...value].entries()) {
    if (i !== 4 && i !== 7 && (char < "0" || char > "9")) return false;
  }
  const [year, month, day] = [value.slice(0, 4), value.slice(5, 7), value.slice(8)].map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day
  );
}

/** The form's empty date means "no limit". */
export const isIsoDateOrEmpty = (value: string) => value === "" || isIsoDate(value);

/** False only when both ends are set and the last day comes before the first. */
export const datesInOrder = ({ starts_on, ends_on }: PromoDates) =>
  !starts_on || !ends_on || starts_on <= ends_on;

export type PromoTiming = "showing" | "scheduled" | "expired";

/** Where `today` (YYYY-MM-DD, the spa's day) falls in the promo's range. */
export function promoTiming(promo: PromoDates, today: string): PromoTiming {
  // ISO days compare as strings.
  if (promo.starts_on && today < promo.starts_on) return "scheduled";
  if (promo.ends_on && today > promo.ends_on) return "expired";
  return "showing";
}

/** The promo without empty dates: how it is stored, so unset dates never reach the files. */
export function withoutEmptyDates<T extends PromoDates>(promo: T): T {
  const { starts_on, ends_on, ...rest } = promo;
  return {
    ...rest,
    ...(starts_on ? { starts_on } : {}),
    ...(ends_on ? { ends_on } : {}),
  } as T;
}

/** "Nov 23, 2026" from YYYY-MM-DD, for the editor's list (read as a calendar day, no zone). */
export function promoDateText(day: string): string {
  if (!isIsoDate(day)) return day;
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, date!)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** What the editor's list says of a promo today. */
export function promoTimingText(promo: PromoDates, today: string): string {
  const timing = promoTiming(promo, today);
  if (timing === "scheduled") return `Scheduled: shown from ${promoDateText(promo.starts_on!)}`;
  if (timing === "expired") return `Expired: ended ${promoDateText(promo.ends_on!)}`;
  return promo.ends_on ? `Showing now, until ${promoDateText(promo.ends_on)}` : "Showing now";
}

/** The promos shown on `today`, without their dates (the public API never had them). */
export function promosShownOn<T extends PromoDates>(
  promos: readonly T[],
  today: string,
): Omit<T, keyof PromoDates>[] {
  return promos
    .filter((promo) => promoTiming(promo, today) === "showing")
    .map(({ starts_on: _starts, ends_on: _ends, ...rest }) => rest);
}
