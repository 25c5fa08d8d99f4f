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

/** Lead forms want digits only, no formatting (SPEC.md 5: 'Phone number must be numeric'). */
export function digitsOnly(value: string, max = 15): string {
  return value.replace(/\D/g, "").slice(0, max);
}
