/**
 * How a person's request names them: one e-mail address or one phone number, normalised the way
 * the stored leads are compared (e-mail: trimmed, case-insensitive; phone: its digits, a leading
 * US country code 1 of an 11-digit number dropped). Pure, shared by the page and the server.
 */

export type PersonKey = { kind: "email"; email: string } | { kind: "phone"; digits: string };

export const PERSON_KEY_MAX = 254;
/** What a person types around the digits of a phone number. */
const PHONE_PUNCTUATION = new Set([" ", "(", ")", "-", ".", "+", "/"]);

/** The digits of a phone number as compared: "+1 (718) 555-0100" and "7185550100" are one. */
export function phoneDigits(phone: string): string {
  let digits = "";
  for (const ch of phone.slice(0, 100)) if (ch >= "0" && ch <= "9") digits += ch;
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** The person named by what the owner typed, or null when it is neither an e-mail nor a phone. */
export function personKey(raw: string): PersonKey | null {
  const value = raw.slice(0, PERSON_KEY_MAX).trim();
  if (!value) return null;
  const at = value.indexOf("@");
  if (at >= 0) {
    const ok =
      at > 0 && at < value.length - 1 && !value.includes(" ") && value.indexOf("@", at + 1) < 0;
    return ok ? { kind: "email", email: value.toLowerCase() } : null;
  }
  for (const ch of value) {
    if (!(ch >= "0" && ch <= "9") && !PHONE_PUNCTUATION.has(ch)) return null;
  }
  const digits = phoneDigits(value);
  return digits.length >= 7 && digits.length <= 15 ? { kind: "phone", digits } : null;
}

export const PERSON_KEY_HELP =
  "Type one e-mail address (for example ana@example.com) or one phone number (for example 718 555 0100).";

/** Enough to recognise the person; a name typed differently on another form is another line. */
const MAX_NAMES = 5;
const NAME_MAX = 80;

const textOf = (value: unknown) =>
  typeof value === "string" ? value.slice(0, NAME_MAX * 2).trim() : "";

/**
 * The names on a person's leads, once each (contact inquiries have one field, the other forms
 * two), for the privacy page to show before an erasure: enough to recognise the person.
 */
export function namesOf(rows: Record<string, unknown>[]): string[] {
  const names = new Map<string, string>();
  for (const row of rows) {
    const name = (
      textOf(row.name) || `${textOf(row.first_name)} ${textOf(row.last_name)}`.trim()
    ).slice(0, NAME_MAX);
    const key = name.toLowerCase().replace(/\s+/g, " ");
    if (name && !names.has(key)) names.set(key, name);
    if (names.size === MAX_NAMES) break;
  }
  return [...names.values()];
}
