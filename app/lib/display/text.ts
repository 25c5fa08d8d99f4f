/**
 * Small string helpers shared by the display rules. They turn database HTML into plain text with
 * regular expressions only, so the same code runs in the browser and on the server. The output is
 * always rendered as text (React escapes it), so these helpers never need to be a security
 * boundary: that job belongs to the server-side sanitizer.
 */

/**
 * One start or end tag. Quoted attribute values are matched as units so a '>' or '/' inside
 * them (style="a>b", href="/x/y") neither ends the tag early nor leaks into the text.
 */
export const TAG_PATTERN = /<\/?[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;

/** Elements whose whole content is code or metadata, never readable text. */
const NON_TEXT_ELEMENTS = /<(script|style|template|title|xml)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** Comments, including Word's conditional comments, doctype and processing instructions. */
const MARKUP_DECLARATIONS = /<!--[\s\S]*?-->|<![^>]*>|<\?[^>]*>/g;

/** Tags after which a reader sees a break: replacing them with a newline keeps words apart. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|ol|p|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  // Text pasted from Word carries typographic punctuation as named entities.
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  hellip: "\u2026",
  bull: "\u2022",
  middot: "\u00b7",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  eacute: "\u00e9",
};

function decodeCodePoint(code: number): string | null {
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : null;
}

/**
 * Decodes entities in one pass, so "&amp;lt;" becomes "&lt;" and not "<". Unknown or invalid
 * entities are left as written rather than guessed at.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const hex = body[1] === "x" || body[1] === "X";
      const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
      return decodeCodePoint(code) ?? whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** True when the text contains something that looks like a tag, comment or entity. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>|<!--|&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text);
}

/** Removes markup that never carries text, then block tags become newlines and other tags go. */
function removeMarkup(html: string): string {
  return html
    .replace(MARKUP_DECLARATIONS, "")
    .replace(NON_TEXT_ELEMENTS, "")
    .replace(BLOCK_TAG, "\n")
    .replace(TAG_PATTERN, "");
}

/**
 * Plain text with one line per visual line: block tags and <br> become line breaks and
 * Windows/old-Mac line endings are normalised, so callers can split on "\n" alone.
 */
export function htmlToText(html: string): string {
  const text = looksLikeHtml(html) ? decodeEntities(removeMarkup(html)) : html;
  return text.replace(/\r\n?/g, "\n");
}

/** Non-empty, trimmed lines of a newline-separated (or HTML) field. */
export function nonEmptyLines(text: string): string[] {
  return htmlToText(text)
    .split("\n")
    .map(collapseSpaces)
    .filter((line) => line !== "");
}

/** Collapses every whitespace run (including no-break spaces) to one space and trims. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
