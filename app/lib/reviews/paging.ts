import { REVIEWS_PAGE_SIZE } from "./constants";

/** total pages = ceil(total / 5), at least 1 (SPEC.md 9). */
export function pageCount(total: number, pageSize = REVIEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number from user input (URL or the typed box), clamped to 1..pages. */
export function clampPage(value: string | number | null | undefined, pages: number): number {
  const n = typeof value === "number" ? value : Number.parseInt(value ?? "", 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.trunc(n), pages);
}

export const pageOffset = (page: number, pageSize = REVIEWS_PAGE_SIZE) => pageSize * (page - 1);
