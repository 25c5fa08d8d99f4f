/**
 * Staff accounts: created by the operator (`npm run staff`) or an owner, activated through a
 * one-time set-password link, disabled (never deleted, so the leads' history keeps its author).
 */
import { and, asc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { SET_PASSWORD_LINK_SPENT, type StaffRoleName } from "~/lib/staff/schemas";
import type { Database } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { hashPassword, passwordProblem } from "../sign-in/passwords.server";
import { hasSecondFactorSql } from "../sign-in/second-factor.server";
import { newToken, tokenHash } from "../sessions/tokens.server";

export class AccountError extends Error {
  override name = "AccountError";
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRoleName;
  active: boolean;
  disabled: boolean;
  createdAt: Date;
}

const accountColumns = {
  id: t.staffUser.id,
  email: t.staffUser.email,
  role: t.staffUser.role,
  passwordHash: t.staffUser.passwordHash,
  disabledAt: t.staffUser.disabledAt,
  createdAt: t.staffUser.createdAt,
};

function toAccount(row: {
  id: string;
  email: string;
  role: StaffRoleName;
  passwordHash: string | null;
  disabledAt: Date | null;
  createdAt: Date;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.passwordHash !== null && row.disabledAt === null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function setPasswordPath(token: string) {
  return `/staff/set-password/${token}`;
}

async function disableAccount(db: Database, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select(accountColumns)
      .from(t.staffUser)
      .where(eq(t.staffUser.id, id))
      .for("update");
    if (!row) throw new AccountError("No such account.", 404);
    if (row.role === "owner" && row.disabledAt === null) {
      // Serialise owner changes so two owners cannot disable each other at once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_owner_change'))`);
      const others = await tx
        .select({ id: t.staffUser.id })
        .from(t.staffUser)
        .where(
          and(
            eq(t.staffUser.role, "owner"),
            isNull(t.staffUser.disabledAt),
            ne(t.staffUser.id, id),
          ),
        )
        .limit(1);
      if (others.length === 0) {
        throw new AccountError("This is the last active owner: add another owner first.", 409);
      }
    }
    await tx
      .update(t.staffUser)
      .set({ disabledAt: row.disabledAt ?? new Date() })
      .where(eq(t.staffUser.id, id));
    await tx.delete(t.staffSession).where(eq(t.staffSession.userId, id));
    await tx.delete(t.staffToken).where(eq(t.staffToken.userId, id));
  });
}

async function usePasswordLink(db: Database, token: string, password: string) {
  const [link] = await db
    .select({ userId: t.staffToken.userId, email: t.staffUser.email })
    .from(t.staffToken)
    .innerJoin(t.staffUser, eq(t.staffUser.id, t.staffToken.userId))
    .where(
      and(
        eq(t.staffToken.tokenHash, tokenHash(token)),
        isNull(t.staffToken.usedAt),
        gt(t.staffToken.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!link) {
    throw new AccountError(SET_PASSWORD_LINK_SPENT, 400, "token");
  }
  const problem = await passwordProblem(password, link.email);
  if (problem) throw new AccountError(problem, 400, "password");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(t.staffToken)
      .set({ usedAt: new Date() })
      .where(and(eq(t.staffToken.tokenHash, tokenHash(token)), isNull(t.staffToken.usedAt)))
      .returning({ userId: t.staffToken.userId });
    if (spent.length === 0) {
      throw new AccountError("This link has just been used.", 400, "token");
    }
    await tx
      .update(t.staffUser)
      .set({ passwordHash, passwordChangedAt: new Date(), disabledAt: null })
      .where(eq(t.staffUser.id, link.userId));
    await tx.delete(t.staffSession).where(eq(t.staffSession.userId, link.userId));
  });
  return link.userId;
}

export interface AccountsOptions {
  linkHours: number;
}

export function createAccounts(db: Database, options: AccountsOptions) {
  /** A fresh one-time link for the account; earlier unused links stop working. */
  async function issueLink(userId: string) {
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.delete(t.staffToken).where(eq(t.staffToken.userId, userId));
      await tx.insert(t.staffToken).values({
        tokenHash: tokenHash(token),
        userId,
        expiresAt: new Date(Date.now() + options.linkHours * 3_600_000),
      });
    });
    return { token, path: setPasswordPath(token) };
  }

  async function find(where: ReturnType<typeof eq>) {
    const [row] = await db.select(accountColumns).from(t.staffUser).where(where).limit(1);
    return row ? toAccount(row) : undefined;
  }

  return {
    issueLink,
    findById: (id: string) => find(eq(t.staffUser.id, id)),
    findByEmail: (email: string) => find(eq(t.staffUser.email, normaliseEmail(email))),

    /**
     * The account row a sign-in checks (hash included, and whether it has a second factor);
     * undefined for an unknown e-mail, after the same query.
     */
    async credentials(email: string) {
      const [row] = await db
        .select({ ...accountColumns, hasSecondFactor: hasSecondFactorSql() })
        .from(t.staffUser)
        .where(eq(t.staffUser.email, normaliseEmail(email)))
        .limit(1);
      return row;
    },

    async list(): Promise<StaffAccount[]> {
      const rows = await db
        .select(accountColumns)
        .from(t.staffUser)
        .orderBy(asc(t.staffUser.email));
      return rows.map(toAccount);
    },

    /** A new account and its set-password link. */
    async create(email: string, role: StaffRoleName) {
      const normalised = normaliseEmail(email);
      const [row] = await db
        .insert(t.staffUser)
        .values({ email: normalised, role })
        .onConflictDoNothing()
        .returning(accountColumns);
      if (!row)
        throw new AccountError(`An account for ${normalised} exists already.`, 409, "email");
      return { account: toAccount(row), link: await issueLink(row.id) };
    },

    /** Disables the account and ends its sessions, at once, on every server. */
    disable: (id: string) => disableAccount(db, id),

    /**
     * A reset: the old password stops working and every session of the account ends, at once
     * and together (an owner resets because a password leaked; the new link may never be used),
     * and a new link is issued. Enables a disabled account once the link is used.
     */
    async resetPassword(id: string) {
      const account = await find(eq(t.staffUser.id, id));
      if (!account) throw new AccountError("No such account.", 404);
      await db.transaction(async (tx) => {
        await tx
          .update(t.staffUser)
          .set({ passwordHash: null, passwordChangedAt: new Date() })
          .where(eq(t.staffUser.id, id));
        await tx.delete(t.staffSession).where(eq(t.staffSession.userId, id));
      });
      return { account: { ...account, active: false }, link: await issueLink(id) };
    },

    /**
     * Uses a set-password link: checks the password's policy, stores its hash, activates the
     * account, ends its other sessions and spends the link. Returns the account.
     */
    setPassword: (token: string, password: string) => usePasswordLink(db, token, password),

    /** Whether any account exists (the sign-in page then explains how to create the first). */
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.staffUser);
      return row?.n ?? 0;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
