/**
 * The owners' choices for members with the staff role: whether they may edit content, and export
 * every lead's details (issue 35, item 12). Off by default, set by an owner only, recorded, and in
 * effect at once for sessions already open; the accounts page says what each role can do.
 */
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/server/db/schema.server";
import { STAFF_MAY_EXPORT_LEADS } from "~/server/staff/inbox/inbox-export.server";
import { oneBackend, testAppForBlock } from "../support/test-app";
import {
  accountsForm,
  noticeOf,
  postPageForm,
  memberForBlock,
  type SignedInMember,
} from "../support/staff";
import { postSalonForm } from "../support/salon-form";

describe.each(oneBackend)("letting staff edit content on %s", (backend) => {
  /** Site content's confirmed Discard, as a browser without JavaScript posts it. */
  const discard = (who: SignedInMember) =>
    postPageForm(
      app,
      "/staff/content",
      { csrfToken: who.csrfToken, intent: "discard", confirm: "yes" },
      { Cookie: who.cookie },
    );
  // The salon editor's form as a browser posts it (decision 0020), as an owner's page rendered
  // it: a member kept out of the editor cannot load it.
  const saveSalon = (who: SignedInMember) => postSalonForm(app, who, {}, owner);
  // The accounts page's form as a browser posts it (decision 0020): a ticked box sends "yes",
  // an unticked one nothing.
  const access = (staffMayEdit: boolean, who: SignedInMember) =>
    accountsForm(app, who, {
      intent: "content-access",
      ...(staffMayEdit ? { staffMayEdit: "yes" } : {}),
    });
  const page = (path: string, who: SignedInMember) =>
    fetch(`${app.url}${path}`, { headers: who.headers, redirect: "manual" });

  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  const member = memberForBlock(app, "staff");

  it("keeps staff out until an owner lets them in, then out again when the owner says so", async () => {
    const refused = await saveSalon(member);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(
      "Only an owner can edit the site&#x27;s content, unless the owners let staff do it too.",
    );
    expect((await page("/staff/content", member)).status).toBe(403);
    expect(await (await page("/staff", member)).text()).not.toContain('href="/staff/content"');

    const allowed = await access(true, owner);
    expect(allowed.status).toBe(302);
    expect(allowed.location).toBe("/staff/accounts");
    expect(noticeOf(allowed.response)?.text).toBe(
      "Staff members can now edit and publish the site's content.",
    );
    // The member's open session follows at once: no new sign-in needed.
    expect((await saveSalon(member)).status).toBe(302);
    expect((await page("/staff/content", member)).status).toBe(200);
    expect(await (await page("/staff", member)).text()).toContain('href="/staff/content"');
    expect((await discard(member)).status).toBe(302);

    const ownersOnly = await access(false, owner);
    expect(ownersOnly.status).toBe(302);
    expect(noticeOf(ownersOnly.response)?.text).toBe(
      "Only owners can edit the site's content now.",
    );
    expect((await saveSalon(member)).status).toBe(403);
    expect((await page("/staff/content/salon", member)).status).toBe(403);
  });

  it("is an owner's choice: staff cannot change it, and the owners' editing never depends on it", async () => {
    expect((await access(true, member)).status).toBe(403);
    expect(await app.services.staff.staffMayEditContent()).toBe(false);
    expect((await saveSalon(owner)).status).toBe(302);
    expect((await discard(owner)).status).toBe(302);
    // A form without the session's token is refused by the staff layout's guard.
    const forged = await accountsForm(
      app,
      { ...owner, csrfToken: "" },
      {
        intent: "content-access",
        staffMayEdit: "yes",
      },
    );
    expect(forged.status).toBe(403);
    expect(await app.services.staff.staffMayEditContent()).toBe(false);
  });

  it("shows the choice to owners on the accounts page, with what each role can do", async () => {
    const html = await (await page("/staff/accounts", owner)).text();
    expect(html).toContain("Staff members may edit and publish the site&#x27;s content");
    expect(html).toContain("What each role can do");
    expect(html).toContain(
      "Not export every lead&#x27;s details at once (you can allow it below).",
    );
    expect(html).toContain("Not edit the site&#x27;s content (you can allow it below).");
    expect(html).not.toContain("works leads");
  });

  describe("exporting every lead", () => {
    const exportCsv = (who: SignedInMember) =>
      postPageForm(app, "/staff/leads.csv", { csrfToken: who.csrfToken }, { Cookie: who.cookie });
    const exportRight = (allowed: boolean, who: SignedInMember) =>
      accountsForm(app, who, {
        intent: "leads-export",
        ...(allowed ? { staffMayExport: "yes" } : {}),
      });
    const exportButton = 'action="/staff/leads.csv"';
    const lastEvent = async (action: "leads_export_access_changed" | "leads_exported") => {
      const [row] = await app.database.db
        .select()
        .from(t.staffEvent)
        .where(eq(t.staffEvent.action, action))
        .orderBy(desc(t.staffEvent.at))
        .limit(1);
      return row;
    };

    it("is the owners' until an owner gives the right: refused (403) and no button before", async () => {
      const refused = await exportCsv(member);
      expect(refused.status).toBe(403);
      expect(refused.text).toContain("Only an owner can export every lead");
      expect(refused.response.headers.get("content-disposition")).toBeNull();
      expect(await (await page("/staff", member)).text()).not.toContain(exportButton);
      expect((await exportCsv(owner)).status).toBe(200);
      expect(await (await page("/staff", owner)).text()).toContain(exportButton);
      // Only an owner gives it.
      expect((await exportRight(true, member)).status).toBe(403);
      expect((await exportCsv(member)).status).toBe(403);
    });

    it("is a staff member's once an owner gives it, recorded, and the exports are logged", async () => {
      const given = await exportRight(true, owner);
      expect(given.status).toBe(302);
      expect(noticeOf(given.response)?.text).toContain("Staff members can now export");
      const [setting] = await app.database.db
        .select()
        .from(t.ownerSetting)
        .where(eq(t.ownerSetting.key, STAFF_MAY_EXPORT_LEADS.key));
      expect(setting).toMatchObject({ value: true, updatedBy: owner.userId });
      expect(await lastEvent("leads_export_access_changed")).toMatchObject({
        actorId: owner.userId,
        detail: "staff may export leads",
      });
      expect(await (await page("/staff", member)).text()).toContain(exportButton);
      const csv = await exportCsv(member);
      expect(csv.status).toBe(200);
      expect(csv.response.headers.get("content-disposition")).toMatch(/^attachment/);
      expect(await lastEvent("leads_exported")).toMatchObject({ actorId: member.userId });
      const html = await (await page("/staff/accounts", owner)).text();
      expect(html).toContain("Export every lead&#x27;s details to a spreadsheet file (you allow");

      const taken = await exportRight(false, owner);
      expect(noticeOf(taken.response)?.text).toBe(
        "Only owners can export every lead's details now.",
      );
      expect(
        await app.database.db
          .select()
          .from(t.staffEvent)
          .where(
            and(
              eq(t.staffEvent.action, "leads_export_access_changed"),
              eq(t.staffEvent.detail, "owners only"),
            ),
          ),
      ).toHaveLength(1);
      expect((await exportCsv(member)).status).toBe(403);
    });
  });
});
