/**
 * The promotions editor's forms as a browser without JavaScript posts them (decision 0020): each
 * list posted as the page rendered it stores it unchanged; one change saved; a refusal shown
 * beside its field with what was typed kept and nothing stored; a stale form refused (409); a
 * record the page does not edit refused.
 */
import { describe, expect, it } from "vitest";
import { oneBackend } from "../support/test-app";
import { noticeOf } from "../support/staff";
import {
  ownerOnPagesForBlock,
  renderedErrors,
  renderedFields,
  withFields,
} from "../support/rendered-form";

const PAGE = "/staff/content/promos";
const LISTS = ["specials.popups", "specials.specials"] as const;

describe.each(oneBackend)("the promotions editor without JavaScript on %s", (backend) => {
  const forms = ownerOnPagesForBlock(backend);
  const editor = () => forms.app.services.staff.editor;
  const page = () => forms.browser.page(PAGE);
  const post = (fields: [string, string][]) => forms.browser.post(PAGE, fields);
  const draftPromos = async () => (await editor().draft()).content.specials;

  it("stores each list unchanged when its form is posted as rendered, dates included", async () => {
    // A dated pop-up first, so the dates' fields are posted as stored too.
    const dated = withFields(renderedFields(await page(), "specials.popups"), {
      "items.0.starts_on": "2030-01-01",
      "items.0.ends_on": "2030-01-31",
    });
    expect((await post(dated)).status).toBe(302);
    const before = await draftPromos();
    expect(before.popups[0]).toMatchObject({ starts_on: "2030-01-01", ends_on: "2030-01-31" });
    const html = await page();
    for (const record of LISTS) {
      const fields = renderedFields(html, record);
      const list = before[record === "specials.popups" ? "popups" : "specials"];
      expect(Object.fromEntries(fields)).toMatchObject({
        intent: "save",
        record,
        "items.0.title": list[0]!.title,
        "items.0.specials_image_new": list[0]!.specials_image_new,
      });
      expect(fields.filter(([name]) => name.endsWith(".title"))).toHaveLength(list.length);
      const saved = await post(fields);
      expect(saved.status, record).toBe(302);
      expect(saved.headers.get("location")).toBe(`${PAGE}#${record}`);
    }
    expect(await draftPromos()).toStrictEqual(before);
    await editor().discard();
  });

  it("saves one change: a special's new title and a cleared date, in the draft only", async () => {
    const before = await draftPromos();
    const fields = renderedFields(await page(), "specials.specials");
    const saved = await post(
      withFields(fields, { "items.1.title": "Spring peel, 15% off", "items.1.ends_on": "" }),
    );
    expect(saved.status).toBe(302);
    expect(noticeOf(saved)?.text).toMatch(/^Saved in the draft/);
    const after = await draftPromos();
    const changed = { ...before.specials[1]!, title: "Spring peel, 15% off" };
    delete changed.ends_on;
    expect(after.specials).toStrictEqual(before.specials.with(1, changed));
    expect(after.popups).toStrictEqual(before.popups);
    // The editor lists it again from what is stored.
    expect(await page()).toContain('value="Spring peel, 15% off"');
    await editor().discard();
  });

  it("refuses a reversed range and an unknown image beside their fields, keeping what was typed", async () => {
    const { revision } = await editor().draft();
    const fields = renderedFields(await page(), "specials.popups");
    const reversed = await post(
      withFields(fields, {
        "items.0.title": "Kept title",
        "items.0.starts_on": "2030-02-10",
        "items.0.ends_on": "2030-02-01",
      }),
    );
    expect(reversed.status).toBe(400);
    const html = await reversed.text();
    expect(renderedErrors(html)).toEqual({
      "items.0.ends_on": "The last day cannot be before the first day",
    });
    expect(html).toContain("Please correct the highlighted fields.");
    const typed = renderedFields(html, "specials.popups");
    expect(typed).toContainEqual(["items.0.title", "Kept title"]);
    expect(typed).toContainEqual(["items.0.ends_on", "2030-02-01"]);
    // The image's own check is the content service's: its message lands beside the select.
    const image = await post(
      withFields(fields, { "items.0.specials_image_new": "/media/no-such-image.svg" }),
    );
    expect(image.status).toBe(400);
    const imageHtml = await image.text();
    expect(renderedErrors(imageHtml)).toEqual({
      "items.0.specials_image_new": "Choose an image from the list",
    });
    expect((await editor().draft()).revision).toBe(revision);
  });

  it("refuses a save from a page older than the list, and records this page does not edit", async () => {
    const fields = renderedFields(await page(), "specials.popups");
    expect((await post(withFields(fields, { "items.0.title": "First" }))).status).toBe(302);
    const stale = await post(withFields(fields, { "items.0.title": "Second" }));
    expect(stale.status).toBe(409);
    expect((await draftPromos()).popups[0]?.title).toBe("First");
    // A stale page keeps its old fingerprint: saving it again stays refused.
    const again = renderedFields(await stale.text(), "specials.popups");
    expect(again).toContainEqual(["items.0.title", "Second"]);
    expect((await post(again)).status).toBe(409);
    for (const record of ["specials", "reviews.0", "salon", "specials.x", ""]) {
      const odd = await post(withFields(fields, { record }));
      expect(odd.status, record).toBe(400);
    }
    expect((await draftPromos()).popups[0]?.title).toBe("First");
    await editor().discard();
  });
});
