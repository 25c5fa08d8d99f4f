/**
 * Staff sessions are database rows, so every app server accepts them and ending one (sign-out,
 * a disabled account, a password reset) takes effect everywhere at once. The browser holds a
 * random token; the row is keyed by its hash. Idle and absolute expiry are checked on every read.
 */
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { StaffRoleName } from "~/lib/staff/schemas";
import type { Database } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { hasSecondFactorSql, secondFactorRequiredForStaff } from "../sign-in/second-factor.server";
import { csrfTokenFor, newToken, tokenHash } from "./tokens.server";

export interface SessionOptions {
  idleMinutes: number;
  maxHours: number;
}

/** Who is signed in, as loaders and handlers see it. */
export interface StaffIdentity {
  userId: string;
  email: string;
  role: StaffRoleName;
  /** The session's anti-forgery token, sent back with every state-changing request. */
  csrfToken: string;
  /** The cookie's token: needed to end this session. */
  token: string;
  /** Owners always; members with the `staff` role when the owners allow it (content_state). */
  mayEditContent: boolean;
  /** A passkey or an authenticator app is set up. */
  hasSecondFactor: boolean;
  /**
   * A second factor is required (owners; staff when the owners say so) and there is none yet:
   * this session may only set one up (decision 0018).
   */
  mustEnrol: boolean;
  /** When this session began: the sign-in that proved the password (and factor) (0043). */
  signedInAt: Date;
}

/**
 * Sessions one member may hold at once (phone, laptop, front-desk computer and some spare). The
 * oldest end when a new one starts, so a stolen session cannot linger among forgotten ones.
 */
export const MAX_SESSIONS_PER_MEMBER = 5;

/** last_seen_at is written at most this often: a page with several requests writes once. */
const TOUCH_EVERY_MS = 60_000;

export function createSessions(db: Database, options: SessionOptions) {
  const idleMs = options.idleMinutes * 60_000;

  /**
   * `read`, and the member of a session it has just found ended by time (idle or too old), so
   * that her post can be kept for her (decision 0045). A disabled account's is not reported.
   */
  async function lookup(
    token: string | undefined,
  ): Promise<{ identity: StaffIdentity | null; endedMember?: string }> {
    if (!token || token.length > 100) return { identity: null };
    const hash = tokenHash(token);
    const [row] = await db
      .select({
        userId: t.staffUser.id,
        email: t.staffUser.email,
        role: t.staffUser.role,
        disabledAt: t.staffUser.disabledAt,
        lastSeenAt: t.staffSession.lastSeenAt,
        createdAt: t.staffSession.createdAt,
        expiresAt: t.staffSession.expiresAt,
        staffMayEdit: t.contentState.staffMayEdit,
        hasSecondFactor: hasSecondFactorSql(),
        requiredForStaff: t.ownerSetting.value,
      })
      .from(t.staffSession)
      .innerJoin(t.staffUser, eq(t.staffUser.id, t.staffSession.userId))
      .leftJoin(t.contentState, eq(t.contentState.id, 1))
      .leftJoin(t.ownerSetting, eq(t.ownerSetting.key, secondFactorRequiredForStaff.key))
      .where(eq(t.staffSession.tokenHash, hash))
      .limit(1);
    if (!row) return { identity: null };
    const now = Date.now();
    if (
      row.disabledAt ||
      row.expiresAt.getTime() <= now ||
      row.lastSeenAt.getTime() + idleMs <= now
    ) {
      await db.delete(t.staffSession).where(eq(t.staffSession.tokenHash, hash));
      return { identity: null, endedMember: row.disabledAt ? undefined : row.userId };
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db
        .update(t.staffSession)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(t.staffSession.tokenHash, hash));
    }
    const identity: StaffIdentity = {
      userId: row.userId,
      email: row.email,
      role: row.role,
      csrfToken: csrfTokenFor(token),
      token,
      mayEditContent: row.role === "owner" || row.staffMayEdit === true,
      hasSecondFactor: row.hasSecondFactor,
      mustEnrol: !row.hasSecondFactor && (row.role === "owner" || row.requiredForStaff === true),
      signedInAt: row.createdAt,
    };
    return { identity };
  }

  return {
    /** A new session (a new token at every sign-in); `previous` is ended if given. */
    async create(userId: string, previous?: string) {
      const token = newToken();
      await db.transaction(async (tx) => {
        if (previous)
          await tx.delete(t.staffSession).where(eq(t.staffSession.tokenHash, tokenHash(previous)));
        await tx.insert(t.staffSession).values({
          tokenHash: tokenHash(token),
          userId,
          expiresAt: new Date(Date.now() + options.maxHours * 3_600_000),
        });
        // Every session of this member but the newest few ends.
        await tx.execute(sql`
          delete from ${t.staffSession}
          where ${t.staffSession.userId} = ${userId}
            and ${t.staffSession.tokenHash} not in (
              select ${t.staffSession.tokenHash} from ${t.staffSession}
              where ${t.staffSession.userId} = ${userId}
              order by ${t.staffSession.createdAt} desc
              limit ${MAX_SESSIONS_PER_MEMBER}
            )`);
        // Old rows of anyone: cheap with the expiry index, and keeps the table small.
        await tx
          .delete(t.staffSession)
          .where(
            or(
              lt(t.staffSession.expiresAt, new Date()),
              lt(t.staffSession.lastSeenAt, new Date(Date.now() - idleMs)),
            ),
          );
      });
      return token;
    },

    /** The identity of a live session of an enabled account, or null. Refreshes the idle clock. */
    async read(token: string | undefined): Promise<StaffIdentity | null> {
      return (await lookup(token)).identity;
    },

    lookup,

    async end(token: string) {
      await db.delete(t.staffSession).where(eq(t.staffSession.tokenHash, tokenHash(token)));
    },

    async endAllOf(userId: string) {
      await db.delete(t.staffSession).where(and(eq(t.staffSession.userId, userId)));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
