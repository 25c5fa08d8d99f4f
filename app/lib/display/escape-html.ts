/**
 * Text made safe inside HTML (and XML): the one escaper of the e-mails' HTML parts, the sitemap,
 * the banners and testimonials written from their fields, and the plain text turned into
 * rich-text paragraphs.
 */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Safe in an element or a quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/**
 * Safe in an element only, quotes kept as typed: the bytes the rich-text sanitizer writes, so a
 * record written from its fields reads back exactly as stored.
 */
export const escapeHtmlText = (value: string) => value.replace(/[&<>]/g, (char) => ENTITIES[char]!);
