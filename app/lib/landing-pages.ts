import { normalisePathname as normalise } from "./paths";

/** The paid-ads pages of SPEC.md 2.1 / 2.4: where the tracking tags and the booking frame belong. */
export const LANDING_PATHS = {
  tattoo: "/tattoo-removal-staten-island-ads",
  ipl: "/ipl-therapy-staten-island-ads",
  combined: "/tattoo-removal-and-ipl-therapy-staten-island-ads",
} as const;

export const THANK_YOU_PATHS = {
  tattoo: "/tattoo-removal-staten-island-ads-thank-you",
  ipl: "/ipl-therapy-staten-island-ads-thank-you",
  combined: "/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you",
} as const;

export const isLandingPath = (pathname: string) =>
  (Object.values(LANDING_PATHS) as string[]).includes(normalise(pathname));

export const isThankYouPath = (pathname: string) =>
  (Object.values(THANK_YOU_PATHS) as string[]).includes(normalise(pathname));

/** Pages that load the ads conversion tag or the tag manager. */
export const isTrackedPath = (pathname: string) =>
  isLandingPath(pathname) || isThankYouPath(pathname);

/** Pages that embed the booking portal. */
export const embedsBooking = (pathname: string) =>
  normalise(pathname) === "/book-now" || isThankYouPath(pathname);

/** The combined landing page uses the reduced main header and footer (SPEC.md 2.2). */
export const usesReducedMainLayout = (pathname: string) =>
  normalise(pathname) === LANDING_PATHS.combined;
