/**
 * A visit's campaign data (issue 20, decision 0030): which ad click and which tagged link brought
 * the visitor, the first page of the visit and the site that sent them. The browser keeps it for
 * the visit and the lead forms send it beside their fields (`components/analytics/visit.ts`); the
 * lead schemas clean it here before it is stored with the lead.
 */

import { CAMPAIGN_KEYS, CLICK_ID_KEYS, type CampaignKey } from "./campaign-keys";

export { CAMPAIGN_KEYS, CLICK_ID_KEYS, UTM_KEYS, type CampaignKey } from "./campaign-keys";

export type Campaign = Partial<Record<CampaignKey, string>>;

/** Longest click id kept: Google's are about 100 characters, Meta's up to a few hundred. */
export const CLICK_ID_MAX = 500;
/** Longer UTM values are cut to this (they are labels, not data). */
export const UTM_MAX = 100;
const PATH_MAX = 300;
const HOST_MAX = 253;

const CLICK_ID = /^[\w-]+$/;
const HOST = /^[a-z\d.-]+$/;

/** C0 controls, DEL and the line/paragraph separators: none belongs in a one-line label. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * One field, cleaned: a click id of letters, digits, `_` and `-` (dropped otherwise, or when
 * longer than CLICK_ID_MAX); a UTM label trimmed and cut to UTM_MAX (dropped when it holds control
 * characters); a landing page as a path without its query; a host in lower case. Lengths are
 * checked before any pattern runs. Undefined: not stored.
 */
export function cleanCampaignValue(key: CampaignKey, raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.slice(0, 2_000).trim();
  if (value === "") return undefined;
  if ((CLICK_ID_KEYS as readonly string[]).includes(key)) {
    return value.length <= CLICK_ID_MAX && CLICK_ID.test(value) ? value : undefined;
  }
  if (key === "landing_page") {
    const path = value.split(/[?#]/, 1)[0]!.slice(0, PATH_MAX);
    return path.startsWith("/") && !path.startsWith("//") && !hasControl(path) ? path : undefined;
  }
  if (key === "referrer_host") {
    const host = value.toLowerCase();
    return host.length <= HOST_MAX && HOST.test(host) ? host : undefined;
  }
  const label = value.slice(0, UTM_MAX).trim();
  return hasControl(label) ? undefined : label;
}

/** The campaign fields of a request body or a stored visit, cleaned; null when none is left. */
export function cleanCampaign(source: unknown): Campaign | null {
  if (typeof source !== "object" || source === null) return null;
  const fields = source as Record<string, unknown>;
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = cleanCampaignValue(key, fields[key]);
    if (value !== undefined) campaign[key] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : null;
}

/** How the staff read a lead's click id: never the code itself. */
export function clickIdWords(campaign: Campaign): string | null {
  if (campaign.gclid || campaign.gbraid || campaign.wbraid) return "Google Ads click";
  if (campaign.fbclid) return "Facebook or Instagram ad click";
  if (campaign.msclkid) return "Microsoft Ads click";
  return null;
}
