/**
 * Pure helpers of the reviews and promos editors (browser and server): the order the reviews list
 * is shown in, and the moves of an ordered list.
 */

/** Each review with its index in the content (its record is `reviews.<index>`), newest first. */
export function reviewsNewestFirst<T extends { review_date: string }>(
  reviews: readonly T[],
): { index: number; review: T }[] {
  // Same order as the public list: by date, and on one date the later-added first.
  return reviews
    .map((review, index) => ({ index, review }))
    .sort((a, b) =>
      a.review.review_date === b.review.review_date
        ? b.index - a.index
        : a.review.review_date < b.review.review_date
          ? 1
          : -1,
    );
}

/** `list` with the entry at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length || from === to) {
    return [...list];
  }
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** `list` without the entry at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** The rating summary as the owner reads it ("4.7 stars from 26 reviews"). */
export function ratingText(summary: { ratings: number; total_reviews: number }): string {
  if (summary.total_reviews === 0) return "no reviews shown";
  const count = summary.total_reviews === 1 ? "1 review" : `${summary.total_reviews} reviews`;
  return `${summary.ratings.toFixed(1)} stars from ${count}`;
}
