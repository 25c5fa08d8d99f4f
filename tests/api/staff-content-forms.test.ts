/**
 * The content editors' route actions as a browser without JavaScript posts them (decision 0020):
 * the menu category form read from the page itself (every field as the server rendered it), one
 * price changed, saved and published with Publish now; every category posted back untouched
 * stores exactly what it was; a price in words, a stale form and a cross-site post are refused
 * with nothing stored; Site content's Publish and its confirmed Discard; "Add an item" and "Find
 * an item" (decision 0049): a post that hands the form back as typed with an empty item, and a GET.
 */
import { describe, expect, it } from "vitest";
import type { StoredMenu } from "~/lib/content/menu-editing";
import { exportContent } from "~/server/content/store.server";
import { oneBackend, testAppForBlock } from "../support/test-app";
import { noticeOf, memberForBlock } from "../support/staff";
import { renderedFields, withFields } from "../support/rendered-form";

describe.each(oneBackend)("content editors' forms without JavaScript on %s", (backend) => {
  const editor = () => app.services.staff.editor;
  const liveMenus = async () => (await exportContent(app.database.db)).menus;
  const draftMenus = async () => (await editor().draft()).content.menus;

  /** A staff page's form posted as a browser without JavaScript does. */
  const post = (
    path: string,
    fields: [string, string][] | Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const body = new URLSearchParams(fields);
    if (!body.has("csrfToken")) body.set("csrfToken", owner.csrfToken);
    return fetch(`${app.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...owner.headers,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body,
    });
  };
  const page = async (path: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: { Cookie: owner.cookie } });
    expect(response.status, path).toBe(200);
    return response.text();
  };
  /** The category form's fields with one item's field set to `value`. */
  const withField = (
    fields: [string, string][],
    title: string,
    field: string,
    value: string,
  ): [string, string][] => {
    const item = fields.find(
      ([name, typed]) => /^items\.\d+\.title$/.test(name) && typed === title,
    );
    expect(item, title).toBeDefined();
    const name = item![0].replace(/title$/, field);
    expect(
      fields.some(([other]) => other === name),
      name,
    ).toBe(true);
    return fields.map(([other, typed]) => [other, other === name ? value : typed]);
  };

  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");

  it("posts every category back untouched and stores exactly what it was", async () => {
    const live = await liveMenus();
    for (const [index, menu] of live.entries()) {
      const fields = renderedFields(await page(`/staff/content/menus/${index}`), "menu-editor");
      expect(fields.filter(([name]) => name.endsWith(".from"))).toHaveLength(menu.items.length);
      const saved = await post(`/staff/content/menus/${index}`, fields);
      expect(saved.status, menu.menu_title).toBe(302);
      expect((await draftMenus())[index], menu.menu_title).toStrictEqual(menu);
    }
    await editor().discard();
  }, 120_000);

  it("changes one Facials price, saves and publishes it from the category's page", async () => {
    const live = await liveMenus();
    const fields = renderedFields(await page("/staff/content/menus/0"), "menu-editor");
    const saved = await post(
      "/staff/content/menus/0",
      withField(fields, "Teen Clear Skin Facial", "price.amount", "89"),
    );
    expect(saved.status).toBe(302);
    // Back at the form, where its notice is drawn (decision 0046).
    expect(saved.headers.get("location")).toBe("/staff/content/menus/0#part-save");
    expect(noticeOf(saved)?.text).toBe("Saved in the draft. Publish now puts it on the site.");
    const expected = structuredClone(live[0]!) as StoredMenu;
    expected.items.find(
      (item) => item.sub_menu_title === "Teen Clear Skin Facial",
    )!.sub_menu_price = "$89";
    expect((await draftMenus())[0]).toStrictEqual(expected);
    // Not live yet.
    expect((await liveMenus())[0]).toStrictEqual(live[0]);

    const publish = renderedFields(await page("/staff/content/menus/0"), "publish-now");
    expect(Object.fromEntries(publish)).toMatchObject({
      intent: "publish",
      summary: "Facials menu",
    });
    const published = await post("/staff/content/menus/0", publish);
    expect(published.status).toBe(302);
    expect(noticeOf(published)?.text).toMatch(/^Published: version \d+ is live\.$/);
    expect((await liveMenus())[0]).toStrictEqual(expected);
    const [release] = await editor().releases(1);
    expect(release?.summary).toBe("Facials menu");

    // Nothing left to publish: said beside the button, nothing written.
    const again = await post("/staff/content/menus/0", publish);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("There are no changes to publish.");
  });

  it("refuses a price in words next to its field, stores nothing and shows what was typed", async () => {
    const fields = renderedFields(await page("/staff/content/menus/0"), "menu-editor");
    const refused = await post(
      "/staff/content/menus/0",
      withField(fields, "Deep Pore Cleansing Facial", "price.amount", "eighty dollars"),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(
      "“eighty dollars” is not an amount: enter a number such as 80 (the site shows $80)",
    );
    expect(html).toContain("Please correct the field marked above.");
    // The typed words are in the field again, marked invalid.
    const again = renderedFields(html, "menu-editor");
    expect(again).toContainEqual(expect.arrayContaining(["eighty dollars"]));
    expect(html).toMatch(
      /aria-invalid="true"[^>]*value="eighty dollars"|value="eighty dollars"[^>]*aria-invalid="true"/,
    );
    expect((await editor().draft()).revision).toBe(0);
  });

  it("refuses a save from a page older than someone else's save, keeping what was typed", async () => {
    const fields = renderedFields(await page("/staff/content/menus/0"), "menu-editor");
    // Someone else saves the category first.
    const first = await post(
      "/staff/content/menus/0",
      withField(fields, "Express Facial", "title", "Express Glow Facial"),
    );
    expect(first.status).toBe(302);
    const stale = await post(
      "/staff/content/menus/0",
      withField(fields, "Gentleman's Facial", "price.amount", "119"),
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain("Someone else saved this category meanwhile, so nothing was saved.");
    expect(renderedFields(html, "menu-editor")).toContainEqual(expect.arrayContaining(["119"]));
    const draft = (await draftMenus())[0]!;
    expect(draft.items.map((item) => item.sub_menu_title)).toContain("Express Glow Facial");
    expect(
      draft.items.find((item) => item.sub_menu_title === "Gentleman's Facial")?.sub_menu_price,
    ).toBe("$115");
    await editor().discard();
  });

  it("refuses a post from another site or without the session's token, storing nothing", async () => {
    const fields = withField(
      renderedFields(await page("/staff/content/menus/0"), "menu-editor"),
      "Teen Clear Skin Facial",
      "price.amount",
      "1",
    );
    const crossSite = await post("/staff/content/menus/0", fields, {
      Origin: "https://evil.example",
    });
    // React Router refuses a foreign Origin itself (400) before our guard would (403).
    expect([400, 403], "cross-site origin").toContain(crossSite.status);
    const fetchMeta = await post("/staff/content/menus/0", fields, {
      "Sec-Fetch-Site": "cross-site",
    });
    expect(fetchMeta.status, "fetch metadata").toBe(403);
    const noToken = await post(
      "/staff/content/menus/0",
      fields.map(([name, value]): [string, string] => [name, name === "csrfToken" ? "" : value]),
    );
    expect(noToken.status, "no token").toBe(403);
    const publish = await post(
      "/staff/content",
      { intent: "publish" },
      { Origin: "https://evil.example" },
    );
    expect([400, 403], "cross-site publish").toContain(publish.status);
    expect((await editor().draft()).revision).toBe(0);
  });

  it("publishes and discards the draft from Site content, the discard only once confirmed", async () => {
    const fields = renderedFields(await page("/staff/content/menus/0"), "menu-editor");
    const changed = withField(fields, "Oxygen Glow Facial", "price.amount", "149");
    expect((await post("/staff/content/menus/0", changed)).status).toBe(302);

    const publishForm = Object.fromEntries(
      renderedFields(await page("/staff/content"), "publish-draft"),
    );
    expect(publishForm).toMatchObject({ intent: "publish", summary: "" });
    const tooLong = await post("/staff/content", { ...publishForm, summary: "x".repeat(201) });
    expect(tooLong.status).toBe(400);
    const published = await post("/staff/content", { ...publishForm, summary: "Oxygen price" });
    expect(published.status).toBe(302);
    expect(published.headers.get("location")).toBe("/staff/content#part-publish");
    expect(noticeOf(published)?.text).toMatch(/^Published: version \d+ is live\.$/);
    expect((await editor().releases(1))[0]?.summary).toBe("Oxygen price");
    const oxygen = (await liveMenus())[0]!.items.find(
      (item) => item.sub_menu_title === "Oxygen Glow Facial",
    );
    expect(oxygen?.sub_menu_price).toBe("$149");

    const again = withField(
      renderedFields(await page("/staff/content/menus/0"), "menu-editor"),
      "Oxygen Glow Facial",
      "price.amount",
      "145",
    );
    expect((await post("/staff/content/menus/0", again)).status).toBe(302);
    const confirm = Object.fromEntries(
      renderedFields(await page("/staff/content?confirm=discard"), "discard-draft"),
    );
    expect(confirm).toMatchObject({ intent: "discard" });
    // The confirmation is the step's button (confirm=yes): a post without it discards nothing.
    const unconfirmed = await post("/staff/content", confirm);
    expect(unconfirmed.status).toBe(400);
    expect((await editor().draft()).revision).toBeGreaterThan(0);
    const discarded = await post("/staff/content", { ...confirm, confirm: "yes" });
    expect(discarded.status).toBe(302);
    expect(noticeOf(discarded)?.text).toBe("The draft is discarded.");
    expect((await editor().draft()).revision).toBe(0);
  });

  it("moves a category with its Up button and saves the order; a forged order stores nothing", async () => {
    const live = await liveMenus();
    const fields = renderedFields(await page("/staff/content/menus"), "menu-order");
    expect(fields.filter(([name]) => name === "order").map(([, value]) => value)).toStrictEqual(
      live.map((_, index) => String(index)),
    );
    // Without JavaScript, Up on the second row posts the form with the move and saves it.
    const moved = await post("/staff/content/menus", [...fields, ["move", "1:-1"]]);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/staff/content/menus#menus");
    expect(noticeOf(moved)?.text).toMatch(/^Saved in the draft/);
    expect((await draftMenus()).map((menu) => menu.menu_title)).toStrictEqual([
      live[1]!.menu_title,
      live[0]!.menu_title,
      ...live.slice(2).map((menu) => menu.menu_title),
    ]);
    await editor().discard();

    // A category left out, or twice, is refused: nothing stored.
    const fresh = renderedFields(await page("/staff/content/menus"), "menu-order");
    const without = fresh.filter(([name, value]) => !(name === "order" && value === "0"));
    expect((await post("/staff/content/menus", without)).status).toBe(409);
    const twice = fresh.map(([name, value]): [string, string] =>
      name === "order" && value === "0" ? [name, "1"] : [name, value],
    );
    expect((await post("/staff/content/menus", twice)).status).toBe(400);
    expect((await editor().draft()).content.menus).toStrictEqual(live);
  });

  /** The first `<name ...>` tag of the page holding `attribute` (not the whole page in a failure). */
  const tagOf = (html: string, name: string, attribute: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))]
      .map(([tag]) => tag)
      .find((tag) => tag.includes(attribute)) ?? "";

  /** The items the category's page shows (not hidden by a search), by name. */
  const shownItems = (html: string) =>
    [
      ...html.matchAll(
        /<li([^>]*)><details class="menu-item"[^>]*>[\s\S]*?class="menu-item__name">([^<]*)</g,
      ),
    ]
      .filter(([, attributes]) => !attributes!.includes('hidden=""'))
      .map(([, , name]) => name);

  it("adds an item without JavaScript: the form as typed comes back with it opened, nothing saved", async () => {
    const html = await page("/staff/content/menus/0");
    // Each Add button posts the category's form and lands on the item it added.
    const addButton = tagOf(html, "button", 'value="service"');
    expect(addButton).toContain('name="add"');
    expect(addButton).toContain('formAction="/staff/content/menus/0#menu-added"');
    const fields = renderedFields(html, "menu-editor");
    const count = fields.filter(([name]) => name.endsWith(".from")).length;
    const typed = withField(fields, "Teen Clear Skin Facial", "price.amount", "91");

    const added = await post("/staff/content/menus/0", [...typed, ["add", "service"]]);
    expect(added.status).toBe(200);
    const answer = await added.text();
    const again = renderedFields(answer, "menu-editor");
    // What was typed is kept; the new item is last, empty, opened, where the address lands.
    expect(again).toContainEqual(expect.arrayContaining(["91"]));
    expect(again.filter(([name]) => name.endsWith(".from"))).toHaveLength(count + 1);
    expect(again).toContainEqual([`items.${count}.from`, "new"]);
    expect(again).toContainEqual([`items.${count}.title`, ""]);
    expect(answer.includes('<li id="menu-added"><details class="menu-item" open=""')).toBe(true);
    expect(answer.includes('class="form-failure"')).toBe(false);
    expect((await editor().draft()).revision).toBe(0);

    // Filled in and saved, it is stored with the price typed before it was added.
    const filled = withFields(again, {
      [`items.${count}.title`]: "Glow Express Facial",
      [`items.${count}.price.amount`]: "70",
    });
    expect((await post("/staff/content/menus/0", filled)).status).toBe(302);
    const stored = (await draftMenus())[0]!.items;
    expect(stored).toHaveLength(count + 1);
    expect(stored.at(-1)).toMatchObject({ sub_menu_title: "Glow Express Facial" });
    expect(stored.at(-1)!.sub_menu_price).toBe("$70");
    expect(
      stored.find((item) => item.sub_menu_title === "Teen Clear Skin Facial")?.sub_menu_price,
    ).toBe("$91");
    await editor().discard();

    // A kind the category does not take (a membership among facials) is refused.
    const odd = await post("/staff/content/menus/0", [...fields, ["add", "membership"]]);
    expect(odd.status).toBe(400);
    expect((await editor().draft()).revision).toBe(0);
  });

  it("finds items without JavaScript: a GET that shows only the items whose name matches", async () => {
    const all = await page("/staff/content/menus/0");
    // Its own GET form (forms do not nest), the box and its button tied to it by `form=`.
    expect(tagOf(all, "form", 'id="menu-find-form"')).toContain('method="get"');
    expect(tagOf(all, "input", 'name="find"')).toContain('form="menu-find-form"');
    expect(tagOf(all, "button", 'form="menu-find-form"')).toContain('type="submit"');
    const names = shownItems(all);
    expect(names).toContain("Teen Clear Skin Facial");

    const found = await page("/staff/content/menus/0?find=TEEN");
    expect(shownItems(found)).toStrictEqual(["Teen Clear Skin Facial"]);
    expect(tagOf(found, "input", 'name="find"')).toContain('value="TEEN"');
    // The hidden items are still in the form: a save from a search keeps every item.
    expect(
      renderedFields(found, "menu-editor").filter(([name]) => name.endsWith(".from")),
    ).toHaveLength(names.length);

    const none = await page("/staff/content/menus/0?find=zebra");
    expect(shownItems(none)).toStrictEqual([]);
    expect(none.replaceAll("<!-- -->", "").includes("No item&#x27;s name contains “zebra”.")).toBe(
      true,
    );
    // A search far too long is cut, not refused.
    expect(shownItems(await page(`/staff/content/menus/0?find=${"x".repeat(1000)}`))).toStrictEqual(
      [],
    );
  });

  // The CI sweep found "Show 4 older versions" 20 px tall once earlier tests had published the
  // menu often enough: links alone on their line that only some states show are rows (0049).
  it("shows older versions and the draft's preview as links a thumb can hit", async () => {
    for (const price of ["91", "92", "93", "94"]) {
      const fields = renderedFields(await page("/staff/content/menus/0"), "menu-editor");
      const saved = await post(
        "/staff/content/menus/0",
        withField(fields, "Teen Clear Skin Facial", "price.amount", price),
      );
      expect(saved.status).toBe(302);
      const published = await post(
        "/staff/content/menus/0",
        renderedFields(await page("/staff/content/menus/0"), "publish-now"),
      );
      expect(published.status).toBe(302);
    }
    expect(tagOf(await page("/staff/content/menus/0"), "a", '?history=all"')).toContain(
      'class="staff-row"',
    );
    const fields = renderedFields(await page("/staff/content/menus/0"), "menu-editor");
    const saved = await post(
      "/staff/content/menus/0",
      withField(fields, "Teen Clear Skin Facial", "price.amount", "95"),
    );
    expect(saved.status).toBe(302);
    expect(tagOf(await page("/staff/content"), "a", 'href="/staff/content/preview"')).toContain(
      'class="staff-row"',
    );
  });
});
