import { useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/thank-you";
import { useLayoutData } from "~/lib/layout/layout-data";
import { LANDING_LAYOUT_ID, type LandingLayoutData } from "~/lib/layout/landing-layout-data";
import { MAIN_LAYOUT_ID, type MainLayoutData } from "~/lib/layout/main-layout-data";
import { pageMeta } from "~/lib/seo/route-meta";
import { ThankYou } from "~/components/landing/ThankYou";
import { thankYouData } from "~/server/pages/landing.server";
import "~/styles/pages/booking.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return thankYouData(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

/** The thank-you pages of every ads page, in either layout (SPEC.md 2.1). */
export default function ThankYouRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { salon, tracking } = useLayoutData();
  // The hours of whichever layout the page is in, as its footer shows them.
  const landing = useRouteLoaderData(LANDING_LAYOUT_ID) as LandingLayoutData | undefined;
  const main = useRouteLoaderData(MAIN_LAYOUT_ID) as MainLayoutData | undefined;
  const { heading, text, bookingUrl } = loaderData;
  return (
    <ThankYou
      page={pathname}
      heading={heading}
      text={text}
      bookingUrl={bookingUrl}
      phone={salon.phone}
      hours={(landing ?? main)?.hours ?? []}
      tracking={tracking}
    />
  );
}
