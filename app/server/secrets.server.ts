import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { appSecret } from "./db/schema.server";

/**
 * A secret from configuration, or else one generated once and kept in the database, so that a
 * fresh install is secure without setup and several app servers share the same value.
 */
export async function resolveSecret(
  db: Database,
  name: string,
  configured?: string,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecret)
    .values({ name, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecret).where(eq(appSecret.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
