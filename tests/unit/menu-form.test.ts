/**
 * The menu category form as a post (menu-form.ts): fields nested by name without letting a name
 * reach the object's prototype, and the editor's fields rebuilt from a post on top of the stored
 * category, so that what the form did not send keeps what is stored.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fromEditableMenu, toEditableItem, type StoredMenu } from "~/lib/content/menu-editing";
import {
  addedItem,
  addKinds,
  asEditableMenu,
  findQuery,
  itemMatches,
  menuDraftFromForm,
  menuFormSchema,
  nestFields,
  type MenuForm,
} from "~/lib/content/menu-form";

const MENUS: StoredMenu[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../content/menus.json"), "utf8"),
) as StoredMenu[];
const FACIALS = MENUS[0]!;

/** A post read with the form's schema; it must be accepted. */
function read(fields: [string, string][]): MenuForm {
  const parsed = menuFormSchema.safeParse(nestFields(fields));
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return parsed.data!;
}

/**
 * The least a post of `menu` holds: each item's place, and an add-ons list's rows (the form
 * always shows them, so none sent is none left).
 */
function placesOf(menu: StoredMenu): [string, string][] {
  const fields: [string, string][] = [["seen", "fp"]];
  menu.items.forEach((item, index) => {
    fields.push([`items.${index}.from`, String(index)]);
    toEditableItem(menu.menu_title, item).addons.forEach((row, at) => {
      const name = `items.${index}.addons.${at}`;
      fields.push(
        [`${name}.title`, row.title],
        [`${name}.price`, row.price],
        [`${name}.description`, row.description],
        [`${name}.style`, row.style],
        [`${name}.blankBefore`, String(row.blankBefore)],
      );
    });
  });
  return fields;
}

/** Facials as the form sends it untouched, with `changes` applied to its fields. */
function facialsPost(changes: Record<string, string> = {}): [string, string][] {
  const fields = placesOf(FACIALS);
  const names = new Set(fields.map(([name]) => name));
  return [
    ...fields.map(([name, value]): [string, string] => [name, changes[name] ?? value]),
    ...Object.entries(changes).filter(([name]) => !names.has(name)),
  ];
}

const save = (fields: [string, string][]) => {
  const draft = menuDraftFromForm(read(fields), FACIALS);
  expect(draft).not.toBeNull();
  return fromEditableMenu(asEditableMenu(draft!, FACIALS));
};

describe("nestFields", () => {
  it("nests names into objects and lists, the first value of a name winning", () => {
    const nested = nestFields([
      ["seen", "a"],
      ["seen", "b"],
      ["items.0.title", "One"],
      ["items.0.price.rows.1.amount", "20"],
      ["items.1.title", "Two"],
    ]);
    expect(nested.seen).toBe("a");
    const items = nested.items as { title: string; price?: { rows: unknown[] } }[];
    expect(items.map((item) => item.title)).toStrictEqual(["One", "Two"]);
    // Row 0 was not sent: a hole.
    expect(items[0]!.price!.rows).toHaveLength(2);
    expect(0 in items[0]!.price!.rows).toBe(false);
    expect(items[0]!.price!.rows[1]).toStrictEqual({ amount: "20" });
  });

  it("leaves out names that would reach the prototype, go deep or index far", () => {
    const nested = nestFields([
      ["__proto__.polluted", "yes"],
      ["constructor.prototype.polluted", "yes"],
      ["items.0.a.b.c.d.e", "deep"],
      ["items.5000.title", "far"],
      ["x".repeat(100), "long"],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(nested).toStrictEqual({ items: [] });
  });

  it("keeps a gap in a list a hole, which the schema refuses", () => {
    expect(
      menuFormSchema.safeParse(
        nestFields([
          ["seen", "a"],
          ["items.1.title", "x"],
        ]),
      ).success,
    ).toBe(false);
  });
});

describe("menuDraftFromForm", () => {
  it("writes back an untouched category exactly as stored", () => {
    for (const menu of MENUS) {
      // Every other field keeps what is stored (hidden is a checkbox, sent only when ticked).
      const draft = menuDraftFromForm(read(placesOf(menu)), menu)!;
      draft.items.forEach((item, index) => (item.hidden = menu.items[index]!.hidden === true));
      expect(fromEditableMenu(asEditableMenu(draft, menu)).value, menu.menu_title).toStrictEqual(
        menu,
      );
    }
  });

  it("takes a typed amount, and an amount typed back as shown keeps the stored text", () => {
    const written = save(
      facialsPost({ "items.5.price.format": "amount", "items.5.price.amount": "89" }),
    );
    expect(written.value?.items[5]?.sub_menu_price).toBe("$89");
    const same = save(
      facialsPost({ "items.5.price.format": "amount", "items.5.price.amount": "85" }),
    );
    expect(same.value).toStrictEqual(FACIALS);
  });

  it("refuses a price in words with the message for the field", () => {
    const written = save(
      facialsPost({ "items.5.price.format": "amount", "items.5.price.amount": "eighty dollars" }),
    );
    expect(written.errors?.["items.5.price.amount"]).toBe(
      "“eighty dollars” is not an amount: enter a number such as 80 (the site shows $80)",
    );
  });

  it("reads labeled rows as sent, none sent being none left", () => {
    const rows = save(
      facialsPost({
        "items.0.price.format": "labeled",
        "items.0.price.rows.0.label": "60 min",
        "items.0.price.rows.0.amount": "125",
      }),
    );
    expect(rows.value?.items[0]?.sub_menu_price).toBe("60 min~$125");
    const none = menuDraftFromForm(
      read(facialsPost({ "items.0.price.format": "labeled" })),
      FACIALS,
    );
    expect(none?.items[0]?.price.rows).toStrictEqual([]);
    // A format switched to "labeled" (its rows were not on the page yet): one row to fill in.
    const switched = menuDraftFromForm(
      read(facialsPost({ "items.2.price.format": "labeled" })),
      FACIALS,
    );
    expect(switched?.items[2]?.price.rows).toHaveLength(1);
  });

  it("adds a new item of the kind sent, and refuses a place the category does not have", () => {
    const added = menuDraftFromForm(
      read(
        facialsPost({
          "items.8.from": "new",
          "items.8.kind": "service",
          "items.8.title": "Mini Facial",
        }),
      ),
      FACIALS,
    );
    expect(added?.items[8]).toMatchObject({
      from: null,
      kind: "service",
      title: "Mini Facial",
      original: null,
    });
    expect(menuDraftFromForm(read(facialsPost({ "items.8.from": "42" })), FACIALS)).toBeNull();
  });
});

describe("the editor's Add and Find (decision 0049)", () => {
  it("adds what the category takes: memberships to memberships, services and add-ons elsewhere", () => {
    expect(addKinds("Memberships")).toStrictEqual(["membership"]);
    expect(addKinds("Facials")).toStrictEqual(["service", "addons"]);
    expect(addedItem("Facials", "service")).toMatchObject({
      kind: "service",
      title: "",
      from: null,
    });
    // An add-ons list is known by its name, so it starts with one the site recognises.
    expect(addedItem("Facials", "addons")).toMatchObject({
      kind: "addons",
      title: "Facials Add-ons",
    });
    expect(addedItem("Facials", "membership")).toBeNull();
    expect(addedItem("Memberships", "service")).toBeNull();
    expect(addedItem("Facials", "constructor")).toBeNull();
    expect(addedItem("Facials", null)).toBeNull();
  });

  it("finds by part of a name in any case, everything for an empty search, the search capped", () => {
    expect(itemMatches("Teen Clear Skin Facial", " teen ")).toBe(true);
    expect(itemMatches("Teen Clear Skin Facial", "zebra")).toBe(false);
    expect(itemMatches("Anything", "  ")).toBe(true);
    expect(findQuery(new URLSearchParams(`find=${"x".repeat(500)}`))).toHaveLength(100);
    expect(findQuery(new URLSearchParams())).toBe("");
  });
});
