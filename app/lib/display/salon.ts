/** Display rules for the shared salon record (SPEC.md 3, salon record). */

// The about-us rules live in their own module: the staff editors show them as the owner
// types, and a module imported by both public and staff pages would put them (and the text
// helpers) in the chunk every public page downloads, where only telHref is needed.
export { parseAboutUs, type AboutUs } from "./salon-text";

/** Everything from an extension marker on ("ext. 12", "x12", "#12") is not part of the number. */
const EXTENSION_MARKER = /ext|x|#/i;

/** "(718) 555-0142" -> "+17185550142" for tel: links (digits only, US numbers get +1). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const marker = trimmed.search(EXTENSION_MARKER);
  const number = marker < 0 ? trimmed : trimmed.slice(0, marker).trimEnd();
  const digits = number.replace(/\D/g, "");
  if (digits === "") return "";
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  // Any other length is only dialable as written; keep an explicit international prefix.
  return number.startsWith("+") ? `+${digits}` : digits;
}
