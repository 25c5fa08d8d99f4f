/** Display rules for the Memberships page (SPEC.md 3, membership item). */
import { collapseSpaces, nonEmptyLines } from "./text";

/** "Membership Policies", case-insensitive, trimmed. */
export function isMembershipPolicies(title: string): boolean {
  return collapseSpaces(title).toLowerCase() === "membership policies";
}

export interface MembershipSummary {
  summary: string;
  benefits: string[];
}

/** SPEC.md 3 leaves "Plus:" extras off the benefit list; the word boundary keeps "Surplus:" in. */
const PLUS_LINE = /\bplus:/i;

/**
 * First non-empty line is the summary; remaining non-empty lines are benefits, excluding lines
 * containing "Plus:". Strip HTML tags if present.
 */
export function parseMembership(description: string): MembershipSummary {
  const [summary = "", ...rest] = nonEmptyLines(description);
  return { summary, benefits: rest.filter((line) => !PLUS_LINE.test(line)) };
}

/** Policy item description -> non-empty trimmed lines. */
export function parsePolicyLines(description: string): string[] {
  return nonEmptyLines(description);
}
