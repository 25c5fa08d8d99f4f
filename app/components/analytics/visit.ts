/**
 * The visit's campaign data in the browser (decision 0030): kept in `sessionStorage` (this tab,
 * until it closes; no cookie), recorded on the visit's first page and again when a page is reached
 * from another ad click or tagged link, read when a lead form is sent.
 */
import {
  campaignOfArrival,
  cleanCampaign,
  hasCampaignParameters,
  type Campaign,
} from "~/lib/campaign";

const KEY = "visit-campaign";

/** Records this page's campaign when it starts the visit or comes from a campaign. */
export function rememberVisit(): void {
  try {
    const url = new URL(window.location.href);
    if (sessionStorage.getItem(KEY) !== null && !hasCampaignParameters(url.searchParams)) return;
    const campaign = campaignOfArrival(url, document.referrer);
    if (campaign) sessionStorage.setItem(KEY, JSON.stringify(campaign));
  } catch {
    // Storage switched off or full: the lead goes without its campaign.
  }
}

/** What the forms send beside their fields: the recorded campaign, cleaned again. */
export function visitCampaign(): Campaign {
  try {
    return cleanCampaign(JSON.parse(sessionStorage.getItem(KEY) ?? "null")) ?? {};
  } catch {
    return {};
  }
}
