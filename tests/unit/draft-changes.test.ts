/**
 * What the draft changes, in the owner's words (routes/staff/content/draft-changes.ts): record by
 * record, named as the editors name them, each with its editor and the public page that shows it.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Content } from "~/lib/content/schemas";
import {
  draftChanges,
  previewPages,
  recordEditor,
  recordLabel,
  recordPage,
  touches,
} from "~/routes/staff/content/draft-changes";
import { readContentDir } from "~/server/content/files.server";
import { PROJECT_ROOT } from "~/server/project-root.server";

describe("the draft's changes", () => {
  let live: Content;
  beforeAll(async () => {
    live = await readContentDir(path.join(PROJECT_ROOT, "content"));
  });

  it("are none when the draft is the live content, whatever its key order", () => {
    const reordered = JSON.parse(JSON.stringify(live)) as Content;
    reordered.salon = Object.fromEntries(Object.entries(live.salon).reverse()) as Content["salon"];
    expect(draftChanges(live, reordered)).toEqual([]);
  });

  it("name each changed record with its editor: a menu, a new and a changed post, a page text", () => {
    const draft = structuredClone(live);
    draft.menus[0]!.items[0]!.sub_menu_price = "$99";
    draft.blog.push({ ...live.blog[0]!, post_title: "Spa day!" });
    draft.blog[0]!.post_description += "<p>More.</p>";
    draft.websiteSettings.privacy_policy_new = "<p>New policy</p>";
    draft.faqs.tattoo = draft.faqs.tattoo.slice(1);
    draft.specials.popups = [];
    const changes = draftChanges(live, draft);
    expect(changes.map((change) => `${change.label}: ${change.what}`)).toEqual([
      "Facials menu: changed",
      "FAQs: Tattoo Removal with PicoSure: changed",
      "Pop-ups: changed",
      `Blog post '${live.blog[0]!.post_title}': changed`,
      "Blog post 'Spa day!': new",
      "Privacy policy: changed",
    ]);
    expect(changes.map((change) => change.editor)).toEqual([
      "/staff/content/menus/0",
      "/staff/content/faqs/tattoo",
      "/staff/content/promos",
      "/staff/content/blog/0",
      `/staff/content/blog/${live.blog.length}`,
      "/staff/content/pages/privacy_policy_new",
    ]);
    expect(touches(changes, "menus.0")).toBe(true);
    expect(touches(changes, "menus.1")).toBe(false);
    expect(touches(changes, "specials")).toBe(true);
  });

  it("count the reviews when several changed, and name one alone; removed ones from the live content", () => {
    const draft = structuredClone(live);
    draft.reviews = draft.reviews.slice(0, -2);
    expect(draftChanges(live, draft)).toEqual([
      { record: "reviews", label: "Reviews", what: "2 removed", editor: "/staff/content/reviews" },
    ]);
    const one = structuredClone(live);
    one.reviews[1]!.hidden = true;
    expect(draftChanges(live, one).map((change) => `${change.label}: ${change.what}`)).toEqual([
      `Review by ${live.reviews[1]!.reviewer_name}: changed`,
    ]);
    const removedMenu = structuredClone(live);
    removedMenu.menus.pop();
    expect(draftChanges(live, removedMenu)).toEqual([
      {
        record: `menus.${live.menus.length - 1}`,
        label: `${live.menus.at(-1)!.menu_title} menu`,
        what: "removed",
        editor: `/staff/content/menus/${live.menus.length - 1}`,
      },
    ]);
  });

  it("lead to the public page that shows a record, and list the site's pages for the preview", () => {
    expect(recordPage({ part: "menus", key: "0" }, live)).toBe("/services/facials");
    const packages = live.menus.findIndex((menu) => menu.menu_title === "Packages");
    expect(recordPage({ part: "menus", key: String(packages) }, live)).toBe("/packages");
    expect(recordPage({ part: "faqs", key: "tattoo" }, live)).toBe(
      "/services/tattoo-removal-with-picosure",
    );
    expect(recordPage({ part: "landingFaqs", key: "ipl" }, live)).toBe(
      "/ipl-therapy-staten-island-ads",
    );
    expect(recordPage({ part: "blog", key: "0" }, live)).toMatch(/^\/blog-details\/[a-z0-9-]+$/);
    expect(recordLabel({ part: "salon" }, live)).toBe("Salon details");
    expect(recordEditor({ part: "galleries", key: "tattoo" })).toBeNull();
    const groups = previewPages(live);
    expect(groups.map((group) => group.group)).toEqual([
      "Pages",
      "Services",
      "Ads pages",
      "Blog posts",
    ]);
    const all = groups.flatMap((group) => group.pages);
    expect(all[0]).toEqual({ path: "/", label: "Home" });
    expect(all.map((page) => page.path)).toContain("/services/facials");
    expect(all.map((page) => page.path)).toContain("/tattoo-removal-staten-island-ads");
    expect(groups[3]!.pages).toHaveLength(live.blog.length);
  });
});
