import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { embedsBooking, isThankYouPath, isTrackedPath } from "~/lib/site/landing-pages";
import type { Config } from "../config.server";
import { isStaffPath } from "../staff/sessions/http.server";

/** Where the ads conversion tag and the tag manager fetch from and send beacons to. */
const TRACKING_HOSTS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
  "https://googleads.g.doubleclick.net",
  "https://*.doubleclick.net",
  "https://www.google.com",
  "https://www.googleadservices.com",
];

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

const pathOf = (req: unknown) => (req as Request).path;

/** A directive's sources: the fixed ones, then those the request's path adds. */
const sources = (base: string[], extra: (path: string) => string[]) => (req: unknown) =>
  [...base, ...extra(pathOf(req))].join(" ") || "'none'";

/** The security headers, with a content security policy drawn per page (its nonce, its hosts). */
export function securityHeaders(config: Config, isDev: boolean): RequestHandler {
  // Third parties are allowed only on the pages that use them (SPEC.md 2.4: tags on the ads
  // pages, the booking portal on Book Now and the thank-you pages).
  const tracking = Boolean(config.GOOGLE_ADS_ID || config.GTM_ID);
  const trackingHosts = (path: string) => (tracking && isTrackedPath(path) ? TRACKING_HOSTS : []);
  const frameSources = sources(
    config.CAPTCHA_PROVIDER === "recaptcha" ? ["https://www.google.com/recaptcha/"] : [],
    (path) => [
      // The owner's preview frames the public site in a staff page. Any staff page may be the
      // document it is reached from (client-side navigation keeps the first page's policy).
      ...(isStaffPath(path) ? ["'self'"] : []),
      ...(embedsBooking(path) ? originOf(config.BOOKING_URL) : []),
      ...(tracking && isThankYouPath(path) ? ["https://www.googletagmanager.com"] : []),
    ],
  );
  return helmet({
    // Vite's dev server injects unnonced inline scripts; production enforces the policy.
    contentSecurityPolicy: isDev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              (_req, res) => `'nonce-${(res as Response).locals.nonce as string}'`,
              "'strict-dynamic'",
            ],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: [sources(["'self'", "data:"], trackingHosts)],
            mediaSrc: ["'self'"],
            fontSrc: ["'self'"],
            connectSrc: [sources(["'self'"], trackingHosts)],
            workerSrc: ["'self'", "blob:"],
            frameSrc: [frameSources],
            // Staff pages are framed by nobody, not even the site's own pages; public pages by
            // the site itself, for the owner's preview of the draft.
            frameAncestors: [(req) => (isStaffPath(pathOf(req)) ? "'none'" : "'self'")],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.SITE_URL.startsWith("https://"),
  });
}
