/**
 * The demo content as version-controlled files (layout in content/README.md): read, validated,
 * and written back in the same layout so that export -> import round-trips.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod/mini";
import { contentSchema, WEBSITE_SETTING_NAMES, type Content } from "~/lib/content/schemas";

export { contentSchema, WEBSITE_SETTING_NAMES, type Content };
export type { WebsiteSettingName } from "~/lib/content/schemas";

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

const STEM_MAX = 80;

/**
 * File names for the blog posts, in the content's order: the position, then the title as the
 * site's slug spells it (lower-cased, spaces turned to hyphens, other characters dropped, cut to
 * a length every file system accepts; `post` for a title of symbols only). The position makes
 * every name unique (two titles that differ only in punctuation or case never share a file) and
 * keeps the order through export and import.
 */
export function blogFileStems(titles: readonly string[]): string[] {
  const width = Math.max(3, String(titles.length).length);
  return titles.map((title, index) => {
    const slug =
      title
        .slice(0, STEM_MAX * 4)
        .toLowerCase()
        .trim()
        .replace(/\s+/g, "-")
        .replace(/[^a-z0-9-]/g, "")
        .slice(0, STEM_MAX) || "post";
    return `${String(index + 1).padStart(width, "0")}-${slug}`;
  });
}

/** Numbered names in number order (`0010-` after `009-`), others after them by name. */
const byPosition = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

export async function readContentDir(dir: string): Promise<Content> {
  const websiteSettings: Record<string, string> = {};
  for (const name of WEBSITE_SETTING_NAMES) {
    const file = path.join(dir, "website-settings", `${name}.html`);
    websiteSettings[name] = await fs.readFile(file, "utf8").catch(() => "");
  }
  const blogDir = path.join(dir, "blog");
  const blogFiles = (await fs.readdir(blogDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".json"))
    .sort(byPosition);
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
    landingFaqs: await readJson(path.join(dir, "landing-faqs.json")),
    blog,
    specials: await readJson(path.join(dir, "specials.json")),
  };
  const parsed = z.safeParse(contentSchema, raw);
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
  await fs.writeFile(path.join(dir, "landing-faqs.json"), json(content.landingFaqs));
  await fs.writeFile(path.join(dir, "specials.json"), json(content.specials));
  const blogDir = path.join(dir, "blog");
  for (const file of await fs.readdir(blogDir)) {
    if (file.endsWith(".json") || file.endsWith(".html")) await fs.rm(path.join(blogDir, file));
  }
  const stems = blogFileStems(content.blog.map((post) => post.post_title));
  for (const [index, post] of content.blog.entries()) {
    const { post_description, ...meta } = post;
    const stem = stems[index]!;
    await fs.writeFile(path.join(blogDir, `${stem}.json`), json(meta));
    await fs.writeFile(path.join(blogDir, `${stem}.html`), post_description);
  }
}
