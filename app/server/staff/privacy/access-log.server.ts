/**
 * Who saw what: the staff events that show personal data being read, exported or erased, newest
 * first, paged by keyset like the inbox. Each row names the member and, while the lead exists,
 * its kind (the page links to it); a row never holds the lead's personal data.
 */
import { sql } from "drizzle-orm";
import type { LeadKind } from "~/lib/leads/vocabulary";
import { ACCESS_ACTIONS, type AccessAction } from "~/lib/staff/events";
import type { Database } from "../../db/client.server";
import { formatCursor, parseCursor } from "../inbox/inbox-helpers.server";

export interface AccessEntry {
  id: string;
  /** ISO with microseconds, UTC (the page writes it in words). */
  at: string;
  action: AccessAction;
  actorEmail: string | null;
  leadId: string | null;
  /** The lead's kind while it exists; null for a deleted lead or none. */
  leadKind: LeadKind | null;
  /** Counts and filters, never personal data. */
  detail: string | null;
}

export interface AccessPage {
  entries: AccessEntry[];
  older: string | null;
}

const ACTIONS = sql.join(
  ACCESS_ACTIONS.map((a) => sql`${a}`),
  sql`, `,
);

export async function accessLogPage(
  db: Database,
  before: string | undefined,
  pageSize = 50,
): Promise<AccessPage> {
  const cursor = parseCursor(before);
  const after = cursor
    ? sql`and (e.at, e.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const result = (await db.execute(
    sql`select e.id, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        e.action, u.email as actor_email, e.lead_id, e.detail,
        (select l.kind from lead l where l.id = e.lead_id) as lead_kind
      from staff_event e left join staff_user u on u.id = e.actor_id
      where e.action in (${ACTIONS}) ${after}
      order by e.at desc, e.id desc limit ${pageSize + 1}`,
  )) as unknown as {
    rows: {
      id: string;
      at: string;
      action: AccessAction;
      actor_email: string | null;
      lead_id: string | null;
      detail: string | null;
      lead_kind: LeadKind | null;
    }[];
  };
  const rows = result.rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    actorEmail: r.actor_email,
    leadId: r.lead_id,
    leadKind: r.lead_kind,
    detail: r.detail,
  }));
  const more = rows.length > pageSize;
  const entries = rows.slice(0, pageSize);
  const last = entries.at(-1);
  return {
    entries,
    older: more && last ? formatCursor({ createdAt: last.at, id: last.id }) : null,
  };
}
