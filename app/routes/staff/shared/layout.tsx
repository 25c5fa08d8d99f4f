import { data, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/layout";
import { staffMeta } from "~/routes/staff/shared/meta";
import { requireStaff } from "./guard";
import { staffErrorText } from "./error-text";
import { useHydrated } from "~/components/forms/use-form-helpers";
import { SignOutButton } from "./SignOutButton";
import { staffNavLinks } from "./nav";
import { NavLinkList, StaffTabs } from "./StaffTabs";
import { StaffNoticeBar } from "./StaffNoticeBar";
import { UnsavedGuard } from "./use-unsaved-warning";
import { useKeepAlive } from "../kept/use-keep-alive";
import { staffFormGuard } from "./form-guard.server";
import { clearNoticeCookie, hasNoticeCookie, readNotice } from "./notice.server";
import "./staff.css";

export const meta: Route.MetaFunction = () => staffMeta("Staff | Day Spa");

/** The staff area installs as a web app of its own (decision 0029); public pages never link it. */
export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/staff/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/staff/icon-192.png" },
];

/** Every form post to a staff page: from our pages, bounded, with the session's token (0020). */
export const middleware: Route.MiddlewareFunction[] = [
  staffFormGuard({ session: true, keep: true }),
];

async function layoutData({ context, request }: Route.LoaderArgs) {
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
    notice: readNotice(request, identity),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const body = await layoutData(args);
  // The notice is shown once: the cookie goes with this answer.
  const clear = hasNoticeCookie(args.request)
    ? { headers: { "Set-Cookie": clearNoticeCookie(args.request) } }
    : undefined;
  return data(body, clear);
}

/** The notice's cookie is cleared by the document answer too, not only by data requests. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cookie = loaderHeaders.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : new Headers();
};

export type StaffLayoutData = Awaited<ReturnType<typeof layoutData>>;

/** The signed-in member, for the staff pages (the form kit reads its token: `useCsrfToken`). */
export function useStaffMember() {
  const layout = useRouteLoaderData<StaffLayoutData>("staff-layout");
  if (!layout) throw new Error("useStaffMember is for pages inside the staff layout");
  return layout.member;
}

function StaffChrome({
  data,
  children,
}: {
  data: StaffLayoutData | undefined;
  children: ReactNode;
}) {
  const member = data?.member;
  const counts = data?.counts;
  const links = member ? staffNavLinks(member) : [];
  // Marks the page as running its scripts (the browser tests wait for it before typing).
  const hydrated = useHydrated();
  useKeepAlive(member?.csrfToken);
  return (
    <div className="staff" data-hydrated={hydrated ? "" : undefined}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="staff-header">
        <Link to="/staff" className="staff-header__brand">
          Spa staff
        </Link>
        {member ? (
          <nav aria-label="Staff" className="staff-header__nav">
            <NavLinkList links={links} className="staff-nav" />
          </nav>
        ) : null}
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
        {member ? (
          <div className="staff-header__member">
            <span>{member.email}</span>
            <SignOutButton />
          </div>
        ) : null}
      </header>
      {member ? <StaffTabs links={links} email={member.email} /> : null}
      {/* Focusable: the skip link's target, and where focus goes when a notice is dismissed. */}
      <main id="main" className="staff-main" tabIndex={-1}>
        {data?.notice ? (
          <StaffNoticeBar key={data.notice.id} notice={data.notice} placement="top" />
        ) : null}
        <UnsavedGuard>{children}</UnsavedGuard>
      </main>
    </div>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffChrome data={loaderData}>
      <Outlet />
    </StaffChrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<StaffLayoutData>("staff-layout");
  const { title, text } = staffErrorText(error);
  return (
    <StaffChrome data={layout}>
      <title>{`${title} | Spa staff`}</title>
      <section className="staff-error" aria-labelledby="staff-error-heading">
        <h1 id="staff-error-heading">{title}</h1>
        <p>{text}</p>
        <p>
          <Link to="/staff" className="button button--small">
            Back to the leads
          </Link>
        </p>
      </section>
    </StaffChrome>
  );
}
