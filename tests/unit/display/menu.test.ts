import { describe, expect, it } from "vitest";
import {
  ADDON_FIXED_LINE,
  isAddonsOrSpecialty,
  isServiceCategory,
  splitInlinePrice,
  matchCategory,
  parseAddonLines,
  parseDescriptionList,
  parsePriceList,
} from "~/lib/display";

describe("parsePriceList", () => {
  it("splits labelled prices on commas and tildes", () => {
    expect(parsePriceList("60 min~$120, 90 min~$165")).toEqual([
      { label: "60 min", price: "$120" },
      { label: "90 min", price: "$165" },
    ]);
  });

  it("gives a lone price no label", () => {
    expect(parsePriceList("$45")).toEqual([{ label: null, price: "$45" }]);
    expect(parsePriceList("Complimentary")).toEqual([{ label: null, price: "Complimentary" }]);
  });

  it("returns nothing for empty or blank input", () => {
    expect(parsePriceList("")).toEqual([]);
    expect(parsePriceList("   ")).toEqual([]);
    expect(parsePriceList(" , ,")).toEqual([]);
  });

  it("trims extra spaces and ignores empty entries", () => {
    expect(parsePriceList("  Face ~ $350 ,,  Face  and neck~$425 ,")).toEqual([
      { label: "Face", price: "$350" },
      { label: "Face and neck", price: "$425" },
    ]);
  });

  it("mixes labelled and unlabelled entries, and tolerates a missing space after the comma", () => {
    expect(parsePriceList("$30,Gel~$50")).toEqual([
      { label: null, price: "$30" },
      { label: "Gel", price: "$50" },
    ]);
  });

  it("keeps labels with parentheses", () => {
    expect(parsePriceList("Extra small (up to 2 sq in)~$150, Small (up to 4 sq in)~$225")).toEqual([
      { label: "Extra small (up to 2 sq in)", price: "$150" },
      { label: "Small (up to 4 sq in)", price: "$225" },
    ]);
  });

  it("does not split a thousands separator", () => {
    expect(parsePriceList("Series of 6~$1,200, Single~$250")).toEqual([
      { label: "Series of 6", price: "$1,200" },
      { label: "Single", price: "$250" },
    ]);
  });

  it("treats an empty label as no label and keeps a label without a price", () => {
    expect(parsePriceList("~$20, Consultation~")).toEqual([
      { label: null, price: "$20" },
      { label: "Consultation", price: "" },
    ]);
  });
});

describe("parseDescriptionList", () => {
  it("splits on slashes and trims", () => {
    expect(parseDescriptionList("Skin consultation / Double cleanse /Enzyme exfoliation")).toEqual([
      "Skin consultation",
      "Double cleanse",
      "Enzyme exfoliation",
    ]);
  });

  it("drops empty items and collapses extra spaces", () => {
    expect(parseDescriptionList(" / Upper   lip //  Chin /  ")).toEqual(["Upper lip", "Chin"]);
    expect(parseDescriptionList("")).toEqual([]);
  });

  it("also splits on newlines, including Windows line endings", () => {
    expect(parseDescriptionList("Cleanse\r\nTone / Mask\n\nSPF\rFinish")).toEqual([
      "Cleanse",
      "Tone",
      "Mask",
      "SPF",
      "Finish",
    ]);
  });

  it("strips HTML first so closing tags do not split items", () => {
    expect(
      parseDescriptionList(
        '<p>Cleanse &amp; tone / <strong>Mask</strong></p><p><a href="/x/y">LED</a>&nbsp;/ SPF</p>',
      ),
    ).toEqual(["Cleanse & tone", "Mask", "LED", "SPF"]);
  });

  it("treats <br> and block tags as item breaks", () => {
    expect(
      parseDescriptionList("<ul><li>Cleanse</li><li>Mask</li></ul>Steam<br/>Extractions"),
    ).toEqual(["Cleanse", "Mask", "Steam", "Extractions"]);
  });
});

describe("isAddonsOrSpecialty", () => {
  it.each(["Facial Add-ons", "Massage Add Ons", "ADDONS", "Specialty Treatments", "specialty"])(
    "matches %s",
    (title) => expect(isAddonsOrSpecialty(title)).toBe(true),
  );

  it.each(["Signature Serenity Facial", "Addison Glow", "Add one more", "Special Offer", ""])(
    "does not match %s",
    (title) => expect(isAddonsOrSpecialty(title)).toBe(false),
  );
});

describe("parseAddonLines", () => {
  it("reads the three line shapes", () => {
    expect(
      parseAddonLines(
        "LED Light Therapy~$35\nDermaplaning~$50~~Removes fine vellus hair\nLip Renewal$20~Peptide mask",
      ),
    ).toEqual([
      { title: "LED Light Therapy", price: "$35", description: null },
      { title: "Dermaplaning", price: "$50", description: "Removes fine vellus hair" },
      { title: "Lip Renewal", price: "$20", description: "Peptide mask" },
    ]);
  });

  it("skips blank lines and handles Windows line endings", () => {
    expect(parseAddonLines("\r\nHot Stones~$25\r\n\r\n   \r\nScalp Massage~$15\r\n")).toEqual([
      { title: "Hot Stones", price: "$25", description: null },
      { title: "Scalp Massage", price: "$15", description: null },
    ]);
  });

  it("gives price '' to a line without a price", () => {
    expect(parseAddonLines("Complimentary tea")).toEqual([
      { title: "Complimentary tea", price: "", description: null },
    ]);
    expect(parseAddonLines("Ask at the desk~")).toEqual([
      { title: "Ask at the desk", price: "", description: null },
    ]);
  });

  it("trims extra spaces around every part", () => {
    expect(
      parseAddonLines("  Cupping  $ 30 ~  Silicone cups  \n Eye Lift ~ $30 ~~ Cooling patches "),
    ).toEqual([
      { title: "Cupping", price: "$30", description: "Silicone cups" },
      { title: "Eye Lift", price: "$30", description: "Cooling patches" },
    ]);
  });

  it("treats an empty description as none and a single-tilde description leniently", () => {
    expect(parseAddonLines("Mask~$25~~\nPeel~$40~Gentle")).toEqual([
      { title: "Mask", price: "$25", description: null },
      { title: "Peel", price: "$40", description: "Gentle" },
    ]);
  });

  it("does not take a $ inside the title for the inline variant", () => {
    expect(parseAddonLines("Save $5 bundle~$30")).toEqual([
      { title: "Save $5 bundle", price: "$30", description: null },
    ]);
  });

  it("reads lines from an HTML description", () => {
    expect(parseAddonLines("<p>Hot Stones~$25</p><p>Cupping$30~Cups &amp; oil</p>")).toEqual([
      { title: "Hot Stones", price: "$25", description: null },
      { title: "Cupping", price: "$30", description: "Cups & oil" },
    ]);
  });

  it("returns nothing for an empty description", () => {
    expect(parseAddonLines("")).toEqual([]);
    expect(parseAddonLines("\n\r\n")).toEqual([]);
  });

  it("exposes the fixed add-on line", () => {
    expect(ADDON_FIXED_LINE).toBe("30 minutes / $75");
  });
});

describe("matchCategory", () => {
  const menus = [
    { menu_title: "Facials" },
    { menu_title: "Brows and Lashes" },
    { menu_title: "Packages" },
  ];

  it("matches the last path segment", () => {
    expect(matchCategory(menus, "/brows-and-lashes")).toBe(menus[1]);
    expect(matchCategory(menus, "/services/facials")).toBe(menus[0]);
  });

  it("ignores trailing slashes, case, query strings and percent-encoding", () => {
    expect(matchCategory(menus, "/facials/")).toBe(menus[0]);
    expect(matchCategory(menus, "/Facials//")).toBe(menus[0]);
    expect(matchCategory(menus, "/facials?x=1#top")).toBe(menus[0]);
    expect(matchCategory(menus, "/brows%2Dand%2Dlashes")).toBe(menus[1]);
  });

  it("keeps SPEC.md's rule (only whitespace becomes a hyphen), not the link slug rule", () => {
    const nails = [{ menu_title: "Nails & Toes" }];
    expect(matchCategory(nails, "/services/nails-&-toes")).toBe(nails[0]);
    expect(matchCategory(nails, "/services/nails-toes")).toBeUndefined();
  });

  it("falls back to the third segment", () => {
    expect(matchCategory(menus, "/services/facials/anything")).toBe(menus[0]);
    expect(matchCategory(menus, "/services/brows-and-lashes/x/")).toBe(menus[1]);
  });

  it("returns undefined when nothing matches or the path is malformed", () => {
    expect(matchCategory(menus, "/")).toBeUndefined();
    expect(matchCategory(menus, "")).toBeUndefined();
    expect(matchCategory(menus, "/massages")).toBeUndefined();
    expect(matchCategory(menus, "/%E0%A4%A")).toBeUndefined();
    expect(matchCategory([], "/facials")).toBeUndefined();
  });
});

describe("isServiceCategory", () => {
  it("leaves out packages and memberships only", () => {
    expect(isServiceCategory("Facials")).toBe(true);
    expect(isServiceCategory("Spa Packages")).toBe(true);
    expect(isServiceCategory("Packages")).toBe(false);
    expect(isServiceCategory(" MEMBERSHIPS ")).toBe(false);
  });
});

describe("splitInlinePrice", () => {
  it.each([
    ["Lip Renewal$20", { title: "Lip Renewal", price: "$20" }],
    ["Lip Renewal $ 20", { title: "Lip Renewal", price: "$ 20" }],
    ["Brow Wax  $15+", { title: "Brow Wax", price: "$15+" }],
    ["A $5 thing $20", { title: "A $5 thing", price: "$20" }],
    ["Price on request", null],
    ["Ends with $", null],
    ["$20", { title: "", price: "$20" }],
  ])("%j", (input, expected) => {
    expect(splitInlinePrice(input)).toEqual(expected);
  });

  it("is linear on a hostile line", () => {
    const started = performance.now();
    splitInlinePrice(`x${"$1".repeat(50_000)} y`);
    splitInlinePrice(`x${" ".repeat(100_000)}y`);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
