/**
 * The content editor's draft, publish, history and restore, on both databases: what staff save
 * stays private until published; a publish is live at once (cache or not) and kept as a version;
 * a record restored from an earlier version is live again; two saves of one record from the same
 * starting point do not overwrite each other.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentEditor, EditorError, fingerprint } from "~/server/content/editor.server";
import { watchContentChanges } from "~/server/content/changes.server";
import { readContentDir, writeContentDir } from "~/server/content/files.server";
import { exportContent, importContent } from "~/server/content/store.server";
import { createLogger } from "~/server/logger.server";
import { oneBackend, eventually, salonName, testAppForBlock } from "../support/test-app";
import { createAccount } from "../support/staff";

describe.each(oneBackend)("the content editor on %s", (backend) => {
  let stopFeed: () => Promise<void>;
  let actor: string;
  const app = testAppForBlock(backend, { env: { CONTENT_CACHE_SECONDS: "3600" } });
  beforeAll(async () => {
    stopFeed = await watchContentChanges(
      app.database,
      () => app.services.content.clearCache(),
      createLogger("silent"),
    );
    actor = (await createAccount(app, "owner")).account.id;
  });
  afterAll(async () => {
    await stopFeed();
  });

  it("keeps a draft private until it is published, then serves it and records the version", async () => {
    const editor = createContentEditor(app.database.db);
    const live = await salonName(app.url);
    const start = await editor.draft();
    expect(start.revision).toBe(0);
    const salon = structuredClone(start.content.salon);
    salon.salon_info.salon_name = "Serenity Drafted Spa";
    const saved = await editor.saveRecord(
      { part: "salon" },
      fingerprint(start.content.salon),
      salon,
      actor,
    );
    expect(saved.revision).toBe(1);
    expect(await salonName(app.url)).toBe(live);

    const version = await editor.publish(actor, "New name");
    expect(await eventually(() => salonName(app.url), "Serenity Drafted Spa")).toBe(
      "Serenity Drafted Spa",
    );
    expect((await editor.draft()).revision).toBe(0);
    const [newest] = await editor.releases();
    expect(newest).toMatchObject({ version, summary: "New name" });
    expect((await editor.history({ part: "salon" })).map((h) => h.version)).toContain(version);
    expect((await editor.history({ part: "menus" })).map((h) => h.version)).not.toContain(version);

    // A restore fills the draft (decision 0024): the live site keeps the published name until
    // the draft is published.
    const revision = await editor.restore({ part: "salon" }, version - 1, actor);
    expect(revision).toBe(1);
    expect((await editor.draft()).content.salon.salon_info.salon_name).toBe(live);
    expect(await salonName(app.url)).toBe("Serenity Drafted Spa");
    expect((await editor.releases())[0]!.version).toBe(version);
    const republished = await editor.publish(actor, "Old name back");
    expect(republished).toBe(version + 1);
    expect(await eventually(() => salonName(app.url), live)).toBe(live);
  });

  it("restores into an existing draft without losing its other changes; discarding undoes it", async () => {
    const editor = createContentEditor(app.database.db);
    const start = await editor.draft();
    expect(start.revision).toBe(0);
    const salon = structuredClone(start.content.salon);
    salon.salon_info.salon_name = "Restore Test Spa";
    await editor.saveRecord({ part: "salon" }, fingerprint(start.content.salon), salon, actor);
    const version = await editor.publish(actor, "Restore test name");
    const review = structuredClone(start.content.reviews[0]!);
    review.reviewer_name = "Draft Reviewer";
    await editor.saveRecord(
      { part: "reviews", key: "0" },
      fingerprint(start.content.reviews[0]),
      review,
      actor,
    );

    await editor.restore({ part: "salon" }, version - 1, actor);
    const draft = await editor.draft();
    expect(draft.revision).toBe(2);
    expect(draft.content.salon.salon_info.salon_name).toBe(
      start.content.salon.salon_info.salon_name,
    );
    expect(draft.content.reviews[0]!.reviewer_name).toBe("Draft Reviewer");
    expect((await exportContent(app.database.db)).salon.salon_info.salon_name).toBe(
      "Restore Test Spa",
    );

    await editor.discard();
    expect((await editor.draft()).content.salon.salon_info.salon_name).toBe("Restore Test Spa");
    // Leave the live name as the other tests expect it.
    await editor.restore({ part: "salon" }, version - 1, actor);
    await editor.publish(actor, "Name back");
  });

  it("refuses a second save of a record made from the same starting point", async () => {
    const editor = createContentEditor(app.database.db);
    const start = await editor.draft();
    const seen = fingerprint(start.content.reviews[0]);
    const first = structuredClone(start.content.reviews);
    first[0]!.reviewer_name = "First Editor";
    const second = structuredClone(start.content.reviews);
    second[0]!.reviewer_name = "Second Editor";
    await editor.saveRecord({ part: "reviews", key: "0" }, seen, first[0], actor);
    await expect(
      editor.saveRecord({ part: "reviews", key: "0" }, seen, second[0], actor),
    ).rejects.toMatchObject({
      status: 409,
    });
    // Another record still saves.
    const menus = (await editor.draft()).content.menus;
    await editor.saveRecord({ part: "menus", key: "0" }, fingerprint(menus[0]), menus[0], actor);
    expect((await editor.draft()).content.reviews[0]!.reviewer_name).toBe("First Editor");
    await editor.discard();
    expect((await editor.draft()).revision).toBe(0);
  });

  it("refuses content the site cannot show, and a publish with nothing to publish", async () => {
    const editor = createContentEditor(app.database.db);
    const start = await editor.draft();
    const salon = structuredClone(start.content.salon);
    salon.salon_info.salon_name = "";
    await expect(
      editor.saveRecord({ part: "salon" }, fingerprint(start.content.salon), salon, actor),
    ).rejects.toBeInstanceOf(EditorError);
    await expect(editor.publish(actor, "")).rejects.toMatchObject({ status: 409 });
    await expect(editor.restore({ part: "salon" }, 999_999, actor)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe.each(oneBackend)("hidden menu items and reviews on %s", (backend) => {
  const app = testAppForBlock(backend);

  it("keeps a hidden item or review in the content but off the site and out of the rating", async () => {
    const actor = (await createAccount(app, "owner")).account.id;
    const editor = createContentEditor(app.database.db);
    const draft = await editor.draft();
    const summary = async () =>
      (await (await fetch(`${app.url}/api/wsreviews`)).json()) as { total_reviews: number };
    const before = (await summary()).total_reviews;

    const review = { ...draft.content.reviews[0]!, hidden: true };
    await editor.saveRecord(
      { part: "reviews", key: "0" },
      fingerprint(draft.content.reviews[0]),
      review,
      actor,
    );
    const menu = structuredClone(draft.content.menus[0]!);
    const hiddenTitle = menu.items[0]!.sub_menu_title;
    menu.items[0]!.hidden = true;
    await editor.saveRecord(
      { part: "menus", key: "0" },
      fingerprint(draft.content.menus[0]),
      menu,
      actor,
    );
    await editor.publish(actor, "Hide two things");

    expect((await summary()).total_reviews).toBe(before - 1);
    const items = (await (await fetch(`${app.url}/api/menuactionssub/1`)).json()) as {
      sub_menu_title: string;
    }[];
    expect(items.map((i) => i.sub_menu_title)).not.toContain(hiddenTitle);
    const exported = await exportContent(app.database.db);
    expect(exported.reviews[0]!.hidden).toBe(true);
    expect(exported.menus[0]!.items[0]!.hidden).toBe(true);
    expect(exported.menus[0]!.items[1]).not.toHaveProperty("hidden");
  });
});

describe("content files after edits", () => {
  const app = testAppForBlock("pglite");

  it("export after a publish writes files that import reads back to the same site", async () => {
    const actor = (await createAccount(app, "owner")).account.id;
    const editor = createContentEditor(app.database.db);
    const draft = await editor.draft();
    const menu = structuredClone(draft.content.menus[1]!);
    menu.items[0]!.sub_menu_price = "$95, $150";
    menu.items[1]!.hidden = true;
    await editor.saveRecord(
      { part: "menus", key: "1" },
      fingerprint(draft.content.menus[1]),
      menu,
      actor,
    );
    const ipl = structuredClone(draft.content.landingFaqs.ipl);
    ipl.reverse();
    ipl[0]!.answers = 'Paragraph one, with "quotes" & <ampersands>.\n\nParagraph two.';
    await editor.saveRecord(
      { part: "landingFaqs", key: "ipl" },
      fingerprint(draft.content.landingFaqs.ipl),
      ipl,
      actor,
    );
    // Dates on one pop-up; the others have none and must come back without the keys.
    const popups = structuredClone(draft.content.specials.popups);
    popups[0] = { ...popups[0]!, starts_on: "2026-12-01", ends_on: "2026-12-24" };
    await editor.saveRecord(
      { part: "specials", key: "popups" },
      fingerprint(draft.content.specials.popups),
      popups,
      actor,
    );
    await editor.publish(actor, "Round trip");

    const published = await exportContent(app.database.db);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "content-"));
    try {
      await writeContentDir(dir, published);
      const reread = await readContentDir(dir);
      expect(reread).toEqual(published);
      expect(reread.specials.popups[0]).toMatchObject({ ends_on: "2026-12-24" });
      expect(Object.keys(reread.specials.popups[1] ?? {})).toEqual(["title", "specials_image_new"]);
      await importContent(app.database.db, reread);
      expect(await exportContent(app.database.db)).toEqual(published);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a category whose price is not an amount and saves nothing (decision 0022)", async () => {
    const actor = (await createAccount(app, "owner")).account.id;
    const editor = createContentEditor(app.database.db);
    const draft = await editor.draft();
    const menu = structuredClone(draft.content.menus[0]!);
    menu.items[0]!.sub_menu_price = "eighty dollars";
    const refused = await editor
      .saveRecord({ part: "menus", key: "0" }, fingerprint(draft.content.menus[0]), menu, actor)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EditorError);
    expect((refused as EditorError).status).toBe(400);
    expect((refused as EditorError).errors?.["items.0.sub_menu_price"]).toMatch(
      /“eighty dollars” is not an amount/,
    );
    expect((await editor.draft()).revision).toBe(draft.revision);
    // The same category with the price as an amount is saved.
    menu.items[0]!.sub_menu_price = "$80";
    const saved = await editor.saveRecord(
      { part: "menus", key: "0" },
      fingerprint(draft.content.menus[0]),
      menu,
      actor,
    );
    expect(saved.content.menus[0]!.items[0]!.sub_menu_price).toBe("$80");
  });
});
