import type { Route } from "./+types/landing-ipl";
import { IPL_LANDING, withPhone } from "~/lib/landing-content";
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

const HERO_IMAGE = "/media/banner-ipl.svg";

export const links: Route.LinksFunction = () => [
  { rel: "preload", as: "image", href: HERO_IMAGE, fetchPriority: "high" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: await pageSeo(context, request, {
      title: "IPL Photofacial Therapy on Staten Island | Free Consultation",
      description:
        "Even out redness, sun spots and texture with IPL therapy on Staten Island: non-invasive, little downtime, 3-5 sessions. Book your free consultation today.",
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data?.seo),
  { name: "robots", content: "noindex, follow" },
];

export default function IplLanding() {
  const { captcha, tracking, salon } = useLandingLayoutData();
  const copy = withPhone(IPL_LANDING, salon.phone);
  return (
    <main id="main" className="page landing">
      <AdsTag adsId={tracking.adsId} />
      <LandingHero
        headline={copy.headline}
        badge={copy.badge}
        text={copy.heroText}
        image={HERO_IMAGE}
        form={<LeadForm kind="ipl" captchaConfig={captcha} heading={copy.formTitle} />}
      />
      <TextSection title={copy.welcomeTitle} text={copy.welcomeText} />
      <VideoSection
        title={copy.videoTitle}
        text={copy.videoText}
        sources={[{ src: "/media/ipl-explainer.mp4", type: "video/mp4" }]}
        poster="/media/ipl-explainer.jpg"
      />
      <FeatureSection title={copy.benefitsTitle} features={copy.benefits} />
      <FaqSection id="faq" title={copy.faqTitle} faqs={copy.faqs} />
      <ReviewsSection
        title={copy.testimonialsTitle}
        carousels={[{ label: "IPL therapy reviews", testimonials: copy.testimonials }]}
      />
      <ClosingCta title={copy.ctaTitle} text={copy.ctaText} target="consultation-form" />
      <SecondFormSection
        id="consultation-form"
        title={copy.formTitle}
        text={copy.formText}
        form={
          <LeadForm
            kind="ipl"
            captchaConfig={captcha}
            heading={`${copy.formTitle} (bottom of page)`}
          />
        }
      />
    </main>
  );
}
