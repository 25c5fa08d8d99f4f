/**
 * The one place rich HTML from the database becomes safe to render with dangerouslySetInnerHTML.
 * It is an allowlist: anything not named here (tags, attributes, URL schemes, CSS) is dropped.
 */
import sanitizeHtml from "sanitize-html";
import { cleanWordHtml } from "~/lib/display";

const ALLOWED_TAGS = [
  ...["p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6"],
  ...["strong", "b", "em", "i", "u", "s", "small", "sup", "sub", "abbr", "span"],
  ...["blockquote", "q", "cite", "ul", "ol", "li", "dl", "dt", "dd"],
  ...["a", "img", "div", "section", "figure", "figcaption"],
  ...["table", "thead", "tbody", "tr", "th", "td"],
];

/**
 * Disallowed elements whose content is code or metadata: sanitize-html drops their text too,
 * instead of spilling it onto the page.
 */
const NON_TEXT_TAGS = [
  ...["script", "style", "textarea", "option", "noscript", "template", "title", "xml"],
  ...["iframe", "noembed", "noframes", "object", "embed"],
];

const COLOR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  // Named colours are letters only, so no function call (url(), expression()) can hide in them.
  /^[a-z]{3,20}$/i,
];

const SAFE_STYLES: Record<string, RegExp[]> = {
  "text-align": [/^(?:left|right|center|justify|start|end)$/i],
  color: COLOR,
  "background-color": COLOR,
  "font-weight": [/^(?:normal|bold|bolder|lighter|[1-9]00)$/i],
  "font-style": [/^(?:normal|italic|oblique)$/i],
  "text-decoration": [
    /^(?:none|(?:underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*)$/i,
  ],
};

const LINK_TARGETS: ReadonlySet<string> = new Set(["_blank", "_self", "_parent", "_top"]);
const IMG_LOADING: ReadonlySet<string> = new Set(["lazy", "eager"]);
/** Plain pixel or percent sizes: anything else is not worth keeping in a layout attribute. */
const IMG_SIZE = /^\d{1,5}%?$/;

function withoutAttribute(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([key]) => key !== name));
}

/** A new tab must not get a handle on this page (reverse tabnabbing) nor learn where it came from. */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const target = attribs.target?.trim().toLowerCase();
  if (target === undefined) return { tagName, attribs };
  if (!LINK_TARGETS.has(target)) return { tagName, attribs: withoutAttribute(attribs, "target") };
  const rel = target === "_blank" ? "noopener noreferrer" : attribs.rel;
  return { tagName, attribs: { ...attribs, target, ...(rel === undefined ? {} : { rel }) } };
}

/** Images below the fold should not hold up the first paint; explicit "eager" is respected. */
function transformImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const next: sanitizeHtml.Attributes = {};
  for (const [key, value] of Object.entries(attribs)) {
    if ((key === "width" || key === "height") && !IMG_SIZE.test(value.trim())) continue;
    if (key === "loading" && !IMG_LOADING.has(value.trim().toLowerCase())) continue;
    next[key] = key === "loading" ? value.trim().toLowerCase() : value;
  }
  if (next.loading === undefined) next.loading = "lazy";
  next.decoding = "async";
  return { tagName, attribs: next };
}

const IMG_ATTRIBUTES = ["src", "alt", "width", "height", "loading", "decoding"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    "*": ["class", "style"],
    a: ["href", "title", "target", "rel"],
    img: IMG_ATTRIBUTES,
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // data: images are how inline SVG payloads and tracking blobs get in: web paths only.
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowedStyles: { "*": SAFE_STYLES },
  nonTextTags: NON_TEXT_TAGS,
  disallowedTagsMode: "discard",
  transformTags: { a: transformLink, img: transformImage },
  // An image whose src was refused would render as a broken-image box.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * The HTML fields are content: the same few strings arrive until the next content version, so
 * each is sanitized once and the result reused (a pure function of its input, so a new version or
 * a draft preview simply brings new keys). Bounded, oldest out first.
 */
const MEMO_MAX_CHARS = 4 * 1024 * 1024;
const MEMO_MAX_INPUT = 256 * 1024;

function memoized(fn: (html: string) => string): (html: string) => string {
  const results = new Map<string, string>();
  let chars = 0;
  return (html) => {
    if (html.length > MEMO_MAX_INPUT) return fn(html);
    const known = results.get(html);
    if (known !== undefined) return known;
    const result = fn(html);
    results.set(html, result);
    chars += html.length + result.length;
    for (const [oldest, value] of results) {
      if (chars <= MEMO_MAX_CHARS) break;
      results.delete(oldest);
      chars -= oldest.length + value.length;
    }
    return result;
  };
}

/** Allowlist sanitizing of rich HTML from the database, with sanitize-html. */
export const sanitizeRichHtml = memoized((html) => sanitizeHtml(html, OPTIONS));

const BANNER_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: { ...OPTIONS.allowedAttributes, img: [...IMG_ATTRIBUTES, "fetchpriority"] },
  transformTags: {
    ...OPTIONS.transformTags,
    // A banner is the largest thing above the fold: fetch it first, never lazily.
    img: (tagName, attribs) => {
      const tag = transformImage(tagName, attribs);
      return { tagName, attribs: { ...tag.attribs, loading: "eager", fetchpriority: "high" } };
    },
  },
};

/** sanitizeRichHtml for a page banner, whose image is the page's largest contentful paint. */
export const sanitizeBannerHtml = memoized((html) => sanitizeHtml(html, BANNER_OPTIONS));

/** cleanWordHtml then sanitizeRichHtml: for blog posts. */
export const sanitizeBlogHtml = memoized((html) => sanitizeRichHtml(cleanWordHtml(html)));
