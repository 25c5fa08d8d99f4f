/**
 * How the staff pages write a lead's time and source for people (issue 18): "Today 3:12 PM",
 * "Mon Nov 24", "Tattoo removal ads page". Pure, so the loaders compute the text on the server
 * with the server's clock and the browser never disagrees while hydrating.
 */
import { ADS_ROUTES } from "../landing-pages";
import { normalisePathname } from "../paths";
import { seoEntry } from "../seo/table";
import { SPA_TIME_ZONE } from "./leads";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

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

const ADS_PAGE_NAMES: Record<(typeof ADS_ROUTES)[number]["id"], string> = {
  tattoo: "Tattoo removal ads page",
  ipl: "IPL therapy ads page",
  combined: "Tattoo removal and IPL ads page",
};

/** The page a lead came from, by its name ("Contact", "Facials", "IPL therapy ads page"). */
export function leadSourceName(sourcePage: string): string {
  if (!sourcePage) return "Unknown page";
  const path = normalisePathname(sourcePage.slice(0, 300));
  const ads = ADS_ROUTES.find((route) => route.path === path);
  if (ads) return ADS_PAGE_NAMES[ads.id];
  const thankYou = ADS_ROUTES.find((route) => route.thankYouPath === path);
  if (thankYou) return `${ADS_PAGE_NAMES[thankYou.id]} (thank-you page)`;
  if (path.startsWith("/blog-details/")) return "Blog post";
  const entry = seoEntry(path);
  if (entry) return entry.breadcrumb === "Home" ? "Home page" : entry.breadcrumb;
  return path;
}

const MAX_CONTACT = 200;

/** A `tel:` link for a US number as the forms store it ("(718) 555-0100"), or null. */
export function telHref(phone: string): string | null {
  const digits = phone.slice(0, MAX_CONTACT).replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return digits.length >= 7 && digits.length <= 15 ? `tel:${digits}` : null;
}

/** An `sms:` link to the same number as `telHref`, or null. */
export function smsHref(phone: string): string | null {
  const tel = telHref(phone);
  return tel ? `sms:${tel.slice("tel:".length)}` : null;
}

/** A `mailto:` link with its subject filled in, or null when the address is not one. */
export function mailtoHref(email: string, subject: string): string | null {
  const address = email.slice(0, MAX_CONTACT).trim();
  const at = address.indexOf("@");
  if (at < 1 || at === address.length - 1 || /[\s<>"]/.test(address)) return null;
  return `mailto:${encodeURIComponent(address).replace("%40", "@")}?subject=${encodeURIComponent(subject)}`;
}
