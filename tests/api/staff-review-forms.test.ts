/**
 * The reviews editor's forms as a browser without JavaScript posts them (decision 0020): a review
 * added and one hidden from the forms as the page rendered them; a missing text refused beside its
 * field with what was typed kept; a stale form refused; nothing stored on a refusal; script-like
 * text stored as text.
 */
import { describe, expect, it } from "vitest";
import { oneBackend } from "../support/test-app";
import { noticeOf } from "../support/staff";
import { ownerOnPagesForBlock, renderedFields, withFields } from "../support/rendered-form";

const PAGE = "/staff/content/reviews";

describe.each(oneBackend)("the reviews editor without JavaScript on %s", (backend) => {
  const running = ownerOnPagesForBlock(backend);
  const draftReviews = async () =>
    (await running.app.services.staff.editor.draft()).content.reviews;

  it("adds a review from the Add form, as text, in the draft only", async () => {
    const before = await draftReviews();
    const html = await running.browser.page(PAGE);
    const start = html.indexOf('id="new-review-heading"');
    const fields = renderedFields(html.slice(start), "new-review-heading");
    expect(Object.fromEntries(fields)).toMatchObject({
      intent: "save",
      record: `reviews.${before.length}`,
      rating: "5",
    });
    const text = `Lovely. <img src=x onerror="alert(1)">`;
    const saved = await running.browser.post(
      PAGE,
      withFields(fields, {
        reviewer_name: "Robin Form",
        rating: "4",
        review_date: "2030-01-01",
        review_source: "Google",
        review_description: text,
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${PAGE}#reviews.${before.length}`);
    expect(noticeOf(saved)?.text).toMatch(/^Saved in the draft/);
    expect((await draftReviews()).at(-1)).toStrictEqual({
      reviewer_name: "Robin Form",
      rating: 4,
      review_date: "2030-01-01",
      review_source: "Google",
      review_description: text,
    });
    // The editor lists it, its text escaped.
    const after = await running.browser.page(PAGE);
    expect(after).toContain("Lovely. &lt;img src=x onerror=");
    await running.app.services.staff.editor.discard();
  });

  it("hides a review with its Hidden box and shows it again", async () => {
    const [first] = await draftReviews();
    const fields = renderedFields(await running.browser.page(PAGE), "reviews.0");
    expect(Object.fromEntries(fields)).toMatchObject({
      record: "reviews.0",
      reviewer_name: first!.reviewer_name,
      rating: String(first!.rating),
    });
    expect(fields.some(([name]) => name === "hidden")).toBe(false);
    const hidden = await running.browser.post(PAGE, withFields(fields, { hidden: "on" }));
    expect(hidden.status).toBe(302);
    expect((await draftReviews())[0]).toStrictEqual({ ...first, hidden: true });

    const shown = await running.browser.post(
      PAGE,
      withFields(renderedFields(await running.browser.page(PAGE), "reviews.0"), { hidden: null }),
    );
    expect(shown.status).toBe(302);
    expect((await draftReviews())[0]).toStrictEqual(first);
    await running.app.services.staff.editor.discard();
  });

  it("refuses a review without text beside its field, keeping what was typed", async () => {
    const before = await running.app.services.staff.editor.draft();
    const fields = renderedFields(await running.browser.page(PAGE), "reviews.0");
    const refused = await running.browser.post(
      PAGE,
      withFields(fields, { reviewer_name: "Kept Name", review_description: "" }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("The review&#x27;s text is required");
    expect(renderedFields(html, "reviews.0")).toContainEqual(["reviewer_name", "Kept Name"]);
    expect((await running.app.services.staff.editor.draft()).revision).toBe(before.revision);
  });

  it("refuses a save from a page older than the review, storing nothing", async () => {
    const fields = renderedFields(await running.browser.page(PAGE), "reviews.1");
    expect(
      (await running.browser.post(PAGE, withFields(fields, { review_source: "Word of mouth" })))
        .status,
    ).toBe(302);
    const stale = await running.browser.post(
      PAGE,
      withFields(fields, { review_source: "Facebook" }),
    );
    expect(stale.status).toBe(409);
    expect((await draftReviews())[1]?.review_source).toBe("Word of mouth");
    // A record this page does not edit, or no record at all, is refused.
    for (const record of ["salon", "reviews.x", ""]) {
      const odd = await running.browser.post(PAGE, withFields(fields, { record }));
      expect(odd.status, record).toBe(400);
    }
    await running.app.services.staff.editor.discard();
  });
});
