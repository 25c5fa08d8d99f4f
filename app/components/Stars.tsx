/** A star rating, read out as "N out of 5 stars". */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < rating ? "star star--on" : "star"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** A review as the home page and the reviews page show it: stars, the words, who and where. */
export function ReviewCard({
  review,
}: {
  review: {
    rating: number;
    review_description: string;
    reviewer_name: string;
    review_source: string;
  };
}) {
  return (
    <li className="review-card">
      <Stars rating={review.rating} />
      <blockquote>
        <p>{review.review_description}</p>
      </blockquote>
      <p className="review-card__author">
        {review.reviewer_name} · {review.review_source}
      </p>
    </li>
  );
}
