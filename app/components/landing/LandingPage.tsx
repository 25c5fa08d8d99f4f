import type { AdsPageView, AdsSection } from "~/lib/ads-pages/types";
import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";
import type { TrackingConfig } from "~/lib/tracking/config";
import { LeadForm } from "~/components/forms/LeadForm";
import { htmlOnlyKey } from "~/lib/layout/html-only";
import {
  ClosingCta,
  FaqSection,
  FeatureSection,
  LandingHero,
  ReviewsSection,
  SecondFormSection,
  TextSection,
  VideoSection,
} from "./LandingSections";
import { AdsTag } from "./Tracking";

/** The whole view of a document's ads page, for the server's render (decision 0025). */
export const ADS_PAGE_VIEW = htmlOnlyKey<AdsPageView>("ads-page-view");

/** The closing form's section: where the Free Consultation call to action scrolls. */
const CLOSING_FORM = "consultation-form";

/** One section of the record; each component reads the fields of its kind (and ignores `type`). */
function Section({ section }: { section: AdsSection }) {
  switch (section.type) {
    case "text":
      return <TextSection {...section} />;
    case "video":
      return <VideoSection {...section} />;
    case "features":
      return <FeatureSection {...section} />;
    case "faq":
      return <FaqSection {...section} />;
    case "reviews":
      return <ReviewsSection {...section} />;
    case "cta":
      return <ClosingCta {...section} target={CLOSING_FORM} />;
  }
}

/**
 * An ads page (SPEC.md 2.4) from its record: conversion tag, hero with the lead form, the
 * record's sections in order, and the closing form.
 */
export function LandingPage({
  page,
  captcha,
  tracking,
  spaName,
}: {
  page: AdsPageView;
  captcha: CaptchaPublicConfig;
  tracking: TrackingConfig;
  /** The salon record's name (the lead form's text consent names the spa). */
  spaName: string;
}) {
  const form = (heading: string) => (
    <LeadForm kind={page.leadKind} captchaConfig={captcha} spaName={spaName} heading={heading} />
  );
  return (
    <main id="main" className="page landing">
      {/* One flat list of children: React derives useId values (the form fields' ids) from
          positions in it, so the ids stay those of the hand-written pages before. */}
      {[
        <AdsTag key="ads-tag" tracking={tracking} />,
        <LandingHero key="hero" {...page.hero} form={form(page.form.title)} />,
        ...page.sections.map((section, index) => <Section key={index} section={section} />),
        <SecondFormSection
          key="closing-form"
          id={CLOSING_FORM}
          title={page.form.title}
          text={page.form.text}
          form={form(`${page.form.title} (bottom of page)`)}
        />,
      ]}
    </main>
  );
}
