/** The contact and career phone fields keep digits only, shown as (XXX) XXX-XXXX (SPEC.md 5). */
export const PHONE_MAX_DIGITS = 10;
export const PHONE_MAX_LENGTH = 14;

export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A phone number as staff pages show it: "(718) 555-0199" for a US number stored as ten digits,
 * "+1" and all ("7185550199", "+1 (718) 555-0199", "17185550199"); anything else (a foreign or
 * short number, a typo) as it was typed, since guessing its grouping would misstate it.
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  const us = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return us.length === PHONE_MAX_DIGITS ? formatPhoneInput(us) : value;
}

/** Lead forms want digits only, no formatting (SPEC.md 5: 'Phone number must be numeric'). */
export function digitsOnly(value: string, max = 15): string {
  return value.replace(/\D/g, "").slice(0, max);
}
