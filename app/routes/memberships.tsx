import type { Route } from "./+types/memberships";
import { isMembershipPolicies, parseMembership, parsePolicyLines, telHref } from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { Banner } from "~/components/ui/RichHtml";
import { displayPrice } from "~/lib/display/menu-price";
import { sanitizeBannerHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/menus.css";
import { PageSection } from "~/components/layout/PageSection";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = context.services;
  const [salon, items] = await Promise.all([content.getSalon(), content.getMemberships()]);
  const policies = items.find((item) => isMembershipPolicies(item.sub_menu_title));
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.memberships_banner ?? ""),
    plans: items
      .filter((item) => !isMembershipPolicies(item.sub_menu_title))
      .map((item) => ({
        id: item.sub_menu_id,
        title: item.sub_menu_title,
        price: displayPrice(item.sub_menu_price),
        ...parseMembership(item.sub_menu_description),
      })),
    policies: policies
      ? { title: policies.sub_menu_title, lines: parsePolicyLines(policies.sub_menu_description) }
      : null,
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function MembershipsRoute({ loaderData }: Route.ComponentProps) {
  const { bannerHtml, plans, policies } = loaderData;
  const { salon } = useMainLayoutData();
  return (
    <main id="main" className="page page--memberships">
      <Banner html={bannerHtml} fallbackTitle="Memberships" />
      <PageSection id="plans" title="Choose your membership">
        <p className="lead centered">
          Memberships are purchased at the front desk or by phone:{" "}
          <a href={`tel:${telHref(salon.phone)}`}>{salon.phone}</a>.
        </p>
        <ul className="membership-grid">
          {plans.map((plan) => (
            <li key={plan.id} className="membership-card">
              <h3>{plan.title}</h3>
              <p className="membership-card__price">{plan.price}</p>
              <p className="membership-card__summary">{plan.summary}</p>
              <ul className="membership-card__benefits">
                {plan.benefits.map((benefit, index) => (
                  <li key={index}>{benefit}</li>
                ))}
              </ul>
              <a className="button" href={`tel:${telHref(salon.phone)}`}>
                Call to join
              </a>
            </li>
          ))}
        </ul>
      </PageSection>
      {policies ? (
        <PageSection id="policies" title={policies.title} tinted narrow>
          <ul className="policy-list">
            {policies.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </main>
  );
}
