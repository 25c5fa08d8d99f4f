import { lazy, Suspense } from "react";
import type { CarouselProps } from "./Carousel";

// The carousel is a chunk of its own (and Embla, its engine, another one that it fetches when it
// nears the screen). Import the carousel through this module or another lazy import only: one
// static import anywhere would pull it back into every page that has a lazy one.
const Carousel = lazy(() => import("./Carousel").then((module) => ({ default: module.Carousel })));

/**
 * The carousel, loaded on demand. The page's HTML holds the slides (the first slide alone when the
 * server has not loaded the chunk yet, on its first request after a start), and they stay on
 * screen while the browser fetches the chunk; the carousel then hydrates over them.
 */
export function LazyCarousel({ label, slides, className = "carousel" }: CarouselProps) {
  const [first] = slides;
  const fallback = first ? (
    <section className={className} aria-label={label}>
      <div className="carousel__viewport">
        <div className="carousel__track">
          <div className="carousel__slide">{first}</div>
        </div>
      </div>
    </section>
  ) : null;
  return (
    <Suspense fallback={fallback}>
      <Carousel label={label} slides={slides} className={className} />
    </Suspense>
  );
}
