/**
 * An item's price as the menu editor offers it (decision 0022): a format chosen from a list (one
 * price, "from" a price, a range, several prices with labels, complimentary, no price) and the
 * amounts typed as numbers. Read from and written back to the stored string of SPEC.md 3 by
 * `~/lib/display/menu-price`; an amount that is not a number is refused with a message.
 */
import {
  formatPrice,
  formatPriceList,
  notAmountMessage,
  parseAmount,
  parsePrice,
  parsePrices,
  type Price,
} from "~/lib/display/menu-price";
import { collapseSpaces, looksLikeHtml } from "~/lib/display/text";

export type PriceFormat = "amount" | "from" | "range" | "labeled" | "free" | "none";

export const PRICE_FORMATS: readonly { value: PriceFormat; label: string }[] = [
  { value: "amount", label: "One price" },
  { value: "from", label: "From a price" },
  { value: "range", label: "A range" },
  { value: "labeled", label: "Several, labeled" },
  { value: "free", label: "Complimentary" },
  { value: "none", label: "No price" },
];

/** What a membership's price may be counted per. */
export const PRICE_PER = ["", "month", "year", "session", "visit"] as const;

export interface LabelledPrice {
  label: string;
  /** As typed: "120", or a stored entry such as "from $100" that is not a plain amount. */
  amount: string;
}

export interface EditablePrice {
  format: PriceFormat;
  /** As typed, without "$": "120", "80.50". The lower end of a range. */
  amount: string;
  /** The upper end of a range. */
  to: string;
  rows: LabelledPrice[];
  /** "month" in "$99/month"; "" for none. */
  per: string;
  /** The word a complimentary price is written with. */
  word: string;
}

/** Caps of the typed fields, checked before any pattern reads them (decision 0008). */
const MAX_LABEL = 200;
const MAX_AMOUNT = 40;

/** Cents as the amount field shows them: "120", "80.50". */
export function amountInput(cents: number): string {
  const rest = cents % 100;
  return `${Math.floor(cents / 100)}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/** A labeled row's field: the plain amount, or the whole entry when it says more than that. */
const rowInput = (price: Price) =>
  price.kind === "amount" && !price.per ? amountInput(price.cents) : formatPrice(price, "stored");

const empty = (): EditablePrice => ({
  format: "amount",
  amount: "",
  to: "",
  rows: [{ label: "", amount: "" }],
  per: "",
  word: "Complimentary",
});

export const newEditablePrice = empty;

/** The stored price list as the editor's fields. */
export function toEditablePrice(stored: string): EditablePrice {
  const entries = parsePrices(stored);
  const price = empty();
  const [first] = entries;
  if (!first) return { ...price, format: "none" };
  if (entries.length === 1 && first.label === null) {
    // A price in words is shown as typed, so that saving names it as the problem.
    if (!first.price) return { ...price, amount: first.text };
    const { kind, cents, toCents, per, word } = first.price;
    if (kind === "free") return { ...price, format: "free", word: word ?? price.word };
    return {
      ...price,
      format: kind,
      amount: amountInput(cents),
      to: toCents === null ? "" : amountInput(toCents),
      per: per ?? "",
    };
  }
  return {
    ...price,
    format: "labeled",
    rows: entries.map((entry) => ({
      label: entry.label ?? "",
      amount: entry.price ? rowInput(entry.price) : entry.text,
    })),
  };
}

export type PriceErrors = Record<string, string>;

function amountProblem(text: string): string | null {
  if (text.length > MAX_AMOUNT) return `Must be at most ${MAX_AMOUNT} characters`;
  if (text.trim() === "") return "Enter the price (a number such as 80)";
  return parseAmount(text) === null ? notAmountMessage(text) : null;
}

function labelProblem(text: string): string | null {
  if (text.length > MAX_LABEL) return `Must be at most ${MAX_LABEL} characters`;
  if (text.includes("~")) return "Leave out the ~: the editor writes it for you";
  if (text.includes(",")) return "A comma starts a new price on the page: add another row instead";
  if (looksLikeHtml(text)) return "Write plain text: tags and &codes; would not show as typed";
  return null;
}

function writeLabelled(rows: LabelledPrice[], errors: PriceErrors): string {
  const entries: { label: string | null; price: Price }[] = [];
  rows.forEach((row, index) => {
    if (row.label.trim() === "" && row.amount.trim() === "") return;
    const label = labelProblem(row.label);
    if (label) errors[`price.rows.${index}.label`] = label;
    else if (row.label.trim() === "" && rows.length > 1) {
      errors[`price.rows.${index}.label`] = "Enter a label such as “60 min” (or remove the row)";
    }
    const amount = row.amount.length > MAX_AMOUNT ? null : parsePrice(row.amount);
    if (!amount) {
      errors[`price.rows.${index}.amount`] =
        row.amount.trim() === ""
          ? "Enter the price for this label (or remove the row)"
          : (amountProblem(row.amount) ?? notAmountMessage(row.amount));
    } else if (!label) {
      const text = collapseSpaces(row.label);
      entries.push({ label: text === "" ? null : text, price: amount });
    }
  });
  return formatPriceList(entries);
}

/** The stored price, or the errors keyed "price.amount", "price.to", "price.rows.N.label"... */
export function fromEditablePrice(edit: EditablePrice): { value: string; errors: PriceErrors } {
  const errors: PriceErrors = {};
  const per = (PRICE_PER as readonly string[]).includes(edit.per) && edit.per ? edit.per : null;
  switch (edit.format) {
    case "none":
      return { value: "", errors };
    case "free":
      return { value: edit.word === "Free" ? "Free" : "Complimentary", errors };
    case "labeled":
      return { value: writeLabelled(edit.rows, errors), errors };
    default:
      break;
  }
  const low = amountProblem(edit.amount);
  if (low) errors["price.amount"] = low;
  let toCents: number | null = null;
  if (edit.format === "range") {
    const high = amountProblem(edit.to);
    if (high) errors["price.to"] = high;
    else {
      toCents = parseAmount(edit.to);
      const cents = parseAmount(edit.amount);
      if (cents !== null && toCents !== null && toCents <= cents) {
        errors["price.to"] = "The upper end must be more than the lower end";
      }
    }
  }
  if (Object.keys(errors).length > 0) return { value: "", errors };
  const price: Price = {
    kind: edit.format,
    cents: parseAmount(edit.amount)!,
    toCents,
    per,
    word: null,
  };
  return { value: formatPrice(price, "stored"), errors };
}

/** The one line a closed item shows beside its name: "$120", "from $120", "No price". */
export function priceSummary(stored: string): string {
  const entries = parsePrices(stored);
  const [first] = entries;
  if (!first) return "";
  const shown = first.price ? formatPrice(first.price) : first.text;
  return entries.length > 1 && !shown.startsWith("from ") ? `from ${shown}` : shown;
}
