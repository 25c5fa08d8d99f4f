/**
 * Keeping only what is needed: the owner's retention setting and the daily job that applies it.
 * Leads (and the notes on them) are anonymised once their last activity is older than the
 * setting, Not-interested leads sooner if the owner chose so, and resumes are deleted a fixed
 * time after their application. Several app servers share one database: the job runs under a
 * PostgreSQL advisory lock and writes the spa day it ran, so one server does it once a day.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod/mini";
import { spaToday } from "~/lib/staff/leads";
import { countOf } from "~/lib/staff/plural";
import {
  ACTIVITY_ACTIONS,
  RETENTION_DEFAULTS,
  retentionCutoffs,
  retentionSchema,
  type RetentionCutoffs,
  type RetentionSettings,
} from "~/routes/staff/privacy/retention";
import type { Database, Transaction } from "../../db/client.server";
import type { Logger } from "../../logger.server";
import { recordEvent } from "./events.server";
import { deleteRepliesOf } from "../inbox/lead-reply.server";
import { deleteReviewRequestsOf } from "../../reviews/requests.server";
import { clearClickIdsOf } from "../../leads/campaign.server";
import {
  defineOwnerSetting,
  readOwnerSetting,
  writeOwnerSetting,
} from "../accounts/owner-settings.server";
import { startRepeatingJob } from "../../repeating-job.server";

export const RETENTION_SETTING = defineOwnerSetting(
  "retention",
  retentionSchema,
  RETENTION_DEFAULTS,
);
/** The spa day of the last completed run: a second server that day finds it and does nothing. */
export const RETENTION_LAST_RUN = defineOwnerSetting(
  "retention_last_run",
  z.object({ day: z.string().check(z.maxLength(10)) }),
  { day: "" },
);

const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;

/** The audit row's words for a change of the periods. */
export function describeRetention(settings: RetentionSettings): string {
  const parts = [
    `leads ${months(settings.leadMonths)}`,
    `resumes ${months(settings.resumeMonths)}`,
    settings.notInterestedMonths === null
      ? "not-interested leads: no sooner"
      : `not-interested leads ${months(settings.notInterestedMonths)}`,
  ];
  return parts.join(", ");
}

/** The owner's new periods, written with the audit row that says who changed them to what. */
export async function saveRetention(db: Database, settings: RetentionSettings, actorId: string) {
  await db.transaction(async (tx) => {
    await writeOwnerSetting(tx, RETENTION_SETTING, settings, actorId);
    await recordEvent(tx, {
      actorId,
      action: "retention_changed",
      detail: describeRetention(settings),
    });
  });
}

/** One key for the job across every app server on the database. */
const RETENTION_LOCK = 0x5e5e_0002;

/**
 * What anonymising clears: every field the visitor typed (a field the lead's form does not ask
 * stays null, as the `lead_fields` check wants), the resume, and the text number and consent
 * (issue 37).
 */
const cleared = (column: string) =>
  sql.raw(`${column} = (case when t.${column} is null then null else '' end)`);
const PERSONAL_FIELDS = sql`first_name = '', ${cleared("last_name")}, email = '', phone = '',
  ${cleared("subject")}, ${cleared("message")}, resume_id = null, text_number = null,
  text_consent_version = null, text_consent_at = null`;

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A lead's last activity: the latest of its arrival and of the work staff recorded on it
 * (status changes, notes). Views and exports are reading, not activity: otherwise a monthly
 * export would keep every lead for ever.
 */
const LAST_ACTIVITY = sql`greatest(l.created_at, coalesce((select max(e.at) from staff_event e
  where e.lead_id = l.id and e.action in (${sql.join(
    ACTIVITY_ACTIONS.map((a) => sql`${a}`),
    sql`, `,
  )})), l.created_at))`;

async function rowsOf<T>(db: Transaction, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Anonymises the due leads; returns their ids and the resumes they held. */
async function anonymiseLeads(tx: Transaction, cut: RetentionCutoffs) {
  const due = cut.notInterested
    ? sql`(${LAST_ACTIVITY} < ${ts(cut.leads)}
        or (l.status = 'not_interested' and ${LAST_ACTIVITY} < ${ts(cut.notInterested)}))`
    : sql`${LAST_ACTIVITY} < ${ts(cut.leads)}`;
  const rows = await rowsOf<{ id: string; resume_id: string | null }>(
    tx,
    sql`update lead t set ${PERSONAL_FIELDS}, anonymised_at = now()
      from (select l.* from lead l where l.anonymised_at is null and ${due} for update) old
      where t.id = old.id returning t.id, old.resume_id`,
  );
  return rows;
}

export interface RetentionOutcome {
  ran: boolean;
  anonymised: number;
  resumesDeleted: number;
}

/** Applies the owner's retention once per spa day; `force` runs it again the same day. */
export async function applyRetention(
  db: Database,
  now = new Date(),
  options: { force?: boolean } = {},
): Promise<RetentionOutcome> {
  const skipped = { ran: false, anonymised: 0, resumesDeleted: 0 };
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ ok: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as ok`,
    );
    if (!lock?.ok) return skipped;
    // Read after the lock: a run that committed meanwhile is seen here.
    const today = spaToday(now);
    const last = await readOwnerSetting(tx, RETENTION_LAST_RUN);
    if (!options.force && last.day === today) return skipped;

    const cut = retentionCutoffs(now, await readOwnerSetting(tx, RETENTION_SETTING));
    const anonymised: string[] = [];
    const resumes: string[] = [];
    for (const row of await anonymiseLeads(tx, cut)) {
      anonymised.push(row.id);
      if (row.resume_id) resumes.push(row.resume_id);
    }
    if (anonymised.length) {
      // Notes are free text about the person; the history keeps what happened and when.
      await tx.execute(
        sql`update staff_event set note = null where lead_id in (${idList(anonymised)})`,
      );
      await tx.execute(sql`delete from mail_outbox where lead_id in (${idList(anonymised)})`);
      // The staff's e-mail replies quote and name the person: they go with the personal fields.
      await deleteRepliesOf(tx, anonymised);
      // The click ids tie the person to an ad click; the campaign's labels stay for the figures.
      await clearClickIdsOf(tx, anonymised);
      // A review request's keyed hash and token go too (issue 30); a stop stays.
      await deleteReviewRequestsOf(tx, anonymised);
      // The texts quote and name the person (issue 37); the stop list's keyed hash stays.
      await tx.execute(sql`delete from text_message where lead_id in (${idList(anonymised)})`);
    }
    const old = await rowsOf<{ resume_id: string }>(
      tx,
      sql`update lead t set resume_id = null
        from (select id, resume_id from lead
          where resume_id is not null and created_at < ${ts(cut.resumes)} for update) old
        where t.id = old.id returning old.resume_id`,
    );
    resumes.push(...old.map((r) => r.resume_id));
    if (resumes.length) {
      await tx.execute(sql`delete from uploaded_file where id in (${idList(resumes)})`);
    }
    await writeOwnerSetting(tx, RETENTION_LAST_RUN, { day: today }, null);
    if (anonymised.length || resumes.length) {
      await recordEvent(tx, {
        actorId: null,
        action: "retention_applied",
        detail: `${countOf(anonymised.length, "lead", "leads")} anonymized, ${countOf(resumes.length, "resume", "resumes")} deleted`,
      });
    }
    return { ran: true, anonymised: anonymised.length, resumesDeleted: resumes.length };
  });
}

export const RETENTION_CHECK_INTERVAL_MS = 60 * 60_000;

/**
 * Checks hourly (and at start) whether today's run is done, and does it if not: whichever server
 * gets there first runs it; the others find the day's marker. Logs counts only.
 */
export function startRetentionJob(options: { db: Database; logger: Logger; intervalMs?: number }): {
  stop(): Promise<void>;
} {
  const { db, logger, intervalMs = RETENTION_CHECK_INTERVAL_MS } = options;
  return startRepeatingJob({
    intervalMs,
    logger,
    failure: "applying the retention rules failed; will retry",
    async run() {
      const outcome = await applyRetention(db);
      if (outcome.ran) {
        logger.info(
          { anonymised: outcome.anonymised, resumesDeleted: outcome.resumesDeleted },
          "retention applied",
        );
      }
    },
  });
}
