/**
 * Text made safe inside HTML, in an element or a quoted attribute: the one escaper of the
 * e-mails' HTML parts and of the plain text turned into rich-text paragraphs.
 */
export const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
