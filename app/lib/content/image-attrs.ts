/**
 * The `<img>` attributes of a content image (promo, blog, menu), computed by the page loaders on
 * the server so that pages gain no JavaScript: an uploaded image gets every WebP copy in `srcset`
 * with `sizes`, and the width and height of its largest copy (no layout shift); a file of the
 * media folder keeps the size its kind of artwork is drawn at (content/README.md).
 */
import { parseImagePath } from "./image-paths";

export interface ImageSize {
  width: number;
  height: number;
}

/** What the pages need of an uploaded image: its stored copies and the description typed with it. */
export interface UploadedImage {
  copies: readonly ImageSize[];
  /** Typed by the editor at upload ("Describe the image for people who cannot see it"). */
  alt: string;
}

/** The uploaded images, by image id (content/image-sizes.server.ts). */
export type UploadedImageCopies = Record<string, UploadedImage>;

export interface ImgAttrs {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * `src` as `<img>` attributes. `artwork` is the media folder's size for this place; `sizes` says
 * how wide the place is drawn (used only with a `srcset`).
 */
export function contentImageAttrs(
  src: string,
  copies: UploadedImageCopies,
  artwork: ImageSize,
  sizes: string,
): ImgAttrs {
  const image = parseImagePath(src);
  const known = image?.kind === "uploaded" ? copies[image.id]?.copies : undefined;
  if (!image || image.kind !== "uploaded" || !known || known.length === 0) {
    return { src, width: artwork.width, height: artwork.height };
  }
  const byWidth = [...known].sort((a, b) => a.width - b.width);
  const largest = byWidth[byWidth.length - 1]!;
  const url = (width: number) => `/media/u/${image.id}/${width}.webp`;
  return {
    src,
    srcSet: byWidth.map((copy) => `${url(copy.width)} ${copy.width}w`).join(", "),
    sizes,
    width: largest.width,
    height: largest.height,
  };
}

/**
 * The description an editor typed when uploading `src` (issue 29: the blog showed its image with
 * an empty alt), or "" for a media-folder file or an image the site knows nothing of.
 */
export function uploadedImageAlt(src: string, copies: UploadedImageCopies): string {
  const image = parseImagePath(src);
  return image?.kind === "uploaded" ? (copies[image.id]?.alt ?? "") : "";
}

/**
 * A blog post's artwork (1200 x 630, content/README.md) with its alt text, or null for a post
 * without one.
 */
export function blogImageAttrs(
  src: string,
  copies: UploadedImageCopies,
  sizes: string,
): (ImgAttrs & { alt: string }) | null {
  if (!src) return null;
  return {
    ...contentImageAttrs(src, copies, { width: 1200, height: 630 }, sizes),
    alt: uploadedImageAlt(src, copies),
  };
}

/** The ids of the uploaded images among `srcs`, once each. */
export function uploadedImageIds(srcs: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const src of srcs) {
    const image = parseImagePath(src);
    if (image?.kind === "uploaded") ids.add(image.id);
  }
  return [...ids];
}
