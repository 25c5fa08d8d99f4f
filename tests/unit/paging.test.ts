import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageOffset } from "~/lib/reviews/paging";

describe("review paging", () => {
  it("counts pages of five", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(pageCount(26)).toBe(6);
  });
  it("clamps typed page numbers", () => {
    expect(clampPage("3", 6)).toBe(3);
    expect(clampPage("99", 6)).toBe(6);
    expect(clampPage("0", 6)).toBe(1);
    expect(clampPage("abc", 6)).toBe(1);
    expect(clampPage(null, 6)).toBe(1);
    expect(clampPage(2.7, 6)).toBe(2);
  });
  it("offsets by 5 x (page - 1)", () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(10);
  });
});
