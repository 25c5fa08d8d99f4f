/**
 * The week's response-time figures (issue 19): of the leads received since Monday 12:00 AM (spa
 * time), the median wait before the first response and the shares answered within 5 minutes and
 * within 1 hour, every wait counted in opening hours only (`response-time.ts`), overall and by
 * the page the lead was sent from. Pure: the server reads the rows, this counts.
 *
 * How a lead still waiting counts: it is left out of the median (its wait is not known yet) and
 * shown as "still waiting"; it counts against a share once its wait so far is over that share's
 * limit (it can no longer be answered within it), and until then it is left out of that share.
 * A lead moved past New before first responses were recorded has no time: it is counted as
 * received and answered, and left out of the median and the shares.
 */
import type { WeeklyHours } from "~/lib/display/opening-hours";
import { durationWords, openMinutesBetween } from "~/lib/staff/response-time";

/** The limits of the two shares, in opening-hours minutes. */
export const SHARE_LIMITS = [5, 60] as const;

/** One lead as the figures need it. */
export interface LeadTiming {
  createdAt: Date;
  firstResponseAt: Date | null;
  /** Whether the status is past New (an answer whose time may not be known). */
  pastNew: boolean;
  /** The page's name for people (`leadSourceName`). */
  source: string;
}

/** Leads answered within a limit, of the leads whose outcome for that limit is known. */
export interface Share {
  within: number;
  of: number;
}

export interface ResponseFigures {
  received: number;
  answered: number;
  /** Still New with no response recorded. */
  waiting: number;
  /** Answered (past New) with no time recorded: outside the median and the shares. */
  untimed: number;
  /** Median opening-hours minutes to the first response of the answered leads; null if none. */
  medianMinutes: number | null;
  within5: Share;
  within60: Share;
}

/** The middle value (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What one lead's wait says: answered after `minutes`, still waiting `minutes`, or no time. */
type Wait =
  | { kind: "answered"; minutes: number }
  | { kind: "waiting"; minutes: number }
  | { kind: "untimed" };

function waitOf(lead: LeadTiming, now: Date, hours: WeeklyHours): Wait {
  if (lead.firstResponseAt) {
    return {
      kind: "answered",
      minutes: openMinutesBetween(lead.createdAt, lead.firstResponseAt, hours),
    };
  }
  if (lead.pastNew) return { kind: "untimed" };
  return { kind: "waiting", minutes: openMinutesBetween(lead.createdAt, now, hours) };
}

function shareOf(waits: readonly Wait[], limit: number): Share {
  let within = 0;
  let of = 0;
  for (const wait of waits) {
    if (wait.kind === "answered") {
      of += 1;
      if (wait.minutes <= limit) within += 1;
    } else if (wait.kind === "waiting" && wait.minutes > limit) {
      of += 1;
    }
  }
  return { within, of };
}

function figuresOf(waits: readonly Wait[]): ResponseFigures {
  const answered = waits.flatMap((w) => (w.kind === "answered" ? [w.minutes] : []));
  const untimed = waits.filter((w) => w.kind === "untimed").length;
  return {
    received: waits.length,
    answered: answered.length + untimed,
    waiting: waits.filter((w) => w.kind === "waiting").length,
    untimed,
    medianMinutes: median(answered),
    within5: shareOf(waits, SHARE_LIMITS[0]),
    within60: shareOf(waits, SHARE_LIMITS[1]),
  };
}

export interface WeekFigures {
  overall: ResponseFigures;
  /** By source page, the most leads first (then by name). */
  bySource: { source: string; figures: ResponseFigures }[];
}

/** The figures of a set of leads at `now`, overall and by source page. */
export function responseFigures(
  leads: readonly LeadTiming[],
  now: Date,
  hours: WeeklyHours,
): WeekFigures {
  const waits = leads.map((lead) => waitOf(lead, now, hours));
  const groups = new Map<string, Wait[]>();
  leads.forEach((lead, i) => {
    const group = groups.get(lead.source) ?? [];
    group.push(waits[i]!);
    groups.set(lead.source, group);
  });
  const bySource = [...groups]
    .map(([source, group]) => ({ source, figures: figuresOf(group) }))
    .sort(
      (a, b) => b.figures.received - a.figures.received || a.source.localeCompare(b.source, "en"),
    );
  return { overall: figuresOf(waits), bySource };
}

/** "75%" of a share, or null when no lead's outcome is known yet. */
export function sharePercent(share: Share): string | null {
  return share.of === 0 ? null : `${Math.round((share.within / share.of) * 100)}%`;
}

/** What the inbox's list says of a lead: how long a New one has waited, and the target mark. */
export interface LeadWait {
  /** "2 h 10 min" of opening hours, for a New lead nobody has answered; else null. */
  waiting: string | null;
  /** Whether that wait is over the owner's target (never without a target). */
  overTarget: boolean;
}

export function leadWait(
  lead: { status: string; createdAt: string; firstResponseAt: string | null },
  now: Date,
  hours: WeeklyHours,
  targetMinutes: number | null,
): LeadWait {
  if (lead.status !== "new" || lead.firstResponseAt) return { waiting: null, overTarget: false };
  const minutes = openMinutesBetween(new Date(lead.createdAt), now, hours);
  return {
    waiting: durationWords(minutes),
    overTarget: targetMinutes !== null && minutes > targetMinutes,
  };
}
