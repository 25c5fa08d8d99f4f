/**
 * What the reviews and promos editors load (routes/staff/content/reviews/content-reviews.tsx, content-promos.tsx):
 * the draft's entries with the fingerprint each save sends back as `seen`, the rating the site will
 * show, the images to choose from, and the record's published history.
 */
import type { PageLoadContext } from "~/load-context";
import type { RecordPath } from "~/lib/content/records";
import { ratingText, reviewsNewestFirst } from "./content-lists";
import { spaToday } from "~/lib/staff/leads";
import { versionWords } from "./content-record.server";
import { fingerprint } from "~/server/content/editor.server";
import { listMediaImages } from "~/server/content/media-list.server";
import { createContentView } from "~/server/content/view.server";

async function historyOf(context: PageLoadContext, path: RecordPath) {
  const history = await context.services.staff.editor.history(path);
  return history.map(versionWords);
}

export async function reviewsEditorData(context: PageLoadContext) {
  const [draft, history, live] = await Promise.all([
    context.services.staff.editor.draft(),
    historyOf(context, { part: "reviews" }),
    context.services.content.getReviewsSummary(),
  ]);
  const { reviews } = draft.content;
  // The rating the site will show once the draft is published, computed by the same view the
  // public pages and the search-engine data read, so hidden reviews drop out exactly as there.
  const after = createContentView(draft.content).reviewsSummary;
  return {
    reviews: reviewsNewestFirst(reviews).map(({ index, review }) => ({
      index,
      review,
      // Each review is its own record (`reviews.<index>`).
      seen: fingerprint(review),
    })),
    // A new review is appended: the record one past the end, which holds nothing yet.
    newRecord: { index: reviews.length, seen: fingerprint(null) },
    today: spaToday(),
    live: ratingText(live),
    afterPublish: ratingText(after),
    history,
  };
}

export async function promosEditorData(context: PageLoadContext) {
  const [draft, history, media, uploaded] = await Promise.all([
    context.services.staff.editor.draft(),
    // Both lists share one history: a version restores the specials and the pop-ups together.
    historyOf(context, { part: "specials" }),
    listMediaImages(context.services.config.contentDir),
    context.services.staff.images(),
  ]);
  const { specials, popups } = draft.content.specials;
  return {
    specials: { items: specials, seen: fingerprint(specials) },
    popups: { items: popups, seen: fingerprint(popups) },
    // Uploaded images first (newest first), named by their alt text; then the media folder's.
    images: [
      ...uploaded.map((image) => ({ src: image.src, label: image.alt })),
      ...media.map((src) => ({ src, label: src.slice(src.lastIndexOf("/") + 1) })),
    ],
    // The spa's day, so the list says which promos show now (the server's clock, not the browser's).
    today: spaToday(),
    history,
  };
}
