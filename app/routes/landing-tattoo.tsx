import type { Route } from "./+types/landing-tattoo";
import { TATTOO_LANDING, withPhone } from "~/lib/landing-content";
import { useLandingLayoutData } from "~/lib/landing-layout-data";
import { pageMeta } from "~/lib/seo/route-meta";
import { LeadForm } from "~/components/forms/LeadForm";
import { AdsTag } from "~/components/landing/Tracking";
import {
  ClosingCta,
  FaqSection,
  FeatureSection,
  LandingHero,
  ReviewsSection,
  SecondFormSection,
  TextSection,
  VideoSection,
} from "~/components/landing/LandingSections";
import { pageSeo } from "~/server/pages/seo.server";

const HERO_IMAGE = "/media/banner-tattoo.svg";

export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_IMAGE, fetchPriority: "high" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: await pageSeo(context, request, {
      title: "PicoSure Tattoo Removal on Staten Island | Free Consultation",
      description:
        "Fade unwanted ink with PicoSure laser tattoo removal on Staten Island: fewer sessions, all colours, minimal downtime. Book your free consultation today.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.seo),
  { name: "robots", content: "noindex, follow" },
];

export default function TattooLanding() {
  const { captcha, tracking, salon } = useLandingLayoutData();
  const copy = withPhone(TATTOO_LANDING, salon.phone);
  return (
    <main id="main" className="page landing">
      <AdsTag adsId={tracking.adsId} />
      <LandingHero
        headline={copy.headline}
        badge={copy.badge}
        text={copy.heroText}
        image={HERO_IMAGE}
        form={<LeadForm kind="consultation" captchaConfig={captcha} heading={copy.formTitle} />}
      />
      <TextSection title={copy.welcomeTitle} text={copy.welcomeText} />
      <VideoSection
        title={copy.videoTitle}
        text={copy.videoText}
        sources={[
          { src: "/media/tattoo-explainer.mp4", type: "video/mp4" },
          { src: "/media/tattoo-explainer.webm", type: "video/webm" },
        ]}
        poster="/media/tattoo-explainer.jpg"
      />
      <FeatureSection title={copy.stepsTitle} features={copy.steps} numbered />
      <VideoSection
        title="How PicoSure works"
        sources={[{ src: "/media/picosure-how-it-works.mp4", type: "video/mp4" }]}
        poster="/media/picosure-how-it-works.jpg"
        height={766}
      />
      <FeatureSection title={copy.benefitsTitle} features={copy.benefits} />
      <FaqSection id="faq" title={copy.faqTitle} faqs={copy.faqs} />
      <ReviewsSection
        title={copy.testimonialsTitle}
        carousels={[{ label: "Tattoo removal reviews", testimonials: copy.testimonials }]}
      />
      <ClosingCta title={copy.ctaTitle} text={copy.ctaText} target="consultation-form" />
      <SecondFormSection
        id="consultation-form"
        title={copy.formTitle}
        text={copy.formText}
        form={
          <LeadForm
            kind="consultation"
            captchaConfig={captcha}
            heading={`${copy.formTitle} (bottom of page)`}
          />
        }
      />
    </main>
  );
}
