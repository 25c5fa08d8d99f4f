/**
 * URL slugs of menu titles and sub-menu items: plain `a-z0-9-`, so a link never carries a
 * character that must be escaped in HTML or in a URL (`&`, `'`) and one title has one address.
 * The blog keeps its own rule (`blogSlug`); category matching keeps SPEC.md's (`titleKey`).
 */
import { decodePathOrKeep } from "../site/paths";

/**
 * Titles are short; a longer text is cut before it is scanned, so a slug stays a readable length
 * and the work stays bounded whatever an editor pastes.
 */
export const SLUG_SOURCE_MAX = 200;

/**
 * Apostrophes join the letters around them ("Gentleman's" is one word), unlike other punctuation,
 * which separates words.
 */
const APOSTROPHES = new Set(["'", "\u2018", "\u2019", "\u02bc", "`", "\u00b4"]);

const isSlugChar = (ch: string) => (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9");

/** The accents NFKD splits off letters ("Crème" -> "Cre" + U+0300 + "me"). */
const isCombiningMark = (ch: string) => ch >= "\u0300" && ch <= "\u036f";

/**
 * "Gentleman's Facial" -> "gentlemans-facial"; "Mother & Daughter Day" -> "mother-daughter-day";
 * "Crème Brûlée Wrap" -> "creme-brulee-wrap". Letters without an a-z form (and titles made only
 * of them) give "", which callers treat as "no page of its own".
 */
export function slugifyTitle(title: string): string {
  const text = title.slice(0, SLUG_SOURCE_MAX).normalize("NFKD").toLowerCase();
  let slug = "";
  let gap = false;
  for (const ch of text) {
    if (isSlugChar(ch)) {
      if (gap && slug !== "") slug += "-";
      gap = false;
      slug += ch;
    } else if (!APOSTROPHES.has(ch) && !isCombiningMark(ch)) {
      gap = true;
    }
  }
  return slug;
}

/**
 * The slug an incoming path segment stands for. Links published before the slug rule kept the
 * title's characters ("gentleman's-facial", "mother-&-daughter-day"), in any case, and arrive
 * either as typed or percent-encoded ("gentleman%27s-facial"): all of them name the same slug.
 */
export function slugFromPathSegment(segment: string): string {
  return slugifyTitle(decodePathOrKeep(segment.slice(0, SLUG_SOURCE_MAX * 3)));
}

/**
 * SPEC.md 2.3's category rule: the title lower-cased with whitespace runs turned to hyphens,
 * compared with a path segment. Only category matching uses it; links use `slugifyTitle`.
 */
export function titleKey(title: string): string {
  return title.slice(0, SLUG_SOURCE_MAX).trim().toLowerCase().replace(/\s+/g, "-");
}
