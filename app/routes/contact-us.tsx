import type { Route } from "./+types/contact-us";
import { HoursList } from "~/components/layout/HoursList";
import { telHref } from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { contactPageJsonLd } from "~/lib/seo/structured-data";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { Banner } from "~/components/ui/RichHtml";
import { ContactFormSection } from "~/components/ContactFormSection";
import { sanitizeBannerHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/contact.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const salon = await context.services.content.getSalon();
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.contact_banner ?? ""),
    seo: await pageSeo(context, request, {
      jsonLd: [contactPageJsonLd(salon, context.services.config.SITE_URL)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  const { salon, hours } = useMainLayoutData();
  return (
    <main id="main" className="page page--contact">
      <Banner html={loaderData.bannerHtml} fallbackTitle="Contact Us" />
      <div className="container contact-layout">
        <section aria-labelledby="visit-heading" className="contact-details">
          <h2 id="visit-heading" className="section-title">
            Visit or call us
          </h2>
          <address>
            <strong>{salon.name}</strong>
            <br />
            {salon.address}
            <br />
            {salon.city}, {salon.state} {salon.zip}
          </address>
          <p>
            Phone: <a href={`tel:${telHref(salon.phone)}`}>{salon.phone}</a>
            <br />
            Email: <a href={`mailto:${salon.email}`}>{salon.email}</a>
          </p>
          <h3>Hours</h3>
          <HoursList lines={hours.map((l) => ({ label: l.day, hours: l.hours }))} />
        </section>
        <section aria-labelledby="write-heading" className="contact-form-section">
          <h2 id="write-heading" className="section-title">
            Send us a message
          </h2>
          <p className="promise">
            A member of our team will reply to your message within 24 hours.
          </p>
          <ContactFormSection variant="full" />
        </section>
      </div>
    </main>
  );
}
