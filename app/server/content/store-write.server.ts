import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import { treatments } from "../db/schema.server";
import type { Content } from "./files.server";

/**
 * Writes `content` as the live content tables, replacing all they held (inside the caller's
 * transaction: publishContent in store.server.ts). Rows are inserted in the snapshot's order, so
 * their ids are positions plus one (view.server.ts relies on it).
 */
export async function writeContent(tx: Transaction, content: Content): Promise<void> {
  // Leads and uploads are not content and are never touched here.
  await tx.execute(
    sql`truncate ${t.subMenu}, ${t.menu}, ${t.review}, ${t.promoImage}, ${t.faq}, ${t.landingFaq}, ${t.galleryItem}, ${t.blogPost}, ${t.websiteSetting}, ${t.salon} restart identity`,
  );
  await writeSalon(tx, content);
  await writeMenus(tx, content);
  await writeReviewsAndPromos(tx, content);
  await writeTreatments(tx, content);
  await writeLandingFaqsAndBlog(tx, content);
}

async function writeSalon(tx: Transaction, content: Content) {
  const { salon_info: info, socialmoduleinfo: social } = content.salon;
  await tx.insert(t.salon).values({
    id: 1,
    salonName: info.salon_name,
    salonAddress: info.salon_address,
    salonCity: info.salon_city,
    salonState: info.salon_state,
    salonZip: info.salon_zip,
    salonContactNo: info.salon_contact_no,
    salonEmailId: info.salon_email_id,
    openingHours: info.config.opening_hours,
    configHours: null,
    configEmailid: info.config.config_emailid,
    configAboutus: info.config.config_aboutus,
    instagramUrl: social.instagram_url,
    facebookUrl: social.facebook_url,
    youtubeUrl: social.youtube_url,
    yelpReviews: social.yelp_reviews,
    googlePlusUrl: social.google_plus_url,
    pinterestUrl: social.pinterest_url,
  });
  const settings = Object.entries(content.websiteSettings).map(([name, html]) => ({ name, html }));
  if (settings.length > 0) await tx.insert(t.websiteSetting).values(settings);
}

async function writeMenus(tx: Transaction, content: Content) {
  for (const [position, m] of content.menus.entries()) {
    const [inserted] = await tx
      .insert(t.menu)
      .values({
        menuTitle: m.menu_title,
        menuDescription: m.menu_description,
        alternateImage: m.alternate_image,
        alternateImageTwo: m.alternate_image_two,
        menuAttachment: m.menu_attachment,
        position,
      })
      .returning({ menuId: t.menu.menuId });
    if (!inserted || m.items.length === 0) continue;
    await tx.insert(t.subMenu).values(
      m.items.map((item, itemPosition) => ({
        menuId: inserted.menuId,
        subMenuTitle: item.sub_menu_title,
        subMenuDescription: item.sub_menu_description,
        subMenuPrice: item.sub_menu_price,
        subMenuFile: item.sub_menu_file,
        hidden: item.hidden ?? false,
        position: itemPosition,
      })),
    );
  }
}

async function writeReviewsAndPromos(tx: Transaction, content: Content) {
  if (content.reviews.length > 0) {
    await tx.insert(t.review).values(
      content.reviews.map((r) => ({
        reviewerName: r.reviewer_name,
        rating: r.rating,
        reviewDescription: r.review_description,
        reviewSource: r.review_source,
        reviewDate: r.review_date,
        hidden: r.hidden ?? false,
      })),
    );
  }
  const promos = [
    ...content.specials.specials.map((p, position) => ({ ...p, kind: "special", position })),
    ...content.specials.popups.map((p, position) => ({ ...p, kind: "popup", position })),
  ];
  if (promos.length > 0) {
    await tx.insert(t.promoImage).values(
      promos.map((p) => ({
        kind: p.kind,
        title: p.title,
        specialsImageNew: p.specials_image_new,
        // An empty date is no limit, like an absent one.
        startsOn: p.starts_on || null,
        endsOn: p.ends_on || null,
        position: p.position,
      })),
    );
  }
}

async function writeTreatments(tx: Transaction, content: Content) {
  for (const treatment of treatments) {
    const faqs = content.faqs[treatment];
    if (faqs.length > 0) {
      await tx.insert(t.faq).values(faqs.map((f, position) => ({ treatment, ...f, position })));
    }
    const gallery = content.galleries[treatment];
    if (gallery.length > 0) {
      await tx.insert(t.galleryItem).values(
        gallery.map((g, position) => ({
          treatment,
          galleryTitle: g.gallery_title,
          galleryImage: g.gallery_image,
          position,
        })),
      );
    }
  }
}

async function writeLandingFaqsAndBlog(tx: Transaction, content: Content) {
  const landingFaqs = t.landingPages.flatMap((page) =>
    content.landingFaqs[page].map((f, position) => ({ page, ...f, position })),
  );
  if (landingFaqs.length > 0) await tx.insert(t.landingFaq).values(landingFaqs);
  if (content.blog.length > 0) {
    await tx.insert(t.blogPost).values(
      content.blog.map((p) => ({
        postTitle: p.post_title,
        postDate: p.post_date,
        postImage: p.post_image,
        postDescription: p.post_description,
        pageTitle: p.page_title,
        metaDesc: p.meta_desc,
        metaKey: p.meta_key,
      })),
    );
  }
}
