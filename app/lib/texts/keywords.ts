/**
 * What a client's text asks of us (issue 37, item 4). The carriers' and the CTIA's opt-out words
 * stop every text to the number at once, whatever the case, spaces or punctuation around them;
 * START (and its usual synonyms) resumes; HELP (INFO) answers the spa's name and phone. A longer
 * message that only sounds like a stop ("please stop texting me") is not acted on by itself: staff
 * see it flagged as a likely stop with a one-tap "Stop texting".
 */

export const STOP_WORDS = [
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
] as const;
const START_WORDS = ["START", "UNSTOP", "YES", "SUBSCRIBE", "RESUME"] as const;
const HELP_WORDS = ["HELP", "INFO"] as const;

export type TextKeyword = "stop" | "start" | "help";

/** Longest text read for a keyword; a keyword message is one word. */
const MAX_KEYWORD_TEXT = 40;

/** The message's letters only, upper-cased: " Stop! " and "s.t.o.p" both read STOP. */
function lettersOf(body: string): string {
  let letters = "";
  for (const char of body.slice(0, MAX_KEYWORD_TEXT)) {
    const upper = char.toUpperCase();
    if (upper >= "A" && upper <= "Z") letters += upper;
  }
  return letters;
}

/** The keyword a whole message is, or null ("stop it" is not a keyword; "STOP." is). */
export function textKeyword(body: string): TextKeyword | null {
  if (body.trim().length > MAX_KEYWORD_TEXT) return null;
  const word = lettersOf(body);
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if ((START_WORDS as readonly string[]).includes(word)) return "start";
  if ((HELP_WORDS as readonly string[]).includes(word)) return "help";
  return null;
}

/** Longest message searched for the words of a likely stop. */
const MAX_LIKELY_TEXT = 500;
const LIKELY_STOP_PHRASES = [
  "stop texting",
  "stop messaging",
  "stop sending",
  "stop contacting",
  "don't text",
  "dont text",
  "do not text",
  "no more texts",
  "no more messages",
  "unsubscribe",
  "remove me",
  "take me off",
  "leave me alone",
  "wrong number",
  "opt out",
];

/** A message that asks, in other words, not to be texted (shown to staff, never acted on alone). */
export function isLikelyStop(body: string): boolean {
  if (textKeyword(body)) return false;
  const text = body
    .slice(0, MAX_LIKELY_TEXT)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, " ");
  return LIKELY_STOP_PHRASES.some((phrase) => text.includes(phrase));
}
