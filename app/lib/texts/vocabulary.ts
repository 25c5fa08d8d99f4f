/**
 * THE text-message vocabulary (issue 37): which way a text went and what made it. States and
 * their words are in `words.ts`.
 */
export const TEXT_DIRECTIONS = ["out", "in"] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

/**
 * `instant`: the site's text right after a lead who ticked the box; `staff`: written on the lead
 * page; `missed_call`: after an unanswered call; `keyword`: the answer to STOP, START or HELP;
 * `client`: a text the client sent.
 */
export const TEXT_ORIGINS = ["instant", "staff", "missed_call", "keyword", "client"] as const;
export type TextOrigin = (typeof TEXT_ORIGINS)[number];
