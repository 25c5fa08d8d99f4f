/**
 * Unique visitors without cookies (decision 0031), counted the way Plausible does: a visitor is
 * sha256(day's salt, site, IP, user agent), cut to 128 bits. The salt is random per day of the
 * spa's calendar, shared by every app server through the database, and deleted once the day
 * before yesterday is over; after that no hash can be recomputed, and a visitor on two days is two
 * visitors. Neither the IP nor the user agent is stored anywhere.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { DAY_MS } from "~/lib/staff/response-time";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";

/** The ISO date `days` days after `day` (negative: before). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day's visitor id: 32 hex characters, meaningless without that day's salt. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash("sha256")
    .update(`${salt}\n${site}\n${ip}\n${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * The salt of a day, created by the first server that needs it (the others read that one). Kept
 * in memory for the current day only.
 */
export function createSalts(db: Database) {
  // The promise is kept, so the beacons arriving together at midnight ask the database once.
  let cached: { day: string; salt: Promise<string> } | undefined;
  const read = async (day: string): Promise<string> => {
    await db
      .insert(t.funnelSalt)
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db
      .select({ salt: t.funnelSalt.salt })
      .from(t.funnelSalt)
      .where(sql`${t.funnelSalt.day} = ${day}::date`);
    if (!row) throw new Error("the day's funnel salt is missing");
    return row.salt;
  };
  return function saltOf(day: string): Promise<string> {
    if (cached?.day !== day) {
      const salt = read(day);
      cached = { day, salt };
      // A failed read is not kept: the next beacon asks again.
      salt.catch(() => {
        if (cached?.salt === salt) cached = undefined;
      });
    }
    return cached.salt;
  };
}

/** Deletes every salt but today's and yesterday's: none is older than 48 hours after this. */
export async function forgetOldSalts(db: Database, today: string): Promise<void> {
  await db.execute(sql`delete from funnel_salt where day < ${addDays(today, -1)}::date`);
}
