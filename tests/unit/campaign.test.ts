import { describe, expect, it } from "vitest";
import { arrivalOf } from "~/components/analytics/visit";
import { cleanCampaign, cleanCampaignValue, clickIdWords } from "~/lib/tracking/campaign";

describe("a visit's campaign data", () => {
  it("records an ad's click ids and UTM tags, with the page and the referring site", () => {
    const url = new URL(
      "https://spa.example/tattoo-removal-staten-island-ads?gclid=Cj0K_x-1&utm_source=google&utm_campaign=Tattoo%20spring&other=1",
    );
    expect(arrivalOf(url, "https://www.google.com/search?q=tattoo", false)).toEqual({
      gclid: "Cj0K_x-1",
      utm_source: "google",
      utm_campaign: "Tattoo spring",
      landing_page: "/tattoo-removal-staten-island-ads",
      referrer_host: "www.google.com",
    });
  });

  it("keeps a visit's first record until an address brings a campaign again", () => {
    const later = new URL("https://spa.example/contact-us");
    expect(arrivalOf(later, "https://spa.example/", true)).toBeNull();
    expect(arrivalOf(later, "https://spa.example/", false)).toEqual({
      landing_page: "/contact-us",
    });
    expect(arrivalOf(later, "not a url", false)).toEqual({ landing_page: "/contact-us" });
    const tagged = new URL("https://spa.example/contact-us?utm_medium=email");
    expect(arrivalOf(tagged, "", true)).toEqual({
      landing_page: "/contact-us",
      utm_medium: "email",
    });
  });

  it("cuts what it records to 500 characters (the server cleans the rest)", () => {
    const url = new URL(`https://spa.example/?fbclid=${"a".repeat(900)}`);
    expect(arrivalOf(url, "", false)?.fbclid).toHaveLength(500);
  });

  it("keeps click ids of letters, digits, _ and - up to 500 characters, and nothing else", () => {
    expect(cleanCampaignValue("gclid", " abc_DEF-123 ")).toBe("abc_DEF-123");
    expect(cleanCampaignValue("fbclid", "a".repeat(500))).toBe("a".repeat(500));
    expect(cleanCampaignValue("fbclid", "a".repeat(501))).toBeUndefined();
    for (const bad of ["a b", "a/b", "<b>", "a;b", "é"]) {
      expect(cleanCampaignValue("msclkid", bad), bad).toBeUndefined();
    }
    expect(cleanCampaignValue("gclid", 12)).toBeUndefined();
  });

  it("cuts labels to 100 characters and drops those with control characters", () => {
    expect(cleanCampaignValue("utm_campaign", "x".repeat(150))).toBe("x".repeat(100));
    expect(cleanCampaignValue("utm_term", "laser\ttattoo")).toBeUndefined();
    expect(cleanCampaignValue("utm_source", "   ")).toBeUndefined();
  });

  it("keeps a landing page's path only, and a referring host in lower case", () => {
    expect(cleanCampaignValue("landing_page", "/ads?email=a@b.c")).toBe("/ads");
    expect(cleanCampaignValue("landing_page", "//evil.example")).toBeUndefined();
    expect(cleanCampaignValue("landing_page", "https://evil.example/")).toBeUndefined();
    expect(cleanCampaignValue("referrer_host", "L.Facebook.com")).toBe("l.facebook.com");
    expect(cleanCampaignValue("referrer_host", "a.example:8080")).toBeUndefined();
  });

  it("is null when nothing is left, and ignores other fields", () => {
    expect(cleanCampaign({ email: "a@b.c", gclid: "<x>" })).toBeNull();
    expect(cleanCampaign(null)).toBeNull();
    expect(cleanCampaign({ utm_source: "google", email: "a@b.c" })).toEqual({
      utm_source: "google",
    });
  });

  it("names a click id's network for the staff, never the code", () => {
    expect(clickIdWords({ gbraid: "x" })).toBe("Google Ads click");
    expect(clickIdWords({ fbclid: "x" })).toBe("Facebook or Instagram ad click");
    expect(clickIdWords({ msclkid: "x" })).toBe("Microsoft Ads click");
    expect(clickIdWords({ utm_source: "google" })).toBeNull();
  });
});
