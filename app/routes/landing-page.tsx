import type { Route } from "./+types/landing-page";
import { useLayoutData } from "~/lib/layout/layout-data";
import { pageMeta } from "~/lib/seo/route-meta";
import { ADS_PAGE_VIEW, LandingPage } from "~/components/landing/LandingPage";
import { FromServerHtml, useHtmlOnly } from "~/lib/layout/html-only";
import { adsPageData } from "~/server/pages/landing.server";
import "~/styles/pages/landing.css";

/** Any ads page of lib/ads-pages, in whichever layout routes.ts mounted it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adsPageData(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  const { captcha, tracking, salon } = useLayoutData();
  // The server draws a document from the whole view; hydration keeps its copy (decision 0025).
  const serverView = useHtmlOnly(ADS_PAGE_VIEW);
  return (
    <FromServerHtml.Provider value={loaderData.copyInHtml && !serverView}>
      <LandingPage
        page={serverView ?? loaderData.page}
        captcha={captcha}
        tracking={tracking}
        spaName={salon.name}
      />
    </FromServerHtml.Provider>
  );
}
