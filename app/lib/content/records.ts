/**
 * A record of the content is what one editor form saves: a whole part ("salon", "reviews") or one
 * entry of it ("menus.3", "blog.0", "faqs.tattoo", "websiteSettings.home_banner",
 * "specials.popups", "landingFaqs.ipl"). Its address is a short string, parsed without patterns
 * that could backtrack.
 */
import { z } from "zod/mini";
import {
  blogPostSchema,
  contentSchema,
  savedMenuSchema,
  promoSchema,
  reviewSchema,
  salonSchema,
  TREATMENTS,
  LANDING_FAQ_PAGES,
  WEBSITE_SETTING_NAMES,
  faqSchema,
  galleryItemSchema,
  CONTENT_LIMITS,
  type Content,
} from "./schemas";

export const CONTENT_PARTS = [
  "salon",
  "websiteSettings",
  "menus",
  "reviews",
  "faqs",
  "galleries",
  "landingFaqs",
  "blog",
  "specials",
] as const satisfies readonly (keyof Content)[];
export type ContentPart = (typeof CONTENT_PARTS)[number];

export interface RecordPath {
  part: ContentPart;
  /** An array index (a new entry when it equals the length) or an object key. */
  key?: string;
}

const ARRAY_PARTS: readonly ContentPart[] = ["menus", "reviews", "blog"];
const OBJECT_KEYS: Partial<Record<ContentPart, readonly string[]>> = {
  websiteSettings: WEBSITE_SETTING_NAMES,
  faqs: TREATMENTS,
  galleries: TREATMENTS,
  landingFaqs: LANDING_FAQ_PAGES,
  specials: ["specials", "popups"],
};

/** "menus.3" -> {part: "menus", key: "3"}; undefined when it names no record. */
export function parseRecordPath(raw: string): RecordPath | undefined {
  if (raw.length > 60) return undefined;
  const dot = raw.indexOf(".");
  const part = (dot < 0 ? raw : raw.slice(0, dot)) as ContentPart;
  if (!CONTENT_PARTS.includes(part)) return undefined;
  if (dot < 0) return { part };
  const key = raw.slice(dot + 1);
  if (ARRAY_PARTS.includes(part)) {
    if (key.length === 0 || key.length > 4) return undefined;
    for (const char of key) if (char < "0" || char > "9") return undefined;
    return { part, key: String(Number(key)) };
  }
  return OBJECT_KEYS[part]?.includes(key) ? { part, key } : undefined;
}

export const recordPathText = (path: RecordPath) =>
  path.key === undefined ? path.part : `${path.part}.${path.key}`;

/** The record's value in `content` (undefined for a new array entry). */
export function getRecord(content: Content, path: RecordPath): unknown {
  const part = content[path.part] as unknown;
  if (path.key === undefined) return part;
  // A version kept before the part existed (`landingFaqs`) has none: the record is absent there.
  if (part === undefined || part === null) return undefined;
  return Array.isArray(part) ? part[Number(path.key)] : (part as Record<string, unknown>)[path.key];
}

/** `content` with the record replaced (or appended, at an array's length); undefined if out of range. */
export function setRecord(content: Content, path: RecordPath, value: unknown): Content | undefined {
  if (path.key === undefined) return { ...content, [path.part]: value };
  const part = content[path.part] as unknown;
  if (Array.isArray(part)) {
    const index = Number(path.key);
    if (index > part.length) return undefined;
    const next = [...part];
    next[index] = value;
    return { ...content, [path.part]: next };
  }
  return { ...content, [path.part]: { ...(part as object), [path.key]: value } };
}

const ENTRY_SCHEMAS: Record<ContentPart, z.ZodMiniType> = {
  salon: salonSchema,
  websiteSettings: z
    .string()
    .check(z.maxLength(CONTENT_LIMITS.html, { error: "Too long", abort: true })),
  // A category's save checks its prices as amounts; reordering the categories does not.
  menus: savedMenuSchema,
  reviews: reviewSchema,
  faqs: z.array(faqSchema),
  galleries: z.array(galleryItemSchema),
  landingFaqs: z.array(faqSchema),
  blog: blogPostSchema,
  specials: z.array(promoSchema),
};

/** The schema of what a record holds: the part's own for a whole part, an entry's otherwise. */
export function recordSchema(path: RecordPath): z.ZodMiniType {
  if (path.key === undefined) return contentSchema.shape[path.part];
  return ENTRY_SCHEMAS[path.part];
}
