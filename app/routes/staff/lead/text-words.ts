/**
 * The lead page's words about texts (issue 37): why a lead cannot be texted, and the live count
 * under the text box. Pure: the loader, the action and the page (as she types) share them.
 */
import { countSegments } from "~/lib/texts/segments";
import type { CannotText } from "~/server/texts/service.server";

/** Why no text can be sent to this lead now, in words ("off" is said by `TextingNotSetUp`). */
export function cannotTextWords(reason: CannotText, who: string): string {
  switch (reason) {
    case "erased":
      return "This lead has been anonymized, so it cannot be texted.";
    case "off":
      return "Texting is not set up on this website yet, so no text can be sent from here.";
    case "no-number":
      return `${who}'s phone number is not a US number that can get texts, so no text can be sent from here.`;
    case "stopped":
      return `${who} asked for no more texts (they replied STOP), so none can be sent to this number. Only they can start them again, by texting START.`;
    case "no-consent":
      return `${who} did not tick “Text me about my request” on the form, so you may not text them first. Call or e-mail them instead; once they text the spa, you can answer here.`;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "42 characters · 1 text"; a character outside plain text (an emoji) shortens every text. */
export function textCountWords(body: string): string {
  const count = countSegments(body);
  const words = `${plural(count.characters, "character", "characters")} · ${plural(count.segments, "text", "texts")}`;
  return count.unicode ? `${words} (an emoji or special character makes each text shorter)` : words;
}
