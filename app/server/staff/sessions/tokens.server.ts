/** Random tokens for cookies and links; the database keeps only their SHA-256. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The anti-forgery token of a session: derived from the session's secret cookie value, so it
 * needs no storage, changes with every sign-in, and cannot be computed from the stored hash.
 */
export const csrfTokenFor = (sessionToken: string) =>
  createHmac("sha256", sessionToken).update("staff-csrf").digest("base64url");

export function sameToken(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
