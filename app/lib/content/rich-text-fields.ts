/**
 * The one list of the content's rich-text fields: HTML written in the staff's rich-text editor
 * and shown as HTML on the site. Saving a record sanitizes every field listed here
 * (`server/staff/content/record-sanitize.server.ts`), whichever editor or client sent it, so a field shown
 * as HTML and missing here would keep whatever markup was posted (issue 31: FAQ answers did).
 * `tests/unit/rich-text-fields.test.ts` walks the list.
 */
import type { RecordPath } from "./records";

/** How a field is cleaned: a blog body loses the markup pasted from Word first. */
export type RichTextKind = "rich" | "blog";

export interface RichTextField {
  /** Its place in the content, part first; `*` is every entry of a list or key of an object. */
  path: string;
  kind: RichTextKind;
}

export const RICH_TEXT_FIELDS: readonly RichTextField[] = [
  // Banners, policies, the treatment pages' text and testimonials.
  { path: "websiteSettings.*", kind: "rich" },
  { path: "blog.*.post_description", kind: "blog" },
  // The treatment pages' answers; the ads pages' (landingFaqs) are plain text.
  { path: "faqs.*.*.answers", kind: "rich" },
  { path: "menus.*.menu_description", kind: "rich" },
];

type Clean = (html: string, kind: RichTextKind) => string;

function mapAt(value: unknown, steps: readonly string[], clean: (html: string) => string): unknown {
  if (steps.length === 0) return typeof value === "string" ? clean(value) : value;
  const [step = "", ...rest] = steps;
  if (Array.isArray(value)) {
    return step === "*" ? value.map((entry: unknown) => mapAt(entry, rest, clean)) : value;
  }
  if (!value || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  if (step === "*") {
    return Object.fromEntries(
      Object.entries(object).map(([key, entry]) => [key, mapAt(entry, rest, clean)]),
    );
  }
  if (!Object.hasOwn(object, step)) return value;
  return { ...object, [step]: mapAt(object[step], rest, clean) };
}

/**
 * `value`, the record at `path` (a whole part or one entry of it), with each of its rich-text
 * fields passed through `clean`; everything else as it was. Values of another shape than the
 * content's are left for the record's schema to refuse.
 */
export function mapRichText(path: RecordPath, value: unknown, clean: Clean): unknown {
  const record = path.key === undefined ? [path.part] : [path.part, path.key];
  let result = value;
  for (const field of RICH_TEXT_FIELDS) {
    const steps = field.path.split(".");
    if (steps.length < record.length) continue;
    if (!record.every((segment, i) => steps[i] === "*" || steps[i] === segment)) continue;
    result = mapAt(result, steps.slice(record.length), (html) => clean(html, field.kind));
  }
  return result;
}
