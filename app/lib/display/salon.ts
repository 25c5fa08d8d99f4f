/** Display rules for the shared salon record (SPEC.md 3, salon record). */
import { nonEmptyLines } from "./text";

export interface HoursLine {
  day: string;
  hours: string;
}

/** The first colon followed by a space (or ending the line): times like "9:00" have no space. */
const DAY_SEPARATOR = /:(?:\s+|$)/;

function parseHoursLine(line: string): HoursLine {
  const match = DAY_SEPARATOR.exec(line);
  if (!match || match.index === 0) return { day: line, hours: "" };
  return {
    day: line.slice(0, match.index).trim(),
    hours: line.slice(match.index + match[0].length).trim(),
  };
}

/**
 * config_hours is newline-separated "Monday: 9:00 AM - 2:00 PM" lines ->
 * [{day:"Monday",hours:"9:00 AM - 2:00 PM"}]; a line without ':' separator after the day gives
 * day=line, hours="". Split on the FIRST ": " only (times contain ':'). Blank lines skipped.
 */
export function parseHours(configHours: string): HoursLine[] {
  return nonEmptyLines(configHours).map(parseHoursLine);
}

export interface AboutUs {
  heading: string;
  intro: string;
  sections: { heading: string; body: string }[];
}

/**
 * config_aboutus: newline-separated; first non-empty line heading, second intro, then heading/body
 * pairs (a trailing heading without body gets body "").
 */
export function parseAboutUs(configAboutUs: string): AboutUs {
  const [heading = "", intro = "", ...rest] = nonEmptyLines(configAboutUs);
  const sections: AboutUs["sections"] = [];
  for (let i = 0; i < rest.length; i += 2) {
    sections.push({ heading: rest[i] ?? "", body: rest[i + 1] ?? "" });
  }
  return { heading, intro, sections };
}

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
