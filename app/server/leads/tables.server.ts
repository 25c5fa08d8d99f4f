/**
 * The one lead table's shared reading (decision 0050): a lead's name as people read it, from
 * the one name a contact inquiry asks or the first and last name the other forms ask.
 */
import { sql } from "drizzle-orm";

/** The name in SQL, for a query on `lead` (unqualified columns). */
export const LEAD_NAME = sql`(first_name || coalesce(' ' || last_name, ''))`;

/** The name of a row read with Drizzle. */
export const leadName = (row: { firstName: string; lastName: string | null }) =>
  row.lastName === null ? row.firstName : `${row.firstName} ${row.lastName}`;
