import { describe, expect, it } from "vitest";
import { safeNext } from "../../app/routes/staff/shared/guard";
import { COMMON_PASSWORD_MESSAGE, passwordProblem } from "~/server/staff/sign-in/passwords.server";
import { loggablePath } from "~/server/staff/sessions/http.server";
import { csrfTokenFor, sameToken } from "~/server/staff/sessions/tokens.server";

describe("passwordProblem", () => {
  const email = "front.desk@spa.test";
  it("accepts a long, uncommon password", async () => {
    expect(await passwordProblem("a garden of quiet mornings", email)).toBeUndefined();
  });
  it("refuses short, common, decorated-common, e-mail-like and monotonous passwords", async () => {
    expect(await passwordProblem("Sh0rt!", email)).toBe("Use at least 12 characters");
    expect(await passwordProblem("qwertyuiop123", email)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await passwordProblem("Password2026!", email)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await passwordProblem("front.desk2026", email)).toMatch(/e-mail/);
    expect(await passwordProblem("aaaaaaaaaaaaaaaab", email)).toMatch(/different characters/);
    expect(await passwordProblem("x".repeat(300), email)).toMatch(/at most 256/);
  });
});

describe("safeNext", () => {
  it("follows only paths inside the staff area", () => {
    expect(safeNext("/staff/leads/5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11")).toBe(
      "/staff/leads/5b0c7f7e-6f5c-4c53-9d7a-3f2a2d0c9b11",
    );
    for (const raw of [
      null,
      "",
      "https://evil.example",
      "//evil.example",
      "/about",
      "/staff\\@x",
      "/staff/sign-in",
    ]) {
      expect(safeNext(raw)).toBe("/staff");
    }
  });
});

describe("staff tokens and logs", () => {
  it("derives a per-session anti-forgery token and compares in constant time", () => {
    const a = csrfTokenFor("session-a");
    expect(a).toBe(csrfTokenFor("session-a"));
    expect(a).not.toBe(csrfTokenFor("session-b"));
    expect(sameToken(a, a)).toBe(true);
    expect(sameToken(a, a.slice(1))).toBe(false);
  });
  it("keeps a set-password link's token out of the request log", () => {
    expect(loggablePath("/staff/set-password/abc123")).toBe("/staff/set-password/[token]");
    expect(loggablePath("/staff/accounts")).toBe("/staff/accounts");
  });
});
