/**
 * The names of a visit's campaign data (decision 0030), alone in a module so the browser's small
 * visit recorder needs nothing else; `campaign.ts` cleans the values.
 */

/** Ad click ids: Google (web, iOS app, web-to-app), Meta, Microsoft. */
export const CLICK_ID_KEYS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
/** What an address may carry from a campaign. */
export const CAMPAIGN_PARAMETERS = [...CLICK_ID_KEYS, ...UTM_KEYS] as const;
/** The fields a lead form may send, and a lead stores. */
export const CAMPAIGN_KEYS = [...CAMPAIGN_PARAMETERS, "landing_page", "referrer_host"] as const;

export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];
