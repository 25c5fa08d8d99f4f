import { data, type AppLoadContext } from "react-router";
import { adsPageView, findAdsPage, withoutCopy } from "~/lib/ads-pages";
import { ADS_PAGE_VIEW } from "~/components/landing/LandingPage";
import { THANK_YOU } from "~/lib/ads-pages/copy";
import type { LandingLayoutData } from "~/lib/layout/landing-layout-data";
import { layoutData } from "~/lib/layout/layout-data";
import type { PageHead } from "~/lib/seo/route-meta";
import { pageSeo } from "./seo.server";

/** Ads and thank-you pages stay out of search results (a thank-you page's links too). */
function unindexed(head: PageHead, robots: "noindex, follow" | "noindex, nofollow"): PageHead {
  return { tags: [...head.tags, { name: "robots", content: robots }] };
}

/** Salon basics and hours, captcha and tracking ids for the standalone ads pages. */
export async function landingLayoutData(context: AppLoadContext): Promise<LandingLayoutData> {
  const { content, config } = context.services;
  return layoutData(await content.getSalon(), config);
}

/**
 * An ads page's loader data: its record's copy (with the salon's phone), its FAQs from the content
 * (the draft's, in a staff preview) and its SEO. For a document the copy goes to the server's
 * render only, and the loader data keeps what hydration needs (`copyInHtml`, decision 0025).
 */
export async function adsPageData(context: AppLoadContext, request: Request) {
  const page = findAdsPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const { content } = context.services;
  const [salon, faqs] = await Promise.all([content.getSalon(), content.getLandingFaqs()]);
  const view = adsPageView(page, salon.salon_info.salon_contact_no, faqs);
  context.htmlOnly?.set(ADS_PAGE_VIEW.name, view);
  return {
    page: context.htmlOnly ? withoutCopy(view) : view,
    copyInHtml: context.htmlOnly !== undefined,
    seo: unindexed(await pageSeo(context, request, page.seo), "noindex, follow"),
  };
}

/** A thank-you page's loader data: its text, the booking frame's address and its SEO. */
export async function thankYouData(context: AppLoadContext, request: Request) {
  const { seo, heading } = THANK_YOU;
  const bookingUrl = context.services.config.BOOKING_URL ?? null;
  return {
    heading,
    // The text promises the booking calendar only when there is one (issue 18).
    text: bookingUrl ? THANK_YOU.text : THANK_YOU.textWithoutBooking,
    bookingUrl,
    seo: unindexed(await pageSeo(context, request, seo), "noindex, nofollow"),
  };
}
