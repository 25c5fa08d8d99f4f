/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: the relying party is SITE_URL (its host name
 * is the RP ID, its origin the only origin accepted). Only public keys are stored; each challenge
 * is kept server-side (a pending sign-in's row, or one row per member while adding one) and used
 * once.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import * as t from "../../db/schema.server";

const CHALLENGE_MINUTES = 5;
const RP_NAME = "Day Spa staff";
/** At most this many passkeys per member: a list a person can still read. */
export const MAX_PASSKEYS = 10;

export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin };
}

/** A browser's answer that does not verify (wrong challenge, origin, key...): a 400, not a 500. */
async function verified<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

/** A member's passkeys, oldest first. */
const credentialsOf = (db: Database, userId: string) =>
  db
    .select({
      id: t.staffPasskey.id,
      credentialId: t.staffPasskey.credentialId,
      publicKey: t.staffPasskey.publicKey,
      counter: t.staffPasskey.counter,
      transports: t.staffPasskey.transports,
    })
    .from(t.staffPasskey)
    .where(eq(t.staffPasskey.userId, userId))
    .orderBy(asc(t.staffPasskey.createdAt));

async function registerPasskey(
  db: Database,
  rp: RelyingParty,
  userId: string,
  name: string,
  response: unknown,
) {
  const [challenge] = await db
    .delete(t.staffPasskeyChallenge)
    .where(
      and(
        eq(t.staffPasskeyChallenge.userId, userId),
        gt(t.staffPasskeyChallenge.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: t.staffPasskeyChallenge.challenge });
  if (!challenge) return false;
  const result = await verified(() =>
    verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }),
  );
  if (!result?.verified) return false;
  const { credential } = result.registrationInfo;
  const added = await db
    .insert(t.staffPasskey)
    .values({
      userId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? []).slice(0, 10),
    })
    .onConflictDoNothing()
    .returning({ id: t.staffPasskey.id });
  return added.length > 0;
}

async function authenticateWithPasskey(
  db: Database,
  rp: RelyingParty,
  userId: string,
  expectedChallenge: string,
  response: unknown,
) {
  const answer = response as Partial<AuthenticationResponseJSON> | null;
  const credentialId = typeof answer?.id === "string" ? answer.id.slice(0, 1400) : "";
  const stored = (await credentialsOf(db, userId)).find((c) => c.credentialId === credentialId);
  if (!stored) return undefined;
  const result = await verified(() =>
    verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    }),
  );
  if (!result?.verified) return undefined;
  await db
    .update(t.staffPasskey)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(t.staffPasskey.id, stored.id));
  return stored.id;
}

export function createPasskeys(db: Database, rp: RelyingParty) {
  return {
    count: async (userId: string) => (await credentialsOf(db, userId)).length,

    /** Options for the browser to create a passkey; the challenge waits in the database. */
    async registrationOptions(userId: string, email: string) {
      const existing = await credentialsOf(db, userId);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.id,
        userName: email,
        userID: new TextEncoder().encode(userId),
        attestationType: "none",
        excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
        authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      });
      const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
      await db
        .insert(t.staffPasskeyChallenge)
        .values({ userId, challenge: options.challenge, expiresAt })
        .onConflictDoUpdate({
          target: t.staffPasskeyChallenge.userId,
          set: { challenge: options.challenge, expiresAt },
        });
      return { options, full: existing.length >= MAX_PASSKEYS };
    },

    /** Verifies and stores a new passkey; false when the browser's answer does not verify. */
    register: (userId: string, name: string, response: unknown) =>
      registerPasskey(db, rp, userId, name, response),

    /** Options for signing in with one of the member's passkeys, or undefined if they have none. */
    async authenticationOptions(userId: string) {
      const existing = await credentialsOf(db, userId);
      if (existing.length === 0) return undefined;
      return generateAuthenticationOptions({
        rpID: rp.id,
        allowCredentials: existing.map((c) => ({ id: c.credentialId, transports: c.transports })),
        userVerification: "preferred",
      });
    },

    /** Checks a signed challenge with the stored public key; updates the counter and last use. */
    authenticate: (userId: string, expectedChallenge: string, response: unknown) =>
      authenticateWithPasskey(db, rp, userId, expectedChallenge, response),

    async remove(userId: string, passkeyId: string) {
      const gone = await db
        .delete(t.staffPasskey)
        .where(and(eq(t.staffPasskey.userId, userId), eq(t.staffPasskey.id, passkeyId)))
        .returning({ id: t.staffPasskey.id });
      return gone.length > 0;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
