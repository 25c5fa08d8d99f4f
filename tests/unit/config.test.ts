import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/server/config.server";

describe("loadConfig", () => {
  it("gives working defaults on an empty environment", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.CAPTCHA_PROVIDER).toBe("altcha");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ GTM_ID: "UA-1" })).toThrow(/GTM_ID/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: "hcaptcha" })).toThrow(ConfigError);
  });

  it("requires both reCAPTCHA keys when reCAPTCHA is chosen", () => {
    try {
      loadConfig({ CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        "RECAPTCHA_SECRET_KEY is required when CAPTCHA_PROVIDER=recaptcha",
      ]);
    }
  });

  it("treats empty optional values as unset and trims a trailing slash from SITE_URL", () => {
    const config = loadConfig({ BOOKING_URL: "", SITE_URL: "https://spa.example/" });
    expect(config.BOOKING_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("https://spa.example");
  });
});
