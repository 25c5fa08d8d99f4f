import { useEffect } from "react";
import { postToRoute } from "~/routes/staff/shared/script-post";

export const KEEP_ALIVE_PATH = "/staff/keep-alive";
/** At most one post this often: far inside the idle limit (30 minutes by default). */
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

/**
 * Typing in a staff page's form keeps the session alive (decision 0045): the first keystroke
 * after a quiet spell posts to the keep-alive route, at most once every `KEEP_ALIVE_EVERY_MS`.
 */
export function useKeepAlive(csrfToken: string | undefined) {
  useEffect(() => {
    if (!csrfToken) return;
    let last = Date.now();
    const onTyped = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest("form")) return;
      const now = Date.now();
      if (now - last < KEEP_ALIVE_EVERY_MS) return;
      last = now;
      void postToRoute(KEEP_ALIVE_PATH, { csrfToken });
    };
    document.addEventListener("input", onTyped, true);
    return () => document.removeEventListener("input", onTyped, true);
  }, [csrfToken]);
}
