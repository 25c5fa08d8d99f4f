import { and, asc, eq, isNull } from "drizzle-orm";
import { parseLegacyHours } from "~/lib/content/legacy-hours";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import { treatments } from "../db/schema.server";
import { markContentChanged } from "./changes.server";
import type { Content } from "./files.server";
import { writeContent } from "./store-write.server";

export class NoContentError extends Error {
  override name = "NoContentError";
}

/** The salon row as SPEC.md 3's salon_info and socialmoduleinfo. */
export function salonFromRow(s: typeof t.salon.$inferSelect): Content["salon"] {
  return {
    salon_info: {
      salon_name: s.salonName,
      salon_address: s.salonAddress,
      salon_city: s.salonCity,
      salon_state: s.salonState,
      salon_zip: s.salonZip,
      salon_contact_no: s.salonContactNo,
      salon_email_id: s.salonEmailId,
      config: {
        // A row from before the weekly table is read as the table (upgradeLegacyHours rewrites it).
        opening_hours: s.openingHours ?? parseLegacyHours(s.configHours ?? "").hours,
        config_emailid: s.configEmailid,
        config_aboutus: s.configAboutus,
      },
    },
    socialmoduleinfo: {
      instagram_url: s.instagramUrl,
      facebook_url: s.facebookUrl,
      youtube_url: s.youtubeUrl,
      yelp_reviews: s.yelpReviews,
      google_plus_url: s.googlePlusUrl,
      pinterest_url: s.pinterestUrl,
    },
  };
}

/**
 * Moves a salon row from before the weekly table (decision 0021) to the table, through a publish
 * of the live content as it reads now: the hours text becomes the table, in the live tables and
 * in a new release. Once, whichever app server starts first (the row is locked). Returns the
 * lines of the old text that could not be read (their days are shown closed), or null when
 * there was nothing to move.
 */
export async function upgradeLegacyHours(db: Database): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.salon)
      .where(and(eq(t.salon.id, 1), isNull(t.salon.openingHours)))
      .for("update");
    if (!row) return null;
    const { skipped } = parseLegacyHours(row.configHours ?? "");
    const content = await exportContent(tx as unknown as Database);
    await publishContent(tx, content, {
      publishedBy: null,
      summary: "Opening hours moved to the weekly table",
    });
    return skipped;
  });
}

export async function isContentEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: t.salon.id }).from(t.salon).limit(1);
  return rows.length === 0;
}

/**
 * Replaces all content in one transaction: readers see the old content or the new, never a mix.
 * It is published as a new content version (kept whole in `content_release`, so the staff see it
 * in the history and can restore from it), and every app server drops its cached content when it
 * commits. Returns the new version.
 */
export async function importContent(
  db: Database,
  content: Content,
  summary = "Imported from content files",
): Promise<number> {
  return db.transaction((tx) => publishContent(tx, content, { publishedBy: null, summary }));
}

/** Writes `content` as the live content and records it as the next version, in `tx`. */
export async function publishContent(
  tx: Transaction,
  content: Content,
  release: { publishedBy: string | null; summary: string },
): Promise<number> {
  await writeContent(tx, content);
  const version = await markContentChanged(tx);
  await tx.insert(t.contentRelease).values({ version, content, ...release });
  return version;
}

/** Reads all content back in the file layout, in one snapshot. */
export async function exportContent(db: Database): Promise<Content> {
  return db.transaction(async (tx) => contentFromRows(await readContentRows(tx)), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function readContentRows(tx: Transaction) {
  const [s] = await tx.select().from(t.salon).where(eq(t.salon.id, 1));
  if (!s) throw new NoContentError("The database holds no content: import content first.");
  const settings = await tx.select().from(t.websiteSetting).orderBy(asc(t.websiteSetting.name));
  const menus = await tx.select().from(t.menu).orderBy(asc(t.menu.position), asc(t.menu.menuId));
  const items = await tx
    .select()
    .from(t.subMenu)
    .orderBy(asc(t.subMenu.position), asc(t.subMenu.subMenuId));
  const reviews = await tx.select().from(t.review).orderBy(asc(t.review.reviewId));
  const promos = await tx
    .select()
    .from(t.promoImage)
    .orderBy(asc(t.promoImage.position), asc(t.promoImage.id));
  const faqs = await tx.select().from(t.faq).orderBy(asc(t.faq.position), asc(t.faq.faqId));
  const landingFaqs = await tx
    .select()
    .from(t.landingFaq)
    .orderBy(asc(t.landingFaq.position), asc(t.landingFaq.id));
  const gallery = await tx
    .select()
    .from(t.galleryItem)
    .orderBy(asc(t.galleryItem.position), asc(t.galleryItem.galleryId));
  const posts = await tx.select().from(t.blogPost).orderBy(asc(t.blogPost.postId));
  return { s, settings, menus, items, reviews, promos, faqs, landingFaqs, gallery, posts };
}

type ContentRows = Awaited<ReturnType<typeof readContentRows>>;

const toPromo = (p: ContentRows["promos"][number]) => ({
  title: p.title,
  specials_image_new: p.specialsImageNew,
  // Only when set, so that content files without dates export byte for byte.
  ...(p.startsOn ? { starts_on: p.startsOn } : {}),
  ...(p.endsOn ? { ends_on: p.endsOn } : {}),
});

function menusFromRows({ menus, items }: ContentRows): Content["menus"] {
  return menus.map((m) => ({
    menu_title: m.menuTitle,
    menu_description: m.menuDescription,
    alternate_image: m.alternateImage,
    alternate_image_two: m.alternateImageTwo,
    menu_attachment: m.menuAttachment,
    items: items
      .filter((i) => i.menuId === m.menuId)
      .map((i) => ({
        sub_menu_title: i.subMenuTitle,
        sub_menu_description: i.subMenuDescription,
        sub_menu_price: i.subMenuPrice,
        sub_menu_file: i.subMenuFile,
        // Only when set, so that content files without it export byte for byte.
        ...(i.hidden ? { hidden: true } : {}),
      })),
  }));
}

/** The content in the file layout; its keys in the files' order (exports compare byte for byte). */
function contentFromRows(rows: ContentRows): Content {
  const { s, settings, reviews, promos, faqs, landingFaqs, gallery, posts } = rows;
  return {
    salon: salonFromRow(s),
    websiteSettings: Object.fromEntries(
      settings.map((row) => [row.name, row.html]),
    ) as Content["websiteSettings"],
    menus: menusFromRows(rows),
    reviews: reviews.map((r) => ({
      reviewer_name: r.reviewerName,
      rating: r.rating,
      review_description: r.reviewDescription,
      review_source: r.reviewSource,
      review_date: r.reviewDate,
      ...(r.hidden ? { hidden: true } : {}),
    })),
    faqs: Object.fromEntries(
      treatments.map((tr) => [
        tr,
        faqs
          .filter((f) => f.treatment === tr)
          .map((f) => ({ questions: f.questions, answers: f.answers })),
      ]),
    ) as Content["faqs"],
    galleries: Object.fromEntries(
      treatments.map((tr) => [
        tr,
        gallery
          .filter((g) => g.treatment === tr)
          .map((g) => ({ gallery_title: g.galleryTitle, gallery_image: g.galleryImage })),
      ]),
    ) as Content["galleries"],
    landingFaqs: Object.fromEntries(
      t.landingPages.map((page) => [
        page,
        landingFaqs
          .filter((f) => f.page === page)
          .map((f) => ({ questions: f.questions, answers: f.answers })),
      ]),
    ) as Content["landingFaqs"],
    blog: posts.map((p) => ({
      post_title: p.postTitle,
      post_date: p.postDate,
      post_image: p.postImage,
      page_title: p.pageTitle,
      meta_desc: p.metaDesc,
      meta_key: p.metaKey,
      post_description: p.postDescription,
    })),
    specials: {
      specials: promos.filter((p) => p.kind === "special").map(toPromo),
      popups: promos.filter((p) => p.kind === "popup").map(toPromo),
    },
  };
}
