/**
 * The funnel's beacon (decision 0031): one small text/plain POST per count with
 * `navigator.sendBeacon` (no cookie is read or set; the server keeps a daily hash, never the
 * address or browser). Kept tiny: it runs on every public page.
 */
import { BEACON_PATH, type FunnelEvent } from "~/lib/tracking/funnel";
import { visitCampaign } from "./visit";

export function sendEvent(event: FunnelEvent): void {
  try {
    const body = JSON.stringify({
      event,
      page: location.pathname.slice(0, 500),
      campaign: visitCampaign().utm_campaign,
    });
    navigator.sendBeacon(BEACON_PATH, body);
  } catch {
    // No beacon in this browser, or it refused: the visit goes uncounted.
  }
}

/** Runs `task` once the page is idle (or after a second where the browser cannot tell). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}
