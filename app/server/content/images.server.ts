/**
 * Images the staff upload for the site: recognised by their bytes (JPEG, PNG, WebP, AVIF), decoded
 * and resized by sharp on libuv's thread pool (never on the event loop), kept in the database
 * (every app server serves them; the database backup holds them) as the original plus WebP copies
 * at the widths the pages use.
 */
import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Metadata } from "sharp";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";

/** The widths the pages ask for (srcset); an image is never enlarged past its own width. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp", "image/avif"]);
/** 40 megapixels: more than any camera photo the spa takes, far less than a decompression bomb. */
const MAX_PIXELS = 40_000_000;
export const ALT_MAX = 300;

export class ImageError extends Error {
  override name = "ImageError";
  constructor(
    message: string,
    readonly field: "image" | "alt",
  ) {
    super(message);
  }
}

export const imageUrl = (id: string, width: number) => `/media/u/${id}/${width}.webp`;

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  alt: string;
  /** The largest copy, and every copy for a srcset. */
  src: string;
  srcSet: string;
}

function describe(
  row: { id: string; width: number; height: number; alt: string },
  widths: number[],
) {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted.at(-1) ?? row.width;
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: row.alt,
    src: imageUrl(row.id, largest),
    srcSet: sorted.map((w) => `${imageUrl(row.id, w)} ${w}w`).join(", "),
  };
}

/** Checks, resizes and stores an upload; refuses anything that is not one of the four formats. */
export async function storeImage(
  db: Database,
  input: { bytes: Buffer; alt: string; createdBy: string | null },
): Promise<StoredImage> {
  const alt = input.alt.trim();
  if (alt.length === 0)
    throw new ImageError("Describe the image for people who cannot see it", "alt");
  if (alt.length > ALT_MAX) throw new ImageError(`Must be at most ${ALT_MAX} characters`, "alt");
  const type = await fileTypeFromBuffer(input.bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new ImageError("Only JPEG, PNG, WebP and AVIF images are accepted.", "image");
  }
  // sharp (libvips, about 11 MB of resident memory in a running server) is loaded by the first
  // upload, not at start: an app server that never resizes an image does not carry it.
  const { default: sharp } = await import("sharp");
  const decode = () => sharp(input.bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let meta: Metadata;
  try {
    meta = await decode().metadata();
  } catch {
    throw new ImageError("This image cannot be read: it may be damaged or too large.", "image");
  }
  // Phone photos carry their orientation in EXIF; the copies are turned upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width === 0 || height === 0) throw new ImageError("This image has no size.", "image");

  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length < IMAGE_WIDTHS.length) widths.push(Math.min(width, 1920));
  let variants: { width: number; height: number; bytes: Buffer }[];
  try {
    variants = await Promise.all(
      widths.map(async (w) => {
        const { data, info } = await decode()
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
  } catch {
    throw new ImageError("This image cannot be read: it may be damaged.", "image");
  }
  const row = await db.transaction(async (tx) => {
    const [image] = await tx
      .insert(t.mediaImage)
      .values({
        contentType: type.mime,
        width,
        height,
        alt,
        sha256: createHash("sha256").update(input.bytes).digest("hex"),
        original: input.bytes,
        createdBy: input.createdBy,
      })
      .returning({
        id: t.mediaImage.id,
        width: t.mediaImage.width,
        height: t.mediaImage.height,
        alt: t.mediaImage.alt,
      });
    await tx.insert(t.mediaVariant).values(variants.map((v) => ({ imageId: image!.id, ...v })));
    return image!;
  });
  return describe(
    row,
    variants.map((v) => v.width),
  );
}

/** One WebP copy's bytes, or undefined. */
export async function readImageVariant(db: Database, id: string, width: number) {
  const [row] = await db
    .select({ bytes: t.mediaVariant.bytes })
    .from(t.mediaVariant)
    .where(and(eq(t.mediaVariant.imageId, id), eq(t.mediaVariant.width, width)))
    .limit(1);
  return row?.bytes;
}

/** The uploaded images, newest first, for the editors' pickers. */
export async function listImages(db: Database, limit = 200): Promise<StoredImage[]> {
  const images = await db
    .select({
      id: t.mediaImage.id,
      width: t.mediaImage.width,
      height: t.mediaImage.height,
      alt: t.mediaImage.alt,
    })
    .from(t.mediaImage)
    .orderBy(desc(t.mediaImage.createdAt))
    .limit(limit);
  const variants = await db
    .select({ imageId: t.mediaVariant.imageId, width: t.mediaVariant.width })
    .from(t.mediaVariant);
  return images.map((image) =>
    describe(
      image,
      variants.filter((v) => v.imageId === image.id).map((v) => v.width),
    ),
  );
}
