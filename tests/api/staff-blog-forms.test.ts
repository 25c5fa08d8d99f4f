/**
 * The blog post editor's form as a browser without JavaScript posts it (decision 0020): every
 * demo post posted as the page rendered it is stored exactly as it was (the body from the
 * rich-text editor's hidden field included); one change saved; a new post (dated today) added, its
 * body sanitized; refusals beside their fields with what was typed kept and nothing stored; a stale
 * form refused; a form naming another record refused. The list of posts is newest first.
 */
import { describe, expect, it } from "vitest";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { spaToday } from "~/lib/staff/leads";
import { fingerprint } from "~/server/content/editor.server";
import { exportContent } from "~/server/content/store.server";
import { sanitizeBlogHtml } from "~/server/html/sanitize.server";
import { oneBackend } from "../support/test-app";
import { noticeOf } from "../support/staff";
import { ownerOnPagesForBlock, renderedFields, withFields } from "../support/rendered-form";

const page = (index: number) => `/staff/content/blog/${index}`;
/** The form follows the page's heading, which names it. */
const FORM = "post-heading";

describe.each(oneBackend)("the blog post editor without JavaScript on %s", (backend) => {
  const running = ownerOnPagesForBlock(backend);
  const draft = () => running.app.services.staff.editor.draft();
  const draftBlog = async () => (await draft()).content.blog;
  const formOf = async (index: number) =>
    renderedFields(await running.browser.page(page(index)), FORM);

  it("lists the posts newest first, each linking to its own post", async () => {
    const blog = await draftBlog();
    const html = await running.browser.page("/staff/content/blog");
    const listed = [...html.matchAll(/href="\/staff\/content\/blog\/(\d+)"/g)].map(([, at]) =>
      Number(at),
    );
    const newestFirst = blog
      .map((post, index) => ({ index, date: post.post_date }))
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ index }) => index);
    // The demo's posts are not stored in date order, so the order is the list's own.
    expect(newestFirst).not.toStrictEqual(blog.map((_, index) => index));
    // "Write a new post" links to the next free place first.
    expect(listed).toStrictEqual([blog.length, ...newestFirst]);
  });

  it("stores every post as it was when its form is posted as rendered", async () => {
    const live = (await exportContent(running.app.database.db)).blog;
    expect(live.length).toBeGreaterThan(1);
    for (const [index, post] of live.entries()) {
      const fields = await formOf(index);
      // The form holds the post exactly: every field named, the body too (the rich-text
      // editor's hidden field), so a browser without JavaScript sends it all back.
      expect(Object.fromEntries(fields), `post ${index}`).toStrictEqual({
        csrfToken: expect.any(String),
        intent: "save",
        // The part its answer lands on (decision 0046).
        landing: `blog.${index}`,
        record: `blog.${index}`,
        seen: fingerprint(post),
        // "Save and publish"'s optional note for the history (decision 0040), empty.
        publishNote: "",
        ...post,
      });
      // Posted untouched, it stores nothing: the draft keeps the post exactly as it was (a save
      // would pass the body through the sanitizer again and drop the demo's unshown Word markup).
      const before = await draft();
      const saved = await running.browser.post(page(index), fields);
      expect(saved.status, `post ${index}`).toBe(302);
      expect(saved.headers.get("location")).toBe(`${page(index)}#blog.${index}`);
      expect(noticeOf(saved)?.text).toBe("Nothing to save: the draft already has this, as it is.");
      const after = await draft();
      expect(after.revision, `post ${index}`).toBe(before.revision);
      expect(after.content.blog[index], `post ${index}`).toStrictEqual(post);
    }
    await running.app.services.staff.editor.discard();
  });

  it("saves one change, and keeps the rest of the post", async () => {
    const [post] = await draftBlog();
    const saved = await running.browser.post(
      page(0),
      withFields(await formOf(0), { meta_key: "facials, winter skin" }),
    );
    expect(saved.status).toBe(302);
    // The body as every save stores it (see above).
    const changed = {
      ...post!,
      meta_key: "facials, winter skin",
      post_description: sanitizeBlogHtml(post!.post_description),
    };
    expect((await draftBlog())[0]).toStrictEqual(changed);
    // The page shows the change, and its form carries the new fingerprint.
    const fields = Object.fromEntries(await formOf(0));
    expect(fields.meta_key).toBe("facials, winter skin");
    expect(fields.seen).toBe(fingerprint(changed));
    await running.app.services.staff.editor.discard();
  });

  it("adds a new post from the new post's page, its body sanitized, its title as text", async () => {
    const before = await draftBlog();
    const dayBefore = spaToday();
    const fields = await formOf(before.length);
    expect(Object.fromEntries(fields)).toMatchObject({
      record: `blog.${before.length}`,
      post_title: "",
      post_description: "",
    });
    // Dated today on the spa's calendar until changed (issue 29: it was empty); either side of
    // the spa's midnight, should the page be drawn across it.
    expect([dayBefore, spaToday()]).toContain(Object.fromEntries(fields).post_date);
    const title = `Winter glow <script>alert(1)</script>`;
    const saved = await running.browser.post(
      page(before.length),
      withFields(fields, {
        post_title: title,
        post_date: "2030-01-02",
        post_description: `<p>Hydrate <strong>daily</strong>.</p><script>alert(2)</script>`,
      }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${page(before.length)}#blog.${before.length}`);
    expect((await draftBlog())[before.length]).toStrictEqual({
      post_title: title,
      post_date: "2030-01-02",
      post_image: "",
      page_title: "",
      meta_desc: "",
      meta_key: "",
      post_description: "<p>Hydrate <strong>daily</strong>.</p>",
    });
    const html = await running.browser.page(page(before.length));
    expect(html).toContain("Winter glow &lt;script&gt;");
    await running.app.services.staff.editor.discard();
  });

  it("refuses a post without a title or with a bad date beside its fields, keeping what was typed", async () => {
    const before = await draft();
    const refused = await running.browser.post(
      page(0),
      withFields(await formOf(0), {
        post_title: "",
        post_date: "tomorrow",
        meta_key: "Kept words",
      }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please correct the highlighted fields.");
    expect(html).toContain("The title is required");
    expect(html).toContain("Must be a date like 2026-11-23");
    expect(html).toMatch(
      /name="post_title"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="post_title"/,
    );
    const shown = renderedFields(html, FORM);
    expect(shown).toContainEqual(["post_date", "tomorrow"]);
    expect(shown).toContainEqual(["meta_key", "Kept words"]);
    expect(shown).toContainEqual(["post_description", before.content.blog[0]!.post_description]);
    expect((await draft()).revision).toBe(before.revision);
  });

  it("refuses an image that is not one of the site's, beside the image", async () => {
    const before = await draft();
    const fields = await formOf(0);
    const refused = await running.browser.post(
      page(0),
      withFields(fields, { post_image: "/media/../../etc/passwd" }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Choose an image from the list");
    expect(html).toMatch(
      /name="post_image"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="post_image"/,
    );
    expect((await draft()).revision).toBe(before.revision);
    // No image at all is allowed.
    expect(
      (await running.browser.post(page(0), withFields(fields, { post_image: "" }))).status,
    ).toBe(302);
    expect((await draftBlog())[0]!.post_image).toBe("");
    await running.app.services.staff.editor.discard();
  });

  it("takes a body as long as the content allows, url-encoded at its largest", async () => {
    // 200,000 characters of three bytes each: nine bytes apiece once url-encoded, about 1.8 MB,
    // under the staff forms' body cap (STAFF_BODY_LIMIT_BYTES, 2 MB by default).
    const longest = `<p>${"—".repeat(CONTENT_LIMITS.html - 7)}</p>`;
    const fields = withFields(await formOf(2), { post_description: longest });
    expect(new URLSearchParams(fields).toString().length).toBeGreaterThan(1_790_000);
    const saved = await running.browser.post(page(2), fields);
    expect(saved.status).toBe(302);
    expect((await draftBlog())[2]!.post_description).toBe(longest);

    // One character more is refused beside the text, and nothing is stored.
    const before = await draft();
    const refused = await running.browser.post(
      page(2),
      withFields(await formOf(2), { post_description: `${longest}.` }),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(`Must be at most ${CONTENT_LIMITS.html} characters`);
    expect((await draft()).revision).toBe(before.revision);
    await running.app.services.staff.editor.discard();
  });

  it("refuses a save from a page older than the post, storing nothing", async () => {
    const fields = await formOf(1);
    expect(
      (await running.browser.post(page(1), withFields(fields, { meta_key: "first" }))).status,
    ).toBe(302);
    const stale = await running.browser.post(page(1), withFields(fields, { meta_key: "second" }));
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Someone else saved this part of the site meanwhile");
    // What was typed is kept, with the old fingerprint: saving again stays refused.
    const shown = renderedFields(html, FORM);
    expect(shown).toContainEqual(["meta_key", "second"]);
    expect(shown).toContainEqual(["seen", Object.fromEntries(fields).seen!]);
    expect((await draftBlog())[1]?.meta_key).toBe("first");
    await running.app.services.staff.editor.discard();
  });

  it("refuses a form naming another record than the page's post", async () => {
    const before = await draft();
    const fields = await formOf(0);
    for (const record of ["blog.1", "reviews.0", "salon", ""]) {
      const odd = await running.browser.post(page(0), withFields(fields, { record }));
      expect(odd.status, record).toBe(400);
    }
    expect((await draft()).revision).toBe(before.revision);
  });
});
