/**
 * The owners' funnel figures (decision 0031), from the server's sums: per ads page and per
 * campaign, visitors -> form starts -> leads -> booked with the rate between each step, and, for a
 * campaign with a monthly spend, the period's spend and its cost per lead and per booking.
 */
import { FUNNEL_PAGES, funnelPageOf } from "~/lib/tracking/funnel-pages";

/** A roll-up's sums for one page ('*' for all pages) and campaign ('' for none). */
export interface VisitSums {
  page: string;
  campaign: string;
  visitors: number;
  formStarts: number;
  calls: number;
}

/** Leads of the period (job applications left out) by the page they were sent from and campaign. */
export interface LeadSums {
  sourcePage: string;
  campaign: string;
  leads: number;
  booked: number;
}

export interface FunnelRow {
  visitors: number;
  formStarts: number;
  calls: number;
  leads: number;
  booked: number;
}

export interface CampaignRow extends FunnelRow {
  campaign: string;
  /** The period's share of the monthly spend, in dollars; null when none is entered. */
  spend: number | null;
}

export interface FunnelTables {
  total: FunnelRow;
  pages: (FunnelRow & { page: string })[];
  campaigns: CampaignRow[];
  /** Campaigns beyond the first MAX_CAMPAIGNS, folded into the last row. */
  folded: number;
}

export const ALL_PAGES = "*";
export const MAX_CAMPAIGNS = 20;
/** Label of the row that folds the least-visited campaigns. */
export const OTHER_CAMPAIGNS = "\u0000other";
const DAYS_PER_MONTH = 30;

const empty = (): FunnelRow => ({ visitors: 0, formStarts: 0, calls: 0, leads: 0, booked: 0 });

/**
 * A roll-up's sums with its form starts and calls at most its visitors: each is counted once per
 * visitor and day, but days rolled up before that rule (decision 0033) may hold more.
 */
const atMostVisitors = (sums: VisitSums): VisitSums => ({
  ...sums,
  formStarts: Math.min(sums.formStarts, sums.visitors),
  calls: Math.min(sums.calls, sums.visitors),
});

function add(into: FunnelRow, from: Partial<FunnelRow>): void {
  into.visitors += from.visitors ?? 0;
  into.formStarts += from.formStarts ?? 0;
  into.calls += from.calls ?? 0;
  into.leads += from.leads ?? 0;
  into.booked += from.booked ?? 0;
}

/** `part` of `whole` in whole percent; null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

/**
 * How a step reads beside the step before it. A share only when the step can be a part of the
 * step before: form starts and visitors are the same counted visitor-days, booked leads are some
 * of the leads. Leads come from the lead tables, not the beacon: a form sent without JavaScript or
 * through a blocker has no counted start, so leads can outnumber form starts, and "300% of form
 * starts" reads as nonsense (issue 29). Then the step says how many it was measured against.
 */
export type StepShare =
  { kind: "share"; percent: number } | { kind: "more"; base: number } | { kind: "none" };

export function stepShare(count: number, base: number): StepShare {
  if (base <= 0) return { kind: "none" };
  if (count > base) return { kind: "more", base };
  return { kind: "share", percent: rate(count, base)! };
}

/** Dollars per step (two decimals), or null when the step has none or no spend is known. */
export function costPer(spend: number | null, count: number): number | null {
  return spend === null || count === 0 ? null : Math.round((spend / count) * 100) / 100;
}

/** A period's share of a monthly spend: the month taken as 30 days. */
export const periodSpend = (monthly: number, days: number) =>
  Math.round(((monthly * days) / DAYS_PER_MONTH) * 100) / 100;

/**
 * The busiest MAX_CAMPAIGNS campaigns shown, the rest folded; a campaign with spend entered is
 * always shown (it takes the place of the least busy without), so counts from made-up campaigns
 * can never hide the owner's cost per lead (decision 0033).
 */
function keepSpendCampaigns<T>(
  ranked: [string, T][],
  monthlySpend: Readonly<Record<string, number>>,
) {
  const paid = (campaign: string) => Object.hasOwn(monthlySpend, campaign);
  let room = MAX_CAMPAIGNS - ranked.filter(([campaign]) => paid(campaign)).length;
  const shown: [string, T][] = [];
  const rest: [string, T][] = [];
  for (const entry of ranked) {
    if (paid(entry[0])) shown.push(entry);
    else if (room-- > 0) shown.push(entry);
    else rest.push(entry);
  }
  return { shown, rest };
}

export function funnelTables(
  visits: readonly VisitSums[],
  leads: readonly LeadSums[],
  monthlySpend: Readonly<Record<string, number>>,
  days: number,
): FunnelTables {
  const total = empty();
  const pages = new Map(FUNNEL_PAGES.map((page) => [page, empty()]));
  const campaigns = new Map<string, FunnelRow>();
  const campaignRow = (campaign: string) => {
    let row = campaigns.get(campaign);
    if (!row) campaigns.set(campaign, (row = empty()));
    return row;
  };
  for (const sums of visits.map(atMostVisitors)) {
    if (sums.page === ALL_PAGES) {
      add(total, sums);
      add(campaignRow(sums.campaign), sums);
    } else {
      add(pages.get(funnelPageOf(sums.page))!, sums);
    }
  }
  for (const sums of leads) {
    add(total, sums);
    add(pages.get(funnelPageOf(sums.sourcePage))!, sums);
    add(campaignRow(sums.campaign), sums);
  }
  for (const campaign of Object.keys(monthlySpend)) campaignRow(campaign);

  const ranked = [...campaigns].sort(
    ([a, x], [b, y]) =>
      y.visitors + y.leads - (x.visitors + x.leads) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const { shown, rest } = keepSpendCampaigns(ranked, monthlySpend);
  if (rest.length > 0) {
    const other = empty();
    for (const [, row] of rest) add(other, row);
    shown.push([OTHER_CAMPAIGNS, other]);
  }
  return {
    total,
    pages: [...pages].map(([page, row]) => ({ page, ...row })),
    campaigns: shown.map(([campaign, row]) => {
      const monthly = monthlySpend[campaign];
      return { campaign, ...row, spend: monthly === undefined ? null : periodSpend(monthly, days) };
    }),
    folded: rest.length,
  };
}

/** What the owners' page says before a Google Ads download: what the next file holds, the last. */
export interface ConversionsStatus {
  /** Booked clicks not in any file yet. */
  ready: number;
  /** Every booked click of the last 90 days, sent or not ("include leads already in a file"). */
  all: number;
  /** The last download (the access log's entry) and how many leads it held, if known. */
  last: { at: string; count: number | null } | null;
}
