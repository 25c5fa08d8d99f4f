import type { Route } from "./+types/landing-combined";
import { COMBINED_LANDING, IPL_LANDING, TATTOO_LANDING, withPhone } from "~/lib/landing-content";
import { useMainLayoutData } from "~/lib/main-layout-data";
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
      title: "Tattoo Removal & IPL Therapy on Staten Island | Free Consultation",
      description:
        "PicoSure tattoo removal and IPL photofacials at one Staten Island med spa. Tell us what you would like to treat and book a free, no-pressure consultation.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.seo),
  { name: "robots", content: "noindex, follow" },
];

/** The combined ads page inside the main layout (reduced header and footer, SPEC.md 2.2). */
export default function CombinedLanding() {
  const { captcha, tracking, salon } = useMainLayoutData();
  const tattoo = withPhone(TATTOO_LANDING, salon.phone);
  const ipl = withPhone(IPL_LANDING, salon.phone);
  const combined = withPhone(COMBINED_LANDING, salon.phone);
  return (
    <main id="main" className="page landing">
      <AdsTag adsId={tracking.adsId} />
      <LandingHero
        headline={combined.headline}
        badge={tattoo.badge}
        text={combined.heroText}
        image={HERO_IMAGE}
        form={<LeadForm kind="treatment" captchaConfig={captcha} heading={tattoo.formTitle} />}
      />
      <TextSection title={combined.welcomeTitle} text={combined.welcomeText} />
      <VideoSection
        title={tattoo.videoTitle}
        text={tattoo.videoText}
        sources={[
          { src: "/media/tattoo-explainer.mp4", type: "video/mp4" },
          { src: "/media/tattoo-explainer.webm", type: "video/webm" },
        ]}
        poster="/media/tattoo-explainer.jpg"
      />
      <FeatureSection title={tattoo.stepsTitle} features={tattoo.steps} numbered />
      <FeatureSection title={tattoo.benefitsTitle} features={tattoo.benefits} />
      <FaqSection id="faq" title={tattoo.faqTitle} faqs={tattoo.faqs} />
      <VideoSection
        title={ipl.videoTitle}
        text={ipl.videoText}
        sources={[{ src: "/media/ipl-explainer.mp4", type: "video/mp4" }]}
        poster="/media/ipl-explainer.jpg"
      />
      <FeatureSection title={ipl.benefitsTitle} features={ipl.benefits} />
      <FaqSection id="ipl-faq" title={ipl.faqTitle} faqs={ipl.faqs} />
      <ReviewsSection
        title={tattoo.testimonialsTitle}
        carousels={[
          { label: "Tattoo removal reviews", testimonials: combined.tattooTestimonials },
          { label: "IPL therapy reviews", testimonials: combined.iplTestimonials },
        ]}
      />
      <ClosingCta title={tattoo.ctaTitle} text={tattoo.ctaText} target="consultation-form" />
      <SecondFormSection
        id="consultation-form"
        title={tattoo.formTitle}
        text={tattoo.formText}
        form={
          <LeadForm
            kind="treatment"
            captchaConfig={captcha}
            heading={`${tattoo.formTitle} (bottom of page)`}
          />
        }
      />
    </main>
  );
}
