import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { isServiceCategory, parseAboutUs, slugifyTitle } from "~/lib/display";
import { TREATMENT_PAGES } from "~/lib/site/site-pages";
import { pageMeta } from "~/lib/seo/route-meta";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { Banner } from "~/components/ui/RichHtml";
import { Dialog } from "~/components/ui/Dialog";
import { useNonce } from "~/components/NotFound"; // not ~/lib/nonce: see there
import { ReviewCard, Stars } from "~/components/Stars";
import { ContactFormSection } from "~/components/ContactFormSection";
import { SocialLinks } from "~/components/layout/SocialLinks";
import { contentImageAttrs, type ImgAttrs } from "~/lib/content/image-attrs";
import { sanitizeBannerHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/home.css";
import { PageSection } from "~/components/layout/PageSection";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = context.services;
  const [salon, menus, specials, popups, reviews] = await Promise.all([
    content.getSalon(),
    content.getMenus(),
    content.getSpecials(),
    content.getPopups(),
    content.getReviewsSummary(),
  ]);
  const about = parseAboutUs(salon.salon_info.config.config_aboutus);
  const popup = popups[0] ?? null;
  const cards = menus.filter((menu) => isServiceCategory(menu.menu_title));
  const cardImage = (menu: (typeof menus)[number]) => menu.alternate_image || menu.menu_attachment;
  const copies = await content.getImageCopies([
    ...cards.map(cardImage),
    ...specials.map((special) => special.specials_image_new),
    ...(popup ? [popup.specials_image_new] : []),
  ]);
  // Promo artwork is 800 x 800, menu cards 800 x 600 (content/README.md); `sizes` follow the grids.
  const promoImage = (src: string, sizes: string) =>
    contentImageAttrs(src, copies, { width: 800, height: 800 }, sizes);
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.home_banner ?? ""),
    intro: { heading: about.heading, text: about.intro },
    categories: cards.map((menu) => ({
      id: menu.menu_id,
      title: menu.menu_title,
      slug: slugifyTitle(menu.menu_title),
      image: contentImageAttrs(
        cardImage(menu),
        copies,
        { width: 800, height: 600 },
        "(min-width: 768px) 24rem, 100vw",
      ),
    })),
    // The title is the image's alt text.
    specials: specials.map((special) => ({
      title: special.title,
      image: promoImage(special.specials_image_new, "(min-width: 768px) 24rem, 100vw"),
    })),
    popup: popup && {
      title: popup.title,
      image: promoImage(popup.specials_image_new, "min(92vw, 32rem)"),
    },
    reviews: {
      rating: reviews.ratings,
      total: reviews.total_reviews,
      highlights: reviews.reviews.slice(0, 3),
    },
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

/**
 * The pop-up shows once per visit (SPEC.md 2.3): once closed, it stays closed for the rest of the
 * browser tab's session. The page's HTML (also served from the page cache, the same for everyone)
 * has it open; the inline script right after it closes it before the first paint when this visit
 * has closed it already, and the Dialog reports that as a close once the page is interactive.
 */
const POPUP_CLOSED = "spa-popup-closed";
const CLOSE_IF_SEEN = `try{sessionStorage.getItem("${POPUP_CLOSED}")&&document.currentScript.previousElementSibling.removeAttribute("open")}catch(e){}`;

function popupClosedThisVisit(): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED) !== null;
  } catch {
    return false; // Storage refused (privacy settings): show it, as on a first visit.
  }
}

const noSubscription = () => () => {};

function Popup({ promo }: { promo: { image: ImgAttrs; title: string } }) {
  const nonce = useNonce();
  // The server and hydration render it open; a return to the home page inside the app reads the
  // visit's storage at once, so it never flashes open.
  const closedBefore = useSyncExternalStore(noSubscription, popupClosedThisVisit, () => false);
  // Open from the first paint; the Dialog makes it modal once the page is interactive.
  const [open, setOpen] = useState(true);
  if (closedBefore) return null;
  const close = () => {
    setOpen(false);
    try {
      sessionStorage.setItem(POPUP_CLOSED, "1");
    } catch {
      // Not stored: it shows again on the next visit to the home page, as before.
    }
  };
  return (
    <>
      <Dialog open={open} onClose={close} label={promo.title || "Special offer"}>
        {/* Open over the first screen from the first paint, it is the page's largest picture. */}
        <img
          {...promo.image}
          alt={promo.title || "Special offer"}
          className="dialog__image"
          fetchPriority="high"
        />
      </Dialog>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CLOSE_IF_SEEN }} />
    </>
  );
}

type HomeData = Route.ComponentProps["loaderData"];

/** The service categories' cards. */
function ServiceCards({ categories }: { categories: HomeData["categories"] }) {
  return (
    <PageSection id="menu" title="Our Services" tinted>
      <ul className="card-grid">
        {categories.map((category) => (
          <li key={category.id} className="card">
            <Link to={`/services/${category.slug}`} className="card__link">
              <img {...category.image} alt="" loading="lazy" decoding="async" />
              <span className="card__title">{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The med spa treatments' pages. */
function TreatmentLinks() {
  return (
    <PageSection id="medspa" title="Med Spa Treatments">
      <ul className="pill-list">
        {TREATMENT_PAGES.map((page) => (
          <li key={page.slug}>
            <Link to={`/services/${page.slug}`}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The rating and the first reviews, with a link to all of them. */
function ReviewHighlights({ reviews }: { reviews: HomeData["reviews"] }) {
  return (
    <PageSection id="reviews" title="What our clients say">
      <p className="rating-summary">
        <Stars rating={Math.round(reviews.rating)} />
        <span>
          {reviews.rating.toFixed(1)} out of 5 from {reviews.total} reviews
        </span>
      </p>
      <ul className="review-cards">
        {reviews.highlights.map((review) => (
          <ReviewCard key={review.review_id} review={review} />
        ))}
      </ul>
      <p>
        <Link className="text-link" to="/reviews">
          Read all reviews
        </Link>
      </p>
    </PageSection>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { bannerHtml, intro, categories, specials, popup, reviews } = loaderData;
  const { social, salon } = useMainLayoutData();
  return (
    <main id="main" className="page page--home">
      <Banner html={bannerHtml} fallbackTitle={salon.name} />

      <PageSection id="intro" title={intro.heading} narrow className="intro">
        <p className="lead">{intro.text}</p>
        <p>
          <Link className="button" to="/book-now">
            Book Appointment
          </Link>{" "}
          <Link className="button button--outline" to="/about">
            About us
          </Link>
        </p>
      </PageSection>

      <ServiceCards categories={categories} />

      <TreatmentLinks />

      {specials.length > 0 ? (
        <PageSection id="specials" title="Specials" tinted>
          <ul className="specials">
            {specials.map((special) => (
              <li key={special.image.src}>
                <img {...special.image} alt={special.title} loading="lazy" decoding="async" />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <ReviewHighlights reviews={reviews} />

      <PageSection id="chat" title="Let's Chat" tinted narrow>
        <ContactFormSection variant="short" />
      </PageSection>

      <PageSection id="follow" title="Follow Us" className="follow-us">
        <p>Treatment days, new arrivals and seasonal offers from the spa.</p>
        <SocialLinks social={social} className="social-links social-links--large" />
      </PageSection>

      {popup ? <Popup promo={popup} /> : null}
    </main>
  );
}
