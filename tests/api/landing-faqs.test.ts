/**
 * The ads pages' FAQs as content (`landingFaqs`, decision 0012): saved (the editor's form, posted
 * to its route action), previewed, published and restored like any record; versions and drafts kept before the part existed stay safe to read,
 * restore and publish; migration 0008 gives a database imported before it the same FAQs as the
 * content files.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FaqSection } from "~/components/landing/LandingSections";
import type { SectionOf } from "~/lib/ads-pages/types";
import type { Content } from "~/lib/content/schemas";
import * as t from "~/server/db/schema.server";
import { createContentEditor, EditorError, fingerprint } from "~/server/content/editor.server";
import { readContentDir } from "~/server/content/files.server";
import { previewContent } from "~/server/content/preview.server";
import { exportContent } from "~/server/content/store.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { createLogger } from "~/server/logger.server";
import { adsPageData } from "~/server/pages/landing.server";
import { oneBackend, testAppForBlock } from "../support/test-app";
import { createAccount, postPageForm, memberForBlock } from "../support/staff";
import { renderedFields, staffBrowser, withFields } from "../support/rendered-form";

const TATTOO_ADS = "/tattoo-removal-staten-island-ads";
const COMBINED_ADS = "/tattoo-removal-and-ipl-therapy-staten-island-ads";
const EDITOR = "/staff/content/ads-faqs/tattoo";

describe.each(oneBackend)("the ads pages' FAQs on %s", (backend) => {
  /** The owner's browser without JavaScript: the editor's pages and forms. */
  const browser = () => staffBrowser(app, owner);
  /** Site content's Publish form, as a browser without JavaScript posts it. */
  const publish = (summary: string) =>
    browser().post("/staff/content", { intent: "publish", summary });

  /** An ads page's FAQ sections as its loader gives them, with their HTML as the page draws it. */
  async function adsFaqs(pathname: string, content = app.services.content) {
    const context = {
      nonce: "",
      logger: createLogger("silent"),
      services: { ...app.services, content },
      staff: null,
    } as unknown as AppLoadContext;
    const loaded = await adsPageData(context, new Request(`${app.url}${pathname}`));
    const sections = loaded.page.sections.filter(
      (section): section is SectionOf<"faq"> => section.type === "faq",
    );
    const html = sections
      .map((section) => renderToStaticMarkup(createElement(FaqSection, section)))
      .join("");
    return { sections, html };
  }

  // The restore is a page's form (its route action): the app serves the pages.
  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  beforeAll(async () => {}, 120_000);

  it("come from the content: the tattoo page shows its list, the combined page both", async () => {
    const files = await readContentDir(path.join(PROJECT_ROOT, "content"));
    const live = await exportContent(app.database.db);
    expect(live.landingFaqs).toEqual(files.landingFaqs);

    const tattoo = await adsFaqs(TATTOO_ADS);
    expect(tattoo.sections.map((s) => [s.id, s.faqs.length])).toEqual([["faq", 10]]);
    expect(tattoo.sections[0]!.faqs[0]).toEqual({
      question: files.landingFaqs.tattoo[0]!.questions,
      answer: files.landingFaqs.tattoo[0]!.answers,
    });
    // Blank-line-separated paragraphs, as before the FAQs were content.
    expect(tattoo.html).toContain(
      `<p>${files.landingFaqs.tattoo[0]!.answers.split("\n\n")[1]!}</p>`,
    );
    const combined = await adsFaqs(COMBINED_ADS);
    expect(combined.sections.map((s) => [s.id, s.faqs.length])).toEqual([
      ["faq", 10],
      ["ipl-faq", 4],
    ]);
  });

  it("are saved in the draft (shown in the preview only), published, and restored", async () => {
    const live = await exportContent(app.database.db);
    const before = live.landingFaqs.tattoo[1]!.answers;
    const changed = structuredClone(live.landingFaqs.tattoo);
    changed[1]!.answers =
      "Usually four to six.\n\nYour specialist will tell you at the consultation.";

    // The editor's form, posted to its route action as a browser without JavaScript does.
    const fields = renderedFields(await browser().page(EDITOR), "landingFaqs.tattoo");
    expect(Object.fromEntries(fields)).toMatchObject({
      seen: fingerprint(live.landingFaqs.tattoo),
    });
    const saved = await browser().post(
      EDITOR,
      withFields(fields, { "1.answers": changed[1]!.answers }),
    );
    expect(saved.status).toBe(302);
    expect(
      (await app.services.staff.editor.record({ part: "landingFaqs", key: "tattoo" })).value,
    ).toEqual(changed);
    expect((await adsFaqs(TATTOO_ADS)).html).not.toContain("Usually four to six.");
    const preview = previewContent(app.services.staff.editor);
    const previewed = await adsFaqs(TATTOO_ADS, preview);
    expect(previewed.html).toContain(
      "<p>Usually four to six.</p><p>Your specialist will tell you at the consultation.</p>",
    );

    const published = await publish("Tattoo ads FAQ");
    expect(published.status).toBe(302);
    expect((await adsFaqs(TATTOO_ADS)).html).toContain("<p>Usually four to six.</p>");
    expect((await adsFaqs(COMBINED_ADS)).html).toContain("<p>Usually four to six.</p>");
    // The other page's list is untouched.
    expect((await exportContent(app.database.db)).landingFaqs.ipl).toEqual(live.landingFaqs.ipl);

    const history = await app.services.staff.editor.history({
      part: "landingFaqs",
      key: "tattoo",
    });
    const version = history[0]!.version;
    expect(history[0]!.summary).toBe("Tattoo ads FAQ");
    // The editor's History form, posted to its route action as a browser without JavaScript does.
    const restored = await postPageForm(
      app,
      "/staff/content/restore",
      { csrfToken: owner.csrfToken, record: "landingFaqs.tattoo", version: String(version - 1) },
      { Cookie: owner.cookie },
    );
    expect(restored.status).toBe(303);
    // In the draft only: the ads page changes when the draft is published (decision 0024).
    expect((await adsFaqs(TATTOO_ADS)).html).toContain("<p>Usually four to six.</p>");
    expect((await publish("Restored")).status).toBe(302);
    const after = await adsFaqs(TATTOO_ADS);
    expect(after.html).not.toContain("Usually four to six.");
    expect(after.sections[0]!.faqs[1]!.answer).toBe(before);
  });

  it("refuses an answer left empty, with the field's message", async () => {
    const live = await exportContent(app.database.db);
    const page = "/staff/content/ads-faqs/ipl";
    const draft = (await app.services.staff.editor.draft()).revision;
    const fields = renderedFields(await browser().page(page), "landingFaqs.ipl");
    expect(Object.fromEntries(fields)).toMatchObject({ seen: fingerprint(live.landingFaqs.ipl) });
    const answer = await browser().post(page, withFields(fields, { "0.answers": "" }));
    expect(answer.status).toBe(400);
    // The field's message, and only that one field refused.
    const html = await answer.text();
    expect(html).toContain(">The answer is required</p>");
    expect(html.match(/class="field__error"/g)).toHaveLength(1);
    expect((await app.services.staff.editor.draft()).revision).toBe(draft);
  });

  it("survive versions and a draft kept before the part existed", async () => {
    const editor = createContentEditor(app.database.db);
    const actor = (await createAccount(app, "owner")).account.id;
    const live = await exportContent(app.database.db);
    // A version published before this change: its content has no landingFaqs.
    const [latest] = await app.database.db
      .select({ version: t.contentRelease.version })
      .from(t.contentRelease)
      .orderBy(sql`${t.contentRelease.version} desc`)
      .limit(1);
    const old = latest!.version;
    await app.database.db
      .update(t.contentRelease)
      .set({ content: sql`${t.contentRelease.content} - 'landingFaqs'` })
      .where(eq(t.contentRelease.version, old));

    const history = await editor.history({ part: "landingFaqs", key: "tattoo" });
    expect(history.map((entry) => entry.version)).not.toContain(old);
    await expect(
      editor.restore({ part: "landingFaqs", key: "tattoo" }, old, actor),
    ).rejects.toThrow(EditorError);
    // Restoring another record from it (into the draft) keeps the landing FAQs.
    await editor.restore({ part: "salon" }, old, actor);
    expect((await editor.draft()).content.landingFaqs).toEqual(live.landingFaqs);

    // A draft saved before this change: its part comes from the live content, and publishing it
    // keeps the FAQs.
    const { landingFaqs: _dropped, ...stored } = live;
    void _dropped;
    stored.salon = structuredClone(live.salon);
    stored.salon.salon_info.salon_zip = "10306";
    await editor.discard();
    await app.database.db.insert(t.contentDraft).values({
      id: 1,
      content: stored as Content,
      revision: 1,
      baseVersion: old,
      updatedBy: actor,
    });
    const draft = await editor.draft();
    expect(draft.content.landingFaqs).toEqual(live.landingFaqs);
    const record = await editor.record({ part: "landingFaqs", key: "ipl" });
    expect(record.value).toEqual(live.landingFaqs.ipl);
    // A restore while that draft exists puts the record in it without losing the part.
    await editor.restore({ part: "reviews" }, old, actor);
    expect((await editor.draft()).content.landingFaqs).toEqual(live.landingFaqs);
    await editor.publish(actor, "Old draft");
    const published = await exportContent(app.database.db);
    expect(published.landingFaqs).toEqual(live.landingFaqs);
    expect(published.salon.salon_info.salon_zip).toBe("10306");
  });
});

describe("migration 0008 on a database imported before it", () => {
  const app = testAppForBlock("pglite");

  /** The migration's last statement: the FAQ texts, inserted only when content was imported. */
  async function landingFaqInsert() {
    const file = path.join(PROJECT_ROOT, "drizzle/0008_content_dates_landing_faqs.sql");
    const statements = (await fs.readFile(file, "utf8")).split("--> statement-breakpoint");
    const insert = statements.at(-1)!;
    expect(insert).toContain('INSERT INTO "landing_faq"');
    return sql.raw(insert);
  }

  it("gives it the content files' FAQs, byte for byte", async () => {
    const { db } = app.database;
    const files = await readContentDir(path.join(PROJECT_ROOT, "content"));
    await db.execute(sql`truncate ${t.landingFaq} restart identity`);
    expect((await exportContent(db)).landingFaqs).toEqual({ tattoo: [], ipl: [] });
    await db.execute(await landingFaqInsert());
    expect((await exportContent(db)).landingFaqs).toEqual(files.landingFaqs);
  });

  it("inserts nothing into a database without content (the import brings them)", async () => {
    const { db } = app.database;
    const rollback = new Error("rollback");
    const counted = await db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate ${t.landingFaq}, ${t.salon} restart identity`);
        await tx.execute(await landingFaqInsert());
        const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.landingFaq);
        expect(row!.n).toBe(0);
        throw rollback;
      })
      .catch((error: unknown) => error);
    expect(counted).toBe(rollback);
  });
});
