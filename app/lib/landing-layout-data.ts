import { useRouteLoaderData } from "react-router";
import type { CaptchaPublicConfig } from "~/lib/captcha-config";
import type { TrackingConfig } from "~/components/landing/Tracking";

/** What the standalone ads pages share (loaded once per request by their layout). */
export interface LandingLayoutData {
  salon: {
    name: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    email: string;
  };
  siteUrl: string;
  year: number;
  bookingUrl: string | null;
  captcha: CaptchaPublicConfig;
  tracking: TrackingConfig;
}

export const LANDING_LAYOUT_ID = "routes/landing-layout";

export function useLandingLayoutData(): LandingLayoutData {
  const data = useRouteLoaderData(LANDING_LAYOUT_ID) as LandingLayoutData | undefined;
  if (!data) throw new Error("useLandingLayoutData used outside the landing layout");
  return data;
}
