/**
 * The content view (pure, from a snapshot) answers exactly what the database holds: the same ids
 * (positions plus one, since every write rewrites content with `restart identity`), the same
 * orders and the same summaries, on both databases, after a second import too.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { asc, avg, count, desc, eq } from "drizzle-orm";
import * as t from "~/server/db/schema.server";
import { readContentDir } from "~/server/content/files.server";
import { exportContent, importContent } from "~/server/content/store.server";
import { createContentView } from "~/server/content/view.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { oneBackend, testAppForBlock } from "../support/test-app";

describe.each(oneBackend)("the content view against the database on %s", (backend) => {
  const app = testAppForBlock(backend);
  beforeAll(async () => {
    // A second import: ids must start over, not continue.
    await importContent(app.database.db, await readContentDir(path.join(PROJECT_ROOT, "content")));
  });

  it("has the database's ids, orders and summaries", async () => {
    const db = app.database.db;
    const view = createContentView(await exportContent(db));

    const menus = await db
      .select({ id: t.menu.menuId, title: t.menu.menuTitle })
      .from(t.menu)
      .orderBy(asc(t.menu.position), asc(t.menu.menuId));
    expect(view.menus.map((m) => [m.menu_id, m.menu_title])).toEqual(
      menus.map((m) => [m.id, m.title]),
    );
    for (const menu of menus) {
      const items = await db
        .select({ id: t.subMenu.subMenuId, title: t.subMenu.subMenuTitle })
        .from(t.subMenu)
        .where(eq(t.subMenu.menuId, menu.id))
        .orderBy(asc(t.subMenu.position), asc(t.subMenu.subMenuId));
      expect(view.subMenu(menu.id)?.map((i) => [i.sub_menu_id, i.sub_menu_title])).toEqual(
        items.map((i) => [i.id, i.title]),
      );
    }
    expect(view.subMenu(menus.length + 1)).toBeNull();

    const reviews = await db
      .select({ id: t.review.reviewId })
      .from(t.review)
      .orderBy(desc(t.review.reviewDate), desc(t.review.reviewId));
    expect(view.reviewsPage(0, 1000).reviews.map((r) => r.review_id)).toEqual(
      reviews.map((r) => r.id),
    );
    const highlights = await db
      .select({ id: t.review.reviewId })
      .from(t.review)
      .orderBy(desc(t.review.rating), desc(t.review.reviewDate), desc(t.review.reviewId))
      .limit(10);
    expect(view.reviewsSummary.reviews.map((r) => r.review_id)).toEqual(
      highlights.map((r) => r.id),
    );
    const [totals] = await db.select({ n: count(), average: avg(t.review.rating) }).from(t.review);
    expect(view.reviewsSummary.total_reviews).toBe(totals?.n);
    expect(view.reviewsSummary.ratings).toBe(Math.round(Number(totals?.average) * 10) / 10);

    for (const treatment of t.treatments) {
      const faqs = await db
        .select({ id: t.faq.faqId })
        .from(t.faq)
        .where(eq(t.faq.treatment, treatment))
        .orderBy(asc(t.faq.position), asc(t.faq.faqId));
      expect(view.faq(treatment).data.map((f) => f.faq_id)).toEqual(faqs.map((f) => f.id));
      const gallery = await db
        .select({ id: t.galleryItem.galleryId })
        .from(t.galleryItem)
        .where(eq(t.galleryItem.treatment, treatment))
        .orderBy(asc(t.galleryItem.position), asc(t.galleryItem.galleryId));
      expect(view.gallery(treatment).map((g) => g.gallery_id)).toEqual(gallery.map((g) => g.id));
    }

    const posts = await db
      .select({ id: t.blogPost.postId })
      .from(t.blogPost)
      .orderBy(desc(t.blogPost.postDate), desc(t.blogPost.postId));
    expect(view.blogPosts.map((p) => p.post_id)).toEqual(posts.map((p) => p.id));
  });

  it("answers every content read exactly as the service does", async () => {
    const view = createContentView(await exportContent(app.database.db));
    const live = app.services.content;
    expect(await live.getSalon()).toEqual(view.salon);
    expect(await live.getMenus()).toEqual(view.menus);
    expect(await live.getMemberships()).toEqual(view.memberships);
    expect(await live.getSpecials()).toEqual(view.specials);
    expect(await live.getPopups()).toEqual(view.popups);
    expect(await live.getReviewsSummary()).toEqual(view.reviewsSummary);
    expect(await live.getReviewsPage(3, 7)).toEqual(view.reviewsPage(3, 7));
    expect(await live.getBlogPosts()).toEqual(view.blogPosts);
    for (const treatment of t.treatments) {
      expect(await live.getFaq(treatment)).toEqual(view.faq(treatment));
      expect(await live.getGallery(treatment)).toEqual(view.gallery(treatment));
    }
    for (const menu of view.menus) {
      expect(await live.getSubMenu(menu.menu_id)).toEqual(view.subMenu(menu.menu_id));
    }
  });
});
