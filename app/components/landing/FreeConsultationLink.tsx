import type { MouseEvent, ReactNode } from "react";

export const SCROLL_OFFSET = 100;

/**
 * 'Free Consultation': scrolls smoothly to the form, 100px above it (SPEC.md 9), and puts the
 * keyboard focus in its first field. Without JavaScript it is a plain in-page link.
 */
export function FreeConsultationLink({
  target = "free-consultation",
  className = "button",
  children = "Free Consultation",
}: {
  target?: string;
  className?: string;
  children?: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(target);
    if (!section) return;
    event.preventDefault();
    const top = section.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
    section.querySelector<HTMLElement>("input, select, textarea")?.focus({ preventScroll: true });
    history.replaceState(history.state, "", `#${target}`);
  };
  return (
    <a href={`#${target}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
