import { describe, expect, it } from "vitest";
import { postedText } from "~/lib/forms/form-check";

describe("postedText", () => {
  it("reads a posted field as text, and anything else as empty", () => {
    const form = new FormData();
    form.set("name", "Ana");
    form.set("blank", "");
    form.set("file", new Blob(["x"]), "x.txt");
    expect(postedText(form.get("name"))).toBe("Ana");
    expect(postedText(form.get("blank"))).toBe("");
    expect(postedText(form.get("file"))).toBe("");
    expect(postedText(form.get("missing"))).toBe("");
    expect(postedText(undefined)).toBe("");
  });
});
