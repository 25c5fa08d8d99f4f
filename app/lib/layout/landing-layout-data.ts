import { useRouteLoaderData } from "react-router";
import type { LayoutData } from "./layout-data";

/** What the standalone ads pages share (loaded once per request by their layout). */
export type LandingLayoutData = LayoutData;

export const LANDING_LAYOUT_ID = "routes/landing-layout";

export function useLandingLayoutData(): LandingLayoutData {
  const data = useRouteLoaderData(LANDING_LAYOUT_ID) as LandingLayoutData | undefined;
  if (!data) throw new Error("useLandingLayoutData used outside the landing layout");
  return data;
}
