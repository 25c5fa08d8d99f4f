/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 0033).
 * A complete sign-in leaves the browser a cookie for that account: a random device id and an
 * expiry, signed with HMAC-SHA256 under a secret every app server reads from the database. Its
 * name carries a keyed hash of the account's id (never the e-mail), so one browser may hold one
 * for each account signed in there. A sign-in attempt that brings a valid one for the account it
 * is for is counted against that device alone (sign-in-limits.server.ts), so a stranger spending
 * the account's budget from elsewhere does not lock out a browser it has signed in with before.
 * The cookie grants nothing else: the password and the second factor are asked as always.
 */
import { createHmac, randomBytes } from "node:crypto";
import { cookieValue } from "../sessions/http.server";
import { sameToken } from "../sessions/tokens.server";

/** The HMAC key's name among the database's generated secrets (`app_secret`). */
export const DEVICE_COOKIE_SECRET = "staff_device_key";
export const DEVICE_DAYS = 180;
const DEVICE_SECONDS = DEVICE_DAYS * 86_400;
const NAME = "staff_device_";
/** Over HTTPS the `__Secure-` prefix: the browser keeps the cookie only if it came Secure. */
const SECURE_NAME = `__Secure-${NAME}`;
/** A device id, an expiry in seconds and a signature, with dots between: far less than this. */
const VALUE_MAX = 200;

/** Where a sign-in attempt comes from: its address, the Cookie header, whether over HTTPS. */
export interface SignInClient {
  ip: string;
  cookies?: string | null;
  secure: boolean;
}

export function createDeviceCookies(secret: string) {
  const mac = (text: string) => createHmac("sha256", secret).update(text).digest("base64url");
  // 128 bits of the keyed hash: enough to tell accounts apart, and meaningless without the key.
  const tagOf = (userId: string) => mac(`account\n${userId}`).slice(0, 22);
  const nameOf = (userId: string, secure: boolean) =>
    `${secure ? SECURE_NAME : NAME}${tagOf(userId)}`;
  const signature = (userId: string, device: string, expires: string) =>
    mac(`device\n${tagOf(userId)}\n${device}\n${expires}`);

  return {
    /**
     * A new cookie for the account at the end of a complete sign-in, as a Set-Cookie value: sent
     * only to the staff pages (the sign-in forms), never to a script, never from another site.
     */
    issue(userId: string, secure: boolean, now = Date.now()): string {
      const device = randomBytes(16).toString("base64url");
      const expires = String(Math.floor(now / 1000) + DEVICE_SECONDS);
      const value = `${device}.${expires}.${signature(userId, device, expires)}`;
      return (
        `${nameOf(userId, secure)}=${value}; Path=/staff; Max-Age=${DEVICE_SECONDS}; HttpOnly; ` +
        `SameSite=Strict${secure ? "; Secure" : ""}`
      );
    },

    /**
     * The device id of the account's cookie the client brings, if it is signed for this account
     * and not expired; undefined otherwise (no cookie, altered, another account's, too old).
     */
    deviceOf(client: SignInClient, userId: string, now = Date.now()): string | undefined {
      return verified(client, userId, now)?.device;
    },

    /**
     * Of `userIds`, the account this browser signed in to last (its valid cookie issued latest,
     * so expiring latest): the sign-in page fills in its e-mail (issue 35). Undefined for a
     * browser that holds none.
     */
    lastAccount(client: SignInClient, userIds: string[], now = Date.now()): string | undefined {
      let last: { userId: string; expires: number } | undefined;
      for (const userId of userIds) {
        const cookie = verified(client, userId, now);
        if (cookie && (!last || cookie.expires > last.expires)) {
          last = { userId, expires: cookie.expires };
        }
      }
      return last?.userId;
    },
  };

  function verified(client: SignInClient, userId: string, now: number) {
    const value = cookieValue(client.cookies, nameOf(userId, client.secure));
    if (!value || value.length > VALUE_MAX) return undefined;
    const [device, expires, signed, ...rest] = value.split(".");
    if (!device || !expires || !signed || rest.length > 0 || !/^\d{1,12}$/.test(expires)) {
      return undefined;
    }
    if (Number(expires) * 1000 <= now) return undefined;
    if (!sameToken(signed, signature(userId, device, expires))) return undefined;
    return { device, expires: Number(expires) };
  }
}

/** Whether a Cookie header holds any device cookie (else there is nothing to look up). */
export const hasDeviceCookie = (cookies: string | null | undefined) =>
  (cookies ?? "").slice(0, 8192).includes(NAME);

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
