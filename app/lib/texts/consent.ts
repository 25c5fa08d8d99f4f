/**
 * The consent box on the lead forms (issue 37, item 1) and the words carriers ask to see beside it
 * (the spa's name, what the texts are about, how often, rates, STOP, HELP, the privacy policy).
 * A lead stores the version of the words it was shown; a version's words never change once
 * published: new words are a new version, added here, and the old ones stay readable.
 */

export const TEXT_CONSENT_LABEL = "Text me about my request";

interface ConsentWords {
  /**
   * The disclosure under the box; `{spa}` is the spa's name from the site's salon record,
   * `{privacy}` the words "privacy policy", a link to the policy on the form.
   */
  disclosure: string;
}

export const TEXT_CONSENT_VERSIONS = {
  "2026-12-05": {
    disclosure:
      "By ticking this box you agree to receive text messages from {spa} about your request " +
      "(answers, appointment times and reminders), about 1-5 messages per request. Message and " +
      "data rates may apply. Reply STOP to stop, HELP for help. Consent is not a condition of " +
      "purchase. See our {privacy}.",
  },
} as const satisfies Record<string, ConsentWords>;

export type TextConsentVersion = keyof typeof TEXT_CONSENT_VERSIONS;
export const TEXT_CONSENT_VERSION: TextConsentVersion = "2026-12-05";

/** The words of the privacy policy's link inside the disclosure. */
export const PRIVACY_LINK_WORDS = "privacy policy";

/** A version's words with the spa's name (a function, so a "$" in the name stays as typed). */
const withSpa = (words: string, spa: string) => words.replace("{spa}", () => spa);

/**
 * The disclosure of a version around the privacy policy's link: the text before the link and
 * the text after it (the form puts `PRIVACY_LINK_WORDS` between them, as a link).
 */
export function consentDisclosureParts(
  version: TextConsentVersion,
  spa: string,
): [before: string, after: string] {
  const [before = "", after = ""] = TEXT_CONSENT_VERSIONS[version].disclosure.split("{privacy}");
  return [withSpa(before, spa), withSpa(after, spa)];
}

/** The disclosure of a version as the visitor read it, as plain text. */
export function consentDisclosure(version: TextConsentVersion, spa: string): string {
  return consentDisclosureParts(version, spa).join(PRIVACY_LINK_WORDS);
}

export const isConsentVersion = (value: string): value is TextConsentVersion =>
  Object.hasOwn(TEXT_CONSENT_VERSIONS, value);

/** The privacy policy's sentence about texts (issue 37). */
export const PRIVACY_TEXTS_SENTENCE =
  "Mobile numbers and text-message consent are never shared with or sold to third parties or " +
  "affiliates for marketing; they are used only to answer your request.";
