/**
 * Phone numbers as text messages need them. A lead's phone is stored as typed ("(718) 555-0199");
 * Twilio and the stop list want E.164 ("+17185550199"). Only US numbers (NANP) are texted: the
 * spa's clients are local and its registration (A2P 10DLC) covers US carriers.
 */

/** Longest phone text looked at; anything longer is not a phone number. */
const MAX_PHONE_TEXT = 40;

/**
 * The E.164 form of a US number written any usual way ("(718) 555-0199", "718.555.0199",
 * "+1 718 555 0199"), or null when it is not a valid US number (area code and exchange start
 * with 2-9, as the North American plan requires).
 */
export function usTextNumber(phone: string): string | null {
  const text = phone.slice(0, MAX_PHONE_TEXT);
  let digits = "";
  for (const char of text) if (char >= "0" && char <= "9") digits += char;
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  if (digits[0]! < "2" || digits[3]! < "2") return null;
  return `+1${digits}`;
}

/** A number as logs may show it: the last two digits only ("+1 ••• •••-••99"). */
export function maskNumber(phone: string): string {
  const digits = phone.slice(0, MAX_PHONE_TEXT).replace(/\D/g, "");
  if (digits.length < 4) return "•••";
  return `+1 ••• •••-••${digits.slice(-2)}`;
}
