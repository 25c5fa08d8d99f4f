import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addonRows,
  descriptionEntries,
  formatAddonRows,
  formatDescriptionEntries,
  fromEditableItem,
  fromEditableMenu,
  itemKind,
  moveEntry,
  newEditableItem,
  toEditableItem,
  toEditableMenu,
  type EditableItem,
  type StoredItem,
  type StoredMenu,
} from "~/lib/content/menu-editing";
import { newEditablePrice, toEditablePrice, type EditablePrice } from "~/lib/content/price-editing";
import { menuSchema } from "~/lib/content/schemas";

const MENUS: StoredMenu[] = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../content/menus.json"), "utf8"),
) as StoredMenu[];

const item = (fields: Partial<StoredItem>): StoredItem => ({
  sub_menu_title: "Facial",
  sub_menu_description: "",
  sub_menu_price: "",
  sub_menu_file: "",
  ...fields,
});

/** Written back after an edit: the item must have been accepted. */
function write(edit: EditableItem, menuTitle = "Facials"): StoredItem {
  const written = fromEditableItem(edit, menuTitle);
  expect(written.errors).toBeNull();
  return written.value!;
}

/** The same item as a new one (no stored text to fall back on): only the formatter writes. */
const asNew = (edit: EditableItem): EditableItem => ({ ...edit, original: null });

describe("the demo menus round trip", () => {
  const items = MENUS.flatMap((menu) => menu.items.map((stored) => ({ menu, stored })));

  it("has every kind of item", () => {
    const kinds = new Set(
      items.map(({ menu, stored }) => itemKind(menu.menu_title, stored.sub_menu_title)),
    );
    expect([...kinds].sort()).toEqual(["addons", "membership", "policies", "service"]);
    expect(items.length).toBeGreaterThan(70);
  });

  it.each(
    items.map(
      ({ menu, stored }) => [menu.menu_title, stored.sub_menu_title, menu, stored] as const,
    ),
  )(
    "%s / %s: opened and saved unchanged is byte-identical, also through the formatter alone",
    (_category, _title, menu, stored) => {
      const edit = toEditableItem(menu.menu_title, stored);
      expect(JSON.stringify(write(edit, menu.menu_title))).toBe(JSON.stringify(stored));
      // Without the stored text to fall back on, the fields alone write the same bytes.
      const fresh = write(asNew(edit), menu.menu_title);
      expect(fresh.sub_menu_description).toBe(stored.sub_menu_description);
      expect(fresh.sub_menu_price).toBe(stored.sub_menu_price);
    },
  );

  it("every category opened and saved unchanged is byte-identical", () => {
    for (const menu of MENUS) {
      const written = fromEditableMenu(toEditableMenu(menu));
      expect(written.errors).toBeNull();
      expect(JSON.stringify(written.value)).toBe(JSON.stringify(menu));
      expect(menuSchema.safeParse(written.value).success).toBe(true);
    }
  });
});

describe("prices", () => {
  const service = (price: EditablePrice) => {
    const edit = newEditableItem("service");
    edit.title = "Facial";
    edit.price = price;
    return edit;
  };
  const base = newEditablePrice();

  it("are read as a format and amounts", () => {
    expect(toEditablePrice("$45")).toMatchObject({ format: "amount", amount: "45" });
    expect(toEditablePrice("80")).toMatchObject({ format: "amount", amount: "80" });
    expect(toEditablePrice("from $100")).toMatchObject({ format: "from", amount: "100" });
    expect(toEditablePrice("$100-$150")).toMatchObject({
      format: "range",
      amount: "100",
      to: "150",
    });
    expect(toEditablePrice("$99/month")).toMatchObject({ format: "amount", per: "month" });
    expect(toEditablePrice("Complimentary")).toMatchObject({ format: "free" });
    expect(toEditablePrice("")).toMatchObject({ format: "none" });
    expect(toEditablePrice("60 min~$120, 90 min~$165.50").rows).toEqual([
      { label: "60 min", amount: "120" },
      { label: "90 min", amount: "165.50" },
    ]);
    // Words are shown as typed, so that saving names them.
    expect(toEditablePrice("eighty dollars")).toMatchObject({
      format: "amount",
      amount: "eighty dollars",
    });
  });

  it("are written in the stored format, spaces tidied, empty rows dropped", () => {
    expect(write(service({ ...base, amount: "80" })).sub_menu_price).toBe("$80");
    expect(write(service({ ...base, format: "from", amount: "$1,200" })).sub_menu_price).toBe(
      "from $1200",
    );
    expect(
      write(service({ ...base, format: "range", amount: "100", to: "150.5" })).sub_menu_price,
    ).toBe("$100-$150.50");
    expect(write(service({ ...base, format: "free" })).sub_menu_price).toBe("Complimentary");
    expect(write(service({ ...base, format: "none" })).sub_menu_price).toBe("");
    const rows = [
      { label: " 60  min ", amount: "125" },
      { label: "", amount: "" },
      { label: "90 min", amount: "170" },
    ];
    expect(write(service({ ...base, format: "labeled", rows })).sub_menu_price).toBe(
      "60 min~$125, 90 min~$170",
    );
  });

  it("refuse what is not an amount, a tilde or comma in a label, a label without a price", () => {
    expect(
      fromEditableItem(service({ ...base, amount: "eighty dollars" }), "Facials").errors,
    ).toEqual({
      "price.amount":
        "“eighty dollars” is not an amount: enter a number such as 80 (the site shows $80)",
    });
    expect(fromEditableItem(service({ ...base, amount: "" }), "Facials").errors).toEqual({
      "price.amount": "Enter the price (a number such as 80)",
    });
    expect(
      fromEditableItem(service({ ...base, format: "range", amount: "150", to: "100" }), "Facials")
        .errors,
    ).toEqual({ "price.to": "The upper end must be more than the lower end" });
    const rows = [
      { label: "60~min", amount: "1" },
      { label: "Face, neck", amount: "5" },
      { label: "Neck", amount: " " },
      { label: "", amount: "5" },
    ];
    expect(
      fromEditableItem(service({ ...base, format: "labeled", rows }), "Facials").errors,
    ).toEqual({
      "price.rows.0.label": "Leave out the ~: the editor writes it for you",
      "price.rows.1.label": "A comma starts a new price on the page: add another row instead",
      "price.rows.2.amount": "Enter the price for this label (or remove the row)",
      "price.rows.3.label": "Enter a label such as “60 min” (or remove the row)",
    });
  });

  it("an untouched price in words is named when the item is saved", () => {
    const edit = toEditableItem("Facials", item({ sub_menu_price: "eighty dollars" }));
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      "price.amount":
        "“eighty dollars” is not an amount: enter a number such as 80 (the site shows $80)",
    });
  });

  it("caps each field before reading it", () => {
    const rows = [{ label: "x".repeat(201), amount: "1" }];
    expect(
      fromEditableItem(service({ ...base, format: "labeled", rows }), "Facials").errors,
    ).toEqual({
      "price.rows.0.label": "Must be at most 200 characters",
    });
    const edit = service({ ...base, amount: "1" });
    edit.title = "x".repeat(501);
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      title: "Must be at most 500 characters",
    });
  });

  it("caps the rows of a list and the stored text", () => {
    const rows = Array.from({ length: 201 }, () => ({ label: "a", amount: "1" }));
    const edit = service({ ...base, format: "labeled", rows });
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      title: "An item holds at most 200 rows of each list",
    });
    edit.price = { ...base, amount: "1" };
    edit.entries = Array.from({ length: 60 }, () => "y".repeat(400));
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      "entries.0": "The description may be at most 20000 characters in all",
    });
  });
});

describe("'/' lists", () => {
  it("are entries joined with ' / '", () => {
    expect(descriptionEntries("Cleanse / Mask / Neck, shoulder massage")).toEqual([
      "Cleanse",
      "Mask",
      "Neck, shoulder massage",
    ]);
    expect(formatDescriptionEntries(["Cleanse", "Mask"])).toBe("Cleanse / Mask");
  });

  it("refuse a slash, markup and entities in an entry", () => {
    const edit = newEditableItem("service");
    edit.title = "Facial";
    edit.price = { ...newEditablePrice(), amount: "1" };
    edit.entries = ["Cleanse/Mask", "<b>Bold</b>", "Tom &amp; Jerry", "A & B"];
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      "entries.0": "A slash starts a new line on the page: add another entry instead",
      "entries.1": "Write plain text: tags and &codes; would not show as typed",
      "entries.2": "Write plain text: tags and &codes; would not show as typed",
    });
    edit.entries = ["A & B", "", "C"];
    expect(write(edit).sub_menu_description).toBe("A & B / C");
  });

  it("an untouched odd stored value is kept byte for byte", () => {
    const stored = item({
      sub_menu_description: "<p>Cleanse</p>\r\n",
      sub_menu_price: "$45 ,  $50",
    });
    const edit = toEditableItem("Facials", stored);
    expect(edit.entries).toEqual(["Cleanse"]);
    edit.title = "New name";
    const written = write(edit);
    expect(written.sub_menu_description).toBe("<p>Cleanse</p>\r\n");
    expect(written.sub_menu_price).toBe("$45 ,  $50");
    edit.entries = ["Cleanse", "Mask"];
    expect(write(edit).sub_menu_description).toBe("Cleanse / Mask");
  });
});

describe("add-ons lines", () => {
  const stored = "LED~$35\nDerma~$50~~Smooth finish\n\nLip Renewal$20~Peptide mask\nTea";

  it("are rows with their variant and the blank lines between them", () => {
    expect(addonRows(stored)).toEqual([
      { title: "LED", price: "$35", description: "", style: "tilde", blankBefore: 0 },
      {
        title: "Derma",
        price: "$50",
        description: "Smooth finish",
        style: "tilde",
        blankBefore: 0,
      },
      {
        title: "Lip Renewal",
        price: "$20",
        description: "Peptide mask",
        style: "dollar",
        blankBefore: 1,
      },
      { title: "Tea", price: "", description: "", style: "tilde", blankBefore: 0 },
    ]);
    expect(formatAddonRows(addonRows(stored))).toBe(stored);
  });

  it("a new row is written title~price~~description; a glued price that no longer fits is unglued", () => {
    const edit = toEditableItem(
      "Facials",
      item({ sub_menu_title: "Facial Add-ons", sub_menu_description: stored }),
    );
    expect(edit.kind).toBe("addons");
    edit.addons[2] = { ...edit.addons[2]!, price: "From $20" };
    edit.addons.push({
      title: "Mask",
      price: "$25",
      description: "Cooling",
      style: "tilde",
      blankBefore: 0,
    });
    expect(write(edit).sub_menu_description).toBe(
      "LED~$35\nDerma~$50~~Smooth finish\n\nLip Renewal~from $20~~Peptide mask\nTea\nMask~$25~~Cooling",
    );
  });

  it("refuse a name the page would split, a tilde, a row without a name", () => {
    const edit = newEditableItem("addons");
    edit.title = "Facial Add-ons";
    edit.addons = [
      { title: "Lip$20", price: "", description: "", style: "tilde", blankBefore: 0 },
      { title: "", price: "$5", description: "", style: "tilde", blankBefore: 0 },
      { title: "Mask", price: "$5~", description: "", style: "tilde", blankBefore: 0 },
    ];
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      "addons.1.title": "Enter the add-on's name (or remove the row)",
      "addons.2.price": "Leave out the ~: the editor writes it for you",
    });
    edit.addons = edit.addons.slice(0, 1);
    expect(fromEditableItem(edit, "Facials").errors).toEqual({
      "addons.0.title":
        "A name ending in a $ price would be read as the price: put the price in its own field",
    });
  });

  it("refuse a name that changes what kind of item it is", () => {
    const edit = toEditableItem("Facials", item({ sub_menu_title: "Facial Add-ons" }));
    edit.title = "Facial Extras";
    expect(fromEditableItem(edit, "Facials").errors?.title).toMatch(/add-ons/);
    const plain = newEditableItem("service");
    plain.title = "Specialty Facial";
    expect(fromEditableItem(plain, "Facials").errors?.title).toMatch(/choose another/);
  });
});

describe("memberships", () => {
  it("are a price as written, a summary and benefit lines", () => {
    const stored = item({
      sub_menu_title: "Glow",
      sub_menu_description: "Monthly glow.\nOne facial\nPlus: roll over",
      sub_menu_price: "$99/month",
    });
    const edit = toEditableItem("Memberships", stored);
    expect(edit).toMatchObject({
      kind: "membership",
      summary: "Monthly glow.",
      entries: ["One facial", "Plus: roll over"],
      price: { format: "amount", amount: "99", per: "month" },
    });
    edit.entries.push("10% off products");
    edit.price = { ...edit.price, amount: "105" };
    expect(write(edit, "Memberships")).toMatchObject({
      sub_menu_description: "Monthly glow.\nOne facial\nPlus: roll over\n10% off products",
      sub_menu_price: "$105/month",
    });
  });

  it("need a summary before the benefits", () => {
    const edit = newEditableItem("membership");
    edit.title = "Glow";
    edit.price = { ...newEditablePrice(), amount: "99", per: "month" };
    edit.entries = ["One facial"];
    expect(fromEditableItem(edit, "Memberships").errors).toEqual({
      summary: "Write the summary: the first line is always shown as the summary",
    });
  });

  it("policies are lines", () => {
    const edit = toEditableItem(
      "Memberships",
      item({ sub_menu_title: "Membership Policies", sub_menu_description: "A.\nB." }),
    );
    expect(edit).toMatchObject({ kind: "policies", entries: ["A.", "B."] });
    edit.entries = ["A.", "C / D"];
    expect(write(edit, "Memberships").sub_menu_description).toBe("A.\nC / D");
  });
});

describe("categories", () => {
  const menu = MENUS[0]!;

  it("hide, reorder and remove items", () => {
    const edit = toEditableMenu(menu);
    edit.items[0]!.hidden = true;
    edit.items = moveEntry(edit.items, 0, 1);
    edit.items.pop();
    const written = fromEditableMenu(edit).value!;
    expect(written.items.map((i) => i.sub_menu_title).slice(0, 2)).toEqual([
      menu.items[1]!.sub_menu_title,
      menu.items[0]!.sub_menu_title,
    ]);
    expect(written.items[1]!.hidden).toBe(true);
    expect(written.items).toHaveLength(menu.items.length - 1);
    expect(written.items[0]).not.toHaveProperty("hidden");
  });

  it("keep the name that is the page's address; capitals may change", () => {
    const edit = toEditableMenu(menu);
    edit.title = "FACIALS";
    expect(fromEditableMenu(edit).errors).toBeNull();
    edit.title = "Face care";
    expect(fromEditableMenu(edit).errors).toEqual({
      title: 'The name is the page\'s address: keep it "Facials" (capitals may change)',
    });
  });

  it("put item errors under items.N", () => {
    const edit = toEditableMenu(menu);
    edit.items[1]!.price.rows[0]!.amount = "";
    expect(fromEditableMenu(edit).errors).toEqual({
      "items.1.price.rows.0.amount": "Enter the price for this label (or remove the row)",
    });
  });

  it("moveEntry stays inside the list", () => {
    expect(moveEntry([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveEntry([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveEntry([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  });
});
