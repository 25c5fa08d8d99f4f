/**
 * A staff member's second factor besides passkeys (passkeys.server.ts): an authenticator app
 * (TOTP, RFC 6238, 6 digits every 30 seconds) and ten one-time recovery codes (decision 0018).
 * TOTP secrets never leave the server after enrolment; a code is accepted once (`last_step`);
 * recovery codes are stored as hashes and spent by a single conditional UPDATE.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { and, asc, count, eq, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod/mini";
import type { Database, Transaction } from "../../db/client.server";
import * as t from "../../db/schema.server";
import { defineOwnerSetting, readOwnerSetting } from "../accounts/owner-settings.server";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;
/** An enrolment started must be finished (a code typed) within this time. */
const ENROL_MINUTES = 10;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Day Spa staff";

/** The owners' choice on /staff/accounts; owners always need a second factor. */
export const secondFactorRequiredForStaff = defineOwnerSetting(
  "second_factor_required_for_staff",
  z.boolean(),
  false,
);

/**
 * SQL: whether the `staff_user` row of the query has a confirmed second factor (one indexed
 * probe each). The outer column is spelled out: drizzle writes a selected column unqualified,
 * which inside the passkey subquery would mean the passkey's own `id`.
 */
export function hasSecondFactorSql(): SQL<boolean> {
  const userId = sql`${sql.identifier("staff_user")}.${sql.identifier("id")}`;
  return sql<boolean>`(exists (select 1 from ${t.staffTotp} where ${t.staffTotp.userId} = ${userId} and ${t.staffTotp.confirmedAt} is not null) or exists (select 1 from ${t.staffPasskey} where ${t.staffPasskey.userId} = ${userId}))`;
}

/** Whether an account of this role must have a second factor before using the back office. */
export async function secondFactorRequired(db: Database | Transaction, role: string) {
  return role === "owner" || (await readOwnerSetting(db, secondFactorRequiredForStaff));
}

const stepNow = (now = Date.now()) => Math.floor(now / 1000 / PERIOD_SECONDS);

/** Digits only, spaces and dashes dropped; anything else makes it no code at all. */
export function normaliseTotpCode(code: string) {
  const digits = code.slice(0, 20).replace(/[\s-]/g, "");
  return digits.length === DIGITS && /^\d+$/.test(digits) ? digits : undefined;
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The time step `code` belongs to (within the drift), or undefined. */
function matchingStep(secret: string, code: string, now = Date.now()) {
  const key = decodeBase32IgnorePadding(secret);
  const current = stepNow(now);
  let found: number | undefined;
  // Every candidate is computed, so the time does not tell which one matched.
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (sameText(generateHOTP(key, BigInt(step), DIGITS), code)) found ??= step;
  }
  return found;
}

/** The code an authenticator app shows now (for tests and the e2e helpers' own use). */
export function totpCodeFor(secret: string, now = Date.now()) {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(stepNow(now)), DIGITS);
}

/** A recovery code as shown: ten letters and digits in two groups ("k7h2m-9qx4p"). */
function newRecoveryCode() {
  const text = encodeBase32UpperCaseNoPadding(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

const recoveryHash = (code: string) =>
  createHash("sha256").update(code.slice(0, 40).replace(/[\s-]/g, "").toLowerCase()).digest("hex");

/** Groups of four, as people type a secret from the screen. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

export function createSecondFactors(db: Database) {
  return {
    /** The owners' choice (the accounts page shows it). */
    requiredForStaff: () => readOwnerSetting(db, secondFactorRequiredForStaff),

    /** What the security page lists (no secret, no code). */
    async summary(userId: string) {
      const [totp] = await db
        .select({ confirmedAt: t.staffTotp.confirmedAt })
        .from(t.staffTotp)
        .where(eq(t.staffTotp.userId, userId));
      const passkeys = await db
        .select({
          id: t.staffPasskey.id,
          name: t.staffPasskey.name,
          createdAt: t.staffPasskey.createdAt,
          lastUsedAt: t.staffPasskey.lastUsedAt,
        })
        .from(t.staffPasskey)
        .where(eq(t.staffPasskey.userId, userId))
        .orderBy(asc(t.staffPasskey.createdAt));
      const [codes] = await db
        .select({ left: count() })
        .from(t.staffRecoveryCode)
        .where(and(eq(t.staffRecoveryCode.userId, userId), isNull(t.staffRecoveryCode.usedAt)));
      const totpOn = Boolean(totp?.confirmedAt);
      return {
        totp: totpOn,
        passkeys,
        recoveryCodesLeft: codes?.left ?? 0,
        any: totpOn || passkeys.length > 0,
      };
    },

    ...totpEnrolment(db),
    ...totpInUse(db),
    ...recoveryCodes(db),

    /** The operator's reset: every factor, code, pending sign-in and session of the account. */
    async resetAll(userId: string) {
      await db.transaction(async (tx) => {
        await tx.delete(t.staffTotp).where(eq(t.staffTotp.userId, userId));
        await tx.delete(t.staffPasskey).where(eq(t.staffPasskey.userId, userId));
        await tx.delete(t.staffPasskeyChallenge).where(eq(t.staffPasskeyChallenge.userId, userId));
        await tx.delete(t.staffRecoveryCode).where(eq(t.staffRecoveryCode.userId, userId));
        await tx.delete(t.staffPendingSignIn).where(eq(t.staffPendingSignIn.userId, userId));
        await tx.delete(t.staffSession).where(eq(t.staffSession.userId, userId));
      });
    },
  };
}

/** Setting up an authenticator app: a secret offered, then confirmed by a code it shows. */
function totpEnrolment(db: Database) {
  return {
    /** A new secret, not yet in force: returned once, for the member's app. */
    async startTotp(userId: string, accountName: string) {
      const [existing] = await db
        .select({ confirmedAt: t.staffTotp.confirmedAt })
        .from(t.staffTotp)
        .where(eq(t.staffTotp.userId, userId));
      if (existing?.confirmedAt) return undefined;
      const key = randomBytes(20);
      const secret = encodeBase32UpperCaseNoPadding(key);
      await db
        .insert(t.staffTotp)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: t.staffTotp.userId,
          set: { secret, createdAt: sql`now()`, lastStep: null },
        });
      return {
        secret,
        uri: createTOTPKeyURI(ISSUER, accountName, key, PERIOD_SECONDS, DIGITS),
      };
    },

    /**
     * The set-up still waiting for its code, given back only to a form that already holds its
     * secret (a wrong code must not lose the key the member is typing; whoever does not know the
     * secret learns nothing). Undefined when none is pending, it expired, or `typed` differs.
     */
    async pendingTotp(userId: string, accountName: string, typed: string) {
      const [row] = await db
        .select({ secret: t.staffTotp.secret, createdAt: t.staffTotp.createdAt })
        .from(t.staffTotp)
        .where(and(eq(t.staffTotp.userId, userId), isNull(t.staffTotp.confirmedAt)));
      if (!row || row.createdAt.getTime() < Date.now() - ENROL_MINUTES * 60_000) return undefined;
      if (!sameText(typed.slice(0, 64).replaceAll(" ", ""), row.secret)) return undefined;
      const key = decodeBase32IgnorePadding(row.secret);
      return {
        secret: row.secret,
        uri: createTOTPKeyURI(ISSUER, accountName, key, PERIOD_SECONDS, DIGITS),
      };
    },

    /** Puts the app in force once the member typed a code it shows; false if the code is wrong. */
    async confirmTotp(userId: string, code: string) {
      const [row] = await db
        .select({ secret: t.staffTotp.secret, createdAt: t.staffTotp.createdAt })
        .from(t.staffTotp)
        .where(and(eq(t.staffTotp.userId, userId), isNull(t.staffTotp.confirmedAt)));
      if (!row || row.createdAt.getTime() < Date.now() - ENROL_MINUTES * 60_000) return "expired";
      const digits = normaliseTotpCode(code);
      const step = digits ? matchingStep(row.secret, digits) : undefined;
      if (step === undefined) return "wrong";
      const done = await db
        .update(t.staffTotp)
        .set({ confirmedAt: sql`now()`, lastStep: step })
        .where(and(eq(t.staffTotp.userId, userId), isNull(t.staffTotp.confirmedAt)))
        .returning({ userId: t.staffTotp.userId });
      return done.length > 0 ? "confirmed" : "expired";
    },
  };
}

/** The authenticator app in force: its codes at sign-in, and its removal. */
function totpInUse(db: Database) {
  return {
    /**
     * A sign-in code: right, for a step after the last one accepted (a code seen over a
     * shoulder or replayed is refused), and recorded in the same statement.
     */
    async useTotp(userId: string, code: string) {
      const digits = normaliseTotpCode(code);
      const [row] = await db
        .select({ secret: t.staffTotp.secret })
        .from(t.staffTotp)
        .where(and(eq(t.staffTotp.userId, userId), isNotNull(t.staffTotp.confirmedAt)));
      if (!row || !digits) return false;
      const step = matchingStep(row.secret, digits);
      if (step === undefined) return false;
      const used = await db
        .update(t.staffTotp)
        .set({ lastStep: step })
        .where(
          and(
            eq(t.staffTotp.userId, userId),
            isNotNull(t.staffTotp.confirmedAt),
            or(isNull(t.staffTotp.lastStep), lt(t.staffTotp.lastStep, step)),
          ),
        )
        .returning({ userId: t.staffTotp.userId });
      return used.length > 0;
    },

    async hasTotp(userId: string) {
      const [row] = await db
        .select({ userId: t.staffTotp.userId })
        .from(t.staffTotp)
        .where(and(eq(t.staffTotp.userId, userId), isNotNull(t.staffTotp.confirmedAt)));
      return Boolean(row);
    },

    async removeTotp(userId: string) {
      const gone = await db
        .delete(t.staffTotp)
        .where(eq(t.staffTotp.userId, userId))
        .returning({ userId: t.staffTotp.userId });
      return gone.length > 0;
    },
  };
}

/** The ten one-time recovery codes, kept as hashes. */
function recoveryCodes(db: Database) {
  return {
    /** Ten new codes replacing any earlier ones; the only time they exist outside a hash. */
    async newRecoveryCodes(userId: string) {
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx.delete(t.staffRecoveryCode).where(eq(t.staffRecoveryCode.userId, userId));
        await tx
          .insert(t.staffRecoveryCode)
          .values(codes.map((code) => ({ userId, codeHash: recoveryHash(code) })));
      });
      return codes;
    },

    async hasRecoveryCodes(userId: string) {
      const [row] = await db
        .select({ id: t.staffRecoveryCode.id })
        .from(t.staffRecoveryCode)
        .where(eq(t.staffRecoveryCode.userId, userId))
        .limit(1);
      return Boolean(row);
    },

    /** Spends a recovery code: true once, for an unused code of this account. */
    async useRecoveryCode(userId: string, code: string) {
      const used = await db
        .update(t.staffRecoveryCode)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(t.staffRecoveryCode.userId, userId),
            eq(t.staffRecoveryCode.codeHash, recoveryHash(code)),
            isNull(t.staffRecoveryCode.usedAt),
          ),
        )
        .returning({ id: t.staffRecoveryCode.id });
      return used.length > 0;
    },
  };
}

export type SecondFactors = ReturnType<typeof createSecondFactors>;
