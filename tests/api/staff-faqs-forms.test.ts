/**
 * The FAQ editors' forms as a browser without JavaScript posts them (decision 0020): every
 * treatment's and ads page's list posted as the page rendered it is stored unchanged; one change
 * saved (in the draft, with the notice, back to the form); a treatment's answer stored without
 * script markup; an empty question refused beside its field with what was typed kept and nothing
 * stored; a stale form refused; a record the page does not edit refused.
 */
import { describe, expect, it } from "vitest";
import { LANDING_FAQ_PAGES, TREATMENTS } from "~/lib/content/schemas";
import { exportContent } from "~/server/content/store.server";
import { oneBackend } from "../support/test-app";
import { noticeOf } from "../support/staff";
import { renderedFields, ownerOnPagesForBlock, withFields } from "../support/rendered-form";

const PAGES = [
  ...TREATMENTS.map((key) => ({
    page: `/staff/content/faqs/${key}`,
    record: `faqs.${key}`,
    path: { part: "faqs", key } as const,
  })),
  ...LANDING_FAQ_PAGES.map((key) => ({
    page: `/staff/content/ads-faqs/${key}`,
    record: `landingFaqs.${key}`,
    path: { part: "landingFaqs", key } as const,
  })),
];

describe.each(oneBackend)("the FAQ editors without JavaScript on %s", (backend) => {
  const ready = ownerOnPagesForBlock(backend);
  const stored = async (path: (typeof PAGES)[number]["path"]) =>
    (await ready.app.services.staff.editor.record(path)).value;
  const revision = async () => (await ready.app.services.staff.editor.draft()).revision;

  it("stores every list posted as the page rendered it exactly as it was", async () => {
    for (const { page, record, path } of PAGES) {
      const before = await stored(path);
      expect(Array.isArray(before) && before.length > 0, record).toBe(true);
      const fields = renderedFields(await ready.browser.page(page), record);
      expect(Object.fromEntries(fields), record).toMatchObject({ intent: "save", record });
      const saved = await ready.browser.post(page, fields);
      expect(saved.status, record).toBe(302);
      expect(saved.headers.get("location")).toBe(`${page}#${record}`);
      expect(await stored(path), record).toStrictEqual(before);
    }
    await ready.app.services.staff.editor.discard();
  });

  it("saves one changed question in the draft only, and the form shows it", async () => {
    const { page, record, path } = PAGES.find((p) => p.record === "landingFaqs.ipl")!;
    const before = (await stored(path)) as { questions: string; answers: string }[];
    const fields = renderedFields(await ready.browser.page(page), record);
    const question = `Is it <b>safe</b> & quick? "Yes"`;
    const saved = await ready.browser.post(page, withFields(fields, { "1.questions": question }));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${page}#${record}`);
    expect(noticeOf(saved)?.text).toMatch(/^Saved in the draft/);
    const after = structuredClone(before);
    after[1]!.questions = question;
    expect(await stored(path)).toStrictEqual(after);
    // The live content is untouched until the draft is published.
    expect((await exportContent(ready.app.database.db)).landingFaqs.ipl).toStrictEqual(before);
    // The page shows the saved list, the question as text.
    expect(renderedFields(await ready.browser.page(page), record)).toContainEqual([
      "1.questions",
      question,
    ]);
    await ready.app.services.staff.editor.discard();
  });

  it("stores a treatment's answer without script markup (issue 31)", async () => {
    const { page, record, path } = PAGES.find((p) => p.record === "faqs.melasma")!;
    const fields = renderedFields(await ready.browser.page(page), record);
    const planted =
      '<p>Four to six sessions.</p><img src="/media/x.png" onerror="alert(1)">' +
      '<script>alert(2)</script><base href="https://evil.example/">';
    const saved = await ready.browser.post(page, withFields(fields, { "0.answers": planted }));
    expect(saved.status).toBe(302);
    const answer = ((await stored(path)) as { answers: string }[])[0]!.answers;
    expect(answer).toContain("<p>Four to six sessions.</p>");
    expect(answer).toContain('src="/media/x.png"');
    for (const markup of ["onerror", "<script", "alert(2)", "<base", "evil.example"]) {
      expect(answer, markup).not.toContain(markup);
    }
    await ready.app.services.staff.editor.discard();
  });

  it("refuses an empty question beside its field, keeping what was typed", async () => {
    const { page, record } = PAGES.find((p) => p.record === "faqs.tattoo")!;
    const draft = await revision();
    const fields = renderedFields(await ready.browser.page(page), record);
    const refused = await ready.browser.post(
      page,
      withFields(fields, { "0.questions": "", "1.questions": "Kept question?" }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const field =
      /<input id="([^"]+)" aria-invalid="true" aria-describedby="\1-error"[^>]*name="0\.questions"/.exec(
        html,
      );
    expect(field).not.toBeNull();
    expect(html).toContain(
      `id="${field![1]}-error" class="field__error">The question is required</p>`,
    );
    const shown = renderedFields(html, record);
    expect(shown).toContainEqual(["0.questions", ""]);
    expect(shown).toContainEqual(["1.questions", "Kept question?"]);
    // Every other pair is posted again as it was, so a corrected post saves the whole list.
    expect(shown.filter(([name]) => /^\d+\./.test(name))).toHaveLength(
      fields.filter(([name]) => /^\d+\./.test(name)).length,
    );
    expect(await revision()).toBe(draft);
  });

  it("refuses a save from a page older than the list, and a record the page does not edit", async () => {
    const { page, record, path } = PAGES.find((p) => p.record === "faqs.laser")!;
    const fields = renderedFields(await ready.browser.page(page), record);
    const first = await ready.browser.post(page, withFields(fields, { "0.questions": "First?" }));
    expect(first.status).toBe(302);
    const stale = await ready.browser.post(page, withFields(fields, { "0.questions": "Second?" }));
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(renderedFields(html, record)).toContainEqual(["0.questions", "Second?"]);
    expect(((await stored(path)) as { questions: string }[])[0]!.questions).toBe("First?");
    const draft = await revision();
    for (const odd of ["faqs", "salon", "faqs.x", "landingFaqs.tattoo", ""]) {
      const refused = await ready.browser.post(page, withFields(fields, { record: odd }));
      expect(refused.status, odd).toBe(400);
    }
    expect(await revision()).toBe(draft);
    // An unknown treatment's page has no action either.
    expect((await ready.browser.post("/staff/content/faqs/nails", fields)).status).toBe(404);
    await ready.app.services.staff.editor.discard();
  });
});
