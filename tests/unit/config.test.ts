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

describe("loadConfig with NODE_ENV=production", () => {
  const production = { NODE_ENV: "production", SITE_URL: "https://www.spa.example" };

  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it("starts with a public SITE_URL", () => {
    expect(loadConfig(production).SITE_URL).toBe("https://www.spa.example");
  });

  it("refuses an unset SITE_URL, naming the variable and the way out", () => {
    const [problem, ...rest] = problems({ NODE_ENV: "production" });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^SITE_URL must be set/);
    expect(problem).toContain("ALLOW_LOCALHOST=true");
  });

  it("refuses a SITE_URL on this machine", () => {
    for (const url of [
      "http://127.0.0.1:3000",
      "http://127.0.1.1",
      "http://localhost:3000/",
      "http://LOCALHOST.",
      "http://spa.localhost",
      "http://[::1]:3000",
      "http://0.0.0.0:3000",
      "http://[::]",
      "http://[::ffff:127.0.0.1]",
      "http://2130706433",
      "http://intranet",
    ]) {
      expect(problems({ NODE_ENV: "production", SITE_URL: url }), url).toEqual([
        expect.stringMatching(/^SITE_URL .* is a local address/),
      ]);
    }
  });

  it("without SITE_URL, addresses the server on its own PORT", () => {
    expect(loadConfig({ PORT: "4200" }).SITE_URL).toBe("http://127.0.0.1:4200");
    expect(loadConfig({ PORT: "4200", SITE_URL: "" }).SITE_URL).toBe("http://127.0.0.1:4200");
    expect(loadConfig({ PORT: "4200", SITE_URL: "https://spa.example" }).SITE_URL).toBe(
      "https://spa.example",
    );
  });

  it("checks nothing of the kind outside production", () => {
    expect(loadConfig({}).SITE_URL).toBe("http://127.0.0.1:3000");
    expect(loadConfig({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:2525" }).MAIL_FROM).toBe(
      "Spa website <no-reply@localhost>",
    );
  });

  it("with SMTP_URL, refuses an unset or local MAIL_FROM", () => {
    const smtp = { ...production, SMTP_URL: "smtps://mail.spa.example" };
    expect(problems(smtp)).toEqual([expect.stringMatching(/^MAIL_FROM must be set/)]);
    for (const from of [
      "Spa website <no-reply@localhost>",
      "web@LOCALHOST",
      "web@[127.0.0.1]",
      "web@mailhost",
    ]) {
      expect(problems({ ...smtp, MAIL_FROM: from }), from).toEqual([
        expect.stringMatching(/^MAIL_FROM .* has a local domain/),
      ]);
    }
    expect(loadConfig({ ...smtp, MAIL_FROM: "Spa <web@spa.example>" }).MAIL_FROM).toBe(
      "Spa <web@spa.example>",
    );
    // Without SMTP_URL no e-mail is sent, so MAIL_FROM does not matter.
    expect(problems(production)).toEqual([]);
  });

  it("refuses the loopback push service of the tests on a production server", () => {
    expect(problems({ ...production, PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true" })).toEqual([
      expect.stringMatching(/^PUSH_ALLOW_LOOPBACK_TEST_SERVICE=true .* tests only/),
    ]);
    expect(problems({ ...production, PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "false" })).toEqual([]);
    expect(
      loadConfig({
        NODE_ENV: "production",
        ALLOW_LOCALHOST: "true",
        PUSH_ALLOW_LOOPBACK_TEST_SERVICE: "true",
      }).PUSH_ALLOW_LOOPBACK_TEST_SERVICE,
    ).toBe(true);
  });

  it("reports every problem at once", () => {
    expect(
      problems({ NODE_ENV: "production", SMTP_URL: "smtp://mail.spa.example" }).map(
        (problem) => problem.split(" ")[0],
      ),
    ).toEqual(["SITE_URL", "MAIL_FROM"]);
  });

  it("allows local addresses with ALLOW_LOCALHOST=true (local production-like runs)", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      ALLOW_LOCALHOST: "true",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(config.SITE_URL).toBe("http://127.0.0.1:3000");
    expect(config.MAIL_FROM).toBe("Spa website <no-reply@localhost>");
    expect(() => loadConfig({ ALLOW_LOCALHOST: "yes" })).toThrow(/ALLOW_LOCALHOST/);
  });
});

describe("SMTP settings", () => {
  it("require STARTTLS on smtp:// unless SMTP_ALLOW_PLAINTEXT=true", () => {
    expect(loadConfig({}).SMTP_ALLOW_PLAINTEXT).toBe(false);
    expect(loadConfig({ SMTP_ALLOW_PLAINTEXT: "true" }).SMTP_ALLOW_PLAINTEXT).toBe(true);
    expect(() => loadConfig({ SMTP_ALLOW_PLAINTEXT: "maybe" })).toThrow(/SMTP_ALLOW_PLAINTEXT/);
  });

  it("refuse URL parameters that would turn TLS or its certificate check off", () => {
    for (const url of [
      "smtp://mail.spa.example/?ignoreTLS=true",
      "smtp://mail.spa.example/?requireTLS=false",
      "smtp://mail.spa.example/?opportunisticTLS=true",
      "smtps://mail.spa.example/?secure=false",
      "smtps://mail.spa.example/?tls.rejectUnauthorized=false",
    ]) {
      expect(() => loadConfig({ SMTP_URL: url }), url).toThrow(/SMTP_URL must not/);
    }
    expect(loadConfig({ SMTP_URL: "smtp://mail.spa.example:587/?name=web1" }).SMTP_URL).toBe(
      "smtp://mail.spa.example:587/?name=web1",
    );
    // .env.example leaves it empty: no e-mail, and no crash while checking it.
    expect(loadConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });
});
