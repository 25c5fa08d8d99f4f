/**
 * The owners' page for the e-mail to visitors (/staff/visitor-email): its form posted as the
 * server rendered it, as a browser without JavaScript does (decision 0020).
 */
import { describe, expect, it } from "vitest";
import { VISITOR_ACKNOWLEDGEMENT } from "~/server/mail/acknowledgement.server";
import { readOwnerSetting, writeOwnerSetting } from "~/server/staff/accounts/owner-settings.server";
import {
  DEFAULT_VISITOR_ACKNOWLEDGEMENT,
  WORDING_EMPTY,
  WORDING_MAX_CHARS,
  WORDING_TOO_LONG,
} from "~/routes/staff/visitor-email/visitor-email-form";
import {
  ownerOnPagesForBlock,
  renderedFields,
  staffBrowser,
  withFields,
} from "../support/rendered-form";
import { noticeOf, signedInMember } from "../support/staff";
import { oneBackend } from "../support/test-app";

const PAGE = "/staff/visitor-email";
const FORM = "visitor-email-form";
/** The preview box and what follows it on the page. */
const previewOf = (html: string) => html.slice(html.indexOf('class="visitor-email__frame"'));

describe.each(oneBackend)("the e-mail to visitors page on %s", (backend) => {
  const running = ownerOnPagesForBlock(backend);
  const setting = () => readOwnerSetting(running.app.database.db, VISITOR_ACKNOWLEDGEMENT);
  const reset = () =>
    writeOwnerSetting(
      running.app.database.db,
      VISITOR_ACKNOWLEDGEMENT,
      DEFAULT_VISITOR_ACKNOWLEDGEMENT,
      null,
    );
  const fieldsOf = async () => renderedFields(await running.browser.page(PAGE), FORM);

  it("shows the switch, the wording and a preview of the e-mail, and is in the owners' menu", async () => {
    await reset();
    const html = await running.browser.page(PAGE);
    expect(html).toContain("<title>E-mail to visitors | Staff | Day Spa</title>");
    expect(html).toContain('href="/staff/visitor-email"');
    const fields = Object.fromEntries(renderedFields(html, FORM));
    expect(fields.enabled).toBe("on");
    expect(fields.html).toBe(DEFAULT_VISITOR_ACKNOWLEDGEMENT.html);
    // The preview: the e-mail's own column, greeting a sample visitor.
    const frame = previewOf(html);
    expect(frame).toContain("Hello Maria,");
    expect(frame).toContain("Our hours for the next days");
    expect(frame).toContain("What happens next");
    expect(html).toContain("We received your request");
  });

  it("saves the form as rendered unchanged, then switched off, then on with new words", async () => {
    await reset();
    const same = await running.browser.post(PAGE, await fieldsOf());
    expect(same.status).toBe(302);
    expect(noticeOf(same)?.text).toMatch(/^Saved\./);
    expect(await setting()).toEqual(DEFAULT_VISITOR_ACKNOWLEDGEMENT);

    const off = await running.browser.post(PAGE, withFields(await fieldsOf(), { enabled: null }));
    expect(off.status).toBe(302);
    expect(noticeOf(off)?.text).toContain("no longer get an e-mail");
    expect((await setting()).enabled).toBe(false);
    const page = await running.browser.page(PAGE);
    expect(page).toContain("Switched off:");
    expect(Object.fromEntries(renderedFields(page, FORM)).enabled).toBeUndefined();

    const words = '<p>See you <em>soon</em>!</p><script>alert("x")</script>';
    const on = await running.browser.post(
      PAGE,
      withFields(await fieldsOf(), { enabled: "on", html: words }),
    );
    expect(on.status).toBe(302);
    expect(await setting()).toEqual({ enabled: true, html: "<p>See you <em>soon</em>!</p>" });
    const frame = previewOf(await running.browser.page(PAGE));
    expect(frame).toContain("See you <em>soon</em>!");
    expect(frame).not.toContain("alert");
  });

  it("refuses words too long, or none while switched on, keeping what was typed", async () => {
    await reset();
    const long = `<p>${"Relax. ".repeat(Math.ceil(WORDING_MAX_CHARS / 7))}</p>`;
    const tooLong = await running.browser.post(PAGE, withFields(await fieldsOf(), { html: long }));
    expect(tooLong.status).toBe(400);
    const refused = await tooLong.text();
    expect(refused).toContain(WORDING_TOO_LONG);
    expect(Object.fromEntries(renderedFields(refused, FORM)).html).toBe(long);

    const empty = await running.browser.post(
      PAGE,
      withFields(await fieldsOf(), { html: "<p></p>" }),
    );
    expect(empty.status).toBe(400);
    const page = await empty.text();
    expect(page).toContain(WORDING_EMPTY);
    const kept = Object.fromEntries(renderedFields(page, FORM));
    expect(kept).toMatchObject({ enabled: "on", html: "<p></p>" });
    expect(await setting()).toEqual(DEFAULT_VISITOR_ACKNOWLEDGEMENT);

    // Switched off, no words are needed.
    const off = await running.browser.post(
      PAGE,
      withFields(await fieldsOf(), { enabled: null, html: "<p></p>" }),
    );
    expect(off.status).toBe(302);
    await reset();
  });

  it("is for owners only", async () => {
    const member = await signedInMember(running.app, "staff");
    const staff = staffBrowser(running.app, member);
    const page = await fetch(`${running.app.url}${PAGE}`, { headers: { Cookie: member.cookie } });
    expect(page.status).toBe(403);
    const inbox = await staff.page("/staff");
    expect(inbox).not.toContain('href="/staff/visitor-email"');
    const before = await setting();
    const post = await staff.post(PAGE, { intent: "save", html: "<p>Hi</p>" });
    expect(post.status).toBe(403);
    expect(await setting()).toEqual(before);
  });
});
