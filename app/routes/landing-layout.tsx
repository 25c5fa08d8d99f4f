import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/landing-layout";
import { isThankYouPath } from "~/lib/site/landing-pages";
import { LandingFooter } from "~/components/landing/LandingFooter";
import { LandingHeader } from "~/components/landing/LandingHeader";
import { VisitTracker } from "~/components/analytics/VisitTracker";
import { landingLayoutData } from "~/server/pages/landing.server";

export async function loader({ context }: Route.LoaderArgs) {
  return landingLayoutData(context);
}

/** The standalone ads pages: their own header and footer, none of the main site's chrome. */
export default function LandingLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <VisitTracker />
      <LandingHeader thankYou={isThankYouPath(pathname)} />
      <Outlet />
      <LandingFooter />
    </>
  );
}
