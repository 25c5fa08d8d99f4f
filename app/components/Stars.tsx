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
