import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/reviews";
import { clampPage, pageCount, pageOffset } from "~/lib/reviews/paging";
import { REVIEWS_PAGE_SIZE } from "~/lib/reviews/constants";
import { pageMeta } from "~/lib/seo/route-meta";
import { Banner } from "~/components/ui/RichHtml";
import { ReviewCard } from "~/components/Stars";
import { sanitizeBannerHtml } from "~/server/html/sanitize.server";
import { pageSeo } from "~/server/pages/seo.server";
import { reviewLinks } from "~/lib/reviews/message";
import "~/styles/pages/reviews.css";
import { PageSection } from "~/components/layout/PageSection";

/** Pages come from the same service as POST /api/wsreviewsPost (offset 5 x (page - 1), limit 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = context.services;
  const url = new URL(request.url);
  const first = await content.getReviewsPage(0, REVIEWS_PAGE_SIZE);
  const pages = pageCount(first.total_reviews);
  const page = clampPage(url.searchParams.get("page"), pages);
  const current =
    page === 1 ? first : await content.getReviewsPage(pageOffset(page), REVIEWS_PAGE_SIZE);
  const salon = await content.getSalon();
  return {
    bannerHtml: sanitizeBannerHtml(salon.website_settings.reviews_banner ?? ""),
    reviews: current.reviews,
    total: current.total_reviews,
    page,
    pages,
    // The review sites the owner set up: the same as the review requests' buttons (issue 30).
    writeLinks: reviewLinks(salon.socialmoduleinfo),
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

/** Previous or Next; at the first or last page it stays in place but cannot be followed. */
function PagerLink({
  page,
  disabled,
  children,
}: {
  page: number;
  disabled: boolean;
  children: string;
}) {
  return (
    <Link
      to={`?page=${page}`}
      preventScrollReset
      className={`pager__button${disabled ? " is-disabled" : ""}`}
      aria-disabled={disabled}
      tabIndex={disabled ? -1 : undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}

/** Previous, the page number to type, and Next. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(String(page));
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setTyped(String(page));
  }

  const goTo = (target: number) =>
    navigate(`?page=${clampPage(target, pages)}`, { preventScrollReset: true });

  return (
    <nav className="pager" aria-label="Review pages">
      <PagerLink page={Math.max(1, page - 1)} disabled={page === 1}>
        Previous
      </PagerLink>
      <Form
        className="pager__form"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          void goTo(Number.parseInt(typed, 10));
        }}
      >
        <label htmlFor="review-page">Page</label>
        <input
          id="review-page"
          name="page"
          inputMode="numeric"
          pattern="[0-9]*"
          value={typed}
          size={3}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ""))}
          onBlur={() => {
            if (typed && Number(typed) !== page) void goTo(Number(typed));
          }}
        />
        <span>of {pages}</span>
      </Form>
      <PagerLink page={Math.min(pages, page + 1)} disabled={page === pages}>
        Next
      </PagerLink>
    </nav>
  );
}

export default function ReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { bannerHtml, reviews, total, page, pages, writeLinks } = loaderData;
  const listRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const firstRender = useRef(true);

  useEffect(() => {
    // After a page change the list's top comes into view (SPEC.md 4), not on first load.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    listRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [page]);

  return (
    <main id="main" className="page page--reviews">
      <Banner html={bannerHtml} fallbackTitle="Reviews" />
      <section
        ref={listRef}
        className="section reviews"
        aria-labelledby="reviews-list-heading"
        aria-busy={navigation.state === "loading"}
      >
        <div className="container container--narrow">
          <h2 id="reviews-list-heading" className="section-title">
            {total} reviews from our clients
          </h2>
          <ol className="review-list">
            {reviews.map((review) => (
              <ReviewCard key={review.review_id} review={review} />
            ))}
          </ol>
          <Pager page={page} pages={pages} />
        </div>
      </section>
      {writeLinks.length ? (
        <PageSection id="write-review" title="Write a review" narrow className="write-review">
          <p>Been to see us? Tell others how it went, in your own words.</p>
          <ul className="write-review__links">
            {writeLinks.map((link) => (
              <li key={link.site}>
                <a className="button" href={link.url}>
                  Review us on {link.name}
                </a>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}
    </main>
  );
}
