import { describe, expect, it } from "vitest";
import {
  embedsBooking,
  isLandingPath,
  isThankYouPath,
  isTrackedPath,
  usesReducedMainLayout,
} from "~/lib/site/landing-pages";

describe("landing page paths", () => {
  it("knows the three landing and three thank-you pages", () => {
    expect(isLandingPath("/tattoo-removal-staten-island-ads")).toBe(true);
    expect(isLandingPath("/ipl-therapy-staten-island-ads/")).toBe(true);
    expect(isLandingPath("/tattoo-removal-and-ipl-therapy-staten-island-ads")).toBe(true);
    expect(isLandingPath("/tattoo-removal-staten-island-ads-thank-you")).toBe(false);
    expect(isThankYouPath("/ipl-therapy-staten-island-ads-thank-you")).toBe(true);
    expect(isTrackedPath("/services/facials")).toBe(false);
  });
  it("embeds booking only on Book Now and thank-you pages", () => {
    expect(embedsBooking("/book-now")).toBe(true);
    expect(embedsBooking("/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you")).toBe(true);
    expect(embedsBooking("/")).toBe(false);
  });
  it("reduces the main layout only on the combined landing page", () => {
    expect(usesReducedMainLayout("/tattoo-removal-and-ipl-therapy-staten-island-ads")).toBe(true);
    expect(
      usesReducedMainLayout("/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you"),
    ).toBe(false);
  });
});
