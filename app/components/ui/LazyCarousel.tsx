import { lazy, Suspense } from "react";
import type { CarouselProps } from "./Carousel";
import { loadCarousel, LoadCarouselNow } from "./load-carousel";

// The carousel is a chunk of its own, fetched when a carousel nears the screen (and Embla, its
// engine, another one).
const Carousel = lazy(loadCarousel);

/**
 * The carousel, loaded on demand. The page's HTML holds the slides (the first slide alone when the
 * server has not loaded the chunk yet, on its first request after a start), and they stay on
 * screen until the carousel nears the screen and the browser has fetched the chunk; the carousel
 * then hydrates over them.
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
      <LoadCarouselNow />
    </section>
  ) : null;
  return (
    <Suspense fallback={fallback}>
      <Carousel label={label} slides={slides} className={className} />
    </Suspense>
  );
}
