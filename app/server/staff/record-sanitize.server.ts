/**
 * What a record of the draft becomes before it is stored, whichever form or client sent it: rich
 * HTML passes the same sanitizer on the way in as on the way out, so what the editor stores is
 * already what a page may show, and a cleared promotion date is no limit at all.
 */
import { withoutEmptyDates, type PromoDates } from "~/lib/content/promo-dates";
import type { RecordPath } from "~/lib/content/records";
import { sanitizeBlogHtml, sanitizeRichHtml } from "../html/sanitize.server";

export function sanitizeRecord(path: RecordPath, value: unknown): unknown {
  if (path.part === "blog" && path.key !== undefined && value && typeof value === "object") {
    const post = value as { post_description?: unknown };
    if (typeof post.post_description === "string") {
      return { ...post, post_description: sanitizeBlogHtml(post.post_description) };
    }
  }
  if (path.part === "websiteSettings" && path.key !== undefined && typeof value === "string") {
    return sanitizeRichHtml(value);
  }
  if (path.part === "specials") return withoutEmptyPromoDates(value);
  return value;
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
