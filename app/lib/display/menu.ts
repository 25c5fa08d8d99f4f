/** Display rules for menu categories and their sub-menu items (SPEC.md 2.3 and 3). */
import { decodePathOrKeep } from "../site/paths";
import { titleKey } from "./slug";
import { collapseSpaces, htmlToText, nonEmptyLines } from "./text";

export interface PriceEntry {
  label: string | null;
  price: string;
}

/**
 * Commas separate entries, except a comma between a digit and exactly three digits: that is a
 * thousands separator ("$1,200") that an editor typed despite the content guide.
 */
const PRICE_SEPARATOR = /(?<!\d),|,(?!\d{3}(?!\d))/;

function parsePriceEntry(entry: string): PriceEntry {
  const tilde = entry.indexOf("~");
  if (tilde === -1) return { label: null, price: entry };
  const label = collapseSpaces(entry.slice(0, tilde));
  return { label: label === "" ? null : label, price: collapseSpaces(entry.slice(tilde + 1)) };
}

/** "60 min~$120, 90 min~$165" -> [{label:"60 min",price:"$120"},{label:"90 min",price:"$165"}]; "$45" -> [{label:null,price:"$45"}]; "" -> [] */
export function parsePriceList(price: string): PriceEntry[] {
  return price
    .split(PRICE_SEPARATOR)
    .map(collapseSpaces)
    .filter((entry) => entry !== "")
    .map(parsePriceEntry)
    .filter((entry) => entry.price !== "" || entry.label !== null);
}

/**
 * Regular sub-menu description split by '/' into list items (trimmed, empties dropped). If the
 * description is HTML, strip tags first (decode &amp; &nbsp; etc. minimal entities) so tags'
 * slashes don't split. Newlines also separate items.
 */
export function parseDescriptionList(description: string): string[] {
  return htmlToText(description)
    .split(/[/\n]/)
    .map(collapseSpaces)
    .filter((item) => item !== "");
}

/** Title contains "add-ons"/"add ons"/"addons" or "specialty" (case-insensitive). */
export function isAddonsOrSpecialty(title: string): boolean {
  return /add[\s_-]*ons\b|specialty/i.test(title);
}

export interface AddonLine {
  title: string;
  price: string;
  description: string | null;
}

const isSpace = (char: string | undefined) => char !== undefined && char.trim() === "";
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/**
 * A title with its price glued on: "Lip Renewal$20" (the 'title$price~description' variant).
 * The price is the first "$" after which come only spaces, a digit and then no more spaces.
 * Scanned by hand: the equivalent pattern, /^(.*?)\s*(\$\s*\d\S*)$/, backtracks quadratically.
 */
export function splitInlinePrice(text: string): { title: string; price: string } | null {
  let lastSpace = text.length - 1;
  while (lastSpace >= 0 && !isSpace(text[lastSpace])) lastSpace--;
  let dollar = -1;
  if (lastSpace >= 0) {
    // "$ 20": the spaces that end at lastSpace must follow the "$" and precede a digit.
    let runStart = lastSpace;
    while (runStart > 0 && isSpace(text[runStart - 1])) runStart--;
    if (text[runStart - 1] === "$" && isDigit(text[lastSpace + 1])) dollar = runStart - 1;
  }
  if (dollar < 0) {
    for (let i = lastSpace + 1; i < text.length - 1; i++) {
      if (text[i] === "$" && isDigit(text[i + 1])) {
        dollar = i;
        break;
      }
    }
  }
  if (dollar < 0) return null;
  return { title: text.slice(0, dollar).trimEnd(), price: text.slice(dollar) };
}

function optionalText(text: string): string | null {
  const clean = collapseSpaces(text.replace(/^~+/, ""));
  return clean === "" ? null : clean;
}

function parseAddonLine(line: string): AddonLine {
  const tilde = line.indexOf("~");
  const head = (tilde === -1 ? line : line.slice(0, tilde)).trim();
  const tail = tilde === -1 ? null : line.slice(tilde + 1);

  const inline = splitInlinePrice(head);
  if (inline?.title) {
    return {
      title: collapseSpaces(inline.title),
      price: inline.price.replace(/\s+/g, ""),
      description: tail === null ? null : optionalText(tail),
    };
  }
  if (tail === null) return { title: collapseSpaces(head), price: "", description: null };

  // "price~~description": the first tilde ends the price; any further tildes are separators.
  const next = tail.indexOf("~");
  return {
    title: collapseSpaces(head),
    price: collapseSpaces(next === -1 ? tail : tail.slice(0, next)),
    description: next === -1 ? null : optionalText(tail.slice(next)),
  };
}

/**
 * Lines of an add-ons/specialty description: "title~price", "title~price~~description",
 * "title$price~description" (price keeps its $ sign, e.g. "$20"); blank lines skipped; a line
 * without price gives price "". Handle \r\n.
 */
export function parseAddonLines(description: string): AddonLine[] {
  return nonEmptyLines(description)
    .map(parseAddonLine)
    .filter((line) => line.title !== "" || line.price !== "");
}

export { ADDON_FIXED_LINE } from "./menu-lines";

const decodeSegment = (segment: string) => decodePathOrKeep(segment).toLowerCase();

/**
 * Finds the category whose title key (SPEC.md 2.3) equals the last path segment of pathname, or
 * else the third segment ("/services/facials/anything" -> "facials"; trailing slashes ignored).
 */
export function matchCategory<T extends { menu_title: string }>(
  menus: T[],
  pathname: string,
): T | undefined {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter((segment) => segment !== "");
  // Counting the empty string before the leading slash, "services" is the second segment and
  // the category name the third: the same indexing the original site used.
  const candidates = [segments.at(-1), segments[1]].filter((s): s is string => s !== undefined);
  for (const candidate of candidates.map(decodeSegment)) {
    const found = menus.find((menu) => titleKey(menu.menu_title) === candidate);
    if (found) return found;
  }
  return undefined;
}

/** Menus titled packages or memberships (case-insensitive) are excluded from the service lists. */
export function isServiceCategory(title: string): boolean {
  return !/^(?:packages|memberships)$/i.test(title.trim());
}
