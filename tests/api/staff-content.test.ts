/**
 * Editing the site from the staff pages' forms, as a browser without JavaScript posts them
 * (decision 0020): save a record of the draft from its editor, publish from Site content, restore
 * from the History's confirmation form (`/staff/content/restore`); content editors only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportContent } from "~/server/content/store.server";
import { oneBackend, testAppForBlock, type TestApp } from "../support/test-app";
import {
  noticeOf,
  postPageForm,
  signedInMember,
  memberForBlock,
  type SignedInMember,
} from "../support/staff";
import { ownerOnPages, renderedFields, staffBrowser, withFields } from "../support/rendered-form";
import { errorBeside, postSalonForm } from "../support/salon-form";

describe.each(oneBackend)("editing content through the staff pages' forms on %s", (backend) => {
  const FAQ_EDITOR = "/staff/content/faqs/tattoo";
  /** The tattoo FAQ editor's form as rendered, its first answer replaced. */
  const saveFirstAnswer = async (answer: string) => {
    const browser = staffBrowser(app, owner);
    const fields = renderedFields(await browser.page(FAQ_EDITOR), "faqs.tattoo");
    return browser.post(FAQ_EDITOR, withFields(fields, { "0.answers": answer }));
  };
  /** Site content's Publish form; answers the published version (0 when refused). */
  const publish = async (summary: string) => {
    const answer = await staffBrowser(app, owner).post("/staff/content", {
      intent: "publish",
      summary,
    });
    if (answer.status !== 302) return { status: answer.status, version: 0 };
    const [release] = await app.services.staff.editor.releases(1);
    return { status: answer.status, version: release!.version };
  };
  /** The History's "Yes, put version N in the draft" form, as the editor page renders it. */
  const restore = (fields: Record<string, string>, member = owner) =>
    postPageForm(
      app,
      "/staff/content/restore",
      { csrfToken: member.csrfToken, ...fields },
      { Cookie: member.cookie },
    );
  const firstFaq = async () =>
    (await (await fetch(`${app.url}/api/faqTattoo`)).json()) as { data: { answers: string }[] };

  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");

  it("saves a record in the draft, publishes it, restores the earlier version into the draft, publishes that", async () => {
    const live = await exportContent(app.database.db);
    const faqs = structuredClone(live.faqs.tattoo);
    const before = faqs[0]!.answers;
    faqs[0]!.answers = "Most tattoos fade after four to eight sessions.";
    const saved = await saveFirstAnswer(faqs[0]!.answers);
    expect(saved.status).toBe(302);
    expect((await app.services.staff.editor.draft()).content.faqs.tattoo).toStrictEqual(faqs);
    expect((await firstFaq()).data[0]!.answers).toBe(before);

    const published = await publish("Tattoo FAQ");
    expect(published.status).toBe(302);
    expect((await firstFaq()).data[0]!.answers).toBe(faqs[0]!.answers);

    const version = published.version;
    // The editor's confirmation step, as the server renders it for a browser without JavaScript:
    // a plain form to the restore route with the record, the version and the way back.
    const step = await fetch(`${app.url}/staff/content/faqs/tattoo?restore=${version - 1}`, {
      headers: { Cookie: owner.cookie },
    });
    expect(step.status).toBe(200);
    const html = await step.text();
    const form = html.slice(html.indexOf('action="/staff/content/restore"'));
    expect(form.slice(0, form.indexOf("</form>"))).toMatch(
      new RegExp(
        `name="record" value="faqs.tattoo"/>.*name="version" value="${version - 1}"/>.*name="returnTo" value="/staff/content/faqs/tattoo"/>`,
        "s",
      ),
    );
    const formTag = html.slice(html.lastIndexOf("<form", html.indexOf(form)));
    expect(formTag.slice(0, formTag.indexOf(">"))).toContain('method="post"');
    const restored = await restore({
      record: "faqs.tattoo",
      version: String(version - 1),
      returnTo: "/staff/content/faqs/tattoo?restore=1",
    });
    // Back to the editor it came from (without the confirmation's step), the notice with it.
    expect(restored.status).toBe(303);
    expect(restored.location).toBe("/staff/content/faqs/tattoo");
    expect(noticeOf(restored.response)?.text).toBe(
      `FAQs: Tattoo Removal with PicoSure, as it was in version ${version - 1}, is in the draft. Publish the draft to make it live.`,
    );
    // The live site is unchanged until the draft is published; the draft holds the old record.
    expect((await firstFaq()).data[0]!.answers).toBe(faqs[0]!.answers);
    const draft = await app.services.staff.editor.draft();
    expect(draft.content.faqs.tattoo[0]!.answers).toBe(before);
    const again = await publish("Back to the old answer");
    expect(again.status).toBe(302);
    expect((await firstFaq()).data[0]!.answers).toBe(before);
  });

  it("restores only a known version from the form, back to a Site content page only", async () => {
    const live = await exportContent(app.database.db);
    const before = live.faqs.tattoo[0]!.answers;
    const changed = structuredClone(live.faqs.tattoo);
    changed[0]!.answers = "Changed for the restore test.";
    expect((await saveFirstAnswer(changed[0]!.answers)).status).toBe(302);
    const { version } = await publish("Restore test");
    const previous = String(version - 1);

    // An unknown version or record: the staff error page with the editor's words, never a 500.
    const unknown = await restore({ record: "faqs.tattoo", version: "999999" });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("There is no version 999999.");
    expect((await restore({ record: "nothing.1", version: previous })).status).toBe(404);
    expect((await restore({ record: "faqs.tattoo", version: "two" })).status).toBe(400);
    expect((await app.services.staff.editor.draft()).content.faqs.tattoo[0]!.answers).toBe(
      changed[0]!.answers,
    );
    // A GET (any site's link) restores nothing.
    const got = await fetch(`${app.url}/staff/content/restore`, {
      headers: { Cookie: owner.cookie },
    });
    expect(got.status).toBe(405);

    // A return address outside Site content falls back to it (no open redirect).
    for (const returnTo of [
      "https://evil.example/staff/content",
      "//evil.example",
      "/staff/../x",
    ]) {
      const answer = await restore({ record: "faqs.tattoo", version: previous, returnTo });
      expect(answer.status, returnTo).toBe(303);
      expect(answer.location, returnTo).toBe("/staff/content");
    }
    const inside = await restore({
      record: "faqs.tattoo",
      version: previous,
      returnTo: "/staff/content/x/../faqs/tattoo",
    });
    expect(inside.location).toBe("/staff/content/faqs/tattoo");
    expect((await app.services.staff.editor.draft()).content.faqs.tattoo[0]!.answers).toBe(before);

    // Without the session's token, or cross-site, nothing is restored.
    await app.services.staff.editor.discard();
    const forged = await postPageForm(
      app,
      "/staff/content/restore",
      { csrfToken: "x".repeat(43), record: "faqs.tattoo", version: previous },
      { Cookie: owner.cookie },
    );
    // Another session's token is kept to be sent on after signing in again (decision 0045); an
    // empty one is refused. Neither restores anything now.
    expect(forged.status).toBe(303);
    expect(forged.location).toBe("/staff/sign-in?next=%2Fstaff%2Fkept");
    const empty = await postPageForm(
      app,
      "/staff/content/restore",
      { csrfToken: "", record: "faqs.tattoo", version: previous },
      { Cookie: owner.cookie },
    );
    expect(empty.status).toBe(403);
    const crossSite = await postPageForm(
      app,
      "/staff/content/restore",
      { csrfToken: owner.csrfToken, record: "faqs.tattoo", version: previous },
      { Cookie: owner.cookie, "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBeGreaterThanOrEqual(400);
    expect(crossSite.status).toBeLessThan(500);
    expect((await app.services.staff.editor.draft()).content.faqs.tattoo[0]!.answers).toBe(
      changed[0]!.answers,
    );
  });

  it("keeps staff who are not owners out", async () => {
    const member = await signedInMember(app, "staff");
    // The salon editor's form as an owner's page rendered it, posted by a member.
    const before = await app.services.staff.editor.draft();
    const answer = await postSalonForm(app, member, { salon_name: "Not theirs" }, owner);
    expect(answer.status).toBe(403);
    expect((await app.services.staff.editor.draft()).revision).toBe(before.revision);
    const restored = await restore({ record: "salon", version: "1" }, member);
    expect(restored.status).toBe(403);
  });
});

describe("content the server refuses whatever the browser sends", () => {
  let app: TestApp;
  let owner: SignedInMember;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // The salon editor's page serves the form its save posts (decision 0020).
    ({ app, owner, close } = await ownerOnPages("pglite"));
  }, 120_000);
  afterAll(() => close());

  it("refuses a social link that is not a web address and a promo without its text", async () => {
    const live = await exportContent(app.database.db);
    // The salon editor's form as a browser posts it, whatever the page's own check says.
    const social = await postSalonForm(app, owner, { instagram_url: "javascript:alert(1)" });
    expect(social.status).toBe(400);
    const html = await social.text();
    expect(errorBeside(html, "instagram_url")).toBe(
      "Must be a web address starting with https://, or empty",
    );
    // The only field refused.
    expect(html.match(/class="field__error"/g)).toHaveLength(1);
    // The pop-ups' form as the editor renders it, its first title emptied.
    const browser = staffBrowser(app, owner);
    const page = "/staff/content/promos";
    const fields = renderedFields(await browser.page(page), "specials.popups");
    const promo = await browser.post(page, withFields(fields, { "items.0.title": "" }));
    expect(promo.status).toBe(400);
    const draft = await app.services.staff.editor.draft();
    expect(draft.content.specials.popups).toStrictEqual(live.specials.popups);
  });
});
