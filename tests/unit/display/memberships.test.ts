import { describe, expect, it } from "vitest";
import { isMembershipPolicies, parseMembership, parsePolicyLines } from "~/lib/display";

describe("isMembershipPolicies", () => {
  it("matches the policies title regardless of case and spacing", () => {
    expect(isMembershipPolicies("Membership Policies")).toBe(true);
    expect(isMembershipPolicies("  membership   POLICIES ")).toBe(true);
  });

  it("does not match other titles", () => {
    expect(isMembershipPolicies("Glow Membership")).toBe(false);
    expect(isMembershipPolicies("Membership Policy")).toBe(false);
    expect(isMembershipPolicies("")).toBe(false);
  });
});

describe("parseMembership", () => {
  it("takes the first line as summary and the rest, minus Plus: lines, as benefits", () => {
    expect(
      parseMembership(
        "A monthly facial.\nOne facial every month\n10% off products\nPlus: unused services roll over",
      ),
    ).toEqual({
      summary: "A monthly facial.",
      benefits: ["One facial every month", "10% off products"],
    });
  });

  it("skips blank lines, trims, and handles Windows line endings", () => {
    expect(
      parseMembership("\r\n  Summary line  \r\n\r\n  Benefit one \r\n   \r\nBenefit two\r\n"),
    ).toEqual({
      summary: "Summary line",
      benefits: ["Benefit one", "Benefit two"],
    });
  });

  it("drops Plus: lines wherever the word appears, but not Surplus:", () => {
    expect(parseMembership("S\nBring a friend. PLUS: a gift\nSurplus: kept")).toEqual({
      summary: "S",
      benefits: ["Surplus: kept"],
    });
  });

  it("handles a missing description or a summary alone", () => {
    expect(parseMembership("")).toEqual({ summary: "", benefits: [] });
    expect(parseMembership("Only a summary")).toEqual({ summary: "Only a summary", benefits: [] });
  });

  it("strips HTML tags and decodes entities", () => {
    expect(
      parseMembership(
        "<p>Skin &amp; body care.</p><ul><li>One <b>facial</b></li><li>15% off</li></ul>",
      ),
    ).toEqual({ summary: "Skin & body care.", benefits: ["One facial", "15% off"] });
    expect(parseMembership("Summary<br>Benefit<br />Plus: extra")).toEqual({
      summary: "Summary",
      benefits: ["Benefit"],
    });
  });
});

describe("parsePolicyLines", () => {
  it("returns non-empty trimmed lines", () => {
    expect(parsePolicyLines(" First policy. \r\n\r\nSecond policy.\n  \n")).toEqual([
      "First policy.",
      "Second policy.",
    ]);
    expect(parsePolicyLines("")).toEqual([]);
  });

  it("reads HTML paragraphs as lines", () => {
    expect(parsePolicyLines("<p>One</p>\n<p>Two &nbsp;</p>")).toEqual(["One", "Two"]);
  });
});
