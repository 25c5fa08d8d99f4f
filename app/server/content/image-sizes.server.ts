/**
 * The sizes of the uploaded images' stored copies, for the pages' `srcset`, `width` and `height`,
 * and the description typed with each, for its `alt` (lib/content/image-attrs.ts). An id never
 * changes its image nor its description, so what was read once is kept for the process's life:
 * a page with uploaded images costs a query only the first time.
 */
import { eq, inArray } from "drizzle-orm";
import {
  uploadedImageIds,
  type UploadedImage,
  type UploadedImageCopies,
} from "~/lib/content/image-attrs";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";

/** Far more images than the site shows; past it the oldest-read are forgotten. */
const MAX_KNOWN = 2_000;
const known = new Map<string, UploadedImage>();

/** The copies of the uploaded images among `srcs`, by id; unknown ids are left out. */
export async function uploadedImageCopies(
  db: Database,
  srcs: readonly string[],
): Promise<UploadedImageCopies> {
  const ids = uploadedImageIds(srcs);
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await db
      .select({
        id: t.mediaVariant.imageId,
        width: t.mediaVariant.width,
        height: t.mediaVariant.height,
        alt: t.mediaImage.alt,
      })
      .from(t.mediaVariant)
      .innerJoin(t.mediaImage, eq(t.mediaImage.id, t.mediaVariant.imageId))
      .where(inArray(t.mediaVariant.imageId, missing));
    for (const id of missing) {
      const mine = rows.filter((row) => row.id === id);
      // Not found: asked again next time, since an import may name an image uploaded later.
      if (mine.length === 0) continue;
      if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
      known.set(id, {
        copies: mine.map(({ width, height }) => ({ width, height })),
        alt: mine[0]!.alt,
      });
    }
  }
  const found: UploadedImageCopies = {};
  for (const id of ids) {
    const image = known.get(id);
    if (image) found[id] = image;
  }
  return found;
}
