import type { Route } from "./+types/about";
import { parseAboutUs } from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { Banner, RichHtml } from "~/components/ui/RichHtml";
import { Tabs } from "~/components/ui/Tabs";
import { sanitizeBannerHtml, sanitizeRichHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/about.css";
import { PageSection } from "~/components/layout/PageSection";

/**
 * The two skincare lines the spa uses and sells (page copy, not database content). Handed to the
 * page by the loader, so the text is in the HTML rather than in the page's JavaScript.
 */
const PRODUCTS = [
  {
    title: "Eminence Organic Skin Care",
    text: "Hungarian-made organic and biodynamic skin care, rich in fruit, herbs and botanical actives. We use it in our signature facials and body treatments for sensitive and dry skin, and our estheticians build home routines from it.",
  },
  {
    title: "SkinCeuticals",
    text: "Clinically tested antioxidant serums, correctives and sunscreens. We pair SkinCeuticals with our peels, microneedling and laser treatments, and recommend it for pigmentation, aging and post-procedure care.",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const salon = await context.services.content.getSalon();
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.about_banner ?? ""),
    about: parseAboutUs(salon.salon_info.config.config_aboutus),
    policyHtml: sanitizeRichHtml(salon.website_settings.cancellation_policy ?? ""),
    products: PRODUCTS,
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { bannerHtml, about, policyHtml, products } = loaderData;
  return (
    <main id="main" className="page page--about">
      <Banner html={bannerHtml} fallbackTitle="About Us" />
      <PageSection id="about" title={about.heading} narrow>
        <p className="lead">{about.intro}</p>
        {about.sections.map((section) => (
          <div key={section.heading} className="about-section">
            <h3>{section.heading}</h3>
            <p>{section.body}</p>
          </div>
        ))}
      </PageSection>
      <PageSection id="products" title="Our Products" tinted narrow>
        <Tabs
          label="Our Products"
          tabs={products.map((product) => ({
            title: product.title,
            content: <p>{product.text}</p>,
          }))}
        />
      </PageSection>
      {policyHtml ? (
        <section className="section" aria-label="Our policies">
          <div className="container container--narrow">
            <RichHtml className="prose policy" html={policyHtml} />
          </div>
        </section>
      ) : null}
    </main>
  );
}
