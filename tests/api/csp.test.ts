import { describe, expect, it } from "vitest";
import { testAppForBlock } from "../support/test-app";

/** The Content-Security-Policy lets third parties in only on the pages that use them. */
describe("Content-Security-Policy per page", () => {
  const csp = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    const header = response.headers.get("content-security-policy") ?? "";
    return Object.fromEntries(
      header.split(";").map((d) => {
        const [name = "", ...values] = d.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
    ) as Record<string, string>;
  };

  const app = testAppForBlock("pglite", {
    env: {
      BOOKING_URL: "https://booking.example.com/spa/location",
      GTM_ID: "GTM-TEST123",
      GOOGLE_ADS_ID: "AW-123456789",
    },
  });

  it("uses a fresh nonce per response and no unsafe script sources", async () => {
    const a = await csp("/");
    const b = await csp("/");
    expect(a["script-src"]).toMatch(/^'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
    expect(a["script-src"]).not.toBe(b["script-src"]);
    expect(a["object-src"]).toBe("'none'");
    expect(a["frame-ancestors"]).toBe("'self'");
  });

  it("frames the booking portal only on Book Now and the thank-you pages", async () => {
    expect((await csp("/book-now"))["frame-src"]).toContain("https://booking.example.com");
    expect((await csp("/ipl-therapy-staten-island-ads-thank-you"))["frame-src"]).toContain(
      "https://booking.example.com",
    );
    expect((await csp("/"))["frame-src"]).toBe("'none'");
    expect((await csp("/services/facials"))["frame-src"]).toBe("'none'");
  });

  it("lets the ads and tag-manager hosts in only on landing and thank-you pages", async () => {
    const landing = await csp("/tattoo-removal-staten-island-ads");
    expect(landing["connect-src"]).toContain("https://www.googletagmanager.com");
    expect(landing["img-src"]).toContain("https://googleads.g.doubleclick.net");
    const thankYou = await csp("/tattoo-removal-staten-island-ads-thank-you");
    expect(thankYou["frame-src"]).toContain("https://www.googletagmanager.com");
    const home = await csp("/");
    expect(home["connect-src"]).toBe("'self'");
    expect(home["img-src"]).toBe("'self' data:");
  });
});
