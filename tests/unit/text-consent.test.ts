import { describe, expect, it } from "vitest";
import {
  consentDisclosure,
  consentDisclosureParts,
  PRIVACY_LINK_WORDS,
  TEXT_CONSENT_VERSION,
  TEXT_CONSENT_VERSIONS,
} from "~/lib/texts/consent";

describe("the text consent's words", () => {
  it("name the spa and hold the link to the privacy policy in the middle", () => {
    const [before, after] = consentDisclosureParts(TEXT_CONSENT_VERSION, "Serenity Day Spa");
    expect(before).toContain("text messages from Serenity Day Spa about your request");
    expect(before).toMatch(/Message and data rates may apply/);
    expect(before).toMatch(/Reply STOP to stop, HELP for help/);
    expect(before.endsWith("See our ")).toBe(true);
    expect(after).toBe(".");
    expect(consentDisclosure(TEXT_CONSENT_VERSION, "Serenity Day Spa")).toBe(
      `${before}${PRIVACY_LINK_WORDS}${after}`,
    );
  });

  it("keep a spa's name as typed, '$' patterns and braces included", () => {
    const words = consentDisclosure(TEXT_CONSENT_VERSION, "Spa $& {privacy} $1");
    expect(words).toContain("from Spa $& {privacy} $1 about");
    expect(words.endsWith(`See our ${PRIVACY_LINK_WORDS}.`)).toBe(true);
  });

  it("every version has exactly one spa and one privacy link", () => {
    for (const { disclosure } of Object.values(TEXT_CONSENT_VERSIONS)) {
      expect(disclosure.split("{spa}")).toHaveLength(2);
      expect(disclosure.split("{privacy}")).toHaveLength(2);
    }
  });
});
