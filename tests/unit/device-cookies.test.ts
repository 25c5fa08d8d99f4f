import { describe, expect, it } from "vitest";
import { createDeviceCookies, DEVICE_DAYS } from "~/server/staff/sign-in/device-cookies.server";

const OWNER = "0b6f4c1e-5a1d-4d6b-9a53-7f2e8c1d0a11";
const MEMBER = "7d2c9e40-1b3a-4f55-8c6d-2a9b0e7f3c22";
const DAY = 86_400_000;

/** The cookie pair `name=value` of a Set-Cookie value. */
const pairOf = (header: string) => header.split(";")[0]!;

describe("device cookies", () => {
  const devices = createDeviceCookies("k".repeat(64));
  const now = Date.parse("2026-11-28T12:00:00Z");
  const client = (cookies: string, secure = false) => ({ ip: "192.0.2.1", cookies, secure });

  it("names the account by a keyed hash, signs a device id and is kept 180 days on the staff pages", () => {
    const header = devices.issue(OWNER, false, now);
    expect(header).toMatch(
      /^staff_device_[\w-]{22}=[\w-]{22}\.\d+\.[\w-]{43}; Path=\/staff; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    );
    expect(header).not.toContain(OWNER);
    expect(DEVICE_DAYS).toBe(180);
    const secure = devices.issue(OWNER, true, now);
    expect(secure).toMatch(/^__Secure-staff_device_/);
    expect(secure).toMatch(/; Secure$/);
    // Another key names the same account otherwise.
    const otherKey = createDeviceCookies("x".repeat(64)).issue(OWNER, false, now);
    expect(otherKey.slice(0, 35)).not.toBe(header.slice(0, 35));
  });

  it("reads back its own account's cookie, and nothing altered, foreign, expired or insecure", () => {
    const pair = pairOf(devices.issue(OWNER, false, now));
    const device = devices.deviceOf(client(`a=1; ${pair}; b=2`), OWNER, now + DAY);
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceOf(client(pair), MEMBER, now)).toBeUndefined();
    const [name, value] = pair.split("=") as [string, string];
    const [id, expires, signed] = value.split(".") as [string, string, string];
    const altered = [
      `${name}=${id}x.${expires}.${signed}`,
      `${name}=${id}.${Number(expires) + 1}.${signed}`,
      // Another last character (one of 16 a signature can end with: never the one it has).
      `${name}=${id}.${expires}.${signed.slice(0, -1)}${signed.endsWith("A") ? "E" : "A"}`,
      `${name}=${id}.${expires}.${signed}.more`,
      `${name}=${pairOf(devices.issue(MEMBER, false, now)).split("=")[1]}`,
    ];
    for (const cookie of altered)
      expect(devices.deviceOf(client(cookie), OWNER, now)).toBeUndefined();
    expect(devices.deviceOf(client(pair), OWNER, now + 181 * DAY)).toBeUndefined();
    // Over HTTPS only the __Secure- cookie counts.
    expect(devices.deviceOf(client(pair, true), OWNER, now)).toBeUndefined();
    const secure = pairOf(devices.issue(OWNER, true, now));
    expect(devices.deviceOf(client(secure, true), OWNER, now)).toMatch(/^[\w-]{22}$/);
  });

  it("tells which account the browser signed in to last (the sign-in page fills in its e-mail)", () => {
    const owner = pairOf(devices.issue(OWNER, false, now - 2 * DAY));
    const member = pairOf(devices.issue(MEMBER, false, now - DAY));
    const ids = [OWNER, MEMBER];
    expect(devices.lastAccount(client(`${owner}; ${member}`), ids, now)).toBe(MEMBER);
    expect(devices.lastAccount(client(owner), ids, now)).toBe(OWNER);
    expect(devices.lastAccount(client(""), ids, now)).toBeUndefined();
    // The owner's value under the member's name is signed for nobody.
    const moved = `${member.split("=")[0]}=${owner.split("=")[1]}`;
    expect(devices.lastAccount(client(moved), ids, now)).toBeUndefined();
  });
});
