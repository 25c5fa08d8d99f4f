import { useEffect } from "react";
import type { Carousel } from "./Carousel";

type CarouselModule = { default: typeof Carousel };

/** How far below the fold a carousel starts loading its component (as its engine does). */
const NEAR = "300px 0px";

let chunk: Promise<CarouselModule> | undefined;
/** Ends the wait for a carousel to come near the screen, while there is one. */
let stopWaiting: (() => void) | undefined;

/**
 * Resolves when a carousel of the page comes near the screen. Until then a hydrating page keeps
 * the server's slides (React leaves a Suspense boundary's HTML in place while its lazy component
 * is pending). Resolves at once wherever waiting could last for ever: without
 * IntersectionObserver, and when the document holds no carousel yet (a client-side navigation
 * renders before its page is in the document).
 */
function nearScreen(): Promise<void> {
  if (typeof IntersectionObserver === "undefined") {
    return Promise.resolve();
  }
  const carousels = Array.from(document.querySelectorAll(".carousel"));
  if (carousels.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR },
    );
    function done() {
      observer.disconnect();
      stopWaiting = undefined;
      resolve();
    }
    stopWaiting = done;
    for (const carousel of carousels) observer.observe(carousel);
  });
}

/**
 * On the server, the module once imported. The import starts when this module is evaluated, at
 * the server's start, long before its first page.
 */
let onServer: CarouselModule | undefined;
const serverImport =
  typeof document === "undefined"
    ? import("./Carousel").then((module) => (onServer = { default: module.Carousel }))
    : undefined;

/**
 * The carousel's chunk, for `lazy`: fetched once a carousel nears the screen. Import the carousel
 * through this function only: one static import anywhere would pull it into every page.
 */
export function loadCarousel(): Promise<CarouselModule> {
  if (serverImport) {
    // A promise always settles a tick later, so React would render the carousel's fallback into
    // the shell and stream the carousel after it, swapped in by a reveal script: two versions of
    // the carousel in the page, one replaced under the visitor's eyes. A thenable that calls back
    // at once gives React's lazy the component in the same render (React only calls `then`).
    const module = onServer;
    if (!module) return serverImport;
    return {
      then: (resolve: (value: CarouselModule) => unknown) => resolve(module),
    } as unknown as Promise<CarouselModule>;
  }
  chunk ??= nearScreen()
    .then(() => import("./Carousel"))
    .then((module) => ({ default: module.Carousel }));
  return chunk;
}

/**
 * Part of a carousel's Suspense fallback. A fallback is only mounted when React renders the
 * carousel on the client (never while it hydrates server HTML): the carousel is wanted now, and
 * the carousels that the wait was watching may be gone with the page they were on.
 */
export function LoadCarouselNow() {
  useEffect(() => {
    stopWaiting?.();
  }, []);
  return null;
}
