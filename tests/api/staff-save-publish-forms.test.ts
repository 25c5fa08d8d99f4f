/**
 * "Save and publish" (issue 29, decision 0040) as a browser without JavaScript posts it: an
 * editor's form as the page rendered it, with the button's `then=publish`, saves the record and
 * publishes the whole draft; the notice says what else went live; a note goes into the history;
 * a bad note is refused beside its field before anything is stored, and a typed one kept when
 * the record is refused; with nothing to publish the owner is told so; a member who may not edit
 * content is refused before anything is read.
 */
import { describe, expect, it } from "vitest";
import { getRecord } from "~/lib/content/records";
import { exportContent } from "~/server/content/store.server";
import { hoursFieldName } from "../../app/routes/staff/content/salon/salon-form";
import { oneBackend } from "../support/test-app";
import { noticeOf, signedInMember } from "../support/staff";
import {
  ownerOnPagesForBlock,
  renderedErrors,
  renderedFields,
  withFields,
} from "../support/rendered-form";
import { SALON_PAGE } from "../support/salon-form";

const PUBLISH = { then: "publish" };
const SATURDAY_CLOSES = hoursFieldName("saturday", "closes");
const MENU_PAGE = "/staff/content/menus/0";

describe.each(oneBackend)("Save and publish without JavaScript on %s", (backend) => {
  const running = ownerOnPagesForBlock(backend);
  const editor = () => running.app.services.staff.editor;
  const live = () => exportContent(running.app.database.db);
  const liveSaturday = async () =>
    (await live()).salon.salon_info.config.opening_hours.saturday.closes;
  const salonFields = async () => renderedFields(await running.browser.page(SALON_PAGE), "salon");

  it("saves the hours and publishes them, with the note in the history", async () => {
    expect(await liveSaturday()).toBe("18:00");
    const posted = await running.browser.post(
      SALON_PAGE,
      withFields(await salonFields(), {
        [SATURDAY_CLOSES]: "17:00",
        publishNote: "Saturday closes at 5",
        ...PUBLISH,
      }),
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`${SALON_PAGE}#salon`);
    expect(noticeOf(posted)).toEqual({
      text: expect.stringMatching(/^Saved and published: version \d+ is live\.$/),
      tone: "success",
    });
    expect(await liveSaturday()).toBe("17:00");
    expect((await editor().draft()).revision).toBe(0);
    const [release] = await editor().releases(1);
    expect(release?.summary).toBe("Saturday closes at 5");
  });

  it("publishes the other changes of the draft too and says how many", async () => {
    // A price saved in the draft first, from the menu editor.
    const menu = renderedFields(await running.browser.page(MENU_PAGE), "menu-editor");
    const price = menu.find(([name]) => /^items\.\d+\.price\.amount$/.test(name));
    expect(price).toBeDefined();
    const saved = await running.browser.post(MENU_PAGE, withFields(menu, { [price![0]]: "123" }));
    expect(noticeOf(saved)?.text).toMatch(/^Saved in the draft/);
    const page = await running.browser.page(SALON_PAGE);
    expect(page).toContain(
      "Save and publish also publishes 1 other change in the draft: Facials menu.",
    );

    const posted = await running.browser.post(
      SALON_PAGE,
      withFields(renderedFields(page, "salon"), { [SATURDAY_CLOSES]: "16:00", ...PUBLISH }),
    );
    expect(noticeOf(posted)?.text).toMatch(
      /^Saved and published with 1 other change: version \d+ is live\.$/,
    );
    const content = await live();
    expect(content.salon.salon_info.config.opening_hours.saturday.closes).toBe("16:00");
    expect(content.menus[0]!.items.map((item) => item.sub_menu_price)).toContain("$123");
    // No note: the history names the editor's record.
    const [release] = await editor().releases(1);
    expect(release?.summary).toBe("Salon details, from its editor");
  });

  it("saves and publishes from the menu editor, its buttons outside the form", async () => {
    const menu = renderedFields(await running.browser.page(MENU_PAGE), "menu-editor");
    const price = menu.find(([name]) => /^items\.\d+\.price\.amount$/.test(name))!;
    const posted = await running.browser.post(MENU_PAGE, [
      ...withFields(menu, { [price[0]]: "124" }),
      ["publishNote", "Price of the first facial"],
      ["then", "publish"],
    ]);
    expect(posted.status).toBe(302);
    expect(noticeOf(posted)?.text).toMatch(/^Saved and published: version \d+ is live\.$/);
    expect((await live()).menus[0]!.items.map((item) => item.sub_menu_price)).toContain("$124");
    expect((await editor().releases(1))[0]?.summary).toBe("Price of the first facial");
  });

  it("refuses a note with control characters beside its field and stores nothing", async () => {
    const before = await editor().draft();
    const posted = await running.browser.post(
      SALON_PAGE,
      withFields(await salonFields(), {
        [SATURDAY_CLOSES]: "15:00",
        publishNote: "bad\u0007note",
        ...PUBLISH,
      }),
    );
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(Object.keys(renderedErrors(html))).toEqual(["publishNote"]);
    // What was typed is kept.
    expect(Object.fromEntries(renderedFields(html, "salon"))[SATURDAY_CLOSES]).toBe("15:00");
    const after = await editor().draft();
    expect(after.revision).toBe(before.revision);
    expect(getRecord(after.content, { part: "salon" })).toStrictEqual(
      getRecord(before.content, { part: "salon" }),
    );
  });

  it("keeps the typed note when the record's own fields are refused", async () => {
    const posted = await running.browser.post(
      SALON_PAGE,
      withFields(await salonFields(), {
        salon_name: "",
        publishNote: "New name",
        ...PUBLISH,
      }),
    );
    expect(posted.status).toBe(400);
    const html = await posted.text();
    expect(Object.keys(renderedErrors(html))).toEqual(["salon_name"]);
    expect(Object.fromEntries(renderedFields(html, "salon")).publishNote).toBe("New name");
  });

  it("says there is nothing to publish when the form and the draft hold no change", async () => {
    await editor().discard();
    const versions = (await editor().releases(1))[0]?.version;
    const posted = await running.browser.post(SALON_PAGE, withFields(await salonFields(), PUBLISH));
    expect(posted.status).toBe(302);
    expect(noticeOf(posted)).toEqual({
      text: "Nothing to publish: the site already shows this.",
      tone: "warning",
    });
    expect((await editor().releases(1))[0]?.version).toBe(versions);
  });

  it("sets the review links on Review requests: the salon record's, in the draft, then live (issue 35)", async () => {
    const REVIEWS_PAGE = "/staff/reviews";
    const social = async () => (await editor().draft()).content.salon.socialmoduleinfo;
    const before = (await live()).salon;
    const fields = renderedFields(await running.browser.page(REVIEWS_PAGE), "salon");
    // Only the review sites' links, beside the record's name and fingerprint.
    expect(fields.map(([name]) => name)).toEqual([
      "landing",
      "csrfToken",
      "intent",
      "record",
      "seen",
      "google_plus_url",
      "yelp_reviews",
    ]);
    const refused = await running.browser.post(
      REVIEWS_PAGE,
      withFields(fields, { google_plus_url: "not a web address" }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(renderedErrors(await refused.text()))).toEqual(["google_plus_url"]);
    expect(await social()).toEqual(before.socialmoduleinfo);

    const google = "https://g.page/r/serenity-review/review";
    const saved = await running.browser.post(
      REVIEWS_PAGE,
      withFields(fields, { google_plus_url: google }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${REVIEWS_PAGE}#salon`);
    expect(noticeOf(saved)?.text).toMatch(/^Saved in the draft/);
    // The draft's salon record, every other field as it was; the live site unchanged.
    expect((await editor().draft()).content.salon).toEqual({
      ...before,
      socialmoduleinfo: { ...before.socialmoduleinfo, google_plus_url: google },
    });
    expect((await live()).salon).toEqual(before);
    const page = await running.browser.page(REVIEWS_PAGE);
    expect(page).toContain("Saved in the draft, not live yet");

    const published = await running.browser.post(
      REVIEWS_PAGE,
      withFields(renderedFields(page, "salon"), PUBLISH),
    );
    expect(noticeOf(published)?.text).toMatch(/^Saved and published: version \d+ is live\.$/);
    expect((await live()).salon.socialmoduleinfo.google_plus_url).toBe(google);
    // The salon editor shows the same one fact.
    expect(Object.fromEntries(await salonFields()).google_plus_url).toBe(google);
  });

  it("refuses a member who may not edit content before anything is read", async () => {
    const member = await signedInMember(running.app, "staff");
    const fields = withFields(await salonFields(), {
      csrfToken: member.csrfToken,
      [SATURDAY_CLOSES]: "14:00",
      ...PUBLISH,
    });
    const posted = await fetch(`${running.app.url}${SALON_PAGE}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...member.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    expect(posted.status).toBe(403);
    expect(await liveSaturday()).not.toBe("14:00");
  });
});
