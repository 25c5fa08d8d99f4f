/** What each role may see and do (issue 35, item 12): one rule, and the words that say it. */
import { describe, expect, it } from "vitest";
import { mayExportLeads, roleAbilities } from "~/lib/staff/roles";

describe("mayExportLeads", () => {
  it("is an owner's always, a staff member's only when the owners allow it", () => {
    expect(mayExportLeads("owner", false)).toBe(true);
    expect(mayExportLeads("staff", false)).toBe(false);
    expect(mayExportLeads("staff", true)).toBe(true);
  });
});

describe("roleAbilities", () => {
  it("says what a staff member may do under the owners' switches, in plain words", () => {
    const none = roleAbilities({ staffMayEditContent: false, staffMayExportLeads: false });
    expect(none.staff).toContain(
      "Not export every lead's details at once (you can allow it below).",
    );
    expect(none.staff).toContain("Not edit the site's content (you can allow it below).");
    const both = roleAbilities({ staffMayEditContent: true, staffMayExportLeads: true });
    expect(both.staff).toContain(
      "Export every lead's details to a spreadsheet file (you allow it below).",
    );
    expect(both.staff).toContain("Edit and publish the site's content (you allow it below).");
    expect(both.owner).toEqual(none.owner);
  });
});
