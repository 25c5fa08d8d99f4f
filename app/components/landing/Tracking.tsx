import { useEffect } from "react";
import type { TrackingConfig } from "~/lib/tracking/config";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function ensureGtag(adsId: string): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  if (!window.gtag) {
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, exactly as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
  }
  if (!document.querySelector(`script[data-gtag="${adsId}"]`)) {
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adsId)}`;
    script.dataset.gtag = adsId;
    document.head.appendChild(script);
    window.gtag("config", adsId);
  }
  return window.gtag;
}

/**
 * A tap on the spa's number as a call conversion (issue 20), on the ads and thank-you pages when
 * GOOGLE_ADS_ID and GOOGLE_ADS_CALL_CONVERSION_LABEL are set. The funnel counts it either way
 * (`VisitTracker`).
 */
function useCallConversion({ adsId, callConversionLabel }: TrackingConfig) {
  useEffect(() => {
    if (!adsId || !callConversionLabel) return;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="tel:"]')) return;
      ensureGtag(adsId)("event", "conversion", { send_to: `${adsId}/${callConversionLabel}` });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [adsId, callConversionLabel]);
}

/**
 * The ads conversion tag of the landing pages, and their call conversion. Added after hydration,
 * so it never blocks the first paint; with no id configured nothing happens.
 */
export function AdsTag({ tracking }: { tracking: TrackingConfig }) {
  const { adsId } = tracking;
  useEffect(() => {
    if (adsId) ensureGtag(adsId);
  }, [adsId]);
  useCallConversion(tracking);
  return null;
}

/** The ads conversion event of a thank-you page: once per visit, not on every render or reload. */
export function ConversionEvent({ tracking, page }: { tracking: TrackingConfig; page: string }) {
  const { adsId, conversionLabel } = tracking;
  useCallConversion(tracking);
  useEffect(() => {
    if (!adsId || !conversionLabel) return;
    const key = `conversion-sent:${page}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage blocked (private mode): still count the conversion.
    }
    ensureGtag(adsId)("event", "conversion", { send_to: `${adsId}/${conversionLabel}` });
  }, [adsId, conversionLabel, page]);
  return null;
}

/**
 * The tag manager of the thank-you pages: its script is added on mount and removed when the
 * visitor leaves the page (SPEC.md 2.4); the noscript frame covers visitors without JavaScript.
 */
export function TagManager({ gtmId }: { gtmId: string | null }) {
  useEffect(() => {
    if (!gtmId) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
    script.dataset.tagManager = gtmId;
    document.head.appendChild(script);
    return () => script.remove();
  }, [gtmId]);
  if (!gtmId) return null;
  return (
    <noscript>
      <iframe
        title="Tag manager"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(gtmId)}`}
        height="0"
        width="0"
        style={{ display: "none", visibility: "hidden" }}
      />
    </noscript>
  );
}
