import { describe, expect, it } from "vitest";
import {
  countSlashes,
  decodePathOrKeep,
  lastSegment,
  normalisePathname,
  trimTrailingSlashes,
} from "~/lib/site/paths";
import { findRedirect, redirectTable } from "~/lib/site/redirects";
import { isLandingPath } from "~/lib/site/landing-pages";
import { normalizePath } from "~/lib/seo/table";

describe("path helpers", () => {
  it.each([
    ["/services/facials/", "/services/facials"],
    ["/services/facials///", "/services/facials"],
    ["/services/facials", "/services/facials"],
    ["/", ""],
    ["///", ""],
    ["", ""],
  ])("trimTrailingSlashes(%j) = %j", (input, expected) => {
    expect(trimTrailingSlashes(input)).toBe(expected);
  });

  it("normalises case and keeps the root", () => {
    expect(normalisePathname("/About/")).toBe("/about");
    expect(normalisePathname("//")).toBe("/");
  });

  it("finds the last segment", () => {
    expect(lastSegment("/services/facials/x/")).toBe("x");
    expect(lastSegment("x")).toBe("x");
    expect(lastSegment("/")).toBe("");
  });

  // A generous bound: the old /\/+$/ took about 2.5 s on 16,000 slashes followed by a letter.
  it("stays linear on hostile paths (16,000 slashes, then a letter)", () => {
    const hostile = `/services/facials/${"/".repeat(16_000)}a`;
    const alternating = `/services/facials/${"a/".repeat(8_000)}`;
    const started = performance.now();
    for (const path of [hostile, alternating, `${hostile}#x`]) {
      trimTrailingSlashes(path);
      normalisePathname(path);
      lastSegment(path);
      normalizePath(path);
      isLandingPath(path);
      findRedirect(redirectTable("/old"), path, "#!");
    }
    expect(performance.now() - started).toBeLessThan(250);
  });
});

describe("countSlashes", () => {
  it("counts, and stops past the limit", () => {
    expect(countSlashes("/a/b/c")).toBe(3);
    expect(countSlashes("abc")).toBe(0);
    expect(countSlashes("/".repeat(10_000), 16)).toBe(17);
  });
});

describe("decodePathOrKeep", () => {
  it("decodes escapes and keeps a malformed one as written", () => {
    expect(decodePathOrKeep("gentleman%27s-facial")).toBe("gentleman's-facial");
    expect(decodePathOrKeep("100%-pure")).toBe("100%-pure");
  });
});
