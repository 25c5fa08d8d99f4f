import { data } from "react-router";
import type { Route } from "./+types/treatment";
import { splitGallery } from "~/lib/display";
import { lastSegment } from "~/lib/site/paths";
import { treatmentPage } from "~/lib/site/service-page-settings";
import { pageMeta } from "~/lib/seo/route-meta";
import { faqPageJsonLd } from "~/lib/seo/structured-data";
import { Accordion } from "~/components/ui/Accordion";
import { LazyCarousel } from "~/components/ui/LazyCarousel";
import { Banner, RichHtml } from "~/components/ui/RichHtml";
import { posterFor, VideoPlayer, videoType } from "~/components/ui/VideoPlayer";
import { BeforeAfterImage } from "~/components/BeforeAfterImage";
import { sanitizeBannerHtml, sanitizeRichHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/treatment.css";
import { PageSection } from "~/components/layout/PageSection";

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = lastSegment(new URL(request.url).pathname);
  const page = treatmentPage(slug);
  if (!page) throw data(null, { status: 404 });
  const { content } = context.services;
  const [salon, faq, gallery] = await Promise.all([
    content.getSalon(),
    content.getFaq(page.treatment),
    content.getGallery(page.treatment),
  ]);
  const settings = salon.website_settings;
  const { images, video } = splitGallery(gallery);
  return {
    label: page.label,
    bannerHtml: sanitizeBannerHtml(settings[page.bannerField] ?? ""),
    contentHtml: sanitizeRichHtml(settings[page.contentField] ?? ""),
    peopleSayingHtml: sanitizeRichHtml(settings[page.peopleSayingField] ?? ""),
    faqs: faq.data.map((item) => ({
      id: item.faq_id,
      question: item.questions,
      answerHtml: sanitizeRichHtml(item.answers),
    })),
    images: images.map((image) => ({ src: image.gallery_image, title: image.gallery_title })),
    video: video ? { src: video.gallery_image, title: video.gallery_title } : null,
    seo: await pageSeo(context, request, { jsonLd: [faqPageJsonLd(faq.data)] }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function TreatmentRoute({ loaderData }: Route.ComponentProps) {
  const { label, bannerHtml, contentHtml, peopleSayingHtml, faqs, images, video } = loaderData;
  return (
    <main id="main" className="page page--treatment">
      <Banner html={bannerHtml} fallbackTitle={label} />
      <div className="container">
        <RichHtml className="prose treatment-content" html={contentHtml} />
      </div>
      {faqs.length > 0 ? (
        <PageSection id="faq" title="Frequently Asked Questions" tinted narrow>
          <Accordion
            className="accordion faq"
            items={faqs.map((faq) => ({
              id: faq.id,
              title: faq.question,
              content: <RichHtml className="prose" html={faq.answerHtml} />,
            }))}
          />
        </PageSection>
      ) : null}
      {images.length > 0 ? (
        <PageSection id="results" title="Before and after" narrow>
          <LazyCarousel
            label={`${label}: before and after`}
            className="carousel before-after"
            slides={images.map((image) => (
              <BeforeAfterImage key={image.src} src={image.src} alt={image.title} />
            ))}
          />
        </PageSection>
      ) : null}
      {video ? (
        <PageSection id="word" title="A word from us" tinted narrow>
          <VideoPlayer
            title={video.title || `${label}: a word from us`}
            sources={[{ src: video.src, type: videoType(video.src) }]}
            poster={posterFor(video.src)}
          />
        </PageSection>
      ) : null}
      {peopleSayingHtml ? (
        <PageSection id="people" title="What people are saying" narrow>
          <RichHtml className="people-saying" html={peopleSayingHtml} />
        </PageSection>
      ) : null}
    </main>
  );
}
