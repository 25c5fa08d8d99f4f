import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/main-layout";
import { isTrackedPath, usesReducedMainLayout } from "~/lib/site/landing-pages";
import { layoutData } from "~/lib/layout/layout-data";
import { MAIN_LAYOUT_ID, type MainLayoutData } from "~/lib/layout/main-layout-data";
import { NotFound } from "~/components/NotFound";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { HashRedirects } from "~/components/layout/HashRedirects";
import { VisitTracker } from "~/components/analytics/VisitTracker";

export async function loader({ context }: Route.LoaderArgs): Promise<MainLayoutData> {
  const { content, config } = context.services;
  const salon = await content.getSalon();
  return {
    ...layoutData(salon, config),
    social: salon.socialmoduleinfo,
    links: {
      giftCards: config.GIFT_CARDS_URL ?? null,
      paymentPlan: config.PAYMENT_PLAN_URL ?? null,
      booking: config.BOOKING_URL ?? null,
    },
  };
}

/** A banner-sized placeholder while a service page's data is on its way (SPEC.md 2.3). */
function BannerShimmer() {
  return (
    <div className="shimmer" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

export default function MainLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const variant = usesReducedMainLayout(pathname) ? "landing" : "full";
  const loadingServicePage =
    navigation.state === "loading" && navigation.location.pathname.startsWith("/services/");
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <HashRedirects />
      <VisitTracker />
      <SiteHeader variant={variant} call={isTrackedPath(pathname)} />
      {loadingServicePage ? <BannerShimmer /> : <Outlet />}
      <SiteFooter variant={variant} />
    </>
  );
}

/**
 * A page under the main layout that is not found (an unknown category or service, say) keeps the
 * site's header and footer, like any other page of the site.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layoutData = useRouteLoaderData(MAIN_LAYOUT_ID) as MainLayoutData | undefined;
  // Without the layout's own data there is no header to draw: let the root boundary answer.
  if (!layoutData) throw error;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {notFound ? (
        <NotFound />
      ) : (
        <main id="main" className="error-page">
          <title>Something went wrong</title>
          <h1>Server ERROR</h1>
          <p>
            We are sorry: something went wrong on our side. Please try again in a moment, or call us
            to book.
          </p>
        </main>
      )}
      <SiteFooter />
    </>
  );
}
