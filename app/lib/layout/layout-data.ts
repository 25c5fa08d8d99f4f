/**
 * What both layouts (the main site's and the standalone ads pages') load once per request: the
 * salon's contact details, its hours and the browser-side settings. One mapping from the salon record, so
 * the two headers and footers cannot drift apart.
 */
import { useRouteLoaderData } from "react-router";
import type { SiteSalon } from "../api/types";
import { hoursLines, type HoursLine } from "../display/opening-hours";
import { captchaPublicConfig, type CaptchaPublicConfig } from "../forms/captcha-config";
import { trackingConfig, type TrackingConfig } from "../tracking/config";

export interface LayoutSalon {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
}

export interface LayoutData {
  salon: LayoutSalon;
  /** The weekly table's rows, as the footers and the contact page show them. */
  hours: HoursLine[];
  siteUrl: string;
  year: number;
  captcha: CaptchaPublicConfig;
  tracking: TrackingConfig;
}

/** The configuration the mapping reads (a subset of the server's Config). */
export type LayoutConfig = Parameters<typeof captchaPublicConfig>[0] &
  Parameters<typeof trackingConfig>[0] & { SITE_URL: string };

/** The salon record and configuration as every layout shows them. */
export function layoutData(salon: SiteSalon, config: LayoutConfig): LayoutData {
  const info = salon.salon_info;
  return {
    salon: {
      name: info.salon_name,
      address: info.salon_address,
      city: info.salon_city,
      state: info.salon_state,
      zip: info.salon_zip,
      phone: info.salon_contact_no,
      email: info.salon_email_id,
    },
    hours: hoursLines(info.config.opening_hours),
    siteUrl: config.SITE_URL,
    year: new Date().getFullYear(),
    captcha: captchaPublicConfig(config),
    tracking: trackingConfig(config),
  };
}

/**
 * The two layouts' route ids, as `LANDING_LAYOUT_ID` and `MAIN_LAYOUT_ID` spell them (a unit test
 * checks that they agree). Importing those constants would make every ads page load the other
 * layout's module too, a file of its own (docs/performance.md).
 */
export const LAYOUT_IDS = { landing: "routes/landing-layout", main: "routes/main-layout" } as const;

/**
 * The shared part of whichever layout a page sits in: the ads pages and their thank-you pages are
 * mounted in both (the combined page in the main layout, the others standalone).
 */
export function useLayoutData(): LayoutData {
  const landing = useRouteLoaderData(LAYOUT_IDS.landing) as LayoutData | undefined;
  const main = useRouteLoaderData(LAYOUT_IDS.main) as LayoutData | undefined;
  const data = landing ?? main;
  if (!data) throw new Error("useLayoutData used outside a layout");
  return data;
}
