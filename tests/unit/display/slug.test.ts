import { describe, expect, it } from "vitest";
import {
  blogSlug,
  SLUG_SOURCE_MAX,
  slugFromPathSegment,
  slugifyTitle,
  titleKey,
} from "~/lib/display";

const PLAIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TITLE_SLUGS: Record<string, [string, string][]> = {
  "lower-cases and hyphenates whitespace runs": [
    ["Brows and Lashes", "brows-and-lashes"],
    ["  Advanced   Skin\tProcedures ", "advanced-skin-procedures"],
    ["Facials", "facials"],
  ],
  "keeps only a-z, 0-9 and single hyphens": [
    ["Mother & Daughter Day", "mother-daughter-day"],
    ["Mother&Daughter Day", "mother-daughter-day"],
    ["Hot Stone / Bamboo (90 min.)", "hot-stone-bamboo-90-min"],
    ["-- Back-Facial --", "back-facial"],
    ["Mom-to-Be Pamper", "mom-to-be-pamper"],
  ],
  "joins the letters around an apostrophe": [
    ["Gentleman's Facial", "gentlemans-facial"],
    ["Gentleman\u2019s Reset", "gentlemans-reset"],
    ["Teens' Clear Skin", "teens-clear-skin"],
  ],
  "keeps the letter of an accented character": [["Crème Brûlée Wrap", "creme-brulee-wrap"]],
  "gives an empty slug when nothing of the title can be written in a-z0-9": [
    ["", ""],
    [" & ' ", ""],
    ["按摩", ""],
  ],
};

describe("slugifyTitle", () => {
  it.each(Object.entries(TITLE_SLUGS))("%s", (_rule, cases) => {
    for (const [input, expected] of cases) expect(slugifyTitle(input), input).toBe(expected);
  });

  it("always answers a plain slug, cut to a bounded length", () => {
    for (const title of ["A & B", "x'''y", "½ price", "ǅemal", "\u00a0Ø Spa\u2003"]) {
      const slug = slugifyTitle(title);
      expect(slug === "" || PLAIN_SLUG.test(slug), title).toBe(true);
    }
    expect(slugifyTitle("a ".repeat(100_000)).length).toBeLessThanOrEqual(SLUG_SOURCE_MAX);
  });
});

const SEGMENT_SLUGS: Record<string, [string, string][]> = {
  "maps the old raw-character forms, typed or percent-encoded, to the slug": [
    ["gentleman's-facial", "gentlemans-facial"],
    ["gentleman%27s-facial", "gentlemans-facial"],
    ["mother-&-daughter-day", "mother-daughter-day"],
    ["mother-%26-daughter-day", "mother-daughter-day"],
    ["Gentlemans-Facial", "gentlemans-facial"],
  ],
  "leaves a current slug as it is": [["gentlemans-facial", "gentlemans-facial"]],
  "reads a malformed escape as written instead of failing": [
    ["100%-pure", "100-pure"],
    ["%E0%A4%A", "e0-a4-a"],
  ],
};

describe("slugFromPathSegment", () => {
  it.each(Object.entries(SEGMENT_SLUGS))("%s", (_rule, cases) => {
    for (const [input, expected] of cases) expect(slugFromPathSegment(input), input).toBe(expected);
  });
});

describe("titleKey (SPEC.md 2.3 category rule)", () => {
  it("lower-cases and turns whitespace runs into hyphens, keeping other characters", () => {
    expect(titleKey(" Brows and  Lashes ")).toBe("brows-and-lashes");
    expect(titleKey("Nails & Toes")).toBe("nails-&-toes");
  });
});

describe("blog slugs keep their own rule", () => {
  it("is not changed by the menu slug rule", () => {
    expect(blogSlug("IPL & Laser: What's New?")).toBe("ipl-laser-whats-new");
  });
});
