import { describe, expect, it } from "vitest";
import {
  blogSlug,
  SLUG_SOURCE_MAX,
  slugFromPathSegment,
  slugifyTitle,
  titleKey,
} from "~/lib/display";

const PLAIN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("slugifyTitle", () => {
  it("lower-cases and hyphenates whitespace runs", () => {
    expect(slugifyTitle("Brows and Lashes")).toBe("brows-and-lashes");
    expect(slugifyTitle("  Advanced   Skin\tProcedures ")).toBe("advanced-skin-procedures");
    expect(slugifyTitle("Facials")).toBe("facials");
  });

  it("keeps only a-z, 0-9 and single hyphens", () => {
    expect(slugifyTitle("Mother & Daughter Day")).toBe("mother-daughter-day");
    expect(slugifyTitle("Mother&Daughter Day")).toBe("mother-daughter-day");
    expect(slugifyTitle("Hot Stone / Bamboo (90 min.)")).toBe("hot-stone-bamboo-90-min");
    expect(slugifyTitle("-- Back-Facial --")).toBe("back-facial");
    expect(slugifyTitle("Mom-to-Be Pamper")).toBe("mom-to-be-pamper");
  });

  it("joins the letters around an apostrophe", () => {
    expect(slugifyTitle("Gentleman's Facial")).toBe("gentlemans-facial");
    expect(slugifyTitle("Gentleman\u2019s Reset")).toBe("gentlemans-reset");
    expect(slugifyTitle("Teens' Clear Skin")).toBe("teens-clear-skin");
  });

  it("keeps the letter of an accented character", () => {
    expect(slugifyTitle("Crème Brûlée Wrap")).toBe("creme-brulee-wrap");
  });

  it("gives an empty slug when nothing of the title can be written in a-z0-9", () => {
    expect(slugifyTitle("")).toBe("");
    expect(slugifyTitle(" & ' ")).toBe("");
    expect(slugifyTitle("按摩")).toBe("");
  });

  it("always answers a plain slug, cut to a bounded length", () => {
    for (const title of ["A & B", "x'''y", "½ price", "ǅemal", "\u00a0Ø Spa\u2003"]) {
      const slug = slugifyTitle(title);
      expect(slug === "" || PLAIN_SLUG.test(slug), title).toBe(true);
    }
    expect(slugifyTitle("a ".repeat(100_000)).length).toBeLessThanOrEqual(SLUG_SOURCE_MAX);
  });
});

describe("slugFromPathSegment", () => {
  it("maps the old raw-character forms, typed or percent-encoded, to the slug", () => {
    expect(slugFromPathSegment("gentleman's-facial")).toBe("gentlemans-facial");
    expect(slugFromPathSegment("gentleman%27s-facial")).toBe("gentlemans-facial");
    expect(slugFromPathSegment("mother-&-daughter-day")).toBe("mother-daughter-day");
    expect(slugFromPathSegment("mother-%26-daughter-day")).toBe("mother-daughter-day");
    expect(slugFromPathSegment("Gentlemans-Facial")).toBe("gentlemans-facial");
  });

  it("leaves a current slug as it is", () => {
    expect(slugFromPathSegment("gentlemans-facial")).toBe("gentlemans-facial");
  });

  it("reads a malformed escape as written instead of failing", () => {
    expect(slugFromPathSegment("100%-pure")).toBe("100-pure");
    expect(slugFromPathSegment("%E0%A4%A")).toBe("e0-a4-a");
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
