/** Display rules for treatment galleries (SPEC.md 3, gallery item). */

/** Lower-cased extension of a URL's path, ignoring any query string or fragment. */
function extensionOf(url: string): string {
  const path = url.trim().split(/[?#]/)[0] ?? "";
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

const SLIDER_EXTENSIONS: ReadonlySet<string> = new Set(["png", "jpg", "jpeg"]);
const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(["mov", "mp4"]);

/** Gallery images: png/jpg/jpeg (case-insensitive, ignore query strings) are slider images. */
export function isSliderImage(url: string): boolean {
  return SLIDER_EXTENSIONS.has(extensionOf(url));
}

/** mov/mp4 gallery entries are videos. */
export function isVideo(url: string): boolean {
  return VIDEO_EXTENSIONS.has(extensionOf(url));
}

/** Splits a gallery list into {images, video: first video or null}. */
export function splitGallery<T extends { gallery_image: string }>(
  items: T[],
): { images: T[]; video: T | null } {
  return {
    images: items.filter((item) => isSliderImage(item.gallery_image)),
    video: items.find((item) => isVideo(item.gallery_image)) ?? null,
  };
}
