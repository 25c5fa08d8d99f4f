import { lazy, Suspense, type ReactNode } from "react";
import type { FaqEntry, Feature, Testimonial } from "~/lib/ads-pages/types";
import { Accordion } from "~/components/ui/Accordion";
import { Stars } from "~/components/Stars";
import { VideoPlayer, type VideoSource } from "~/components/ui/VideoPlayer";
import { HtmlOnly } from "~/lib/layout/html-only";
import { loadCarousel, LoadCarouselNow } from "~/components/ui/load-carousel";
import { FreeConsultationLink } from "./FreeConsultationLink";

// The carousel's script is fetched when the reviews near the screen; the slides are in the HTML.
const Carousel = lazy(loadCarousel);

export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </>
  );
}

export function LandingHero({
  headline,
  badge,
  text,
  image,
  form,
}: {
  headline: string;
  badge: string;
  text: string;
  image: string;
  form: ReactNode;
}) {
  return (
    <section className="landing-hero" aria-labelledby="landing-headline">
      <img
        className="landing-hero__image"
        src={image}
        alt=""
        width={1600}
        height={600}
        fetchPriority="high"
        decoding="async"
      />
      <div className="container landing-hero__grid">
        <HtmlOnly className="landing-hero__copy">
          <p className="landing-hero__badge">{badge}</p>
          <h1 id="landing-headline" className="landing-hero__headline">
            {headline}
          </h1>
          <p className="lead">{text}</p>
        </HtmlOnly>
        <div className="landing-hero__form" id="free-consultation">
          {form}
        </div>
      </div>
    </section>
  );
}

/** A section of text: static copy, so all of it is an island (decision 0025). */
export function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <HtmlOnly as="section" className="section">
      <div className="container container--narrow">
        <h2 className="section-title">{title}</h2>
        <div className="landing-text">
          <Paragraphs text={text} />
        </div>
      </div>
    </HtmlOnly>
  );
}

export function VideoSection({
  title,
  text,
  sources,
  poster,
  height,
  tinted = true,
}: {
  title: string;
  text?: string;
  sources: VideoSource[];
  poster: string;
  height?: number;
  tinted?: boolean;
}) {
  return (
    <section className={`section${tinted ? " section--tinted" : ""}`}>
      <div className="container container--narrow">
        <h2 className="section-title">{title}</h2>
        {text !== undefined ? (
          <HtmlOnly className="landing-text">
            <Paragraphs text={text} />
          </HtmlOnly>
        ) : null}
        <VideoPlayer
          title={title}
          sources={sources}
          poster={poster}
          height={height}
          className={height ? "video video--tall" : "video"}
        />
      </div>
    </section>
  );
}

export function FeatureSection({
  title,
  features,
  numbered = false,
  id,
}: {
  title: string;
  features: Feature[];
  numbered?: boolean;
  id?: string;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <HtmlOnly as="section" className="section" id={id}>
      <div className="container">
        <h2 className="section-title">{title}</h2>
        <List className={`feature-grid${numbered ? " feature-grid--steps" : ""}`}>
          {features.map((feature) => (
            <li key={feature.title} className="feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </List>
      </div>
    </HtmlOnly>
  );
}

export function FaqSection({ title, faqs, id }: { title: string; faqs: FaqEntry[]; id?: string }) {
  return (
    <section className="section section--tinted" id={id} aria-labelledby={`${id ?? "faq"}-title`}>
      <div className="container container--narrow">
        <h2 id={`${id ?? "faq"}-title`} className="section-title">
          {title}
        </h2>
        <Accordion
          className="accordion faq"
          items={faqs.map((faq, index) => ({
            id: index,
            title: <HtmlOnly as="span">{faq.question}</HtmlOnly>,
            content: (
              <HtmlOnly className="prose">
                <Paragraphs text={faq.answer} />
              </HtmlOnly>
            ),
          }))}
        />
      </div>
    </section>
  );
}

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <HtmlOnly as="figure" className="testimonial">
      <Stars rating={5} />
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>{testimonial.name}</figcaption>
    </HtmlOnly>
  );
}

export function TestimonialCarousel({
  label,
  testimonials,
}: {
  label: string;
  testimonials: Testimonial[];
}) {
  // By position: without its copy (decision 0025) a testimonial is only its place in the list.
  const slides = testimonials.map((t, index) => <TestimonialSlide key={index} testimonial={t} />);
  const [first] = testimonials;
  return (
    <Suspense
      fallback={
        first ? (
          <div className="carousel">
            <TestimonialSlide testimonial={first} />
            <LoadCarouselNow />
          </div>
        ) : null
      }
    >
      <Carousel label={label} slides={slides} className="carousel testimonials" />
    </Suspense>
  );
}

export function ReviewsSection({
  title,
  carousels,
}: {
  title: string;
  carousels: { label: string; testimonials: Testimonial[] }[];
}) {
  return (
    <section className="section" id="reviews" aria-labelledby="reviews-title">
      <div className="container container--narrow">
        <h2 id="reviews-title" className="section-title">
          {title}
        </h2>
        <div className={`testimonial-carousels testimonial-carousels--${carousels.length}`}>
          {carousels.map((carousel) => (
            <TestimonialCarousel key={carousel.label} {...carousel} />
          ))}
        </div>
      </div>
    </section>
  );
}

export function ClosingCta({
  title,
  text,
  target,
}: {
  title: string;
  text: string;
  target: string;
}) {
  return (
    <section className="section landing-cta">
      <div className="container container--narrow">
        <HtmlOnly as="h2" className="section-title">
          {title}
        </HtmlOnly>
        <HtmlOnly className="landing-text">
          <Paragraphs text={text} />
        </HtmlOnly>
        <p className="centered">
          <FreeConsultationLink target={target} />
        </p>
      </div>
    </section>
  );
}

export function SecondFormSection({
  id,
  title,
  text,
  form,
}: {
  id: string;
  title: string;
  text: string;
  form: ReactNode;
}) {
  return (
    <section className="section section--tinted" id={id} aria-labelledby={`${id}-title`}>
      <div className="container container--narrow">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        <HtmlOnly className="landing-text">
          <Paragraphs text={text} />
        </HtmlOnly>
        {form}
      </div>
    </section>
  );
}
