/** Business constants of SPEC.md 9 that both browser and server use (kept free of zod). */
export const SALON_ID = 6186;
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEWS_MAX_LIMIT = 50;
