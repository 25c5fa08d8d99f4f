/**
 * Settings only an owner changes (`owner_setting`), read by the server where they apply. Each key
 * has one zod schema; a stored value that no longer parses reads as the key's default, so a
 * setting can never stop the server.
 */
import { eq, sql } from "drizzle-orm";
import type { z } from "zod/mini";
import type { Database, Transaction } from "../../db/client.server";
import * as t from "../../db/schema.server";

export interface OwnerSettingDefinition<Value> {
  key: string;
  schema: z.ZodMiniType<Value>;
  fallback: Value;
}

export function defineOwnerSetting<Value>(
  key: string,
  schema: z.ZodMiniType<Value>,
  fallback: Value,
): OwnerSettingDefinition<Value> {
  return { key, schema, fallback };
}

export async function readOwnerSetting<Value>(
  db: Database | Transaction,
  setting: OwnerSettingDefinition<Value>,
): Promise<Value> {
  const [row] = await db
    .select({ value: t.ownerSetting.value })
    .from(t.ownerSetting)
    .where(eq(t.ownerSetting.key, setting.key))
    .limit(1);
  if (!row) return setting.fallback;
  const parsed = setting.schema.safeParse(row.value);
  return parsed.success ? parsed.data : setting.fallback;
}

/** Stores a value the caller has validated with the setting's schema; `by` is the owner's id. */
export async function writeOwnerSetting<Value>(
  db: Database | Transaction,
  setting: OwnerSettingDefinition<Value>,
  value: Value,
  by: string | null,
) {
  const parsed = setting.schema.parse(value);
  await db
    .insert(t.ownerSetting)
    .values({ key: setting.key, value: parsed, updatedBy: by })
    .onConflictDoUpdate({
      target: t.ownerSetting.key,
      set: { value: parsed, updatedBy: by, updatedAt: sql`now()` },
    });
}
