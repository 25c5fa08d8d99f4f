/**
 * The salon details editor and the website pages editor as a browser without JavaScript posts
 * them (decision 0020): each form posted as the page rendered it stores its record unchanged
 * (every website setting, whatever markup it was written with); one change saved; a refusal
 * beside its field with what was typed kept and nothing stored; a stale form refused (409); a
 * record the page does not edit refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRecord, type RecordPath } from "~/lib/content/records";
import { bannerHtml, WEBSITE_SETTING_GROUPS } from "~/lib/content/website-settings";
import { hoursFieldName } from "../../app/routes/staff/content/salon/salon-form";
import { sanitizeRichHtml } from "~/server/html/sanitize.server";
import { quoteFieldName } from "../../app/routes/staff/content/pages/website-setting-form";
import { oneBackend, type TestApp } from "../support/test-app";
import { noticeOf } from "../support/staff";
import {
  ownerOnPages,
  renderedFields,
  type staffBrowser,
  withFields,
} from "../support/rendered-form";
import { dayChanges, errorBeside, SALON_PAGE } from "../support/salon-form";

const pagePath = (name: string) => `/staff/content/pages/${name}`;
const SETTINGS = WEBSITE_SETTING_GROUPS.flatMap((group) => group.entries);

describe.each(oneBackend)("the salon and pages editors without JavaScript on %s", (backend) => {
  let app: TestApp;
  let browser: ReturnType<typeof staffBrowser>;
  let close: () => Promise<void>;
  const draft = () => app.services.staff.editor.draft();
  const draftRecord = async (path: RecordPath) => getRecord((await draft()).content, path);
  const salonFields = async () => renderedFields(await browser.page(SALON_PAGE), "salon");
  const settingFields = async (name: string) =>
    renderedFields(await browser.page(pagePath(name)), `websiteSettings.${name}`);
  /** A setting's form as its page renders it, with `changes` typed over it, posted. */
  const postSetting = async (name: string, changes: Record<string, string>) =>
    browser.post(pagePath(name), withFields(await settingFields(name), changes));

  beforeAll(async () => {
    ({ app, browser, close } = await ownerOnPages(backend));
  }, 120_000);
  afterAll(() => close());

  it("stores the salon unchanged from its form as rendered, every field named", async () => {
    const before = await draftRecord({ part: "salon" });
    const fields = await salonFields();
    const names = fields.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(["csrfToken", "intent", "record", "seen"]));
    expect(names).toEqual(
      expect.arrayContaining([
        "salon_name",
        "salon_email_id",
        "config_aboutus",
        "pinterest_url",
        hoursFieldName("monday", "opens"),
        hoursFieldName("sunday", "closes"),
      ]),
    );
    expect(Object.fromEntries(fields)).toMatchObject({
      intent: "save",
      record: "salon",
      [hoursFieldName("monday", "opens")]: "09:00",
      [hoursFieldName("monday", "closes")]: "14:00",
    });
    const saved = await browser.post(SALON_PAGE, fields);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${SALON_PAGE}#salon`);
    expect(noticeOf(saved)?.text).toMatch(/^Saved in the draft/);
    expect(await draftRecord({ part: "salon" })).toStrictEqual(before);

    // A browser sends a textarea's line breaks as CR LF: the about text is still stored as it was.
    const crlf = Object.fromEntries(await salonFields());
    const again = await browser.post(
      SALON_PAGE,
      withFields(await salonFields(), {
        config_aboutus: String(crlf.config_aboutus).replaceAll("\n", "\r\n"),
      }),
    );
    expect(again.status).toBe(302);
    expect(await draftRecord({ part: "salon" })).toStrictEqual(before);
    await app.services.staff.editor.discard();
  });

  it("saves a changed name and a closed Monday, keeping the owners' e-mail setting", async () => {
    const before = (await draft()).content.salon;
    const saved = await browser.post(
      SALON_PAGE,
      withFields(await salonFields(), {
        salon_name: "Serenity <b>Form</b> Spa",
        [hoursFieldName("monday", "closed")]: "on",
        ...dayChanges("tuesday", "10:00", "19:00"),
      }),
    );
    expect(saved.status).toBe(302);
    const after = (await draft()).content.salon;
    const hours = before.salon_info.config.opening_hours;
    expect(after).toStrictEqual({
      ...before,
      salon_info: {
        ...before.salon_info,
        salon_name: "Serenity <b>Form</b> Spa",
        config: {
          ...before.salon_info.config,
          opening_hours: {
            ...hours,
            monday: { ...hours.monday, closed: true },
            tuesday: { closed: false, opens: "10:00", closes: "19:00" },
          },
        },
      },
    });
    // The page shows it again, as text; a closed day keeps its times.
    const page = await browser.page(SALON_PAGE);
    expect(page).toContain('value="Serenity &lt;b&gt;Form&lt;/b&gt; Spa"');
    expect(Object.fromEntries(renderedFields(page, "salon"))).toMatchObject({
      [hoursFieldName("monday", "closed")]: "on",
      [hoursFieldName("monday", "opens")]: "09:00",
    });
    await app.services.staff.editor.discard();
  });

  it("refuses wrong fields beside them, keeping what was typed, storing nothing", async () => {
    const before = await draft();
    const refused = await browser.post(
      SALON_PAGE,
      withFields(await salonFields(), {
        salon_name: "",
        salon_city: "Kept City",
        ...dayChanges("monday", "18:00", "09:00"),
        [hoursFieldName("friday", "opens")]: "09:10",
        instagram_url: "javascript:alert(1)",
      }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(errorBeside(html, "salon_name")).toBe("The spa's name is required");
    expect(errorBeside(html, hoursFieldName("monday", "closes"))).toBe(
      "The closing time must be after the opening time",
    );
    expect(errorBeside(html, hoursFieldName("friday", "opens"))).toBe(
      "Choose a time from the list",
    );
    expect(errorBeside(html, "instagram_url")).toBe(
      "Must be a web address starting with https://, or empty",
    );
    expect(errorBeside(html, "salon_city")).toBeUndefined();
    expect(renderedFields(html, "salon")).toEqual(
      expect.arrayContaining([
        ["salon_city", "Kept City"],
        ["instagram_url", "javascript:alert(1)"],
        [hoursFieldName("monday", "opens"), "18:00"],
      ]),
    );
    expect((await draft()).revision).toBe(before.revision);
  });

  it("refuses a save from a page older than the record, and a record it does not edit", async () => {
    const fields = await salonFields();
    expect(
      (await browser.post(SALON_PAGE, withFields(fields, { salon_city: "First" }))).status,
    ).toBe(302);
    const stale = await browser.post(SALON_PAGE, withFields(fields, { salon_city: "Second" }));
    expect(stale.status).toBe(409);
    expect((await draft()).content.salon.salon_info.salon_city).toBe("First");
    for (const record of ["reviews.0", "websiteSettings.home_banner", ""]) {
      const odd = await browser.post(SALON_PAGE, withFields(fields, { record }));
      expect(odd.status, record).toBe(400);
    }
    await app.services.staff.editor.discard();
  });

  it("stores every website setting unchanged from its form as rendered", async () => {
    const before = await draft();
    for (const entry of SETTINGS) {
      const fields = await settingFields(entry.name);
      expect(Object.fromEntries(fields), entry.name).toMatchObject({
        intent: "save",
        record: `websiteSettings.${entry.name}`,
      });
      const saved = await browser.post(pagePath(entry.name), fields);
      expect(saved.status, entry.name).toBe(302);
      expect(saved.headers.get("location")).toBe(
        `${pagePath(entry.name)}#websiteSettings.${entry.name}`,
      );
      expect(noticeOf(saved)?.text).toMatch(/^Nothing to save/);
    }
    expect((await draft()).content.websiteSettings).toStrictEqual(before.content.websiteSettings);
    await app.services.staff.editor.discard();
  });

  it("saves a banner, a quote and a text from their forms", async () => {
    const banner = await settingFields("about_banner");
    const bannerSaved = await browser.post(
      pagePath("about_banner"),
      withFields(banner, { heading: "About <us>", tagline: "" }),
    );
    expect(bannerSaved.status).toBe(302);
    const fields = Object.fromEntries(banner);
    // Written anew from the fields, sanitized as every save is.
    expect(await draftRecord({ part: "websiteSettings", key: "about_banner" })).toBe(
      sanitizeRichHtml(
        bannerHtml({ image: fields.image!, alt: fields.alt!, heading: "About <us>", tagline: "" }),
      ),
    );

    const quoteSaved = await postSetting("people_saying_tattoo", {
      [quoteFieldName(0, "quote")]: "First line\r\nSecond line",
      [quoteFieldName(0, "name")]: "Robin",
    });
    expect(quoteSaved.status).toBe(302);
    const stored = String(
      await draftRecord({ part: "websiteSettings", key: "people_saying_tattoo" }),
    );
    expect(stored).toMatch(
      /^<blockquote>\n {2}<p>First line<\/p>\n {2}<p>Second line<\/p>\n {2}<cite>Robin<\/cite>\n<\/blockquote>\n/,
    );

    const textSaved = await postSetting("cancellation_policy", {
      html: "<p>New policy<script>alert(1)</script></p>",
    });
    expect(textSaved.status).toBe(302);
    expect(await draftRecord({ part: "websiteSettings", key: "cancellation_policy" })).toBe(
      "<p>New policy</p>",
    );
    await app.services.staff.editor.discard();
  });

  it("refuses a banner without its heading beside the field, and stale or foreign records", async () => {
    const before = await draft();
    const fields = await settingFields("home_banner");
    const refused = await browser.post(
      pagePath("home_banner"),
      withFields(fields, { heading: "", tagline: "Kept tagline" }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(errorBeside(html, "heading")).toBe("The banner's heading is required");
    expect(renderedFields(html, "websiteSettings.home_banner")).toContainEqual([
      "tagline",
      "Kept tagline",
    ]);
    // A quote without its text, beside its field.
    const quotes = await postSetting("people_saying_laser", { [quoteFieldName(0, "quote")]: "" });
    expect(quotes.status).toBe(400);
    expect(errorBeside(await quotes.text(), quoteFieldName(0, "quote"))).toBe(
      "The quote is required",
    );
    expect((await draft()).revision).toBe(before.revision);

    // Another setting's record, or the salon, through this page: refused.
    for (const record of ["websiteSettings.about_banner", "salon", "websiteSettings"]) {
      const odd = await browser.post(pagePath("home_banner"), withFields(fields, { record }));
      expect(odd.status, record).toBe(400);
    }
    expect((await browser.post(pagePath("no_such_page"), fields)).status).toBe(404);

    expect(
      (await browser.post(pagePath("home_banner"), withFields(fields, { tagline: "One" }))).status,
    ).toBe(302);
    const stale = await browser.post(
      pagePath("home_banner"),
      withFields(fields, { tagline: "Two" }),
    );
    expect(stale.status).toBe(409);
    expect(await draftRecord({ part: "websiteSettings", key: "home_banner" })).toContain(
      "<p>One</p>",
    );
    await app.services.staff.editor.discard();
  });
});
