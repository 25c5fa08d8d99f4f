import { describe, expect, it } from "vitest";
import { landingAddress, landingOf, partId } from "~/routes/staff/shared/landing";

describe("an action's answer lands on the part it was posted from (decision 0046)", () => {
  it("adds the posted part as the redirect's fragment, and the notice belongs there", () => {
    expect(landingAddress("/staff/leads/1", "part-note", "/staff/leads/1.data")).toEqual({
      to: "/staff/leads/1#part-note",
      at: "part-note",
    });
  });

  it("keeps a fragment the page chose, and the notice follows it", () => {
    expect(landingAddress("/staff/funnel?days=7#spend", "part-spend", "/staff/funnel")).toEqual({
      to: "/staff/funnel?days=7#spend",
      at: "spend",
    });
  });

  it("ignores a posted part no page draws: no fragment, the notice at the top", () => {
    for (const forged of ['"><script>', "x".repeat(65), "#a", 42, null]) {
      expect(landingOf(forged)).toBeNull();
      expect(landingAddress("/staff", forged, "/staff")).toEqual({ to: "/staff", at: null });
    }
  });

  it("adds no fragment when the answer goes to another page (a deleted lead, back to the inbox)", () => {
    expect(landingAddress("/staff", "part-delete", "/staff/leads/1")).toEqual({
      to: "/staff",
      at: null,
    });
    expect(landingAddress("/staff?status=new", "part-delete", "/staff/leads/1.data")).toEqual({
      to: "/staff?status=new",
      at: null,
    });
  });

  it("names a part from an intent", () => {
    expect(partId("log-call")).toBe("part-log-call");
    expect(partId("Totp Remove!")).toBe("part-totp-remove");
  });
});
