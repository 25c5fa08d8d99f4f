/**
 * A review request's button (issue 30): a short redirect on our own domain, so "opened" means
 * a click (no pixel, no third-party tracker). The first click of a live token is recorded (the
 * reminder is then skipped) and the person goes on to the review site the owner set up; an
 * expired or unknown token records nothing and goes to our Reviews page, which links to the same
 * sites. Never cached; no Referer carries the token on.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/review-click";
import { isReviewSite, reviewLinks } from "~/lib/reviews/message";

const HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const site = params.site.slice(0, 20);
  const salon = await context.services.content.getSalon();
  const link = reviewLinks(salon.socialmoduleinfo).find((l) => l.site === site);
  if (!isReviewSite(site) || !link) return redirect("/reviews", { headers: HEADERS });
  const live = await context.services.reviews.click(params.token.slice(0, 64), site);
  return redirect(live ? link.url : "/reviews", { headers: HEADERS });
}
