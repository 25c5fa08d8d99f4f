/** Display rules for the blog list and blog details pages (SPEC.md 2.3). */
import { collapseSpaces, decodeEntities, htmlToText, TAG_PATTERN } from "./text";

export const BLOG_TITLE_MAX = 30;
export const BLOG_DESCRIPTION_MAX = 110;

/**
 * Post title lower-cased, spaces replaced by hyphens (SPEC.md 2.3); also drop characters that are
 * not letters, digits or hyphens, collapse repeated hyphens.
 */
export function blogSlug(title: string): string {
  return (
    title
      .normalize("NFKD")
      // Accents come apart from their letters under NFKD, so "Crème" keeps its "e".
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .trim()
      .replace(/\s+/g, "-")
      .replace(/[^a-z0-9-]/g, "")
      .replace(/-{2,}/g, "-")
      .replace(/^-|-$/g, "")
  );
}

/** Cut at `max` characters (trim trailing space) and append "..." only when something was cut. */
export function truncate(text: string, max: number): string {
  // Code points, not UTF-16 units, so an emoji is never cut in half.
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, Math.max(0, max)).join("").trimEnd()}...`;
}

/** Markup removed, entities decoded (&amp; &lt; &gt; &quot; &#39; &nbsp; numeric), whitespace collapsed. */
export function stripHtml(html: string): string {
  return collapseSpaces(htmlToText(html));
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidDay(year: number, month: number, day: number): boolean {
  const max = month === 2 && !isLeapYear(year) ? 28 : DAYS_IN_MONTH[month - 1];
  return max !== undefined && day >= 1 && day <= max;
}

/**
 * "2026-11-05" -> "11.05.2026" (month.day.year, two-digit month/day). Pure string work: no Date,
 * no time zone, so server and browser agree. Invalid input returned unchanged.
 */
export function formatBlogDate(isoDate: string): string {
  // A timestamp suffix is tolerated; its date part is taken as written, never shifted by zone.
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]*(?:Z|[+-]\d{2}:?\d{2})?)?\s*$/.exec(
    isoDate,
  );
  if (!match?.[1] || !match[2] || !match[3]) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isValidDay(year, month, day)) return isoDate;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(month)}.${pad(day)}.${match[1]}`;
}

/**
 * Word's typography properties, including its mso-*-font-family variants and the `font`
 * shorthand, which would override the site's own fonts.
 */
const WORD_FONT_PROPERTY = /^(?:font|(?:.*-)?font-family|(?:.*-)?font-size)$/;

/**
 * Splits a style attribute on the semicolons that end declarations, not those inside quotes,
 * parentheses or entities (Word writes font-family:&quot;Calibri&quot;,sans-serif).
 */
function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let quote: string | null = null;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === "(") {
      depth++;
    } else if (ch === ")") {
      depth = Math.max(0, depth - 1);
    } else if (ch === ";" && depth === 0 && !/&#?[a-z0-9]+$/i.test(style.slice(start, i))) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  return parts;
}

function withoutFontDeclarations(style: string): string {
  return splitDeclarations(style)
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      if (declaration === "") return false;
      const colon = declaration.indexOf(":");
      const property = decodeEntities(colon === -1 ? declaration : declaration.slice(0, colon));
      return !WORD_FONT_PROPERTY.test(property.trim().toLowerCase());
    })
    .join("; ");
}

const STYLE_ATTRIBUTE = /(\s)style\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

function cleanStyleAttributes(tag: string): string {
  return tag.replace(
    STYLE_ATTRIBUTE,
    (_whole, space: string, double?: string, single?: string, bare?: string) => {
      const cleaned = withoutFontDeclarations(double ?? single ?? bare ?? "");
      if (cleaned === "") return "";
      const quote = single !== undefined ? "'" : '"';
      return `${space}style=${quote}${cleaned}${quote}`;
    },
  );
}

const FONT_OR_OFFICE_P_TAG = /^<\/?(?:font|o:p)(?=[\s/>])/i;

/**
 * Removes <font> tags (keeping their content), <o:p> tags (open, close, self-closing, any case),
 * and font-family / font-size declarations from style attributes (dropping the style attribute
 * when it becomes empty). Regex/string based, works in the browser too.
 */
export function cleanWordHtml(html: string): string {
  // Only tags are rewritten, so text that merely mentions "style=" or "<font" as escaped
  // entities is left alone.
  return html.replace(TAG_PATTERN, (tag) =>
    FONT_OR_OFFICE_P_TAG.test(tag) ? "" : cleanStyleAttributes(tag),
  );
}
