/**
 * The arithmetic of a rolling count kept in slices (decision 0058): a window of `windowMs` is
 * counted in BUCKETS slices aligned on the clock, and a count is the sum of every slice that
 * overlaps the last `windowMs`. The oldest slice is counted whole, so a hit counts for at least
 * the window (and at most one slice longer): never more than the limit in any window's span,
 * wherever the clock is, with at most BUCKETS + 1 rows per key.
 */

/** Slices per window: one slice's length is how long past the window a hit may still count. */
export const BUCKETS = 60;

/** The length of one slice of `windowMs`: a whole millisecond count, at least one. */
export function bucketMsOf(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / BUCKETS));
}

/** The start of the slice that holds the moment `at`. */
export function bucketStart(at: number, bucketMs: number): number {
  return Math.floor(at / bucketMs) * bucketMs;
}

/**
 * The oldest slice counted at `now`: the one holding `now - windowMs`, which still overlaps the
 * window. A slice that starts at or after it is counted.
 */
export function oldestCounted(now: number, windowMs: number, bucketMs: number): number {
  return bucketStart(now - windowMs, bucketMs);
}

/**
 * When the hits of the slice starting at `start` stop counting: one window after that slice's
 * end. For the oldest slice with hits, that is when the count next goes down.
 */
export function countedUntil(start: number, windowMs: number, bucketMs: number): number {
  return start + bucketMs + windowMs;
}
