import { describe, expect, it } from "vitest";
import { DEFAULT_SEO, SEO_TABLE, normalizePath, seoForPath } from "~/lib/seo/table";

const MAIN_ROUTES = [
  "/",
  "/reviews",
  "/privacy-policy",
  "/memberships",
  "/packages",
  "/career",
  "/about",
  "/contact-us",
  "/blog",
  "/book-now",
  "/services/facials",
  "/services/advanced-skin-procedures",
  "/services/laser",
  "/services/massages",
  "/services/body-treatments",
  "/services/brows-and-lashes",
  "/services/nails",
  "/services/waxing",
  "/services/health",
  "/services/melasma-removal-with-picosure",
  "/services/intense-pulsed-light",
  "/services/tattoo-removal-with-picosure",
  "/services/laser-hair-removal",
];

describe("SEO_TABLE", () => {
  it("has exactly one entry per main route", () => {
    const paths = SEO_TABLE.map((e) => e.path);
    expect(paths).toHaveLength(23);
    expect(new Set(paths).size).toBe(23);
    expect([...paths].sort()).toEqual([...MAIN_ROUTES].sort());
  });

  it.each(SEO_TABLE.map((e) => [e.path, e] as const))(
    "%s has a title of 40-65 and a description of 120-160 characters",
    (_path, entry) => {
      expect(entry.title.length).toBeGreaterThanOrEqual(40);
      expect(entry.title.length).toBeLessThanOrEqual(65);
      expect(entry.description.length).toBeGreaterThanOrEqual(120);
      expect(entry.description.length).toBeLessThanOrEqual(160);
      expect(entry.breadcrumb.trim()).not.toBe("");
    },
  );

  it("gives every page a distinct title and description", () => {
    expect(new Set(SEO_TABLE.map((e) => e.title)).size).toBe(23);
    expect(new Set(SEO_TABLE.map((e) => e.description)).size).toBe(23);
  });

  it("keeps the default within the same bounds", () => {
    expect(DEFAULT_SEO.title.length).toBeGreaterThanOrEqual(40);
    expect(DEFAULT_SEO.title.length).toBeLessThanOrEqual(65);
    expect(DEFAULT_SEO.description.length).toBeGreaterThanOrEqual(120);
    expect(DEFAULT_SEO.description.length).toBeLessThanOrEqual(160);
  });
});

describe("seoForPath", () => {
  const facials = SEO_TABLE.find((e) => e.path === "/services/facials");

  it("finds a listed page", () => {
    expect(seoForPath("/services/facials")).toEqual({
      title: facials?.title,
      description: facials?.description,
      breadcrumb: "Facials",
      listed: true,
    });
  });

  it("ignores a trailing slash, query, hash and letter case", () => {
    const expected = seoForPath("/services/facials");
    expect(seoForPath("/services/facials/")).toEqual(expected);
    expect(seoForPath("/services/facials?utm_source=google")).toEqual(expected);
    expect(seoForPath("/services/facials/#top")).toEqual(expected);
    expect(seoForPath("/Services/Facials")).toEqual(expected);
  });

  it("keeps the home page at /", () => {
    expect(seoForPath("/").listed).toBe(true);
    expect(seoForPath("").listed).toBe(true);
    expect(seoForPath("/?ref=x").breadcrumb).toBe("Home");
  });

  it("falls back to the default for unknown paths", () => {
    for (const path of ["/nope", "/server-error", "/blog-details/some-post", "/services"]) {
      expect(seoForPath(path)).toEqual({ ...DEFAULT_SEO, breadcrumb: null, listed: false });
    }
  });
});

describe("normalizePath", () => {
  it("strips the noise around a path", () => {
    expect(normalizePath("/about//")).toBe("/about");
    expect(normalizePath("about")).toBe("/about");
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/#!")).toBe("/");
  });
});
