import type useEmblaCarousel from "embla-carousel-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";

type UseEmbla = typeof useEmblaCarousel;
type EmblaApi = NonNullable<ReturnType<UseEmbla>[1]>;

const OPTIONS: Parameters<UseEmbla>[0] = { loop: false, align: "start" };
/** How far below the fold the carousel starts loading its engine. */
const LOAD_MARGIN = "300px 0px";

// Embla (the swipe and scroll engine, most of the carousel's code) is fetched when a carousel
// first comes near the screen: a carousel further down the page costs nothing on the first load.
let engine: Promise<UseEmbla> | undefined;
const loadEngine = () =>
  (engine ??= import("embla-carousel-react").then((module) => module.default));

/** Runs Embla's hook once its code is there, on the viewport the carousel has drawn. */
function Engine({
  useEmbla,
  viewport,
  onReady,
}: {
  useEmbla: UseEmbla;
  viewport: HTMLElement;
  onReady: (api: EmblaApi) => void;
}) {
  const [setViewport, api] = useEmbla(OPTIONS);
  useEffect(() => {
    setViewport(viewport);
  }, [setViewport, viewport]);
  useEffect(() => {
    if (api) onReady(api);
  }, [api, onReady]);
  return null;
}

/** Calls `start` once the element nears the viewport (at once without IntersectionObserver). */
function useNearScreen(ref: RefObject<HTMLElement | null>, start: () => void) {
  useEffect(() => {
    const root = ref.current;
    if (!root || typeof IntersectionObserver === "undefined") {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [ref, start]);
}

/** The arrows and dots, disabled until Embla is `ready`. */
function Controls({
  count,
  selected,
  ready,
  go,
}: {
  count: number;
  selected: number;
  ready: boolean;
  go: (index: number) => void;
}) {
  return (
    <div className="carousel__controls">
      <button
        type="button"
        className="carousel__arrow carousel__arrow--prev"
        onClick={() => go(selected - 1)}
        disabled={!ready || selected === 0}
        aria-label="Previous slide"
      />
      <div className="carousel__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={`carousel__dot${index === selected ? " is-active" : ""}`}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => go(index)}
            disabled={!ready}
          />
        ))}
      </div>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        onClick={() => go(selected + 1)}
        disabled={!ready || selected === count - 1}
        aria-label="Next slide"
      />
    </div>
  );
}

export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  className?: string;
}

/**
 * One slide per view, arrows, clickable dots, swipe (Embla) and arrow keys; follows the WAI-ARIA
 * carousel pattern. Without JavaScript the slides scroll horizontally. Embla loads when the
 * carousel nears the screen. Until it is ready the arrows and dots are disabled, so that nobody
 * clicks a control that cannot act yet (the server's buttons, before the carousel has hydrated,
 * have no handler); a key pressed before then moves to its slide once Embla is ready.
 */
export function Carousel({ label, slides, className = "carousel" }: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [useEmbla, setUseEmbla] = useState<UseEmbla | null>(null);
  const [embla, setEmbla] = useState<EmblaApi>();
  const [selected, setSelected] = useState(0);
  /** The slide the visitor asked for before Embla was ready. */
  const wanted = useRef<number | null>(null);

  const start = useCallback(() => {
    void loadEngine().then((hook) => setUseEmbla(() => hook));
  }, []);

  useNearScreen(rootRef, start);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    if (wanted.current !== null) embla.scrollTo(wanted.current);
    wanted.current = null;
    onSelect();
    embla.on("select", onSelect);
    embla.on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect);
      embla.off("reInit", onSelect);
    };
  }, [embla]);

  const count = slides.length;
  const go = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), count - 1);
      if (embla) {
        embla.scrollTo(target);
        return;
      }
      wanted.current = target;
      start();
    },
    [embla, count, start],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(selected - 1);
    else if (event.key === "ArrowRight") go(selected + 1);
  };

  return (
    <section ref={rootRef} className={className} aria-roledescription="carousel" aria-label={label}>
      {/* Arrow keys move between slides while focus is inside the carousel. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="carousel__viewport" ref={setViewport} onKeyDown={onKeyDown}>
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
      {useEmbla && viewport ? (
        <Engine useEmbla={useEmbla} viewport={viewport} onReady={setEmbla} />
      ) : null}
      {count > 1 ? <Controls count={count} selected={selected} ready={!!embla} go={go} /> : null}
    </section>
  );
}
