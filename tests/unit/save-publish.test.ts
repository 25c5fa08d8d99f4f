import { describe, expect, it } from "vitest";
import { alsoPublishesWords, otherChanges } from "../../app/routes/staff/content/save-publish";

const change = (record: string, label = record) => ({ record, label });

describe("what else a Save and publish puts live", () => {
  it("leaves out the editor's own record, whichever side names the part", () => {
    const changes = [change("salon"), change("menus.2"), change("reviews"), change("blog.1")];
    expect(otherChanges(changes, "menus.2").map((c) => c.record)).toEqual([
      "salon",
      "reviews",
      "blog.1",
    ]);
    expect(otherChanges(changes, "reviews.3").map((c) => c.record)).toEqual([
      "salon",
      "menus.2",
      "blog.1",
    ]);
    expect(otherChanges([change("reviews.3")], "reviews")).toEqual([]);
    // "menus.1" is not "menus.12"'s.
    expect(otherChanges([change("menus.12")], "menus.1")).toHaveLength(1);
  });

  it("says how many and names the first few in words", () => {
    expect(alsoPublishesWords([])).toBe("");
    expect(alsoPublishesWords([change("salon", "Salon details")])).toBe(
      "Save and publish also publishes 1 other change in the draft: Salon details.",
    );
    const five = ["A", "B", "C", "D", "E"].map((label, i) => change(`menus.${i}`, label));
    expect(alsoPublishesWords(five)).toBe(
      "Save and publish also publishes 5 other changes in the draft: A, B, C and 2 more.",
    );
  });
});
