/**
 * The specials and pop-ups with their dates and images: dates checked as the form checks them,
 * a promo shown on the public API and pages only on its days (the spa's), image paths of every
 * kind of record refused unless they point at a real image, and uploads drawn with a srcset. The
 * lists are saved through the promotions editor's form as a browser without JavaScript posts it
 * (decision 0020); the other records through the staff JSON API until their editors post forms.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { spaToday } from "~/lib/staff/leads";
import { parseRecordPath } from "~/lib/content/records";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { exportContent } from "~/server/content/store.server";
import { oneBackend, testAppForBlock } from "../support/test-app";
import { memberForBlock } from "../support/staff";
import { renderedErrors, renderedFields, staffBrowser } from "../support/rendered-form";
import { PROMO_FIELDS, promoFieldName } from "../../app/routes/staff/content/promos/promo-form";

const CHOOSE = "Choose an image from the list";
const PROMOS_PAGE = "/staff/content/promos";

type PostedPromo = Partial<Record<(typeof PROMO_FIELDS)[number], string>>;

/** The spa's day `days` from today (YYYY-MM-DD). */
const spaDay = (days: number) => spaToday(new Date(Date.now() + days * 86_400_000));

describe.each(oneBackend)("specials and pop-ups on %s", (backend) => {
  let uploaded: { id: string; src: string };
  /**
   * Saves a record of the draft over what the draft holds now, through the content service every
   * editor's action saves with: its image check stands behind every form, and a menu's or a
   * gallery's image paths have no field of their own to post.
   */
  const save = async (record: string, value: unknown) => {
    const path = parseRecordPath(record)!;
    const { seen } = await app.services.staff.editor.record(path);
    const saved = await app.services.staff.contentWork.save(path, seen, value, owner.userId);
    return saved.ok
      ? { status: 200, errors: {} }
      : { status: saved.status, errors: saved.errors ?? {} };
  };
  /**
   * Saves a list of promos ("specials.popups") through its form on the editor page: the form as
   * rendered, its rows replaced by these (an absent date is an empty field). A refusal's field
   * errors are read from the page it answers, beside their fields.
   */
  const savePromos = async (record: string, promos: PostedPromo[]) => {
    const browser = staffBrowser(app, owner);
    const form = renderedFields(await browser.page(PROMOS_PAGE), record).filter(
      ([name]) => !name.startsWith("items."),
    );
    const rows = promos.flatMap((promo, index) =>
      PROMO_FIELDS.map((field): [string, string] => [
        promoFieldName(index, field),
        promo[field] ?? "",
      ]),
    );
    const answer = await browser.post(PROMOS_PAGE, [...form, ...rows]);
    const errors = answer.status === 400 ? renderedErrors(await answer.text()) : {};
    return { status: answer.status, errors };
  };
  /** Site content's Publish form, as a browser without JavaScript posts it. */
  const publish = (summary: string) =>
    staffBrowser(app, owner).post("/staff/content", { intent: "publish", summary });

  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  beforeAll(async () => {
    const form = new FormData();
    const png = await sharp({
      create: { width: 1000, height: 1000, channels: 3, background: { r: 200, g: 170, b: 150 } },
    })
      .png()
      .toBuffer();
    form.set("image", new Blob([new Uint8Array(png)]), "winter.png");
    form.set("alt", "Winter glow facial");
    form.set("csrfToken", owner.csrfToken);
    const answer = await fetch(`${app.url}/staff/media`, {
      method: "POST",
      body: form,
      headers: { ...owner.headers, Accept: "application/json" },
    });
    expect(answer.status).toBe(200);
    uploaded = ((await answer.json()) as { image: { id: string; src: string } }).image;
  }, 60_000);

  it("refuses a last day before the first and a date that is no date, at the field", async () => {
    const popups = structuredClone((await exportContent(app.database.db)).specials.popups);
    popups[0] = { ...popups[0]!, starts_on: "2026-12-10", ends_on: "2026-12-01" };
    const reversed = await savePromos("specials.popups", popups);
    expect(reversed.status).toBe(400);
    expect(reversed.errors).toEqual({
      "items.0.ends_on": "The last day cannot be before the first day",
    });
    popups[0] = { ...popups[0], starts_on: "2026-02-30", ends_on: "" };
    const bad = await savePromos("specials.popups", popups);
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual({
      "items.0.starts_on": "Must be a date like 2026-11-23, or empty",
    });
  });

  it("shows a promo on the public API and home page only on its days, with an upload's srcset", async () => {
    const live = await exportContent(app.database.db);
    const image = live.specials.specials[0]!.specials_image_new;
    const specials = [
      { title: "Ended yesterday", specials_image_new: image, ends_on: spaDay(-1) },
      { title: "Starts tomorrow", specials_image_new: image, starts_on: spaDay(1) },
      {
        title: "Today only",
        specials_image_new: image,
        starts_on: spaDay(0),
        ends_on: spaDay(0),
      },
      // Cleared date fields are no limit, and are not stored.
      { title: "Always", specials_image_new: image, starts_on: "", ends_on: "" },
    ];
    expect((await savePromos("specials.specials", specials)).status).toBe(302);
    const popups = [
      { title: "Expired pop-up", specials_image_new: image, ends_on: spaDay(-3) },
      { title: "Winter glow facial, 20% off", specials_image_new: uploaded.src },
    ];
    expect((await savePromos("specials.popups", popups)).status).toBe(302);
    expect((await publish("Dated promos")).status).toBe(302);

    const stored = await exportContent(app.database.db);
    expect(stored.specials.specials[3]).toEqual({ title: "Always", specials_image_new: image });
    expect(stored.specials.specials[2]).toMatchObject({ starts_on: spaDay(0), ends_on: spaDay(0) });

    const shown = (await (await fetch(`${app.url}/api/wsspecials`)).json()) as unknown[];
    expect(shown).toEqual([
      { specials_image_new: image, title: "Today only" },
      { specials_image_new: image, title: "Always" },
    ]);
    const popup = (await (await fetch(`${app.url}/api/webpopup`)).json()) as unknown[];
    expect(popup).toEqual([
      { specials_image_new: uploaded.src, title: "Winter glow facial, 20% off" },
    ]);

    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).not.toContain("Ended yesterday");
    expect(home).not.toContain("Starts tomorrow");
    expect(home).toContain('alt="Today only"');
    // The pop-up's <img>: every copy in srcset, the largest copy's size, the title as its alt.
    const start = home.lastIndexOf("<img", home.indexOf(`src="${uploaded.src}"`));
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    const tag = home.slice(start, home.indexOf(">", start)).replace("srcSet=", "srcset=");
    expect(tag).toContain(`srcset="/media/u/${uploaded.id}/320.webp 320w, `);
    expect(tag).toContain(`/media/u/${uploaded.id}/1000.webp 1000w"`);
    expect(tag).toContain('sizes="min(92vw, 32rem)"');
    expect(tag).toContain('width="1000"');
    expect(tag).toContain('height="1000"');
    expect(tag).toContain('alt="Winter glow facial, 20% off"');
  });

  it("refuses image paths that point at no image, in every kind of record", async () => {
    const live = await exportContent(app.database.db);
    const popups = structuredClone(live.specials.popups);
    for (const bad of [
      "/media/../package.json",
      "/media/no-such-image.svg",
      "/media/u/00000000-0000-4000-8000-000000000000/640.webp",
      `/media/u/${uploaded.id}/333.webp`,
      "https://example.com/x.png",
      "/media/%2e%2e/package.json",
      `/media/${"a/".repeat(3000)}x.png`,
    ]) {
      popups[0] = { ...popups[0]!, specials_image_new: bad };
      const answer = await savePromos("specials.popups", popups);
      expect(answer.status, bad).toBe(400);
      // A path longer than any image's is refused by the form's length rule, checked first.
      const message =
        bad.length > CONTENT_LIMITS.short
          ? `Must be at most ${CONTENT_LIMITS.short} characters`
          : CHOOSE;
      expect(answer.errors, bad).toEqual({ "items.0.specials_image_new": message });
    }

    const post = { ...structuredClone(live.blog[0]!), post_image: "/media/../../etc/passwd" };
    const blog = await save("blog.0", post);
    expect(blog.status).toBe(400);
    expect(blog.errors).toEqual({ post_image: CHOOSE });
    expect((await save("blog.0", { ...post, post_image: uploaded.src })).status).toBe(200);
    expect((await save("blog.0", { ...post, post_image: "" })).status).toBe(200);

    const menu = structuredClone(live.menus[0]!);
    menu.alternate_image = "/media/missing.svg";
    menu.items[0]!.sub_menu_file = "/media/../server.ts";
    const menus = await save("menus.0", menu);
    expect(menus.status).toBe(400);
    expect(menus.errors).toEqual({ alternate_image: CHOOSE, "items.0.sub_menu_file": CHOOSE });

    const gallery = structuredClone(live.galleries.tattoo);
    gallery[0]!.gallery_image = "/media/tattoo-nothing.jpg";
    const galleries = await save("galleries.tattoo", gallery);
    expect(galleries.status).toBe(400);
    expect(galleries.errors).toEqual({ "0.gallery_image": CHOOSE });
    // The demo's own images, video included, are all real.
    expect((await save("galleries.tattoo", live.galleries.tattoo)).status).toBe(200);
  });
});
