/**
 * A lead's campaign row (decision 0030) as the staff area reads it, and its part in a person's
 * data: the click ids tie a person to an ad click, so they are downloaded, deleted and cleared
 * with the lead's other personal data; the campaign labels stay for the figures.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Campaign } from "~/lib/tracking/campaign";
import type { Database, Transaction } from "../db/client.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The campaign columns under the names the forms send (`Campaign`'s keys). */
const COLUMNS = sql.raw(
  `gclid, gbraid, wbraid, fbclid, msclkid, utm_source, utm_medium, utm_campaign, utm_term,
   utm_content, landing_page, referrer_host`,
);

/** Drops the columns a row does not have (null), so the result is a `Campaign`. */
function present(row: Record<string, string | null>): Campaign {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

/** The campaign of one lead, or null when its form sent none. */
export async function campaignOfLead(
  db: Database | Transaction,
  leadId: string,
): Promise<Campaign | null> {
  const [row] = await rowsOf<Record<string, string | null>>(
    db,
    sql`select ${COLUMNS} from lead_campaign where lead_id = ${leadId}::uuid`,
  );
  return row ? present(row) : null;
}

/** The campaigns of the leads `ids` names (a list or a query of ids), by lead id. */
export async function campaignsByLead(
  db: Database | Transaction,
  ids: SQL,
): Promise<Map<string, Campaign>> {
  const rows = await rowsOf<Record<string, string | null> & { lead_id: string }>(
    db,
    sql`select lead_id, ${COLUMNS} from lead_campaign where lead_id in (${ids})`,
  );
  return new Map(rows.map(({ lead_id, ...campaign }) => [lead_id, present(campaign)]));
}

/** The campaign rows of these leads, whole, for a person's data download. */
export async function campaignsOf(db: Database | Transaction, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  const found = await campaignsByLead(db, idList(leadIds));
  return [...found].map(([lead_id, campaign]) => ({ lead_id, ...campaign }));
}

/** Clears the click ids of these leads (anonymised by the retention rule); the labels stay. */
export async function clearClickIdsOf(tx: Database | Transaction, leadIds: string[]) {
  if (leadIds.length === 0) return;
  await tx.execute(
    sql`update lead_campaign set gclid = null, gbraid = null, wbraid = null, fbclid = null,
      msclkid = null where lead_id in (${idList(leadIds)})`,
  );
}
