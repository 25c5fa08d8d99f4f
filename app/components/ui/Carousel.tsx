import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * One slide per view, arrows, clickable dots, swipe (Embla) and arrow keys; follows the WAI-ARIA
 * carousel pattern. Without JavaScript the slides scroll horizontally.
 */
export function Carousel({
  label,
  slides,
  className = "carousel",
}: {
  label: string;
  slides: ReactNode[];
  className?: string;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, align: "start" });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect);
    embla.on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect);
      embla.off("reInit", onSelect);
    };
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") embla?.scrollPrev();
    else if (event.key === "ArrowRight") embla?.scrollNext();
  };
  const count = slides.length;

  return (
    <section className={className} aria-roledescription="carousel" aria-label={label}>
      {/* Arrow keys move between slides while focus is inside the carousel. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="carousel__viewport" ref={viewportRef} onKeyDown={onKeyDown}>
        <div className="carousel__track" aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={embla ? index !== selected : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            onClick={() => embla?.scrollPrev()}
            disabled={selected === 0}
            aria-label="Previous slide"
          />
          <div className="carousel__dots">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={`carousel__dot${index === selected ? " is-active" : ""}`}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            onClick={() => embla?.scrollNext()}
            disabled={selected === count - 1}
            aria-label="Next slide"
          />
        </div>
      ) : null}
    </section>
  );
}
