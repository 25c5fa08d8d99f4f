/**
 * The site's content as the API and the pages read it, computed from one content snapshot (the
 * file layout of files.server.ts) by pure functions: the live site reads the published snapshot,
 * a staff preview reads the draft, and both show exactly the same thing for the same content.
 *
 * Ids follow the snapshot's order, as the database gives them: every write of content rewrites
 * all of it with `restart identity` (store.server.ts), so row ids are positions plus one.
 */
import type {
  BlogPost,
  FaqSet,
  GalleryItem,
  MenuCategory,
  PromoImage,
  Review,
  ReviewsPage,
  ReviewsSummary,
  SalonRecord,
  SiteSalon,
  SubMenuItem,
  TreatmentKey,
} from "~/lib/api/types";
import type { PromoDates } from "~/lib/content/promo-dates";
import { configHoursText } from "~/lib/display/opening-hours";
import { treatments } from "../db/schema.server";
import type { Content } from "./files.server";

export const MEMBERSHIPS_MENU_TITLE = "memberships";
/** How many reviews /api/wsreviews returns as highlights. */
const REVIEW_HIGHLIGHTS = 10;

/** Newest first; equal dates keep the later-added first (as `review_id desc`). */
const byDateThenId = <T extends { id: number; date: string }>(a: T, b: T) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;

/** A special or pop-up and the days it is shown (lib/content/promo-dates.ts). */
export type DatedPromo = PromoImage & PromoDates;

export interface ContentView {
  salon: SiteSalon;
  menus: MenuCategory[];
  /** Items of a category, or null when there is no such category. */
  subMenu(menuId: number): SubMenuItem[] | null;
  memberships: SubMenuItem[];
  /** With their dates: which are shown depends on the day (service.server.ts filters). */
  specials: DatedPromo[];
  popups: DatedPromo[];
  reviewsSummary: ReviewsSummary;
  reviewsPage(offset: number, limit: number): ReviewsPage;
  faq(treatment: TreatmentKey): FaqSet;
  gallery(treatment: TreatmentKey): GalleryItem[];
  /** The ads pages' FAQs (plain-text answers), as the content holds them. */
  landingFaqs: Content["landingFaqs"];
  /** Newest first. */
  blogPosts: BlogPost[];
}

/** The categories, and each one's shown items by category id. */
function menuView(content: Content) {
  const menus: MenuCategory[] = content.menus.map((m, index) => ({
    menu_id: index + 1,
    menu_title: m.menu_title,
    menu_description: m.menu_description,
    menu_attachment: m.menu_attachment,
    alternate_image: m.alternate_image,
    alternate_image_two: m.alternate_image_two,
  }));
  let nextItemId = 1;
  const items = new Map<number, SubMenuItem[]>(
    content.menus.map((m, index) => [
      index + 1,
      // Hidden items keep their ids (the database has their rows) but are not shown.
      m.items.flatMap((item) => {
        const id = nextItemId++;
        if (item.hidden) return [];
        return [
          {
            sub_menu_id: id,
            menu_id: index + 1,
            sub_menu_title: item.sub_menu_title,
            sub_menu_description: item.sub_menu_description,
            sub_menu_price: item.sub_menu_price,
            sub_menu_file: item.sub_menu_file,
          },
        ];
      }),
    ]),
  );
  const membershipsMenu = menus.find((m) => m.menu_title.toLowerCase() === MEMBERSHIPS_MENU_TITLE);
  return {
    menus,
    subMenu: (menuId: number) => items.get(menuId) ?? null,
    memberships: membershipsMenu ? (items.get(membershipsMenu.menu_id) ?? []) : [],
  };
}

function reviewsView(content: Content): Pick<ContentView, "reviewsSummary" | "reviewsPage"> {
  // Hidden reviews keep their ids but are neither shown nor counted in the rating.
  const reviews: Review[] = content.reviews.flatMap((r, index) =>
    r.hidden
      ? []
      : [
          {
            review_id: index + 1,
            reviewer_name: r.reviewer_name,
            rating: r.rating,
            review_description: r.review_description,
            review_source: r.review_source,
            review_date: r.review_date,
          },
        ],
  );
  const keyed = (r: Review) => ({ id: r.review_id, date: r.review_date, review: r });
  const newestFirst = reviews
    .map(keyed)
    .sort(byDateThenId)
    .map((k) => k.review);
  const highlights = reviews
    .map(keyed)
    .sort((a, b) => b.review.rating - a.review.rating || byDateThenId(a, b))
    .slice(0, REVIEW_HIGHLIGHTS)
    .map((k) => k.review);
  const average =
    reviews.length > 0 ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
  return {
    reviewsSummary: {
      ratings: Math.round(average * 10) / 10,
      total_reviews: reviews.length,
      reviews: highlights,
    },
    reviewsPage: (offset, limit) => ({
      reviews: newestFirst.slice(offset, offset + limit),
      total_reviews: reviews.length,
    }),
  };
}

/** Each treatment's FAQs and gallery. */
function treatmentView(content: Content): Pick<ContentView, "faq" | "gallery"> {
  // FAQ and gallery ids run across treatments in the order they are written.
  let nextFaqId = 1;
  let nextGalleryId = 1;
  const faqs = new Map<TreatmentKey, FaqSet>();
  const galleries = new Map<TreatmentKey, GalleryItem[]>();
  for (const treatment of treatments) {
    faqs.set(treatment, {
      data: content.faqs[treatment].map((f) => ({
        faq_id: nextFaqId++,
        questions: f.questions,
        answers: f.answers,
      })),
    });
    galleries.set(
      treatment,
      content.galleries[treatment].map((g) => ({
        gallery_id: nextGalleryId++,
        gallery_title: g.gallery_title,
        gallery_image: g.gallery_image,
      })),
    );
  }
  return {
    faq: (treatment) => faqs.get(treatment) ?? { data: [] },
    gallery: (treatment) => galleries.get(treatment) ?? [],
  };
}

function blogView(content: Content): BlogPost[] {
  return content.blog
    .map((p, index) => ({
      post_id: index + 1,
      post_title: p.post_title,
      post_date: p.post_date,
      post_image: p.post_image,
      post_description: p.post_description,
      page_title: p.page_title,
      meta_desc: p.meta_desc,
      meta_key: p.meta_key,
    }))
    .map((post) => ({ id: post.post_id, date: post.post_date, post }))
    .sort(byDateThenId)
    .map((k) => k.post);
}

const promo = (p: Content["specials"]["specials"][number]): DatedPromo => ({
  specials_image_new: p.specials_image_new,
  title: p.title,
  ...(p.starts_on ? { starts_on: p.starts_on } : {}),
  ...(p.ends_on ? { ends_on: p.ends_on } : {}),
});

function salonView(content: Content): SiteSalon {
  const info = content.salon.salon_info;
  return {
    ...content.salon,
    salon_info: {
      ...info,
      config: {
        ...info.config,
        // SPEC.md 3's text, derived: the table is the one source (decision 0021).
        config_hours: configHoursText(info.config.opening_hours),
        // The stored value is where lead e-mails went before the owners' private setting
        // (decision 0017): what the site hands out is the public front desk (issue 27).
        config_emailid: info.salon_email_id,
      },
    },
    website_settings: { ...content.websiteSettings } as SalonRecord["website_settings"],
  };
}

export function createContentView(content: Content): ContentView {
  const { menus, subMenu, memberships } = menuView(content);
  return {
    salon: salonView(content),
    menus,
    subMenu,
    memberships,
    specials: content.specials.specials.map(promo),
    popups: content.specials.popups.map(promo),
    ...reviewsView(content),
    ...treatmentView(content),
    landingFaqs: content.landingFaqs,
    blogPosts: blogView(content),
  };
}
