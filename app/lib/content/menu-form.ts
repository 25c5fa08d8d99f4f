/**
 * The menu category editor as a plain form post (decisions 0020, 0022): the names of its fields,
 * the zod schema the route action reads a post with, and the editor's fields rebuilt from a post
 * on top of the stored category, so the same post works with and without JavaScript. A field the
 * form did not send (a price format's fields that were not shown) keeps what is stored, which is
 * what `fromEditableMenu` compares with to write untouched text back as it was.
 */
import { z } from "zod/mini";
import {
  newEditableItem,
  toEditableItem,
  type AddonRow,
  type EditableItem,
  type EditableMenu,
  isMembershipsMenu,
  type FieldErrors,
  type ItemKind,
  type StoredMenu,
} from "./menu-editing";
import { PRICE_FORMATS, PRICE_PER, type EditablePrice } from "./price-editing";
import { CONTENT_LIMITS } from "./schemas";

/** One item as the form holds it: `from` is its place in the stored category (null: new). */
export type DraftItem = EditableItem & { from: number | null };

/** The category as the form holds it (and as a refused post hands it back to the form). */
export interface MenuDraft {
  title: string;
  /** HTML from the rich-text editor; a hidden field carries it, so a post without it keeps it. */
  description: string;
  items: DraftItem[];
}

/** Caps of a post, far above a real category, checked before anything else reads it. */
export const MENU_FORM_LIMITS = { items: 200, rows: 200, text: 2 * CONTENT_LIMITS.long } as const;

/** "items.3": an item's fields are named from it ("items.3.price.amount"). */
export const itemFieldName = (index: number) => `items.${index}`;

const ITEM_KINDS = [
  "service",
  "addons",
  "membership",
  "policies",
] as const satisfies readonly ItemKind[];
const text = z.optional(
  z.string().check(z.maxLength(MENU_FORM_LIMITS.text, "This field is far too long")),
);
const rows = <T extends z.ZodMiniType>(row: T) =>
  z.optional(z.array(row).check(z.maxLength(MENU_FORM_LIMITS.rows, "Too many rows")));

/** The post of the category form, nested by `nestFields`: what the action accepts. */
export const menuFormSchema = z.object({
  seen: z.string().check(z.minLength(1, "Reload the page and try again."), z.maxLength(200)),
  title: text,
  description: text,
  items: z.optional(
    z
      .array(
        z.object({
          from: z.optional(z.string().check(z.regex(/^(?:new|\d{1,3})$/))),
          kind: z.optional(z.enum(ITEM_KINDS)),
          title: text,
          hidden: z.optional(z.literal("on")),
          summary: text,
          /** The lines of one text box, a line each. */
          entries: text,
          price: z.optional(
            z.object({
              format: z.optional(z.enum(PRICE_FORMATS.map((format) => format.value))),
              amount: text,
              to: text,
              per: z.optional(z.enum(PRICE_PER)),
              rows: rows(z.object({ label: text, amount: text })),
            }),
          ),
          addons: rows(
            z.object({
              title: text,
              price: text,
              description: text,
              style: z.optional(z.enum(["tilde", "dollar"])),
              blankBefore: z.optional(z.string().check(z.regex(/^\d{1,2}$/))),
            }),
          ),
        }),
      )
      .check(z.maxLength(MENU_FORM_LIMITS.items, "Too many items")),
  ),
});
export type MenuForm = z.output<typeof menuFormSchema>;
type PostedItem = NonNullable<MenuForm["items"]>[number];

const MAX_NAME = 80;
const MAX_DEPTH = 6;
const MAX_INDEX = 1000;
const NAME_PART = /^(?:[a-z][a-zA-Z]{0,19}|\d{1,4})$/;

type Node = Record<string, unknown> | unknown[];

/**
 * A form's fields as nested objects and arrays ("items.0.title" -> { items: [{ title }] }), the
 * first value of a name winning. Names that are long, deep, odd ("__proto__") or that index far
 * are left out; a gap in a list stays a hole, which the schema refuses.
 */
export function nestFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || name.length > MAX_NAME) continue;
    const parts = name.split(".");
    if (parts.length > MAX_DEPTH || !parts.every((part) => NAME_PART.test(part))) continue;
    let node: Node = root;
    for (const [at, part] of parts.entries()) {
      const index = /^\d/.test(part) ? Number(part) : null;
      if ((index === null) === Array.isArray(node) || (index !== null && index >= MAX_INDEX)) break;
      const slot = node as Record<string | number, unknown>;
      const key = index ?? part;
      if (at === parts.length - 1) {
        if (slot[key] === undefined) slot[key] = value;
        break;
      }
      const wantsList = /^\d/.test(parts[at + 1]!);
      slot[key] ??= wantsList ? [] : {};
      const next = slot[key];
      if (typeof next !== "object" || next === null || Array.isArray(next) !== wantsList) break;
      node = next as Node;
    }
  }
  return root;
}

/** The stored category as the form starts it. */
export function toMenuDraft(menu: StoredMenu): MenuDraft {
  return {
    title: menu.menu_title,
    description: menu.menu_description,
    items: menu.items.map((item, from) => ({ ...toEditableItem(menu.menu_title, item), from })),
  };
}

/** The draft with what `fromEditableMenu` compares it with. */
export const asEditableMenu = (draft: MenuDraft, stored: StoredMenu): EditableMenu => ({
  ...draft,
  original: stored,
});

/**
 * An amount field shows the stored text without its "$": typed back unchanged, the stored text
 * stays (so an untouched price is still "untouched").
 */
const typed = (posted: string | undefined, base: string) =>
  posted === undefined || posted === base.replace(/^\$/, "") ? base : posted;

function postedPrice(base: EditablePrice, posted: PostedItem["price"]): EditablePrice {
  if (!posted) return base;
  const format = posted.format ?? base.format;
  const labeled = (posted.rows ?? (base.format === "labeled" ? [] : base.rows)).map((row, i) => ({
    label: row.label ?? "",
    amount: typed(row.amount, base.rows[i]?.amount ?? ""),
  }));
  return {
    ...base,
    format,
    amount: typed(posted.amount, base.amount),
    to: typed(posted.to, base.to),
    per: posted.per ?? base.per,
    // Only the labeled format shows its rows: another keeps the stored ones.
    rows: format === "labeled" ? labeled : base.rows,
  };
}

function postedAddons(base: AddonRow[], posted: PostedItem["addons"]): AddonRow[] {
  return (posted ?? []).map((row, i) => ({
    title: row.title ?? "",
    price: typed(row.price, base[i]?.price ?? ""),
    description: row.description ?? "",
    style: row.style ?? base[i]?.style ?? "tilde",
    blankBefore:
      row.blankBefore === undefined ? (base[i]?.blankBefore ?? 0) : Number(row.blankBefore),
  }));
}

/**
 * The form's fields from a post, on top of the stored category: null when an item claims a place
 * the stored category does not have (a page older than the category).
 */
export function menuDraftFromForm(form: MenuForm, stored: StoredMenu): MenuDraft | null {
  const items: DraftItem[] = [];
  for (const posted of form.items ?? []) {
    const from = posted.from === undefined || posted.from === "new" ? null : Number(posted.from);
    const original = from === null ? undefined : stored.items[from];
    if (from !== null && !original) return null;
    const base = original
      ? toEditableItem(stored.menu_title, original)
      : newEditableItem(posted.kind ?? "service");
    items.push({
      ...base,
      from,
      title: posted.title ?? base.title,
      // A checkbox is sent only when ticked.
      hidden: posted.hidden === "on",
      summary: posted.summary ?? base.summary,
      entries: posted.entries === undefined ? base.entries : posted.entries.split(/\r?\n/),
      price: postedPrice(base.price, posted.price),
      // An add-ons list always shows its rows: none sent is none left.
      addons: base.kind === "addons" ? postedAddons(base.addons, posted.addons) : base.addons,
    });
  }
  return {
    title: form.title ?? stored.menu_title,
    description: form.description ?? stored.menu_description,
    items,
  };
}

/** "Find an item": the longest search read from the page's address (`?find=`). */
export const FIND_MAX_LENGTH = 100;

/** The search in the page's address, capped (a GET without JavaScript; decision 0049). */
export const findQuery = (params: URLSearchParams) =>
  (params.get("find") ?? "").slice(0, FIND_MAX_LENGTH);

/** Whether an item's name holds the search, in any case; an empty search finds every item. */
export const itemMatches = (title: string, query: string) =>
  query.trim() === "" || title.toLowerCase().includes(query.trim().toLowerCase());

/** What an "Add ..." button adds, and its words. */
export const ADD_BUTTONS = {
  service: "Add an item",
  addons: "Add an add-ons list",
  membership: "Add a membership",
} as const;
export type AddKind = keyof typeof ADD_BUTTONS;

/** Memberships are the only kind the memberships category holds; the others take both kinds. */
export const addKinds = (menuTitle: string): AddKind[] =>
  isMembershipsMenu(menuTitle) ? ["membership"] : ["service", "addons"];

/**
 * The empty item an "Add ..." button puts at the end of the category (the page's own with
 * JavaScript, the action's without): null for a kind the category does not take.
 */
export function addedItem(menuTitle: string, kind: unknown): DraftItem | null {
  const allowed: readonly unknown[] = addKinds(menuTitle);
  if (!allowed.includes(kind)) return null;
  const item = newEditableItem(kind as AddKind);
  // An add-ons list is found by its name (`itemKind`): it starts with one the site recognises.
  if (kind === "addons") item.title = `${menuTitle} Add-ons`;
  return { ...item, from: null };
}

/** The record schema's field paths ("items.2.sub_menu_price") as the editor's fields. */
export function fromRecordErrors(errors: Record<string, string>): FieldErrors {
  const names: Record<string, string> = {
    menu_title: "title",
    menu_description: "description",
    sub_menu_title: "title",
    sub_menu_price: "price",
    sub_menu_description: "description",
  };
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const last = key.slice(key.lastIndexOf(".") + 1);
    const head = key.slice(0, key.length - last.length);
    mapped[`${head}${names[last] ?? last}`] = message;
  }
  return mapped;
}
