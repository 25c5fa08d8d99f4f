/**
 * The salon record's hours and about-us text as the pages show them (SPEC.md 3), used by the
 * loaders and by the staff editors' previews. Kept apart from `salon.ts` (see there).
 */
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
