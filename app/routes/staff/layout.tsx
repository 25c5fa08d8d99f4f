import { Link, NavLink, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { requireStaff } from "~/lib/staff/guard";
import { SignOutButton } from "~/components/staff/SignOutButton";
import "~/styles/staff.css";

export const meta: Route.MetaFunction = () => [
  { title: "Staff | Day Spa" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const identity = requireStaff(context, request);
  // A session that must first set up a second factor sees nothing of the leads, counts included.
  const counts = identity.mustEnrol ? null : await context.services.staff.inbox.counts();
  return {
    member: {
      email: identity.email,
      role: identity.role,
      csrfToken: identity.csrfToken,
      mayEditContent: identity.mayEditContent,
      mustEnrol: identity.mustEnrol,
    },
    counts,
  };
}

export type StaffLayoutData = Awaited<ReturnType<typeof loader>>;

/** The signed-in member and the session's anti-forgery token, for the staff pages' forms. */
export function useStaffMember() {
  const layout = useRouteLoaderData<StaffLayoutData>("routes/staff/layout");
  if (!layout) throw new Error("useStaffMember is for pages inside the staff layout");
  return layout.member;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { member, counts } = loaderData;
  return (
    <div className="staff">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-header">
        <Link to="/staff" className="staff-header__brand">
          Spa staff
        </Link>
        <nav aria-label="Staff">
          <ul className="staff-nav">
            {member.mustEnrol ? null : (
              <li>
                <NavLink to="/staff" end>
                  Leads
                </NavLink>
              </li>
            )}
            {member.mayEditContent && !member.mustEnrol ? (
              <li>
                <NavLink to="/staff/content">Site content</NavLink>
              </li>
            ) : null}
            {member.role === "owner" && !member.mustEnrol ? (
              <>
                <li>
                  <NavLink to="/staff/accounts">Accounts</NavLink>
                </li>
                <li>
                  <NavLink to="/staff/privacy">Privacy</NavLink>
                </li>
              </>
            ) : null}
            <li>
              <NavLink to="/staff/security">Security</NavLink>
            </li>
          </ul>
        </nav>
        {counts ? (
          <p className="staff-header__counts">
            <Link to="/staff?status=new">
              <strong>{counts.new}</strong> new
            </Link>
            <Link
              to="/staff?status=overdue"
              className={counts.overdue > 0 ? "is-overdue" : undefined}
            >
              <strong>{counts.overdue}</strong> overdue
            </Link>
          </p>
        ) : null}
        <div className="staff-header__member">
          <span>{member.email}</span>
          <SignOutButton csrfToken={member.csrfToken} />
        </div>
      </header>
      <main id="main" className="staff-main">
        <Outlet />
      </main>
    </div>
  );
}
