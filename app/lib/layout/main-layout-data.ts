import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "./layout-data";

/** What the main layout's loader shares with every page under it (loaded once per request). */
export interface MainLayoutData extends LayoutData {
  social: {
    instagram_url: string;
    facebook_url: string;
    youtube_url: string;
    yelp_reviews: string;
    google_plus_url: string;
    pinterest_url: string;
  };
  links: { giftCards: string | null; paymentPlan: string | null; booking: string | null };
}

export const MAIN_LAYOUT_ID = "routes/main-layout";

export function useMainLayoutData(): MainLayoutData {
  const data = useRouteLoaderData(MAIN_LAYOUT_ID) as MainLayoutData | undefined;
  if (!data) throw new Error("useMainLayoutData used outside the main layout");
  return data;
}
