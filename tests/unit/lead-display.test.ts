import { describe, expect, it } from "vitest";
import { addressPieces, leadSourceName, mailtoHref, telHref } from "~/lib/staff/lead-display";

const SOURCE_NAMES: Record<string, [string, string][]> = {
  "names pages, ads pages and blog posts": [
    ["/contact-us", "Contact Us"],
    ["/", "Home page"],
    ["/services/facials/", "Facials"],
    ["/tattoo-removal-staten-island-ads", "Tattoo removal ads page"],
    ["/ipl-therapy-staten-island-ads", "IPL therapy ads page"],
    ["/blog-details/spa-day", "Blog post"],
  ],
  "keeps an unknown path as it is, and says so when there is none": [
    ["/somewhere-else", "/somewhere-else"],
    ["", "Unknown page"],
  ],
};

describe("leadSourceName: the page a lead came from, by its name", () => {
  it.each(Object.entries(SOURCE_NAMES))("%s", (_rule, cases) => {
    for (const [input, expected] of cases) expect(leadSourceName(input), input).toBe(expected);
  });
});

describe("tap to call and tap to e-mail", () => {
  it("dials US numbers as the forms store them", () => {
    expect(telHref("(718) 555-0100")).toBe("tel:+17185550100");
    expect(telHref("17185550100")).toBe("tel:+17185550100");
    expect(telHref("")).toBeNull();
    expect(telHref("call me")).toBeNull();
  });
  it("fills the subject and refuses what is not an address", () => {
    expect(mailtoHref("robin@example.com", "Your visit at Serenity")).toBe(
      "mailto:robin@example.com?subject=Your%20visit%20at%20Serenity",
    );
    expect(mailtoHref("not an address", "x")).toBeNull();
    expect(mailtoHref("a@b.c?cc=x@evil.example", "x")).toBe(
      "mailto:a@b.c%3Fcc%3Dx%40evil.example?subject=x",
    );
  });
});

describe("a long e-mail address, cut where it may wrap", () => {
  it("cuts after its punctuation only, and joins back to the address", () => {
    const address = "marisol.long-name_1+spa@estheticians.example.com";
    expect(addressPieces(address)).toEqual([
      "marisol.",
      "long-",
      "name_",
      "1+",
      "spa@",
      "estheticians.",
      "example.",
      "com",
    ]);
    expect(addressPieces(address).join("")).toBe(address);
    expect(addressPieces("ana")).toEqual(["ana"]);
    expect(addressPieces("")).toEqual([]);
  });
});
