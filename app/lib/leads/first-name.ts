/**
 * The one piece of visitor-written text the site may put into a message it sends on its own (the
 * visitor's acknowledgement, a staff push alert; decision 0029): the first name, and only when it
 * looks like one. Anything else (a URL, markup, digits, a sentence) is left out and the message
 * greets without a name, so the forms cannot be used to send a stranger words of someone's choice.
 */

/** Longer than any first name worth writing into a greeting. */
export const FIRST_NAME_MAX = 24;

/**
 * Letters of any script, in at most two words joined by one space, hyphen or apostrophe:
 * "Ana", "Mary Jo", "Jean-Luc", "O'Neil", "Zoë", "Łucja". Linear: every repetition starts at a
 * delimiter, so no input can be matched two ways.
 */
const NAME = /^\p{L}+(?:[ '\u2019-]\p{L}+)?(?:[ '\u2019-]\p{L}+)?$/u;

/** The first word of what was typed as a name (a contact form's full name, or a first name field). */
export function greetableFirstName(typed: string): string | undefined {
  // Capped before any pattern runs (the fields are capped by their schemas too).
  const trimmed = typed.slice(0, 200).trim();
  if (trimmed.length === 0 || trimmed.length > 200) return undefined;
  const candidate = trimmed.normalize("NFC");
  if ([...candidate].length > FIRST_NAME_MAX) return undefined;
  if (!NAME.test(candidate)) return undefined;
  // "www" or "http" alone are letters, but no one's name: a link's start is refused as well.
  const lower = candidate.toLowerCase();
  if (/^(?:https?|www|ftp)(?:$|[ '\u2019-])/u.test(lower)) return undefined;
  return candidate;
}
