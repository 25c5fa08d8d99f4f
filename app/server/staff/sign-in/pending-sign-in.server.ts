/**
 * The state between a right password and a passed second factor: a database row (so any app
 * server can finish it) keyed by the SHA-256 of a random token the browser holds in its own
 * cookie. It grants nothing: no session exists until the second factor passes. Short-lived,
 * used once, and dropped after a few wrong codes.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { newToken, tokenHash } from "../sessions/tokens.server";

export const PENDING_MINUTES = 5;
/** Wrong codes one pending sign-in may try before the password must be typed again. */
export const PENDING_ATTEMPTS = 3;

const COOKIE = "staff_pending";
const SECURE_COOKIE = `__Host-${COOKIE}`;
export const pendingCookieName = (secure: boolean) => (secure ? SECURE_COOKIE : COOKIE);
const MAX_COOKIE_HEADER = 8192;

/** The pending sign-in's token from a Cookie header (either name), without a cookie library. */
export function pendingTokenFromHeader(header: string | null | undefined): string | undefined {
  if (!header || header.length > MAX_COOKIE_HEADER) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === SECURE_COOKIE || name === COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface PendingSignIn {
  userId: string;
  email: string;
  role: "owner" | "staff";
  challenge: string | null;
}

export function createPendingSignIns(db: Database) {
  const live = (hash: string) =>
    and(eq(t.staffPendingSignIn.tokenHash, hash), gt(t.staffPendingSignIn.expiresAt, new Date()));

  /** The live pending sign-in of this token, its account enabled; undefined otherwise. */
  async function read(token: string | undefined): Promise<PendingSignIn | undefined> {
    if (!token || token.length > 100) return undefined;
    const [row] = await db
      .select({
        userId: t.staffPendingSignIn.userId,
        email: t.staffUser.email,
        role: t.staffUser.role,
        challenge: t.staffPendingSignIn.challenge,
        disabledAt: t.staffUser.disabledAt,
      })
      .from(t.staffPendingSignIn)
      .innerJoin(t.staffUser, eq(t.staffUser.id, t.staffPendingSignIn.userId))
      .where(live(tokenHash(token)))
      .limit(1);
    if (!row || row.disabledAt) return undefined;
    return { userId: row.userId, email: row.email, role: row.role, challenge: row.challenge };
  }

  return {
    async create(userId: string) {
      const token = newToken();
      await db.transaction(async (tx) => {
        // One pending sign-in per account, and none left over from anyone.
        await tx.delete(t.staffPendingSignIn).where(eq(t.staffPendingSignIn.userId, userId));
        await tx.delete(t.staffPendingSignIn).where(lt(t.staffPendingSignIn.expiresAt, new Date()));
        await tx.insert(t.staffPendingSignIn).values({
          tokenHash: tokenHash(token),
          userId,
          expiresAt: new Date(Date.now() + PENDING_MINUTES * 60_000),
        });
      });
      return token;
    },

    read,

    /** For the second step's page: the pending sign-in of a request's Cookie header. */
    fromCookieHeader(header: string | null) {
      return read(pendingTokenFromHeader(header));
    },

    /** Counts a try; false (and the pending sign-in is gone) once too many were made. */
    async countAttempt(token: string) {
      const hash = tokenHash(token);
      const [row] = await db
        .update(t.staffPendingSignIn)
        .set({ attempts: sql`${t.staffPendingSignIn.attempts} + 1` })
        .where(live(hash))
        .returning({ attempts: t.staffPendingSignIn.attempts });
      if (!row) return false;
      if (row.attempts > PENDING_ATTEMPTS) {
        await db.delete(t.staffPendingSignIn).where(eq(t.staffPendingSignIn.tokenHash, hash));
        return false;
      }
      return true;
    },

    async setChallenge(token: string, challenge: string) {
      await db
        .update(t.staffPendingSignIn)
        .set({ challenge })
        .where(live(tokenHash(token)));
    },

    /** Spends it: true for the one caller that removed the live row. */
    async finish(token: string) {
      const gone = await db
        .delete(t.staffPendingSignIn)
        .where(live(tokenHash(token)))
        .returning({ userId: t.staffPendingSignIn.userId });
      return gone.length > 0;
    },
  };
}

export type PendingSignIns = ReturnType<typeof createPendingSignIns>;
