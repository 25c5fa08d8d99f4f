import { describe, expect, it } from "vitest";
import { checkLeadWork } from "~/routes/staff/lead/lead-work";
import { STAFF_LIMITS } from "~/lib/staff/schemas";

const token = { csrfToken: "t" };

describe("checkLeadWork: the lead page's one form asks for a note, a status, or both", () => {
  it("keeps a note typed before a status button instead of dropping it", () => {
    expect(
      checkLeadWork({ ...token, status: "contacted", version: 2, note: "Called, no answer." }),
    ).toEqual({
      ok: true,
      status: { csrfToken: "t", status: "contacted", version: 2 },
      note: "Called, no answer.",
    });
  });
  it("changes the status alone when no note was typed (spaces are none)", () => {
    expect(checkLeadWork({ ...token, status: "booked", version: 0, note: "  " })).toEqual({
      ok: true,
      status: { csrfToken: "t", status: "booked", version: 0 },
    });
  });
  it("adds a note alone, and asks for one when there is neither", () => {
    expect(checkLeadWork({ ...token, note: "Texted back." })).toEqual({
      ok: true,
      note: "Texted back.",
    });
    const empty = checkLeadWork({ ...token, note: "" });
    expect(empty).toMatchObject({ ok: false, message: "Write a note" });
  });
  it("refuses an unknown status, and a note too long with its status: nothing half done", () => {
    expect(checkLeadWork({ ...token, status: "won", version: 0, note: "x" })).toMatchObject({
      ok: false,
      message: "Choose a status",
    });
    const long = "x".repeat(STAFF_LIMITS.note + 1);
    const refused = checkLeadWork({ ...token, status: "booked", version: 0, note: long });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.errors).toHaveProperty("note");
  });
});
