/**
 * The images in `content/media` the editors may choose from (promo images, until uploads exist).
 * Only plain files directly in that folder, with a simple name and an image extension, are
 * listed, as the `/media/...` path the site serves them under: nothing the editor offers can point
 * outside the folder, however the folder's entries are named or linked.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { isPlainFileName } from "~/lib/content/image-paths";

const IMAGE_EXTENSIONS = [".avif", ".gif", ".jpeg", ".jpg", ".png", ".svg", ".webp"];

/** A name that is served as-is under /media: letters, digits, dot, dash, underscore; an image. */
export function isMediaImageName(name: string): boolean {
  if (!isPlainFileName(name)) return false;
  const dot = name.lastIndexOf(".");
  return dot > 0 && IMAGE_EXTENSIONS.includes(name.slice(dot).toLowerCase());
}

/** `/media/<name>` of every image in `<contentDir>/media`, sorted; empty when there is no folder. */
export async function listMediaImages(contentDir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(contentDir, "media"), { withFileTypes: true });
  } catch {
    // No media folder (an install without demo content): nothing to choose from yet.
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && isMediaImageName(entry.name))
    .map((entry) => `/media/${entry.name}`)
    .sort();
}
