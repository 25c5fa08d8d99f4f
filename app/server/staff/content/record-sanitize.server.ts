/**
 * What a record of the draft becomes before it is stored, whichever form or client sent it: every
 * rich-text field (`lib/content/rich-text-fields.ts`) passes the same sanitizer on the way in as on
 * the way out, so what the editor stores is already what a page may show, and a cleared promotion
 * date is no limit at all.
 */
import { withoutEmptyDates, type PromoDates } from "~/lib/content/promo-dates";
import type { RecordPath } from "~/lib/content/records";
import { mapRichText, type RichTextKind } from "~/lib/content/rich-text-fields";
import { sanitizeBlogHtml, sanitizeRichHtml } from "../../html/sanitize.server";

const SANITIZERS: Record<RichTextKind, (html: string) => string> = {
  rich: sanitizeRichHtml,
  blog: sanitizeBlogHtml,
};

export function sanitizeRecord(path: RecordPath, value: unknown): unknown {
  const sanitized = mapRichText(path, value, (html, kind) => SANITIZERS[kind](html));
  return path.part === "specials" ? withoutEmptyPromoDates(sanitized) : sanitized;
}

/** A cleared date field is no limit: stored as no date at all, so the files stay as they were. */
function withoutEmptyPromoDates(value: unknown): unknown {
  const list = (items: unknown) =>
    Array.isArray(items)
      ? items.map((item: unknown) =>
          item && typeof item === "object" ? withoutEmptyDates(item as PromoDates) : item,
        )
      : items;
  if (Array.isArray(value)) return list(value);
  if (value && typeof value === "object") {
    const part = value as Record<string, unknown>;
    return { ...part, specials: list(part.specials), popups: list(part.popups) };
  }
  return value;
}
