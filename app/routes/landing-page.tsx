import type { Route } from "./+types/landing-page";
import { useLayoutData } from "~/lib/layout-data";
import { pageMeta } from "~/lib/seo/route-meta";
import { LandingPage } from "~/components/landing/LandingPage";
import { adsPageData } from "~/server/pages/landing.server";

/** Any ads page of lib/ads-pages, in whichever layout routes.ts mounted it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adsPageData(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  const { captcha, tracking } = useLayoutData();
  return <LandingPage page={loaderData.page} captcha={captcha} tracking={tracking} />;
}
