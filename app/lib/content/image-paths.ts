/**
 * The image fields of the content (promo images, blog images, menu images, gallery media) and the
 * two kinds of path they may hold: an uploaded image (`/media/u/<id>/<width>.webp`, served from
 * the database) or a file of the content's media folder (`/media/<name>`). Pure and without
 * patterns: the server then checks that the image exists (content/image-check.server.ts).
 */
import { isUuid } from "../staff/leads";

export const IMAGE_PATH_MESSAGE = "Choose an image from the list";

/** The content's keys that hold an image (or a gallery's video) path. */
const IMAGE_KEYS = new Set([
  "specials_image_new",
  "post_image",
  "alternate_image",
  "alternate_image_two",
  "menu_attachment",
  "sub_menu_file",
  "gallery_image",
]);

/** Longer than any path the site makes; checked before anything else reads the text. */
const PATH_MAX = 300;
const MAX_DEPTH = 6;

export interface ImageField {
  /** The field's path inside the record, as the API's field errors name it ("0.post_image"). */
  field: string;
  src: string;
}

/** Every non-empty image path in a record's value (an empty one is "no image"). */
export function imageFieldsOf(value: unknown, prefix = "", depth = 0): ImageField[] {
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    if (IMAGE_KEYS.has(key) && !Array.isArray(value)) {
      return typeof item === "string" && item !== "" ? [{ field, src: item }] : [];
    }
    return imageFieldsOf(item, field, depth + 1);
  });
}

export type ImagePath =
  { kind: "uploaded"; id: string; width: number } | { kind: "static"; file: string };

const isDigits = (text: string) =>
  text.length > 0 && text.length <= 5 && [...text].every((char) => char >= "0" && char <= "9");

/**
 * A file name served as-is under /media: letters, digits, dot, dash, underscore, not starting with
 * a dot (so neither `.` nor `..`, nor a dotfile, which /media does not serve).
 */
export function isPlainFileName(name: string): boolean {
  if (name.length === 0 || name.length > 120 || name.startsWith(".")) return false;
  for (const char of name) {
    const ok =
      (char >= "a" && char <= "z") ||
      (char >= "A" && char <= "Z") ||
      (char >= "0" && char <= "9") ||
      char === "." ||
      char === "-" ||
      char === "_";
    if (!ok) return false;
  }
  return true;
}

/**
 * What a stored path points at, or undefined when it can be neither kind. Segments are checked
 * one by one (no `..`, no `%`, no backslash), so a static path stays inside the media folder.
 */
export function parseImagePath(src: string): ImagePath | undefined {
  if (src.length > PATH_MAX || !src.startsWith("/media/")) return undefined;
  const rest = src.slice("/media/".length);
  if (rest.startsWith("u/")) {
    const [, id, file, ...more] = rest.split("/");
    if (more.length > 0 || !id || !file || !isUuid(id) || !file.endsWith(".webp")) {
      return undefined;
    }
    const width = file.slice(0, -".webp".length);
    return isDigits(width)
      ? { kind: "uploaded", id: id.toLowerCase(), width: Number(width) }
      : undefined;
  }
  const segments = rest.split("/");
  return segments.every(isPlainFileName) ? { kind: "static", file: segments.join("/") } : undefined;
}
