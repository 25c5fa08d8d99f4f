/**
 * The visit's campaign data in the browser (decision 0030): kept in `sessionStorage` (this tab,
 * until it closes; no cookie), recorded on the visit's first page and again when a page is reached
 * from another ad click or tagged link, read when a lead form is sent. Values are only cut here;
 * the server's lead schemas clean them. Kept tiny: it runs on every public page.
 */
import { CAMPAIGN_KEYS, CAMPAIGN_PARAMETERS, type CampaignKey } from "~/lib/tracking/campaign-keys";

const KEY = "visit-campaign";
/** Longest value kept (the server drops a longer click id and cuts a longer label). */
const MAX = 500;

type Visit = Partial<Record<CampaignKey, string>>;

/**
 * The record a page view starts, or null when the visit already has one and this address carries
 * no campaign: the address's click ids and tags, the page, and the referring site when it is
 * another site.
 */
export function arrivalOf(url: URL, referrer: string, recorded: boolean): Visit | null {
  const carried = CAMPAIGN_PARAMETERS.filter((key) => url.searchParams.has(key));
  if (recorded && carried.length === 0) return null;
  const visit: Visit = { landing_page: url.pathname.slice(0, MAX) };
  for (const key of carried) visit[key] = url.searchParams.get(key)!.slice(0, MAX);
  try {
    const from = new URL(referrer);
    if (from.host !== url.host) visit.referrer_host = from.hostname.slice(0, MAX);
  } catch {
    // No referrer, or not an address.
  }
  return visit;
}

/** Records this page's campaign when it starts the visit or comes from a campaign. */
export function rememberVisit(): void {
  try {
    const visit = arrivalOf(
      new URL(window.location.href),
      document.referrer,
      sessionStorage.getItem(KEY) !== null,
    );
    if (visit) sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage switched off or full: the lead goes without its campaign.
  }
}

/** What the forms send beside their fields: the recorded text values of known names. */
export function visitCampaign(): Visit {
  const visit: Visit = {};
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    for (const key of CAMPAIGN_KEYS) {
      const value = stored[key];
      if (typeof value === "string") visit[key] = value.slice(0, MAX);
    }
  } catch {
    // Nothing readable: no campaign.
  }
  return visit;
}
