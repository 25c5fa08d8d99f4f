/**
 * A saved record's image paths must point at real images (decision 0012): an uploaded image's copy
 * that the database holds, or a file in the content's media folder. A path typed by hand, a
 * removed file or a path out of the folder is refused at save time instead of leaving a broken
 * image (or a request to anywhere) on a public page.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import {
  IMAGE_PATH_MESSAGE,
  imageFieldsOf,
  parseImagePath,
  type ImageField,
} from "~/lib/content/image-paths";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";

/** More image fields than the whole demo content holds; a record with more is refused. */
const MAX_FIELDS = 2_000;

async function isFileIn(folder: string, file: string): Promise<boolean> {
  // parseImagePath already refuses `..`; the resolved path is checked against the folder anyway.
  const full = path.resolve(folder, path.normalize(file));
  if (!full.startsWith(folder + path.sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

async function uploadedCopies(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: t.mediaVariant.imageId, width: t.mediaVariant.width })
    .from(t.mediaVariant)
    .where(inArray(t.mediaVariant.imageId, ids));
  return new Set(rows.map((row) => `${row.id}/${row.width}`));
}

/** Field errors (`{"0.specials_image_new": "Choose an image from the list"}`) for bad paths. */
export async function imagePathErrors(
  db: Database,
  mediaDir: string,
  value: unknown,
): Promise<Record<string, string>> {
  const fields: ImageField[] = imageFieldsOf(value);
  if (fields.length > MAX_FIELDS) return { "": "Too many images in one record." };
  const folder = path.resolve(mediaDir);
  const parsed = fields.map((field) => ({ ...field, path: parseImagePath(field.src) }));
  const ids = [...new Set(parsed.flatMap((p) => (p.path?.kind === "uploaded" ? [p.path.id] : [])))];
  const copies = await uploadedCopies(db, ids);
  const staticFiles = new Map<string, Promise<boolean>>();
  const errors: Record<string, string> = {};
  for (const { field, path: image } of parsed) {
    let ok = false;
    if (image?.kind === "uploaded") ok = copies.has(`${image.id}/${image.width}`);
    if (image?.kind === "static") {
      const known = staticFiles.get(image.file) ?? isFileIn(folder, image.file);
      staticFiles.set(image.file, known);
      ok = await known;
    }
    if (!ok) errors[field] = IMAGE_PATH_MESSAGE;
  }
  return errors;
}
