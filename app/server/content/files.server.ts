/**
 * The demo content as version-controlled files (layout in content/README.md): read, validated,
 * and written back in the same layout so that export -> import round-trips.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { treatments } from "../db/schema.server";

export const WEBSITE_SETTING_NAMES = [
  "home_banner",
  "reviews_banner",
  "memberships_banner",
  "career_banner",
  "about_banner",
  "contact_banner",
  "privacy_policy_new",
  "cancellation_policy",
  "packages_banner",
  "blog_banner",
  "facial_banner",
  "advanced_skin_procedures",
  "laser_banner",
  "massages_banner",
  "body_treatments_banner",
  "brows_and_lashes_banner",
  "nails_banner",
  "waxing_banner",
  "health_banner",
  "melasma_removal_banner",
  "intense_pulsed_light_banner",
  "tattoo_removal_banner",
  "laser_hair_removal_banner",
  "melasma_removal_content",
  "Intense_pulsed_light_content",
  "tattoo_removal_content",
  "laser_hair_removal_content",
  "people_saying_melasma",
  "people_saying_intense",
  "people_saying_tattoo",
  "people_saying_laser",
] as const;
export type WebsiteSettingName = (typeof WEBSITE_SETTING_NAMES)[number];

const text = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a YYYY-MM-DD date");

export const salonFileSchema = z.object({
  salon_info: z.object({
    salon_name: text.min(1),
    salon_address: text,
    salon_city: text,
    salon_state: text,
    salon_zip: text,
    salon_contact_no: text,
    salon_email_id: text,
    config: z.object({ config_hours: text, config_emailid: text, config_aboutus: text }),
  }),
  socialmoduleinfo: z.object({
    instagram_url: text,
    facebook_url: text,
    youtube_url: text,
    yelp_reviews: text,
    google_plus_url: text,
    pinterest_url: text,
  }),
});

const subMenuItemSchema = z.object({
  sub_menu_title: text.min(1),
  sub_menu_description: text,
  sub_menu_price: text,
  sub_menu_file: text,
});

const menuSchema = z.object({
  menu_title: text.min(1),
  menu_description: text,
  alternate_image: text,
  alternate_image_two: text,
  menu_attachment: text,
  items: z.array(subMenuItemSchema),
});

const reviewSchema = z.object({
  reviewer_name: text.min(1),
  rating: z.number().int().min(1).max(5),
  review_description: text.min(1),
  review_source: text,
  review_date: isoDate,
});

const byTreatment = <T extends z.ZodType>(item: T) =>
  z.object(Object.fromEntries(treatments.map((t) => [t, z.array(item)])) as Record<
    (typeof treatments)[number],
    z.ZodArray<T>
  >);

const faqSchema = z.object({ questions: text.min(1), answers: text.min(1) });
const galleryItemSchema = z.object({ gallery_title: text, gallery_image: text.min(1) });
const promoSchema = z.object({ title: text, specials_image_new: text.min(1) });

const blogMetaSchema = z.object({
  post_title: text.min(1),
  post_date: isoDate,
  post_image: text,
  page_title: text,
  meta_desc: text,
  meta_key: text,
});

export const contentSchema = z.object({
  salon: salonFileSchema,
  websiteSettings: z.partialRecord(z.enum(WEBSITE_SETTING_NAMES), text),
  menus: z.array(menuSchema),
  reviews: z.array(reviewSchema),
  faqs: byTreatment(faqSchema),
  galleries: byTreatment(galleryItemSchema),
  blog: z.array(blogMetaSchema.extend({ post_description: text })),
  specials: z.object({ specials: z.array(promoSchema), popups: z.array(promoSchema) }),
});
export type Content = z.infer<typeof contentSchema>;

export class ContentError extends Error {
  override name = "ContentError";
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8"));
  } catch (error) {
    throw new ContentError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Blog slugs as the site builds them: title lower-cased, spaces turned to hyphens. */
export function blogFileStem(title: string): string {
  return title.toLowerCase().trim().replace(/\s+/g, "-").replace(/[^a-z0-9-]/g, "");
}

export async function readContentDir(dir: string): Promise<Content> {
  const websiteSettings: Record<string, string> = {};
  for (const name of WEBSITE_SETTING_NAMES) {
    const file = path.join(dir, "website-settings", `${name}.html`);
    websiteSettings[name] = await fs.readFile(file, "utf8").catch(() => "");
  }
  const blogDir = path.join(dir, "blog");
  const blogFiles = (await fs.readdir(blogDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".json"))
    .sort();
  const blog = [];
  for (const file of blogFiles) {
    const meta = (await readJson(path.join(blogDir, file))) as Record<string, unknown>;
    const htmlFile = path.join(blogDir, file.replace(/\.json$/, ".html"));
    blog.push({ ...meta, post_description: await fs.readFile(htmlFile, "utf8").catch(() => "") });
  }
  const raw = {
    salon: await readJson(path.join(dir, "salon.json")),
    websiteSettings,
    menus: await readJson(path.join(dir, "menus.json")),
    reviews: await readJson(path.join(dir, "reviews.json")),
    faqs: await readJson(path.join(dir, "faqs.json")),
    galleries: await readJson(path.join(dir, "galleries.json")),
    blog,
    specials: await readJson(path.join(dir, "specials.json")),
  };
  const parsed = contentSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ContentError(`Content in ${dir} is invalid:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Writes content in the layout readContentDir reads. Media files are left as they are. */
export async function writeContentDir(dir: string, content: Content): Promise<void> {
  await fs.mkdir(path.join(dir, "website-settings"), { recursive: true });
  await fs.mkdir(path.join(dir, "blog"), { recursive: true });
  await fs.writeFile(path.join(dir, "salon.json"), json(content.salon));
  for (const [name, html] of Object.entries(content.websiteSettings)) {
    await fs.writeFile(path.join(dir, "website-settings", `${name}.html`), html);
  }
  await fs.writeFile(path.join(dir, "menus.json"), json(content.menus));
  await fs.writeFile(path.join(dir, "reviews.json"), json(content.reviews));
  await fs.writeFile(path.join(dir, "faqs.json"), json(content.faqs));
  await fs.writeFile(path.join(dir, "galleries.json"), json(content.galleries));
  await fs.writeFile(path.join(dir, "specials.json"), json(content.specials));
  const blogDir = path.join(dir, "blog");
  for (const file of await fs.readdir(blogDir)) {
    if (file.endsWith(".json") || file.endsWith(".html")) await fs.rm(path.join(blogDir, file));
  }
  for (const post of content.blog) {
    const { post_description, ...meta } = post;
    const stem = blogFileStem(post.post_title);
    await fs.writeFile(path.join(blogDir, `${stem}.json`), json(meta));
    await fs.writeFile(path.join(blogDir, `${stem}.html`), post_description);
  }
}
