/**
 * The way back up from a staff page ("← All leads"), the same on every page that has one: a line
 * of its own, at least 44 px tall (decision 0049). The arrow is drawn, not read out.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="staff-back">
      <Link to={to} className="staff-row">
        <span aria-hidden="true">←</span> {children}
      </Link>
    </p>
  );
}
