/**
 * The lead page's words about texts (issue 37): the live count under the text box (characters and
 * texts, the shorter texts of an emoji said once), why a lead cannot be texted, and the inbox's
 * "new texts" and a missed call's title.
 */
import { describe, expect, it } from "vitest";
import { cannotTextWords, textCountWords } from "~/routes/staff/lead/text-words";
import { leadTitle, newTextsWords } from "~/lib/staff/lead-display";

describe("the text box's count", () => {
  it("counts characters and texts in words, one and many", () => {
    expect(textCountWords("")).toBe("0 characters · 0 texts");
    expect(textCountWords("A")).toBe("1 character · 1 text");
    expect(textCountWords("a".repeat(160))).toBe("160 characters · 1 text");
    expect(textCountWords("a".repeat(161))).toBe("161 characters · 2 texts");
  });

  it("says when an emoji makes each text shorter", () => {
    expect(textCountWords(`${"a".repeat(69)}🙂`)).toBe(
      "70 characters · 2 texts (an emoji or special character makes each text shorter)",
    );
  });
});

describe("why a lead cannot be texted", () => {
  it("names the person and what to do, with no codes", () => {
    expect(cannotTextWords("no-consent", "Dana")).toMatch(/^Dana did not tick/);
    expect(cannotTextWords("stopped", "Dana")).toContain("by texting START");
    for (const reason of ["erased", "off", "no-number", "stopped", "no-consent"] as const) {
      const words = cannotTextWords(reason, "Dana");
      expect(words).not.toContain(reason);
      expect(words).not.toMatch(/_|\d/);
    }
  });
});

describe("the inbox's words", () => {
  it("says new texts once and many, and nothing for none", () => {
    expect(newTextsWords(0)).toBeNull();
    expect(newTextsWords(1)).toBe("1 new text");
    expect(newTextsWords(3)).toBe("3 new texts");
  });

  it("titles a missed call and an anonymized lead", () => {
    expect(leadTitle({ name: " ", kind: "missed_call" })).toBe("Missed call");
    expect(leadTitle({ name: "", kind: "contact" })).toBe("Anonymized lead");
    expect(leadTitle({ name: "Dana Reyes", kind: "contact" })).toBe("Dana Reyes");
  });
});
