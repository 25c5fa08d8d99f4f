/**
 * Prices as amounts (decision 0022). The stored price stays the string SPEC.md 3 describes (a
 * comma-separated list whose entries may carry a label before a tilde: "60 min~$120, 90 min~$165")
 * and the public API serves it as stored; this module reads each entry into a structured price
 * (one amount, "from" an amount, a range, or complimentary, optionally per month/session...),
 * writes it back in one canonical spelling, and formats it for the page ("80" -> "$80").
 * Amounts are whole cents, so nothing is lost to floating point.
 */
import { parsePriceList } from "./menu";
import { collapseSpaces } from "./text";

export type PriceKind = "amount" | "from" | "range" | "free";

export interface Price {
  kind: PriceKind;
  /** Cents; the lower end of a range; 0 for "free". */
  cents: number;
  /** Cents: the upper end of a range, else null. */
  toCents: number | null;
  /** "month" in "$99/month"; null when none. */
  per: string | null;
  /** The word a free price is written with ("Complimentary", "Free"). */
  word: string | null;
}

export interface PriceListEntry {
  label: string | null;
  /** The entry's price as stored. */
  text: string;
  /** Null when the text is not an amount ("eighty dollars"). */
  price: Price | null;
}

/** One entry's text is capped before any pattern reads it (decision 0008). */
const MAX_ENTRY = 80;
/** $1,000,000: far above any spa price, low enough to catch a typo of many zeros. */
export const MAX_CENTS = 100_000_000;
export const FREE_WORDS = ["Complimentary", "Free"] as const;

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;
const FROM_WORDS = /^(?:from|starting at|starts at)\s+/i;
/** On text whose spaces are collapsed: "100-150", "100 - 150", "100 to 150". */
const RANGE_SEPARATOR = / ?[-\u2013\u2014] ?| to /i;

/** "$99/month", "$99 per month" -> ["$99", "month"]; the unit is a short word. */
function splitPer(text: string): [string, string | null] {
  const slash = text.lastIndexOf("/");
  const per = text.toLowerCase().lastIndexOf(" per ");
  const at = Math.max(slash, per);
  if (at < 0) return [text, null];
  const unit = text
    .slice(at + (at === slash ? 1 : 5))
    .trim()
    .toLowerCase();
  return /^[a-z]{2,12}$/.test(unit) ? [text.slice(0, at).trim(), unit] : [text, null];
}

/** "$1,200.5", "80", "$ 80" -> cents; null for anything else. */
export function parseAmount(text: string): number | null {
  if (text.length > MAX_ENTRY) return null;
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(",", ""));
  const cents = dollars * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_CENTS ? cents : null;
}

/** One price entry's text ("$120", "from $100", "$100-$150", "$99/month", "Complimentary"). */
export function parsePrice(input: string): Price | null {
  if (input.length > MAX_ENTRY) return null;
  let text = collapseSpaces(input);
  const free = FREE_WORDS.find((word) => word.toLowerCase() === text.toLowerCase());
  if (free) return { kind: "free", cents: 0, toCents: null, per: null, word: free };
  const [rest, per] = splitPer(text);
  text = rest;
  const base = { toCents: null, per, word: null };
  const fromWord = FROM_WORDS.exec(text);
  if (fromWord || text.endsWith("+")) {
    const cents = parseAmount(fromWord ? text.slice(fromWord[0].length) : text.slice(0, -1));
    return cents === null ? null : { ...base, kind: "from", cents };
  }
  const single = parseAmount(text);
  if (single !== null) return { ...base, kind: "amount", cents: single };
  const parts = text.split(RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  const [low, high] = parts.map(parseAmount);
  if (low == null || high == null || high <= low) return null;
  return { ...base, kind: "range", cents: low, toCents: high };
}

/** Cents as the page shows them ("$1,200", "$80.50"); `grouped: false` for the stored text. */
export function formatAmount(cents: number, grouped = true): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = grouped ? dollars.toLocaleString("en-US") : String(dollars);
  return `$${whole}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/**
 * A price as text: `display` for the page (grouped thousands, an en dash in ranges), `stored`
 * for the content (no comma inside an amount, since commas separate the list's entries).
 */
export function formatPrice(price: Price, style: "display" | "stored" = "display"): string {
  const grouped = style === "display";
  const amount = (cents: number) => formatAmount(cents, grouped);
  const per = price.per ? `/${price.per}` : "";
  switch (price.kind) {
    case "free":
      return price.word ?? "Complimentary";
    case "from":
      return `from ${amount(price.cents)}${per}`;
    case "range":
      return `${amount(price.cents)}${grouped ? "\u2013" : "-"}${amount(price.toCents ?? price.cents)}${per}`;
    default:
      return `${amount(price.cents)}${per}`;
  }
}

/** An entry's text as the page shows it: formatted when it is an amount, else as stored. */
export function displayPrice(text: string): string {
  const price = parsePrice(text);
  return price ? formatPrice(price) : text;
}

/** The stored price list, each entry read as an amount where it is one. */
export function parsePrices(stored: string): PriceListEntry[] {
  return parsePriceList(stored).map((entry) => ({
    label: entry.label,
    text: entry.price,
    price: parsePrice(entry.price),
  }));
}

/** Labelled prices back into the stored list ("60 min~$120, 90 min~$165"). */
export function formatPriceList(
  entries: readonly { label: string | null; price: Price }[],
): string {
  return entries
    .map(({ label, price }) => {
      const text = formatPrice(price, "stored");
      return label ? `${collapseSpaces(label)}~${text}` : text;
    })
    .join(", ");
}

export const notAmountMessage = (text: string) =>
  `“${text.slice(0, 40)}” is not an amount: enter a number such as 80 (the site shows $80)`;

/**
 * Why a stored price list cannot be saved, or null when every entry is an amount (or the list is
 * empty, as for an item without a price).
 */
export function priceListProblem(stored: string): string | null {
  if (stored.length > MAX_ENTRY * 50) return "Too many prices for one item";
  for (const entry of parsePrices(stored)) {
    if (entry.text === "") return `Enter the price for “${entry.label ?? ""}”`;
    if (!entry.price) return notAmountMessage(entry.text);
  }
  return null;
}

/** Why an add-on line's price cannot be saved; an add-on may have no price. */
export function addonPriceProblem(text: string): string | null {
  return text === "" || parsePrice(text) ? null : notAmountMessage(text);
}
