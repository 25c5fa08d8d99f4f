/**
 * What the privacy page says about a person's data (decision 0019): counts per kind in words, as
 * the audit row records them, never the address or number that was searched for.
 */
import { describeFound, type PersonSummary } from "~/server/staff/privacy/person-data.server";

export type { PersonSummary };

export const foundMessage = (summary: PersonSummary) =>
  summary.leads === 0
    ? "Nothing is stored about this person."
    : `Found: ${describeFound(summary)}.`;

export const erasedMessage = (summary: PersonSummary) =>
  summary.leads === 0
    ? "Nothing was stored about this person: nothing to erase."
    : `Erased: ${describeFound(summary)}.`;
