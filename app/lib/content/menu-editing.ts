/**
 * The service menus as the staff editor shows them: a stored item (`sub_menu_price`,
 * `sub_menu_description` in the formats of SPEC.md 3) split into fields the owner fills in
 * (price rows, list entries, add-on rows, membership lines), and those fields written back in
 * exactly the stored format, so nobody types a `~` or a `/`. Splitting uses the display rules
 * themselves (`~/lib/display`), and every value written is read back with them: what the owner
 * typed is refused with a message unless the page will show exactly that.
 *
 * A field the owner did not change is written back as it was stored, byte for byte, even where
 * the stored text is not in the editor's own spelling (extra spaces, a trailing newline).
 */
import {
  isAddonsOrSpecialty,
  isMembershipPolicies,
  parseAddonLines,
  parseDescriptionList,
  splitInlinePrice,
  titleKey,
} from "~/lib/display";
import { collapseSpaces, looksLikeHtml, nonEmptyLines } from "~/lib/display/text";
import {
  addonPriceProblem,
  formatPrice,
  parsePrice,
  priceListProblem,
} from "~/lib/display/menu-price";
import {
  fromEditablePrice,
  newEditablePrice,
  toEditablePrice,
  type EditablePrice,
} from "./price-editing";
import { CONTENT_LIMITS } from "./schemas";
import type { z } from "zod/mini";
import type { menuItemSchema, menuSchema } from "./schemas";

export type StoredItem = z.output<typeof menuItemSchema>;
export type StoredMenu = z.output<typeof menuSchema>;

/** Caps of one editor field, checked before any pattern reads it (decision 0008). */
export const EDIT_LIMITS = {
  /** A price, a price's label, a list entry, an add-on's name. */
  entry: CONTENT_LIMITS.short,
  /** A membership or policy line, an add-on's description. */
  line: 2_000,
  /** Rows of one list: far more than a menu card holds. */
  rows: 200,
} as const;

/** How the site shows an item, which decides the fields it is edited with. */
export type ItemKind = "service" | "addons" | "membership" | "policies";

/** The menu whose items are the memberships (view.server.ts finds it the same way). */
export const isMembershipsMenu = (title: string) => title.toLowerCase() === "memberships";

export function itemKind(menuTitle: string, itemTitle: string): ItemKind {
  if (isMembershipsMenu(menuTitle)) {
    return isMembershipPolicies(itemTitle) ? "policies" : "membership";
  }
  return isAddonsOrSpecialty(itemTitle) ? "addons" : "service";
}

export interface AddonRow {
  title: string;
  price: string;
  description: string;
  /** "title~price~~description", or the variant "title$price~description". */
  style: "tilde" | "dollar";
  /** Blank lines before the row: not shown on the site, kept so the stored text stays as it was. */
  blankBefore: number;
}

/** One item in the editor's fields; only those of its kind are used. */
export interface EditableItem {
  kind: ItemKind;
  title: string;
  hidden: boolean;
  /** service: the '/' entries; membership: the benefit lines; policies: the lines. */
  entries: string[];
  /** membership: the first line of the description. */
  summary: string;
  /** service and membership: the price as a format and amounts (price-editing.ts). */
  price: EditablePrice;
  /** addons: the lines of the add-ons list. */
  addons: AddonRow[];
  /** The item as stored (null for a new one): unchanged fields are written back from it. */
  original: StoredItem | null;
}

/** Field errors keyed by the editor field's path inside the item ("prices.1.label"). */
export type FieldErrors = Record<string, string>;

// ------------------------------------------------------------------ '/' lists and lines

/** "Cleanse / Mask" -> ["Cleanse", "Mask"] */
export const descriptionEntries = (stored: string) => parseDescriptionList(stored);
export const formatDescriptionEntries = (entries: string[]) => entries.join(" / ");
export const formatLines = (lines: string[]) => lines.join("\n");

// ------------------------------------------------------------------ add-ons lines

function addonRow(line: string, blankBefore: number): AddonRow {
  const [parsed] = parseAddonLines(line);
  const tilde = line.indexOf("~");
  const head = (tilde === -1 ? line : line.slice(0, tilde)).trim();
  const inline = splitInlinePrice(head);
  return {
    title: parsed?.title ?? "",
    price: parsed?.price ?? "",
    description: parsed?.description ?? "",
    style: inline?.title ? "dollar" : "tilde",
    blankBefore,
  };
}

/** The add-ons/specialty description, one row per non-blank line. */
export function addonRows(stored: string): AddonRow[] {
  const rows: AddonRow[] = [];
  let blank = 0;
  for (const line of stored.split("\n")) {
    if (line.trim() === "") blank++;
    else {
      rows.push(addonRow(line, blank));
      blank = 0;
    }
  }
  return rows;
}

/** "$20", "$1,200": what the 'title$price' variant can carry (no spaces, a digit after the $). */
const canGluePrice = (price: string) =>
  price.length > 1 && price[0] === "$" && price[1]! >= "0" && price[1]! <= "9" && !/\s/.test(price);

function formatAddonRow(row: AddonRow): string {
  const gap = "\n".repeat(row.blankBefore);
  if (row.style === "dollar" && canGluePrice(row.price)) {
    return `${gap}${row.title}${row.price}${row.description ? `~${row.description}` : ""}`;
  }
  if (row.description) return `${gap}${row.title}~${row.price}~~${row.description}`;
  return `${gap}${row.price ? `${row.title}~${row.price}` : row.title}`;
}

export const formatAddonRows = (rows: AddonRow[]) => rows.map(formatAddonRow).join("\n");

// ------------------------------------------------------------------ items

export function toEditableItem(menuTitle: string, item: StoredItem): EditableItem {
  const kind = itemKind(menuTitle, item.sub_menu_title);
  const lines = kind === "membership" ? nonEmptyLines(item.sub_menu_description) : [];
  return {
    kind,
    title: item.sub_menu_title,
    hidden: item.hidden === true,
    entries:
      kind === "service"
        ? descriptionEntries(item.sub_menu_description)
        : kind === "policies"
          ? nonEmptyLines(item.sub_menu_description)
          : lines.slice(1),
    summary: lines[0] ?? "",
    price: toEditablePrice(kind === "service" || kind === "membership" ? item.sub_menu_price : ""),
    addons: kind === "addons" ? addonRows(item.sub_menu_description) : [],
    original: item,
  };
}

/** A new, empty item of a kind. */
export function newEditableItem(kind: ItemKind): EditableItem {
  return {
    kind,
    title: "",
    hidden: false,
    entries: [],
    summary: "",
    price: newEditablePrice(),
    addons: [],
    original: null,
  };
}

/** The fields that make up the stored description and price, for "did the owner change it". */
function descriptionFields(item: EditableItem): unknown {
  if (item.kind === "addons") return item.addons;
  if (item.kind === "membership") return [item.summary, item.entries];
  return item.entries;
}
const priceFields = (item: EditableItem): unknown =>
  item.kind === "service" || item.kind === "membership" ? item.price : null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const TILDE_MESSAGE = "Leave out the ~: the editor writes it for you";

/** A plain-text field: its length cap first, then what would change how it shows. */
function checkText(text: string, max: number, kind: "entry" | "line"): string | null {
  if (text.length > max) return `Must be at most ${max} characters`;
  if (text.includes("~")) return TILDE_MESSAGE;
  if (looksLikeHtml(text)) return "Write plain text: tags and &codes; would not show as typed";
  if (kind === "entry" && text.includes("/"))
    return "A slash starts a new line on the page: add another entry instead";
  return null;
}

const normal = (text: string) => collapseSpaces(text);

interface Written {
  description: string;
  price: string;
}

/** The service item's '/' entries and price rows, or the errors that keep them from the page. */
function writeService(item: EditableItem, errors: FieldErrors): Written {
  item.entries.forEach((entry, index) => {
    const problem = checkText(entry, EDIT_LIMITS.entry, "entry");
    if (problem) errors[`entries.${index}`] = problem;
  });
  const price = fromEditablePrice(item.price);
  if (Object.keys(errors).length > 0) {
    Object.assign(errors, price.errors);
    return { description: "", price: price.value };
  }
  Object.assign(errors, price.errors);
  const entries = item.entries.map(normal).filter((entry) => entry !== "");
  const description = formatDescriptionEntries(entries);
  if (!same(parseDescriptionList(description), entries)) {
    errors["entries.0"] = "These lines would not show as typed";
  }
  return { description, price: price.value };
}

function writeAddons(item: EditableItem, errors: FieldErrors): Written {
  const checks = [
    ["title", EDIT_LIMITS.entry],
    ["price", EDIT_LIMITS.entry],
    ["description", EDIT_LIMITS.line],
  ] as const;
  item.addons.forEach((row, index) => {
    for (const [field, max] of checks) {
      const problem = checkText(row[field], max, "line");
      if (problem) errors[`addons.${index}.${field}`] = problem;
    }
    if (row.title.trim() === "" && (row.price.trim() !== "" || row.description.trim() !== "")) {
      errors[`addons.${index}.title`] ??= "Enter the add-on's name (or remove the row)";
    }
    const price =
      row.price.length > EDIT_LIMITS.entry ? null : addonPriceProblem(normal(row.price));
    if (price) errors[`addons.${index}.price`] ??= price;
  });
  const price = item.original?.sub_menu_price ?? "";
  if (Object.keys(errors).length > 0) return { description: "", price };
  const rows = item.addons
    .map((row, at) => ({
      ...row,
      at,
      title: normal(row.title),
      price: canonicalPrice(normal(row.price)),
      description: normal(row.description),
    }))
    .filter((row) => row.title !== "");
  const description = formatAddonRows(rows);
  const shown = parseAddonLines(description);
  for (const [index, row] of rows.entries()) {
    const line = shown[index];
    const as = line && line.title === row.title && line.price === row.price;
    if (as && (line.description ?? "") === row.description) continue;
    errors[`addons.${row.at}.title`] = splitInlinePrice(row.title)
      ? "A name ending in a $ price would be read as the price: put the price in its own field"
      : "This line would not show as typed";
    break;
  }
  return { description, price };
}

function writeLines(item: EditableItem, errors: FieldErrors): Written {
  const lines = item.entries.map(normal).filter((line) => line !== "");
  item.entries.forEach((line, index) => {
    const problem = checkText(line, EDIT_LIMITS.line, "line");
    if (problem) errors[`entries.${index}`] = problem;
  });
  let all = lines;
  if (item.kind === "membership") {
    const summary = normal(item.summary);
    const problem = checkText(item.summary, EDIT_LIMITS.line, "line");
    if (problem) errors.summary = problem;
    else if (summary === "" && lines.length > 0) {
      errors.summary = "Write the summary: the first line is always shown as the summary";
    }
    Object.assign(errors, fromEditablePrice(item.price).errors);
    all = summary === "" ? lines : [summary, ...lines];
  }
  const description = formatLines(all);
  if (Object.keys(errors).length === 0 && !same(nonEmptyLines(description), all)) {
    errors["entries.0"] = "These lines would not show as typed";
  }
  const price =
    item.kind === "membership"
      ? fromEditablePrice(item.price).value
      : (item.original?.sub_menu_price ?? "");
  return { description, price };
}

/**
 * The item as stored, or the errors (keyed by editor field) that keep it from the page. The
 * description and price are written back unchanged when their fields were not touched.
 */
export function fromEditableItem(
  item: EditableItem,
  menuTitle: string,
): { value: StoredItem; errors: null } | { value: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const title = normal(item.title.slice(0, EDIT_LIMITS.entry + 1));
  if (item.title.length > EDIT_LIMITS.entry) {
    errors.title = `Must be at most ${EDIT_LIMITS.entry} characters`;
  } else if (title === "") errors.title = "The item's name is required";
  else if (itemKind(menuTitle, title) !== item.kind) {
    errors.title =
      item.kind === "addons"
        ? 'Keep "add-ons" or "specialty" in the name: it makes the item an add-ons list'
        : item.kind === "policies"
          ? 'Keep the name "Membership Policies": it places the item in the policies block'
          : 'This name would change how the item is shown ("add-ons", "specialty" and "Membership Policies" are special); choose another';
  }
  if (
    item.entries.length > EDIT_LIMITS.rows ||
    item.price.rows.length > EDIT_LIMITS.rows ||
    item.addons.length > EDIT_LIMITS.rows
  ) {
    errors.title ??= `An item holds at most ${EDIT_LIMITS.rows} rows of each list`;
    return { value: null, errors };
  }
  const baseline = item.original ? toEditableItem(menuTitle, item.original) : null;
  const rowErrors: FieldErrors = {};
  const written =
    item.kind === "service"
      ? writeService(item, rowErrors)
      : item.kind === "addons"
        ? writeAddons(item, rowErrors)
        : writeLines(item, rowErrors);
  const keepDescription =
    baseline !== null && same(descriptionFields(baseline), descriptionFields(item));
  const keepPrice = baseline !== null && same(priceFields(baseline), priceFields(item));
  // An untouched field was already on the page: its stored text goes back as it was.
  for (const key of Object.keys(rowErrors)) {
    const isPrice = key.startsWith("price");
    if (isPrice ? !keepPrice : !keepDescription) errors[key] = rowErrors[key]!;
  }
  // An untouched price still has to be an amount: a save refuses one written in words.
  const stored = item.original?.sub_menu_price ?? "";
  const legacy =
    keepPrice && item.kind !== "addons" && item.kind !== "policies" && priceListProblem(stored);
  if (legacy) errors[item.price.format === "labeled" ? "price" : "price.amount"] = legacy;
  const description = keepDescription ? item.original!.sub_menu_description : written.description;
  const price = keepPrice ? item.original!.sub_menu_price : written.price;
  if (description.length > CONTENT_LIMITS.long) {
    errors[item.kind === "addons" ? "addons.0.title" : "entries.0"] ??=
      `The description may be at most ${CONTENT_LIMITS.long} characters in all`;
  }
  if (price.length > CONTENT_LIMITS.long) {
    errors.price ??= `The prices may be at most ${CONTENT_LIMITS.long} characters in all`;
  }
  if (Object.keys(errors).length > 0) return { value: null, errors };
  const value: StoredItem = {
    // An untouched name keeps its stored spelling too.
    sub_menu_title:
      item.original && normal(item.original.sub_menu_title) === title
        ? item.original.sub_menu_title
        : title,
    sub_menu_description: description,
    sub_menu_price: price,
    sub_menu_file: item.original?.sub_menu_file ?? "",
  };
  // `hidden` is stored only when set, as in the content files.
  if (item.hidden) value.hidden = true;
  else if (item.original?.hidden === false) value.hidden = false;
  return { value, errors: null };
}

// ------------------------------------------------------------------ categories

export interface EditableMenu {
  title: string;
  /** HTML, sanitized before it is shown. */
  description: string;
  items: EditableItem[];
  original: StoredMenu;
}

export function toEditableMenu(menu: StoredMenu): EditableMenu {
  return {
    title: menu.menu_title,
    description: menu.menu_description,
    items: menu.items.map((item) => toEditableItem(menu.menu_title, item)),
    original: menu,
  };
}

/**
 * The category as stored, or errors keyed "title", "description" and "items.N.<field>". Its
 * title is the page's address (SPEC.md 2.3), so a change that would move the page is refused.
 */
export function fromEditableMenu(
  menu: EditableMenu,
): { value: StoredMenu; errors: null } | { value: null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (menu.title.length > CONTENT_LIMITS.short) {
    errors.title = `Must be at most ${CONTENT_LIMITS.short} characters`;
  } else if (menu.title.trim() === "") errors.title = "The category's name is required";
  else if (titleKey(menu.title) !== titleKey(menu.original.menu_title)) {
    errors.title = `The name is the page's address: keep it "${menu.original.menu_title}" (capitals may change)`;
  }
  if (menu.description.length > CONTENT_LIMITS.long) {
    errors.description = `Must be at most ${CONTENT_LIMITS.long} characters`;
  }
  const items: StoredItem[] = [];
  menu.items.forEach((item, index) => {
    const written = fromEditableItem(item, menu.original.menu_title);
    if (written.errors) {
      for (const [key, message] of Object.entries(written.errors)) {
        errors[`items.${index}.${key}`] = message;
      }
    } else items.push(written.value);
  });
  if (Object.keys(errors).length > 0) return { value: null, errors };
  return {
    value: {
      ...menu.original,
      menu_title: menu.title,
      menu_description: menu.description,
      items,
    },
    errors: null,
  };
}

/** An add-on's price as the editor writes it ("20" -> "$20"); other text as typed. */
function canonicalPrice(text: string): string {
  const price = parsePrice(text);
  return price ? formatPrice(price, "stored") : text;
}

/** Moves entry `from` one place up (-1) or down (+1); the same array when it cannot move. */
export function moveEntry<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
