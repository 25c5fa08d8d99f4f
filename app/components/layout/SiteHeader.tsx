import { useEffect, useId, useState } from "react";
import { MenuToggle } from "./MenuToggle";
import { useScrolled } from "./use-scrolled";
import { Link, NavLink, useLocation } from "react-router";
import { SERVICE_LINKS } from "~/lib/site/site-pages";
import { telHref } from "~/lib/display";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { FreeConsultationLink } from "~/components/landing/FreeConsultationLink";

const MAIN_LINKS = [
  { to: "/packages", label: "Packages" },
  { to: "/about", label: "About" },
  { to: "/memberships", label: "Memberships" },
  { to: "/career", label: "Career" },
  { to: "/reviews", label: "Reviews" },
  { to: "/contact-us", label: "Contact" },
];

/** Site links as list items: NavLink in the header (it marks the current page), Link in the footer. */
export function LinkItems({
  links,
  as: Anchor = NavLink,
}: {
  links: readonly { to: string; label: string }[];
  as?: typeof Link | typeof NavLink;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <Anchor to={link.to}>{link.label}</Anchor>
    </li>
  ));
}

/** A list item linking to another site (gift cards, payment plan), which opens in a new tab. */
export function NewTabItem({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

/** The menu and the services submenu, open or not: both close on Escape and on navigation. */
function useMenus() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);

  // The menu closes whenever the visitor navigates (SPEC.md 4).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setMenuOpen(false);
    setServicesOpen(false);
  }

  useEffect(() => {
    if (!menuOpen && !servicesOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        setServicesOpen(false);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, servicesOpen]);

  return [menuOpen, setMenuOpen, servicesOpen, setServicesOpen] as const;
}

/** The menu's toggle, its overlay and the main navigation (a drawer on a phone). */
function MainMenu({
  id,
  servicesId,
  giftCards,
}: {
  id: string;
  servicesId: string;
  giftCards: string | null | undefined;
}) {
  const [menuOpen, setMenuOpen, servicesOpen, setServicesOpen] = useMenus();
  return (
    <>
      <MenuToggle open={menuOpen} controls={id} onToggle={() => setMenuOpen((open) => !open)} />
      {menuOpen ? (
        <button
          type="button"
          className="menu-overlay"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <nav id={id} className={`site-nav${menuOpen ? " is-open" : ""}`} aria-label="Main">
        <ul className="site-nav__list">
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li className="site-nav__services">
            <button
              type="button"
              className="site-nav__disclosure"
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen((open) => !open)}
            >
              Services
              <span className="chevron" aria-hidden="true" />
            </button>
            <ul id={servicesId} className="site-nav__submenu" hidden={!servicesOpen}>
              <LinkItems links={SERVICE_LINKS} />
            </ul>
          </li>
          <LinkItems links={MAIN_LINKS} />
          {giftCards ? <NewTabItem href={giftCards} label="Gift Cards" /> : null}
          <li>
            <NavLink to="/blog">Blog</NavLink>
          </li>
        </ul>
        <Link to="/book-now" className="button site-nav__book">
          Book Appointment
        </Link>
      </nav>
    </>
  );
}

export function SiteHeader({
  variant = "full",
  call = false,
}: {
  variant?: "full" | "landing";
  /** The phone number in the bar on a phone (the ads and thank-you pages, issue 20). */
  call?: boolean;
}) {
  const { salon, links } = useMainLayoutData();
  const scrolled = useScrolled();
  // Here rather than in MainMenu: a useId's value depends on the component that calls it, and
  // these keep the ids the pages' HTML has always had.
  const menuId = useId();
  const servicesId = useId();

  const logo = (
    <img src="/media/logo.svg" alt={salon.name} width={180} height={50} className="site-logo" />
  );

  const callLink = call ? (
    <a className="site-header__call" href={`tel:${telHref(salon.phone)}`}>
      {salon.phone}
    </a>
  ) : null;

  if (variant === "landing") {
    return (
      <header className={`site-header site-header--reduced${scrolled ? " is-scrolled" : ""}`}>
        <div className="site-header__inner">
          {callLink ? (
            <div className="site-header__brand">
              {logo}
              {callLink}
            </div>
          ) : (
            logo
          )}
          <FreeConsultationLink />
        </div>
      </header>
    );
  }

  return (
    <header className={`site-header${scrolled ? " is-scrolled" : ""}`}>
      <div className="site-header__inner">
        <Link to="/" className="site-logo-link" aria-label={`${salon.name}, home`}>
          {logo}
        </Link>
        {callLink}
        <MainMenu id={menuId} servicesId={servicesId} giftCards={links.giftCards} />
      </div>
    </header>
  );
}
