import { useId, useState } from "react";
import { MenuToggle } from "~/components/layout/MenuToggle";
import { useScrolled } from "~/components/layout/use-scrolled";
import { telHref } from "~/lib/display";
import { useLandingLayoutData } from "~/lib/layout/landing-layout-data";
import { FreeConsultationLink } from "./FreeConsultationLink";

/**
 * Header of the standalone ads pages (SPEC.md 2.4). On the thank-you pages the logo leads to the
 * main site, the in-page links go, and the button books an appointment instead.
 */
export function LandingHeader({ thankYou }: { thankYou: boolean }) {
  const { salon } = useLandingLayoutData();
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  const logo = (
    <img src="/media/logo.svg" alt={salon.name} width={180} height={50} className="site-logo" />
  );
  const phoneHref = `tel:${telHref(salon.phone)}`;

  return (
    <header className={`site-header landing-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="site-header__inner">
        {thankYou ? (
          <a href="/" className="site-logo-link" aria-label={`${salon.name}, main website`}>
            {logo}
          </a>
        ) : (
          logo
        )}
        {/* On a phone the number is in the bar, one tap from calling (issue 20); the menu keeps
            the in-page links. On a wide screen it is in the navigation. */}
        <a className="landing-header__call" href={phoneHref}>
          {salon.phone}
        </a>
        <MenuToggle open={open} controls={menuId} onToggle={() => setOpen((value) => !value)} />
        <nav id={menuId} aria-label="Page" className={`landing-nav${open ? " is-open" : ""}`}>
          <ul className="landing-nav__list">
            {thankYou ? null : (
              <>
                <li>
                  <a href="#reviews" onClick={() => setOpen(false)}>
                    Reviews
                  </a>
                </li>
                <li>
                  <a href="#faq" onClick={() => setOpen(false)}>
                    FAQs
                  </a>
                </li>
              </>
            )}
            <li className="landing-nav__phone">
              <a className="landing-header__phone" href={phoneHref}>
                {salon.phone}
              </a>
            </li>
          </ul>
          {thankYou ? (
            <a className="button" href="/book-now">
              Book Appointment
            </a>
          ) : (
            <FreeConsultationLink />
          )}
        </nav>
      </div>
    </header>
  );
}
