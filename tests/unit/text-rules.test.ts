import { describe, expect, it } from "vitest";
import { isLikelyStop, textKeyword } from "~/lib/texts/keywords";
import { inTextingHours, nextTextingTime } from "~/lib/texts/hours";
import { maskNumber, usTextNumber } from "~/lib/texts/numbers";
import { countSegments } from "~/lib/texts/segments";

describe("what a client's text asks", () => {
  it.each([
    ["STOP", "stop"],
    [" stop! ", "stop"],
    ["Stop.", "stop"],
    ["s t o p", "stop"],
    ["StopAll", "stop"],
    ["unsubscribe", "stop"],
    ["CANCEL", "stop"],
    ["end", "stop"],
    ["Quit", "stop"],
    ["revoke", "stop"],
    ["opt-out", "stop"],
    ["OPTOUT", "stop"],
    ["start", "start"],
    ["UNSTOP", "start"],
    ["help", "help"],
    ["Info?", "help"],
    ["stop it", null],
    ["please stop texting me", null],
    ["Is Saturday free?", null],
    ["x".repeat(5000), null],
  ])("%j is %s", (body, keyword) => {
    expect(textKeyword(body)).toBe(keyword);
  });

  it("flags messages that sound like a stop without being the keyword", () => {
    expect(isLikelyStop("please stop texting me")).toBe(true);
    expect(isLikelyStop("Don’t text this number again")).toBe(true);
    expect(isLikelyStop("wrong number")).toBe(true);
    expect(isLikelyStop("STOP")).toBe(false);
    expect(isLikelyStop("Can I stop by at 3?")).toBe(false);
  });
});

describe("US numbers for texts", () => {
  it.each([
    ["(718) 555-0199", "+17185550199"],
    ["718.555.0199", "+17185550199"],
    ["+1 718 555 0199", "+17185550199"],
    ["17185550199", "+17185550199"],
    ["7180550199", null], // exchange starting with 0
    ["1185550199", null], // area code starting with 1
    ["+44 20 7183 8750", null],
    ["555-0199", null],
    ["9".repeat(500), null],
  ])("%j is %s", (typed, e164) => {
    expect(usTextNumber(typed)).toBe(e164);
  });

  it("masks all but the last two digits for logs", () => {
    expect(maskNumber("+17185550199")).toBe("+1 ••• •••-••99");
  });
});

describe("segments", () => {
  it("counts GSM-7 texts by 160, then 153 per segment", () => {
    expect(countSegments("")).toEqual({ characters: 0, segments: 0, unicode: false });
    expect(countSegments("a".repeat(160))).toMatchObject({ segments: 1, unicode: false });
    expect(countSegments("a".repeat(161))).toMatchObject({ segments: 2 });
    expect(countSegments("a".repeat(306))).toMatchObject({ segments: 2 });
    expect(countSegments("a".repeat(307))).toMatchObject({ segments: 3 });
  });
  it("counts the GSM extension characters twice", () => {
    expect(countSegments("€".repeat(80))).toMatchObject({ characters: 80, segments: 1 });
    expect(countSegments("€".repeat(81))).toMatchObject({ segments: 2 });
  });
  it("makes a text with any other character UCS-2: 70, then 67 per segment", () => {
    expect(countSegments(`${"a".repeat(69)}’`)).toMatchObject({ segments: 1, unicode: true });
    expect(countSegments(`${"a".repeat(70)}’`)).toMatchObject({ segments: 2 });
    expect(countSegments("😀")).toMatchObject({ characters: 1, segments: 1, unicode: true });
  });
});

describe("texting hours (8:00-21:00 New York)", () => {
  it.each([
    ["2026-12-07T13:00:00Z", true], // 8:00 EST
    ["2026-12-07T12:59:59Z", false], // 7:59
    ["2026-12-08T01:59:00Z", true], // 20:59
    ["2026-12-08T02:00:00Z", false], // 21:00
    ["2026-07-07T12:00:00Z", true], // 8:00 EDT
  ])("%s is inside: %s", (at, inside) => {
    expect(inTextingHours(new Date(at))).toBe(inside);
  });

  it("holds a text to the next 8:00, across days and daylight saving", () => {
    const next = (at: string) => nextTextingTime(new Date(at)).toISOString();
    expect(next("2026-12-07T20:00:00.000Z")).toBe("2026-12-07T20:00:00.000Z");
    expect(next("2026-12-08T04:30:00.000Z")).toBe("2026-12-08T13:00:00.000Z"); // 23:30 -> 8:00
    expect(next("2026-12-08T10:00:00.000Z")).toBe("2026-12-08T13:00:00.000Z"); // 5:00 -> 8:00
    // Saturday 7 March 2026, 22:00 EST -> Sunday 8 March 8:00 EDT (clocks went forward at 2:00).
    expect(next("2026-03-08T03:00:00.000Z")).toBe("2026-03-08T12:00:00.000Z");
    // Saturday 31 October 2026, 22:00 EDT -> Sunday 1 November 8:00 EST.
    expect(next("2026-11-01T02:00:00.000Z")).toBe("2026-11-01T13:00:00.000Z");
  });
});
