/**
 * Where the paid-ads pages of SPEC.md 2.1 / 2.4 live and where their forms lead: the route part of
 * each record in lib/ads-pages. routes.ts mounts a page and its thank-you page from its entry here;
 * both layouts, the lead form and the server (tracking tags, booking frame, CSP) read it too. It
 * sits apart from the records because the browser needs it, and must not download their copy.
 */
import type { AdsRoute, LeadFormKind } from "../ads-pages/types";
import { normalisePathname as normalise } from "./paths";

export const ADS_ROUTES = [
  {
    id: "tattoo",
    path: "/tattoo-removal-staten-island-ads",
    thankYouPath: "/tattoo-removal-staten-island-ads-thank-you",
    layout: "standalone",
    lead: { kind: "consultation", fullPageRedirect: true },
  },
  {
    id: "ipl",
    path: "/ipl-therapy-staten-island-ads",
    thankYouPath: "/ipl-therapy-staten-island-ads-thank-you",
    layout: "standalone",
    lead: { kind: "consultation_ipl", fullPageRedirect: false },
  },
  {
    id: "combined",
    path: "/tattoo-removal-and-ipl-therapy-staten-island-ads",
    thankYouPath: "/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you",
    layout: "main",
    lead: { kind: "treatment", fullPageRedirect: false },
  },
] as const satisfies readonly AdsRoute[];

export type AdsPageId = (typeof ADS_ROUTES)[number]["id"];

/** The route entry of a page, by id (a typo is a type error). */
export function adsRoute(id: AdsPageId): AdsRoute {
  const route = ADS_ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no ads route "${id}"`);
  return route;
}

export const isLandingPath = (pathname: string, routes: readonly AdsRoute[] = ADS_ROUTES) =>
  routes.some((route) => route.path === normalise(pathname));

export const isThankYouPath = (pathname: string, routes: readonly AdsRoute[] = ADS_ROUTES) =>
  routes.some((route) => route.thankYouPath === normalise(pathname));

/** Pages that load the ads conversion tag or the tag manager. */
export const isTrackedPath = (pathname: string) =>
  isLandingPath(pathname) || isThankYouPath(pathname);

/** Pages that embed the booking portal. */
export const embedsBooking = (pathname: string) =>
  normalise(pathname) === "/book-now" || isThankYouPath(pathname);

/** The ads pages inside the main layout use its reduced header and footer (SPEC.md 2.2). */
export const usesReducedMainLayout = (pathname: string, routes: readonly AdsRoute[] = ADS_ROUTES) =>
  routes.some((route) => route.layout === "main" && route.path === normalise(pathname));

/**
 * Where a lead form of `kind` sends the visitor: the thank-you page of the ads page that uses it,
 * and whether to get there with a full page load. LeadForm knows its kind, not its page, so a kind
 * must belong to one page; a record set that breaks this fails here, at start.
 */
export function leadDestination(kind: LeadFormKind, routes: readonly AdsRoute[] = ADS_ROUTES) {
  const [route, ...others] = routes.filter((candidate) => candidate.lead.kind === kind);
  if (!route || others.length > 0) {
    throw new Error(`lead form "${kind}" must belong to exactly one ads page`);
  }
  return { thankYou: route.thankYouPath, fullPageRedirect: route.lead.fullPageRedirect };
}
