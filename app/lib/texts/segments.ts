/**
 * How many SMS segments a text costs (Twilio bills per segment): up to 160 characters of the GSM
 * 7-bit alphabet fit in one, 153 per segment after that; one character outside it (an emoji, a
 * curly quote) makes the whole text UCS-2: 70, then 67 per segment. The GSM extension characters
 * (^{}[]~|€\) count twice.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

export interface SegmentCount {
  /** Characters as the person counts them (an emoji is one). */
  characters: number;
  segments: number;
  /** True when a character outside the GSM alphabet made the text UCS-2. */
  unicode: boolean;
}

/** Longest text counted: ten segments of anything is already past any text we send. */
export const MAX_TEXT_LENGTH = 1_000;

export function countSegments(body: string): SegmentCount {
  const chars = Array.from(body.slice(0, MAX_TEXT_LENGTH * 2));
  let septets = 0;
  let unicode = false;
  for (const char of chars) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else unicode = true;
  }
  if (chars.length === 0) return { characters: 0, segments: 0, unicode: false };
  if (unicode) {
    // UCS-2 counts code units: an emoji outside the basic plane takes two.
    const units = body.length;
    return { characters: chars.length, segments: units <= 70 ? 1 : Math.ceil(units / 67), unicode };
  }
  return {
    characters: chars.length,
    segments: septets <= 160 ? 1 : Math.ceil(septets / 153),
    unicode,
  };
}
