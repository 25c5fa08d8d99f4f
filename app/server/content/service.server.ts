import { and, asc, avg, count, desc, eq, sql } from "drizzle-orm";
import type {
  BlogPost,
  FaqSet,
  GalleryItem,
  MenuCategory,
  PromoImage,
  ReviewsPage,
  ReviewsSummary,
  SalonRecord,
  SubMenuItem,
  TreatmentKey,
} from "~/lib/api-types";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import { createCache } from "../cache.server";
import { salonFromRow } from "./store.server";

export const MEMBERSHIPS_MENU_TITLE = "memberships";
/** How many reviews /api/wsreviews returns as highlights. */
const REVIEW_HIGHLIGHTS = 10;

const menuColumns = {
  menu_id: t.menu.menuId,
  menu_title: t.menu.menuTitle,
  menu_description: t.menu.menuDescription,
  menu_attachment: t.menu.menuAttachment,
  alternate_image: t.menu.alternateImage,
  alternate_image_two: t.menu.alternateImageTwo,
};
const subMenuColumns = {
  sub_menu_id: t.subMenu.subMenuId,
  menu_id: t.subMenu.menuId,
  sub_menu_title: t.subMenu.subMenuTitle,
  sub_menu_description: t.subMenu.subMenuDescription,
  sub_menu_price: t.subMenu.subMenuPrice,
  sub_menu_file: t.subMenu.subMenuFile,
};
const reviewColumns = {
  review_id: t.review.reviewId,
  reviewer_name: t.review.reviewerName,
  rating: t.review.rating,
  review_description: t.review.reviewDescription,
  review_source: t.review.reviewSource,
  review_date: t.review.reviewDate,
};
const reviewOrder = [desc(t.review.reviewDate), desc(t.review.reviewId)];

export class NoContentError extends Error {
  override name = "NoContentError";
}

export type ContentService = ReturnType<typeof createContentService>;

/** Read-only access to the site's content, cached in process (see cache.server.ts). */
export function createContentService(
  db: Database,
  options: { cacheSeconds: number; onStale?: (error: unknown) => void },
) {
  const cache = createCache(options.cacheSeconds * 1000, 500, options.onStale);

  const promos = (kind: "special" | "popup") =>
    cache.get(`promo:${kind}`, (): Promise<PromoImage[]> =>
      db
        .select({ specials_image_new: t.promoImage.specialsImageNew, title: t.promoImage.title })
        .from(t.promoImage)
        .where(eq(t.promoImage.kind, kind))
        .orderBy(asc(t.promoImage.position), asc(t.promoImage.id)),
    );

  const subMenuOf = (menuId: number): Promise<SubMenuItem[]> =>
    db
      .select(subMenuColumns)
      .from(t.subMenu)
      .where(eq(t.subMenu.menuId, menuId))
      .orderBy(asc(t.subMenu.position), asc(t.subMenu.subMenuId));

  const service = {
    clearCache: () => cache.clear(),

    getSalon: () =>
      cache.get("salon", async (): Promise<SalonRecord> => {
        const [s] = await db.select().from(t.salon).where(eq(t.salon.id, 1));
        if (!s) throw new NoContentError("No salon record: import content first.");
        const settings = await db.select().from(t.websiteSetting);
        return {
          ...salonFromRow(s),
          website_settings: Object.fromEntries(settings.map((row) => [row.name, row.html])),
        };
      }),

    getMenus: () =>
      cache.get("menus", (): Promise<MenuCategory[]> =>
        db.select(menuColumns).from(t.menu).orderBy(asc(t.menu.position), asc(t.menu.menuId)),
      ),

    /** Items of one category, or null when no such category exists. */
    getSubMenu: (menuId: number) =>
      cache.get(`submenu:${menuId}`, async (): Promise<SubMenuItem[] | null> => {
        const [found] = await db
          .select({ id: t.menu.menuId })
          .from(t.menu)
          .where(eq(t.menu.menuId, menuId));
        return found ? subMenuOf(menuId) : null;
      }),

    /** The items of the menu titled Memberships (the 'Membership Policies' item included). */
    getMemberships: () =>
      cache.get("memberships", async (): Promise<SubMenuItem[]> => {
        const [found] = await db
          .select({ id: t.menu.menuId })
          .from(t.menu)
          .where(eq(sql`lower(${t.menu.menuTitle})`, MEMBERSHIPS_MENU_TITLE));
        return found ? subMenuOf(found.id) : [];
      }),

    getSpecials: () => promos("special"),
    getPopups: () => promos("popup"),

    getReviewsSummary: () =>
      cache.get("reviews:summary", async (): Promise<ReviewsSummary> => {
        const [totals] = await db
          .select({ total: count(), average: avg(t.review.rating) })
          .from(t.review);
        const reviews = await db
          .select(reviewColumns)
          .from(t.review)
          .orderBy(desc(t.review.rating), ...reviewOrder)
          .limit(REVIEW_HIGHLIGHTS);
        const average = totals?.average ? Number(totals.average) : 0;
        return {
          ratings: Math.round(average * 10) / 10,
          total_reviews: totals?.total ?? 0,
          reviews,
        };
      }),

    getReviewsPage: (offset: number, limit: number) =>
      cache.get(`reviews:${offset}:${limit}`, async (): Promise<ReviewsPage> => {
        const [totals] = await db.select({ total: count() }).from(t.review);
        const reviews = await db
          .select(reviewColumns)
          .from(t.review)
          .orderBy(...reviewOrder)
          .offset(offset)
          .limit(limit);
        return { reviews, total_reviews: totals?.total ?? 0 };
      }),

    getFaq: (treatment: TreatmentKey) =>
      cache.get(`faq:${treatment}`, async (): Promise<FaqSet> => ({
        data: await db
          .select({ faq_id: t.faq.faqId, questions: t.faq.questions, answers: t.faq.answers })
          .from(t.faq)
          .where(eq(t.faq.treatment, treatment))
          .orderBy(asc(t.faq.position), asc(t.faq.faqId)),
      })),

    getGallery: (treatment: TreatmentKey) =>
      cache.get(`gallery:${treatment}`, (): Promise<GalleryItem[]> =>
        db
          .select({
            gallery_id: t.galleryItem.galleryId,
            gallery_title: t.galleryItem.galleryTitle,
            gallery_image: t.galleryItem.galleryImage,
          })
          .from(t.galleryItem)
          .where(and(eq(t.galleryItem.treatment, treatment)))
          .orderBy(asc(t.galleryItem.position), asc(t.galleryItem.galleryId)),
      ),

    /** Newest first. */
    getBlogPosts: () =>
      cache.get("blog", (): Promise<BlogPost[]> =>
        db
          .select({
            post_id: t.blogPost.postId,
            post_title: t.blogPost.postTitle,
            post_date: t.blogPost.postDate,
            post_image: t.blogPost.postImage,
            post_description: t.blogPost.postDescription,
            page_title: t.blogPost.pageTitle,
            meta_desc: t.blogPost.metaDesc,
            meta_key: t.blogPost.metaKey,
          })
          .from(t.blogPost)
          .orderBy(desc(t.blogPost.postDate), desc(t.blogPost.postId)),
      ),
  };
  return service;
}
