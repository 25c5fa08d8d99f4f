/**
 * How the staff pages write a lead's source and contact links for people (issue 18): "Tattoo
 * removal ads page", `tel:` links (its time: `dates.ts`). Pure, so the loaders compute the text on the server
 * with the server's clock and the browser never disagrees while hydrating.
 */
import { ADS_ROUTES } from "../site/landing-pages";
import { normalisePathname } from "../site/paths";
import { seoEntry } from "../seo/table";

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

/**
 * A lead's name as a heading or a row shows it: the name given; a missed call (issue 37) has none,
 * so the call; a lead the retention rule cleared, "Anonymized lead".
 */
export function leadTitle(lead: { name: string; kind: string }): string {
  const name = lead.name.trim();
  if (name) return name;
  return lead.kind === "missed_call" ? "Missed call" : "Anonymized lead";
}

/** "1 new text", "3 new texts" (the client's unread texts), or null for none. */
export const newTextsWords = (count: number): string | null =>
  count <= 0 ? null : count === 1 ? "1 new text" : `${count} new texts`;

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

/** Where a long e-mail address may go on to the next line. */
const ADDRESS_BREAKS = new Set(["@", ".", "-", "_", "+"]);

/**
 * An e-mail address cut after each "@", ".", "-", "_" or "+", for the page to offer a line break
 * there (`<wbr>`): on a phone a long address then wraps at its punctuation, not inside a word
 * (issue 29). Joined, the pieces are the address again. Character by character: no pattern.
 */
export function addressPieces(address: string): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of address.slice(0, 320)) {
    piece += ch;
    if (ADDRESS_BREAKS.has(ch)) {
      pieces.push(piece);
      piece = "";
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}
