/**
 * The salon record's about-us text as the pages show it (SPEC.md 3), used by the loaders and by
 * the staff editor's preview (the hours are lib/display/opening-hours.ts). Kept apart from `salon.ts` (see there).
 */
import { nonEmptyLines } from "./text";

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
