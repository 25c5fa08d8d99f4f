import type { Route } from "./+types/career";
import { telHref } from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { Banner } from "~/components/ui/RichHtml";
import { CareerForm } from "~/components/forms/CareerForm";
import { sanitizeBannerHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/career.css";
import { PageSection } from "~/components/layout/PageSection";

/** The roles the spa hires for (page copy, handed to the page by the loader: data, not code). */
const ROLES = [
  {
    title: "Licensed Esthetician",
    text: "New York State esthetics license; facials, peels and microneedling experience welcome. Full and part time.",
  },
  {
    title: "Licensed Massage Therapist",
    text: "New York State LMT; Swedish, deep tissue, hot stone and prenatal. Evening and weekend shifts available.",
  },
  {
    title: "Nail Technician",
    text: "New York State nail specialty license; gel, pedicure and nail art. Part time, Saturdays and Sundays.",
  },
  {
    title: "Front Desk Coordinator",
    text: "Warm, organized and at ease with booking software. You are the first person our guests meet.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const salon = await context.services.content.getSalon();
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.career_banner ?? ""),
    roles: ROLES,
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function CareerRoute({ loaderData }: Route.ComponentProps) {
  const { salon, captcha } = useMainLayoutData();
  return (
    <main id="main" className="page page--career">
      <Banner html={loaderData.bannerHtml} fallbackTitle="Careers" />
      <PageSection id="jobs" title="Work with us" narrow>
        <p className="lead">
          We are a team of licensed professionals who care about unhurried, honest service. We offer
          paid training every season, product discounts, flexible schedules and a calm place to do
          your best work.
        </p>
        <ul className="role-list">
          {loaderData.roles.map((role) => (
            <li key={role.title}>
              <h3>{role.title}</h3>
              <p>{role.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="apply" title="Apply now" tinted narrow>
        <p>
          Prefer to talk first? Call <a href={`tel:${telHref(salon.phone)}`}>{salon.phone}</a>.
        </p>
        <CareerForm captchaConfig={captcha} />
      </PageSection>
    </main>
  );
}
