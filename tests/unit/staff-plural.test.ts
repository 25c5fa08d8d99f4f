import { describe, expect, it } from "vitest";
import { countOf } from "~/lib/staff/plural";

describe("a count in words", () => {
  it("uses the singular for exactly one and the plural for everything else", () => {
    expect(countOf(1, "contact inquiry", "contact inquiries")).toBe("1 contact inquiry");
    expect(countOf(2, "contact inquiry", "contact inquiries")).toBe("2 contact inquiries");
    expect(countOf(0, "e-mail reply", "e-mail replies")).toBe("0 e-mail replies");
    expect(countOf(11, "resume file", "resume files")).toBe("11 resume files");
  });
});
