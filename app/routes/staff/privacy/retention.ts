/**
 * How long leads and resumes are kept (the owner's setting) and the instants that follow from
 * it. Pure: the server's daily job and the privacy page both use it.
 */
import { z } from "zod/mini";

export const MONTHS_HELP = "Type a whole number of months, from 1 to 120.";

// One message for every way a number can be wrong: the privacy page shows it beside the field.
const months = z
  .int({ error: MONTHS_HELP })
  .check(z.minimum(1, { error: MONTHS_HELP }), z.maximum(120, { error: MONTHS_HELP }));

export const retentionSchema = z.object({
  /** Leads and their notes are anonymised this long after their last activity. */
  leadMonths: months,
  /** A resume is deleted this long after its application arrived. */
  resumeMonths: months,
  /** Leads marked Not interested are anonymised sooner, after this long; null: no sooner. */
  notInterestedMonths: z.nullable(months),
});
export type RetentionSettings = z.output<typeof retentionSchema>;

export const RETENTION_DEFAULTS: RetentionSettings = {
  leadMonths: 24,
  resumeMonths: 12,
  notInterestedMonths: null,
};

/**
 * The same instant `months` calendar months earlier (UTC), the day clamped to the month's last:
 * 31 March less one month is 28 (or 29) February, never 3 March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return new Date(
    Date.UTC(
      target.getUTCFullYear(),
      target.getUTCMonth(),
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

export interface RetentionCutoffs {
  /** Leads whose last activity is before this are anonymised. */
  leads: Date;
  /** Resumes of applications received before this are deleted. */
  resumes: Date;
  /** Not-interested leads whose last activity is before this are anonymised; null: no rule. */
  notInterested: Date | null;
}

export function retentionCutoffs(now: Date, settings: RetentionSettings): RetentionCutoffs {
  return {
    leads: monthsBefore(now, settings.leadMonths),
    resumes: monthsBefore(now, settings.resumeMonths),
    notInterested:
      settings.notInterestedMonths === null
        ? null
        : monthsBefore(now, settings.notInterestedMonths),
  };
}

/** Staff events that count as activity on a lead: work on it, not reading it (see decision 0019). */
export const ACTIVITY_ACTIONS = [
  "lead_status",
  "lead_note",
  "reply_sent",
  "call_logged",
  "text_logged",
] as const;
