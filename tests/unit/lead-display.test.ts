import { describe, expect, it } from "vitest";
import { leadSourceName, mailtoHref, spaWhen, telHref } from "~/lib/staff/lead-display";

// 2026-11-25 15:12 in New York (EST, UTC-5).
const NOW = new Date("2026-11-25T20:12:00Z");

describe("spaWhen: a lead's time as people write it, on the spa's clock", () => {
  it("says Today and Yesterday by the spa's calendar day, not UTC's", () => {
    expect(spaWhen("2026-11-25T20:12:00Z", NOW)).toBe("Today 3:12 PM");
    // 00:30 UTC on the 26th is still the evening of the 25th in New York.
    expect(spaWhen("2026-11-26T00:30:00Z", new Date("2026-11-26T01:00:00Z"))).toBe("Today 7:30 PM");
    expect(spaWhen("2026-11-24T14:05:00Z", NOW)).toBe("Yesterday 9:05 AM");
    expect(spaWhen("2026-11-25T04:59:00Z", NOW)).toBe("Yesterday 11:59 PM");
  });

  it("names the weekday and date this year, and the year before it", () => {
    expect(spaWhen("2026-11-23T15:00:00Z", NOW)).toBe("Mon Nov 23, 10:00 AM");
    expect(spaWhen("2026-11-23T15:00:00Z", NOW, { withTime: false })).toBe("Mon Nov 23");
    expect(spaWhen("2025-11-24T17:00:00Z", NOW)).toBe("Nov 24, 2025, 12:00 PM");
  });

  it("follows daylight saving time", () => {
    // July: EDT, UTC-4.
    expect(spaWhen("2026-07-04T16:00:00Z", new Date("2026-07-04T18:00:00Z"))).toBe(
      "Today 12:00 PM",
    );
  });
});

describe("leadSourceName: the page a lead came from, by its name", () => {
  it("names pages, ads pages and blog posts", () => {
    expect(leadSourceName("/contact-us")).toBe("Contact Us");
    expect(leadSourceName("/")).toBe("Home page");
    expect(leadSourceName("/services/facials/")).toBe("Facials");
    expect(leadSourceName("/tattoo-removal-staten-island-ads")).toBe("Tattoo removal ads page");
    expect(leadSourceName("/ipl-therapy-staten-island-ads")).toBe("IPL therapy ads page");
    expect(leadSourceName("/blog-details/spa-day")).toBe("Blog post");
  });
  it("keeps an unknown path as it is, and says so when there is none", () => {
    expect(leadSourceName("/somewhere-else")).toBe("/somewhere-else");
    expect(leadSourceName("")).toBe("Unknown page");
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
