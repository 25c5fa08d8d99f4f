import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addonPriceProblem,
  displayPrice,
  formatAmount,
  formatPrice,
  formatPriceList,
  parseAmount,
  parsePrice,
  parsePrices,
  priceListProblem,
} from "~/lib/display/menu-price";
import { parseAddonLines } from "~/lib/display";

describe("parseAmount", () => {
  it("reads dollars and cents with or without $ and thousands commas", () => {
    expect(parseAmount("80")).toBe(8000);
    expect(parseAmount("$80")).toBe(8000);
    expect(parseAmount("$ 80.5")).toBe(8050);
    expect(parseAmount("$1,200")).toBe(120000);
    expect(parseAmount("1200.99")).toBe(120099);
  });
  it("refuses words, negative amounts, too many decimals and absurd amounts", () => {
    for (const text of ["eighty dollars", "-5", "80.123", "$", "", "12,34", "$2,000,000", "8 0"]) {
      expect(parseAmount(text), text).toBeNull();
    }
  });
});

describe("parsePrice and formatPrice", () => {
  const cases: [string, string, string][] = [
    // stored text, as displayed, as written back
    ["80", "$80", "$80"],
    ["$120", "$120", "$120"],
    ["$1,200", "$1,200", "$1200"],
    ["from $100", "from $100", "from $100"],
    ["From 100", "from $100", "from $100"],
    ["$100+", "from $100", "from $100"],
    ["$100-$150", "$100\u2013$150", "$100-$150"],
    ["$100 - 150", "$100\u2013$150", "$100-$150"],
    ["100 to 150", "$100\u2013$150", "$100-$150"],
    ["$99/month", "$99/month", "$99/month"],
    ["$99 per Month", "$99/month", "$99/month"],
    ["Complimentary", "Complimentary", "Complimentary"],
    ["free", "Free", "Free"],
    ["$80.50", "$80.50", "$80.50"],
  ];
  it.each(cases)("%s shows as %s and is stored as %s", (text, shown, stored) => {
    const price = parsePrice(text);
    expect(price).not.toBeNull();
    expect(formatPrice(price!)).toBe(shown);
    expect(formatPrice(price!, "stored")).toBe(stored);
    // What is written back reads the same.
    expect(parsePrice(stored)).toEqual(price);
  });
  it("refuses what is not an amount", () => {
    for (const text of [
      "eighty dollars",
      "Call us",
      "$150-$100",
      "$100-",
      "from",
      "x".repeat(500),
    ]) {
      expect(parsePrice(text), text).toBeNull();
    }
  });
  it("formats cents", () => {
    expect(formatAmount(5)).toBe("$0.05");
    expect(formatAmount(12345678)).toBe("$123,456.78");
    expect(formatAmount(12345678, false)).toBe("$123456.78");
  });
});

describe("price lists", () => {
  it("reads labelled entries and writes them back", () => {
    const entries = parsePrices("60 min~$120, 90 min~165");
    expect(entries.map((entry) => entry.label)).toEqual(["60 min", "90 min"]);
    expect(entries.map((entry) => entry.price && formatPrice(entry.price))).toEqual([
      "$120",
      "$165",
    ]);
    const written = formatPriceList(entries.map((entry) => ({ ...entry, price: entry.price! })));
    expect(written).toBe("60 min~$120, 90 min~$165");
  });
  it("keeps a non-amount entry's text for display and names it as the problem", () => {
    expect(displayPrice("Call us")).toBe("Call us");
    expect(displayPrice("80")).toBe("$80");
    expect(priceListProblem("eighty dollars")).toMatch(/“eighty dollars” is not an amount/);
    expect(priceListProblem("Face~$80, Neck~eighty")).toMatch(/“eighty”/);
    expect(priceListProblem("")).toBeNull();
    expect(priceListProblem("Face~$80, Neck~$1,200")).toBeNull();
    expect(addonPriceProblem("")).toBeNull();
    expect(addonPriceProblem("twenty")).not.toBeNull();
  });

  it("every demo price and add-on price is an amount and shows at least as it did", () => {
    const file = path.join(process.cwd(), "content/menus.json");
    const menus = JSON.parse(readFileSync(file, "utf8")) as {
      items: { sub_menu_title: string; sub_menu_price: string; sub_menu_description: string }[];
    }[];
    for (const item of menus.flatMap((menu) => menu.items)) {
      expect(priceListProblem(item.sub_menu_price), item.sub_menu_title).toBeNull();
      for (const entry of parsePrices(item.sub_menu_price)) {
        // Demo prices are already written as the page formats them.
        expect(displayPrice(entry.text)).toBe(entry.text);
      }
      if (/add[\s_-]*ons|specialty/i.test(item.sub_menu_title)) {
        for (const line of parseAddonLines(item.sub_menu_description)) {
          expect(addonPriceProblem(line.price), line.title).toBeNull();
        }
      }
    }
  });
});

describe("the category page's prices", () => {
  it("shows amounts formatted and other text as written", async () => {
    const { buildServiceMenuView } = await import("~/server/pages/service-menu.server");
    const menu = {
      menu_id: 1,
      menu_title: "Facials",
      menu_description: "",
      alternate_image: "",
      alternate_image_two: "",
      menu_attachment: "",
    };
    const item = (title: string, price: string, description: string) => ({
      sub_menu_id: 1,
      sub_menu_title: title,
      sub_menu_price: price,
      sub_menu_description: description,
      sub_menu_file: "",
    });
    const view = buildServiceMenuView(
      menu as never,
      [
        item("Glow", "60 min~80, 90 min~1200", "Cleanse"),
        item("Old", "Call us", ""),
        item("Facial Add-ons", "", "Mask~20\nPeel$35~Bright"),
      ] as never,
      "",
    );
    expect(view.items[0]!.prices.map((entry) => entry.price)).toEqual(["$80", "$1,200"]);
    expect(view.items[1]!.prices.map((entry) => entry.price)).toEqual(["Call us"]);
    expect(view.addons[0]!.lines.map((line) => line.price)).toEqual(["$20", "$35"]);
  });
});

describe("a category's save (savedMenuItemSchema)", () => {
  it("refuses a price in words and an add-on price in words, with the field named", async () => {
    const { z } = await import("zod/mini");
    const { savedMenuItemSchema, menuItemSchema } = await import("~/lib/content/schemas");
    const item = {
      sub_menu_title: "Glow",
      sub_menu_description: "",
      sub_menu_price: "eighty dollars",
      sub_menu_file: "",
    };
    const refused = z.safeParse(savedMenuItemSchema, item);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["sub_menu_price"]);
    expect(refused.error?.issues[0]?.message).toMatch(/is not an amount/);
    // Content read back (files, drafts, versions) still loads with such a price.
    expect(z.safeParse(menuItemSchema, item).success).toBe(true);
    expect(z.safeParse(savedMenuItemSchema, { ...item, sub_menu_price: "$80" }).success).toBe(true);
    const addons = {
      ...item,
      sub_menu_title: "Facial Add-ons",
      sub_menu_price: "",
      sub_menu_description: "Mask~twenty",
    };
    const addonRefused = z.safeParse(savedMenuItemSchema, addons);
    expect(addonRefused.error?.issues[0]?.path).toEqual(["sub_menu_description"]);
  });
});
