/**
 * Where a value is stored anywhere in the database: every table of the public schema (listed by
 * information_schema, so a table added later is scanned too) and every column that can hold
 * text (text, varchar, char, json, jsonb, bytea), compared case-insensitively; for a phone
 * number, the column's digits are compared with the number's digits.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/server/db/client.server";

export interface Hit {
  table: string;
  column: string;
}

const TEXT_TYPES = ["text", "character varying", "character", "json", "jsonb", "bytea"];

export async function findEverywhere(
  database: DatabaseHandle,
  needle: { text?: string; digits?: string },
): Promise<Hit[]> {
  const db = database.db;
  const columns = (
    (await db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
    )) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] }
  ).rows.filter((c) => TEXT_TYPES.includes(c.data_type));
  const hits: Hit[] = [];
  for (const c of columns) {
    const column = sql.identifier(c.column_name);
    const asText =
      c.data_type === "bytea" ? sql`encode(${column}, 'escape')` : sql`${column}::text`;
    const conditions = [];
    if (needle.text)
      conditions.push(sql`position(${needle.text.toLowerCase()} in lower(${asText})) > 0`);
    if (needle.digits) {
      conditions.push(
        sql`position(${needle.digits} in regexp_replace(${asText}, '[^0-9]', '', 'g')) > 0`,
      );
    }
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where ${sql.join(conditions, sql` or `)}`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) hits.push({ table: c.table_name, column: c.column_name });
  }
  return hits;
}

/** Every column the scan covers, to prove it reaches the lead tables at all. */
export async function scannedColumns(database: DatabaseHandle): Promise<string[]> {
  const rows = (
    (await database.db.execute(
      sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] }
  ).rows;
  return rows
    .filter((c) => TEXT_TYPES.includes(c.data_type))
    .map((c) => `${c.table_name}.${c.column_name}`);
}
