/**
 * Which page of the funnel a path counts for (decision 0031): one of the ads pages, or the rest
 * of the site (''). Any other path a beacon or a lead names folds into the rest, so a forged page
 * can never add a row.
 */
import { ADS_ROUTES, type AdsPageId } from "../site/landing-pages";
import { normalisePathname } from "../site/paths";

export const REST_OF_SITE = "";

/** The ads page's path, or REST_OF_SITE. Cut to 300 characters before it is normalised. */
export function funnelPageOf(path: string): string {
  const normalised = normalisePathname(path.slice(0, 300));
  return ADS_ROUTES.find((route) => route.path === normalised)?.path ?? REST_OF_SITE;
}

const PAGE_NAMES: Record<AdsPageId, string> = {
  tattoo: "Tattoo removal ads page",
  ipl: "IPL therapy ads page",
  combined: "Tattoo removal and IPL ads page",
};

/** A funnel page in words. */
export function funnelPageName(page: string): string {
  const route = ADS_ROUTES.find((candidate) => candidate.path === page);
  return route ? PAGE_NAMES[route.id] : "Rest of the site";
}

/** The pages the owners' figures list, in order: the ads pages, then the rest of the site. */
export const FUNNEL_PAGES: readonly string[] = [
  ...ADS_ROUTES.map((route) => route.path),
  REST_OF_SITE,
];
