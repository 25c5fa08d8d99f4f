import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { createAltchaProvider } from "~/server/captcha/altcha.server";
import { createRecaptchaProvider, RECAPTCHA_VERIFY_URL } from "~/server/captcha/recaptcha.server";

const altcha = (now = () => new Date()) =>
  createAltchaProvider({
    hmacKey: "unit-test-key-0123456789",
    cost: 10,
    maxNumber: 20,
    expiresInSeconds: 60,
    now,
  });

async function solved(provider: ReturnType<typeof createAltchaProvider>) {
  const challenge = await provider.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("ALTCHA provider", () => {
  it("accepts a solved challenge and gives a replay key and expiry", async () => {
    const provider = altcha();
    const verdict = await provider.verify(await solved(provider));
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(verdict.replayKey).toMatch(/^altcha:/);
      expect(verdict.expiresAt.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("refuses a solution signed with another key", async () => {
    const other = createAltchaProvider({
      hmacKey: "another-key-0123456789",
      cost: 10,
      maxNumber: 20,
      expiresInSeconds: 60,
    });
    expect((await altcha().verify(await solved(other))).ok).toBe(false);
  });

  it("refuses an expired challenge", async () => {
    const provider = altcha();
    const token = await solved(provider);
    const later = altcha(() => new Date(Date.now() + 61_000));
    expect(await later.verify(token)).toEqual({ ok: false, reason: "challenge expired" });
  });

  it("refuses garbage without throwing", async () => {
    for (const token of [
      "",
      "%%%",
      Buffer.from("{}").toString("base64"),
      Buffer.from("[1]").toString("base64"),
    ]) {
      expect((await altcha().verify(token)).ok).toBe(false);
    }
  });

  it("refuses a made-up derived key (the proof of work)", async () => {
    const provider = altcha();
    const payload = JSON.parse(Buffer.from(await solved(provider), "base64").toString());
    payload.solution.derivedKey = "00".repeat(32);
    const token = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect((await provider.verify(token)).ok).toBe(false);
  });
});

describe("reCAPTCHA provider", () => {
  const fakeGoogle = (answer: unknown, status = 200) => {
    const calls: { url: string; body: string }[] = [];
    const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify(answer), { status });
    }) as typeof fetch;
    return { calls, fetchStub };
  };

  it("posts the secret, token and IP to siteverify and accepts success", async () => {
    const google = fakeGoogle({ success: true, hostname: "spa.example" });
    const provider = createRecaptchaProvider({
      siteKey: "site",
      secretKey: "secret",
      fetch: google.fetchStub,
    });
    const verdict = await provider.verify("token-123", "203.0.113.9");
    expect(verdict.ok).toBe(true);
    expect(google.calls[0]?.url).toBe(RECAPTCHA_VERIFY_URL);
    const sent = new URLSearchParams(google.calls[0]?.body);
    expect(Object.fromEntries(sent)).toEqual({
      secret: "secret",
      response: "token-123",
      remoteip: "203.0.113.9",
    });
    expect(provider.publicConfig()).toEqual({ provider: "recaptcha", siteKey: "site" });
  });

  it("refuses what Google refuses, and Google being away", async () => {
    const refused = createRecaptchaProvider({
      siteKey: "s",
      secretKey: "k",
      fetch: fakeGoogle({ success: false, "error-codes": ["timeout-or-duplicate"] }).fetchStub,
    });
    expect(await refused.verify("t")).toEqual({
      ok: false,
      reason: "refused: timeout-or-duplicate",
    });
    const down = createRecaptchaProvider({
      siteKey: "s",
      secretKey: "k",
      fetch: fakeGoogle({}, 502).fetchStub,
    });
    expect((await down.verify("t")).ok).toBe(false);
    const throwing = createRecaptchaProvider({
      siteKey: "s",
      secretKey: "k",
      fetch: (async () => {
        throw new TypeError("network");
      }) as typeof fetch,
    });
    expect(await throwing.verify("t")).toEqual({ ok: false, reason: "siteverify unreachable" });
  });

  it("gives the same replay key for the same token", async () => {
    const provider = createRecaptchaProvider({
      siteKey: "s",
      secretKey: "k",
      fetch: fakeGoogle({ success: true }).fetchStub,
    });
    const a = await provider.verify("same");
    const b = await provider.verify("same");
    expect(a.ok && b.ok && a.replayKey === b.replayKey).toBe(true);
  });
});
