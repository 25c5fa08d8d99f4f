import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { isCurrentLink, type StaffNavLink } from "./nav";
import { SignOutButton } from "./SignOutButton";

/**
 * With scripts, "More" closes as a menu does: on the next page, on Escape (focus back on it) and
 * on a tap elsewhere. Without them it is a plain disclosure, and each link loads a new page.
 */
function useClosingMenu(where: string) {
  const more = useRef<HTMLDetailsElement>(null);
  // Closed on the next page only: at hydration, "More" may have been opened by a tap before the
  // scripts ran, and closing it then took away the link she was tapping.
  const shownAt = useRef(where);
  useEffect(() => {
    const details = more.current;
    if (details && shownAt.current !== where) details.open = false;
    shownAt.current = where;
  }, [where]);
  useEffect(() => {
    const details = more.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  return more;
}

/** Staff links as a list: the header's row on a wide screen, and the phone's "More". */
export function NavLinkList({ links, className }: { links: StaffNavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} reloadDocument={link.reloadDocument}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone's navigation (decision 0041): a bar fixed at the bottom, within a thumb's reach, with
 * the daily tasks a tap away and "More" for the rest, the member's address and Sign out. Hidden
 * from 768 px, where the header shows every link in a row.
 */
export function StaffTabs({ links, email }: { links: StaffNavLink[]; email: string }) {
  const { pathname, search } = useLocation();
  const more = useClosingMenu(`${pathname}${search}`);
  const daily = links.filter((link) => link.daily);
  const rest = links.filter((link) => !link.daily);
  const inMore = rest.some((link) => isCurrentLink(link, pathname));
  return (
    <nav aria-label="Staff" className="staff-tabs">
      <ul className="staff-tabs__bar">
        {daily.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <details ref={more} className="staff-tabs__more">
            <summary className={inMore ? "is-current" : undefined}>More</summary>
            <div className="staff-tabs__panel">
              {rest.length > 0 ? <NavLinkList links={rest} className="staff-tabs__links" /> : null}
              <div className="staff-tabs__member">
                <span>{email}</span>
                <SignOutButton />
              </div>
            </div>
          </details>
        </li>
      </ul>
    </nav>
  );
}
