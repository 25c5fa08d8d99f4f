/**
 * What the website-setting editor loads (routes/staff/content/pages/content-page.tsx): the draft's value, read
 * back into the fields its form edits (decision 0013), the images a banner may use, and the
 * record's history.
 */
import sanitizeHtml from "sanitize-html";
import type { PageLoadContext } from "~/load-context";
import {
  bannerHtml,
  testimonialsHtml,
  type BannerFields,
  type Testimonial,
  type WebsiteSettingEntry,
} from "~/lib/content/website-settings";
import type { RecordForm } from "~/routes/staff/content/record-form";
import {
  bannerFormSchema,
  richTextFormSchema,
  testimonialsFormSchema,
} from "./website-setting-form";
import { listMediaImages } from "~/server/content/media-list.server";
import { loadContentRecord } from "../content-record.server";

/**
 * The stored HTML reduced to the few tags the structured editors read, without attributes other
 * than an image's, nor inline markup (its text stays): what is left is flat enough to read with
 * plain searches.
 */
const FLAT: sanitizeHtml.IOptions = {
  allowedTags: ["img", "h1", "h2", "p", "blockquote", "cite"],
  allowedAttributes: { img: ["src", "alt"] },
  allowedSchemesByTag: { img: ["http", "https"] },
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title"],
  disallowedTagsMode: "discard",
};

const DECODED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (whole, name: string) => DECODED[name] ?? whole);

/** The text of each `<tag>…</tag>` in `html`, in order. */
function textsOf(html: string, tag: string): string[] {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const texts: string[] = [];
  let from = html.indexOf(open);
  while (from >= 0) {
    const start = from + open.length;
    const end = html.indexOf(close, start);
    if (end < 0) break;
    texts.push(html.slice(start, end));
    from = html.indexOf(open, end + close.length);
  }
  return texts;
}

const plain = (html: string) => decode(html.replace(/<[^<>]*>/g, "")).trim();

function attribute(tag: string, name: string): string {
  const marker = ` ${name}="`;
  const start = tag.indexOf(marker);
  if (start < 0) return "";
  const end = tag.indexOf('"', start + marker.length);
  return end < 0 ? "" : decode(tag.slice(start + marker.length, end));
}

/** A stored banner's image, its text, heading and tagline (the first of each). */
export function bannerFieldsOf(stored: string): BannerFields {
  const html = sanitizeHtml(stored.slice(0, 200_000), FLAT);
  const imageStart = html.indexOf("<img ");
  const imageTag = imageStart < 0 ? "" : html.slice(imageStart, html.indexOf(">", imageStart) + 1);
  const heading = textsOf(html, "h1")[0] ?? textsOf(html, "h2")[0] ?? "";
  return {
    image: attribute(imageTag, "src"),
    alt: attribute(imageTag, "alt"),
    heading: plain(heading),
    tagline: plain(textsOf(html, "p")[0] ?? ""),
  };
}

/** Stored testimonials: each blockquote's paragraphs (a line each) and its cite. */
export function testimonialsOf(stored: string): Testimonial[] {
  const html = sanitizeHtml(stored.slice(0, 200_000), FLAT);
  return textsOf(html, "blockquote").map((quote) => ({
    quote: textsOf(quote, "p").map(plain).filter(Boolean).join("\n"),
    name: plain(textsOf(quote, "cite")[0] ?? ""),
  }));
}

/** The images a banner may show: uploads first (newest first), then the media folder's. */
async function bannerImages(context: PageLoadContext) {
  const [uploads, media] = await Promise.all([
    context.services.staff.images(),
    listMediaImages(context.services.config.contentDir),
  ]);
  return [
    ...uploads.map((image) => ({ src: image.src, label: image.alt || image.src })),
    ...media.map((src) => ({ src, label: src.slice(src.lastIndexOf("/") + 1) })),
  ];
}

export async function websiteSettingEditorData(
  context: PageLoadContext,
  entry: WebsiteSettingEntry,
) {
  const record = await loadContentRecord(context, { part: "websiteSettings", key: entry.name });
  const html = typeof record.value === "string" ? record.value : "";
  const base = { entry, seen: record.seen, history: record.history };
  if (entry.kind === "banner") {
    return {
      ...base,
      kind: "banner" as const,
      banner: bannerFieldsOf(html),
      images: await bannerImages(context),
    };
  }
  if (entry.kind === "testimonials") {
    return { ...base, kind: "testimonials" as const, testimonials: testimonialsOf(html) };
  }
  return { ...base, kind: "text" as const, html };
}

const storedHtml = (stored: unknown) => (typeof stored === "string" ? stored : "");

/** Whether `posted` holds what `read` read from the stored HTML, field by field. */
const same = (posted: unknown, read: unknown) => JSON.stringify(posted) === JSON.stringify(read);

const bannerForm: RecordForm<typeof bannerFormSchema> = {
  schema: bannerFormSchema,
  toRecord: ({ image, alt, heading, tagline }, stored) => {
    const fields = { image, alt, heading, tagline };
    const html = storedHtml(stored);
    return same(fields, bannerFieldsOf(html)) ? html : bannerHtml(fields);
  },
};

const testimonialsForm: RecordForm<typeof testimonialsFormSchema> = {
  schema: testimonialsFormSchema,
  toRecord: ({ items }, stored) => {
    const quotes = items.map(({ quote, name }) => ({ quote, name }));
    const html = storedHtml(stored);
    return same(quotes, testimonialsOf(html)) ? html : testimonialsHtml(quotes);
  },
};

const richTextForm: RecordForm<typeof richTextFormSchema> = {
  schema: richTextFormSchema,
  toRecord: ({ html }) => html,
};

/**
 * How the page's action rebuilds the setting from its form: the structured kinds keep the stored
 * HTML when the fields are those the page read from it (a post of the form as rendered stores
 * the record unchanged, whatever markup it was written with), and write it anew otherwise.
 */
export function websiteSettingForm(entry: WebsiteSettingEntry) {
  if (entry.kind === "banner") return bannerForm;
  if (entry.kind === "testimonials") return testimonialsForm;
  return richTextForm;
}
