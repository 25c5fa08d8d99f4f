/**
 * The owner's response target (issue 19): how many opening-hours minutes a New lead may wait
 * before the inbox marks it "Over 15 min target", or none. Beside the 24-hour overdue mark, which
 * keeps its own rule. One schema for the accounts page's form and the stored setting.
 */
import { z } from "zod/mini";
import { csrfToken } from "./schemas";

export const TARGET_MIN_MINUTES = 5;
export const TARGET_MAX_MINUTES = 1440;
export const TARGET_HELP = `Type a whole number of minutes from ${TARGET_MIN_MINUTES} to ${TARGET_MAX_MINUTES}, or leave it empty for no target.`;

/** Minutes of opening hours, or null for no target. */
export const targetMinutes = z.nullable(
  z
    .int({ error: TARGET_HELP })
    .check(
      z.minimum(TARGET_MIN_MINUTES, { error: TARGET_HELP }),
      z.maximum(TARGET_MAX_MINUTES, { error: TARGET_HELP }),
    ),
);

export const responseTargetSchema = z.object({ csrfToken, minutes: targetMinutes });

/** The form's text as the schema reads it: empty is no target, anything else a number (or NaN). */
export const targetFieldValue = (text: string): number | null =>
  text.trim() === "" ? null : Number(text.trim().slice(0, 20));

/** "Over 15 min target", "Over 2 h target": the mark's words. */
export function targetWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
