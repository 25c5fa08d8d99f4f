import { useEffect } from "react";
import { useLocation } from "react-router";
import { sendEvent, whenIdle } from "./beacon";
import { rememberVisit } from "./visit";

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest(selector) : null;

/**
 * On the public layouts: records the visit's campaign data once the page runs its scripts, and
 * counts the funnel's events (decision 0031): each page view once the page is idle, the first
 * focus in a form on the page, and every tap on a phone number. Leaving the first page view also
 * marks the document as navigated (decision 0060).
 */
export function VisitTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    rememberVisit();
    const cancel = whenIdle(() => sendEvent("view"));
    let started = false;
    const onFocus = (event: FocusEvent) => {
      if (started || !closest(event.target, "form")) return;
      started = true;
      sendEvent("form_start");
    };
    const onClick = (event: MouseEvent) => {
      if (closest(event.target, 'a[href^="tel:"]')) sendEvent("call");
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("click", onClick);
    return () => {
      // The visitor leaves the first page this document showed: from now on pages render whole
      // (app.css). Sections drawn only near the screen stand at a guessed height, and a page
      // drawn again by Back would be scrolled to where the guesses, not the page, put it.
      document.documentElement.dataset.navigated = "";
      cancel();
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("click", onClick);
    };
  }, [pathname]);
  return null;
}
