import { useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/thank-you";
import { LANDING_LAYOUT_ID, type LandingLayoutData } from "~/lib/landing-layout-data";
import { MAIN_LAYOUT_ID, type MainLayoutData } from "~/lib/main-layout-data";
import { pageMeta } from "~/lib/seo/route-meta";
import { ThankYou } from "~/components/landing/ThankYou";
import { pageSeo } from "~/server/pages/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: await pageSeo(context, request, {
      title: "Thank You | Schedule Your Free Consultation",
      description:
        "Thank you for your request. Choose a consultation time in our booking calendar.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.seo),
  { name: "robots", content: "noindex, nofollow" },
];

/** The three thank-you pages: two standalone, one inside the main layout (SPEC.md 2.1). */
export default function ThankYouRoute() {
  const { pathname } = useLocation();
  const landing = useRouteLoaderData(LANDING_LAYOUT_ID) as LandingLayoutData | undefined;
  const main = useRouteLoaderData(MAIN_LAYOUT_ID) as MainLayoutData | undefined;
  const bookingUrl = landing ? landing.bookingUrl : (main?.links.booking ?? null);
  const tracking = landing?.tracking ?? main?.tracking;
  const phone = landing?.salon.phone ?? main?.salon.phone ?? "";
  if (!tracking) throw new Error("thank-you page outside a layout");
  return <ThankYou page={pathname} bookingUrl={bookingUrl} phone={phone} tracking={tracking} />;
}
