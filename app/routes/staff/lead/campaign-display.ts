/**
 * A lead's campaign data as the staff read it (decision 0030): words and page names, never a
 * click id or a raw parameter name. Pure, for the lead page's loader and its tests.
 */
import { clickIdWords, type Campaign } from "~/lib/tracking/campaign";
import { leadSourceName } from "~/lib/staff/lead-display";

export interface CampaignLine {
  label: string;
  value: string;
}

/** The lines of "How they found us", in reading order; empty when the form sent nothing. */
export function campaignLines(campaign: Campaign | null): CampaignLine[] {
  if (!campaign) return [];
  const lines: CampaignLine[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) lines.push({ label, value });
  };
  add("Ad click", clickIdWords(campaign));
  add("Campaign", campaign.utm_campaign);
  add("Sent by", campaign.utm_source ?? campaign.referrer_host);
  add("Kind of link", campaign.utm_medium);
  add("Search words", campaign.utm_term);
  add("Ad version", campaign.utm_content);
  if (campaign.landing_page) add("First page of the visit", leadSourceName(campaign.landing_page));
  return lines;
}
