import { describe, expect, it } from "vitest";
import { findRedirect, redirectTable, REDIRECTS } from "~/lib/site/redirects";

describe("findRedirect", () => {
  const table = redirectTable("/old-massage-page");

  it.each([
    ["/services/browns-and-lashes", "/services/brows-and-lashes"],
    ["/services/massage", "/services/massages"],
    ["/services/massage/", "/services/massages"],
    ["/folliculitis-laser-hair-remova", "/services/laser-hair-removal"],
    ["/services/hydra-facials", "/services/facials"],
    ["/services/oxygen-glow-facials", "/services/facials"],
    ["/new-blog/tag/spa+packages", "/packages"],
    ["/new-blog/tag/spa%2Bpackages", "/packages"],
    ["/old-massage-page", "/services/massages"],
  ])("%s -> %s", (from, to) => {
    expect(findRedirect(table, from)).toBe(to);
  });

  it("handles hash rows, path plus hash first", () => {
    expect(findRedirect(table, "/contact-us/", "#!")).toBe("/contact-us");
    expect(findRedirect(table, "/contact-us", "#!")).toBe("/contact-us");
    expect(findRedirect(table, "/about", "#!")).toBe("/about");
    expect(findRedirect(table, "/about", "#team")).toBeNull();
    expect(findRedirect(table, "/services/massage", "#x")).toBe("/services/massages");
  });

  it("leaves current pages alone", () => {
    for (const path of ["/services/facials", "/services/massages", "/about", "/contact-us", "/"]) {
      expect(findRedirect(table, path)).toBeNull();
    }
    expect(findRedirect(table, "/services/a/b-facials")).toBeNull();
  });

  it("has no token row unless configured", () => {
    expect(redirectTable()).toHaveLength(REDIRECTS.length);
    expect(findRedirect(redirectTable(), "/old-massage-page")).toBeNull();
  });
});
