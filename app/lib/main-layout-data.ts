import { useRouteLoaderData } from "react-router";
import type { CaptchaPublicConfig } from "~/lib/captcha-config";
import type { HoursLine } from "~/lib/display";
import type { TrackingConfig } from "~/components/landing/Tracking";

/** What the main layout's loader shares with every page under it (loaded once per request). */
export interface MainLayoutData {
  salon: {
    name: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    email: string;
  };
  hours: HoursLine[];
  social: {
    instagram_url: string;
    facebook_url: string;
    youtube_url: string;
    yelp_reviews: string;
    google_plus_url: string;
    pinterest_url: string;
  };
  links: { giftCards: string | null; paymentPlan: string | null; booking: string | null };
  siteUrl: string;
  year: number;
  captcha: CaptchaPublicConfig;
  tracking: TrackingConfig;
}

export const MAIN_LAYOUT_ID = "routes/main-layout";

export function useMainLayoutData(): MainLayoutData {
  const data = useRouteLoaderData(MAIN_LAYOUT_ID) as MainLayoutData | undefined;
  if (!data) throw new Error("useMainLayoutData used outside the main layout");
  return data;
}
