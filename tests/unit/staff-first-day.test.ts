/**
 * The pure rules behind a new member's first day (decision 0043): the step-up window after
 * signing in, the authenticator link drawn as a QR code, the recovery codes' file.
 */
import { describe, expect, it } from "vitest";
import { signedInRecently, STEP_UP_WINDOW_MINUTES } from "~/lib/staff/second-factor";
import { qrCodeOf } from "~/server/staff/sign-in/qr-code.server";
import { recoveryCodesText } from "~/routes/staff/security/ShownOnce";

describe("signedInRecently: a sign-in is proof enough for a while", () => {
  const at = new Date("2026-11-28T15:00:00Z");
  const minutes = (n: number) => at.getTime() + n * 60_000;

  it("counts the sign-in within the window, and not from its last minute on", () => {
    expect(signedInRecently(at, at.getTime())).toBe(true);
    expect(signedInRecently(at, minutes(STEP_UP_WINDOW_MINUTES) - 1)).toBe(true);
    expect(signedInRecently(at, minutes(STEP_UP_WINDOW_MINUTES))).toBe(false);
    expect(signedInRecently(at, minutes(60 * 12))).toBe(false);
  });

  it("does not trust a sign-in dated in the future (a clock set wrong)", () => {
    expect(signedInRecently(at, minutes(-1))).toBe(false);
  });
});

describe("qrCodeOf: the otpauth link as one SVG path", () => {
  const uri =
    "otpauth://totp/Day%20Spa:owner%40spa.test?secret=ABCDEFGHIJKLMNOPQRSTUVWXYZ234567&issuer=Day%20Spa&algorithm=SHA1&digits=6&period=30";

  it("draws a whole QR code with its quiet zone and its three finder patterns", () => {
    const { size, path } = qrCodeOf(uri);
    const modules = size - 8;
    // Versions grow by 4 modules from 21; medium correction fits this link in version 7 or so.
    expect((modules - 21) % 4).toBe(0);
    expect(modules).toBeGreaterThanOrEqual(41);
    expect(modules).toBeLessThanOrEqual(61);
    // The finders' top rows: 7 dark modules at the top-left, top-right and bottom-left corners.
    expect(path.startsWith("M4 4h7v1h-7z")).toBe(true);
    expect(path).toContain(`M${modules - 3} 4h7v1h-7z`);
    expect(path).toContain(`M4 ${modules - 3}h7v1h-7z`);
    // Numbers and path commands only: nothing of the link itself is in what the page draws.
    expect(path).toMatch(/^[\dMhvz -]+$/);
  });

  it("is the same drawing for the same link", () => {
    expect(qrCodeOf(uri)).toEqual(qrCodeOf(uri));
    expect(qrCodeOf(uri).path).not.toBe(qrCodeOf(`${uri}x`).path);
  });
});

describe("recoveryCodesText: the downloaded file", () => {
  it("says what the codes are for, then one code a line", () => {
    const text = recoveryCodesText(["k7h2m-9qx4p", "a1b2c-3d4e5"]);
    expect(text).toContain("recovery codes");
    expect(text.trimEnd().split("\n").slice(-2)).toEqual(["k7h2m-9qx4p", "a1b2c-3d4e5"]);
  });
});
