import type { TreatmentKey } from "~/lib/api/types";
import { promosShownOn } from "~/lib/content/promo-dates";
import { spaToday } from "~/lib/staff/leads";
import type { Database } from "../db/client.server";
import { createCache } from "../cache.server";
import type { UploadedImageCopies } from "~/lib/content/image-attrs";
import { uploadedImageCopies } from "./image-sizes.server";
import { exportContent } from "./store.server";
import { createContentView, type ContentView } from "./view.server";

export type ContentService = ReturnType<typeof createContentService>;

/**
 * Read-only access to the site's content, cached in process (see cache.server.ts): the whole
 * published snapshot is read in one transaction and every answer is computed from it
 * (view.server.ts), so a page costs no query while the snapshot is fresh. A content change
 * anywhere clears the cache at once (changes.server.ts).
 */
export function createContentService(
  db: Database,
  options: { cacheSeconds: number; onStale?: (error: unknown) => void },
) {
  const cache = createCache(options.cacheSeconds * 1000, 4, options.onStale);
  const view = () => cache.get("view", async () => createContentView(await exportContent(db)));
  // Whatever is derived from content elsewhere (the page cache) follows every path that clears it:
  // the change feed, a local publish, an import through the control socket.
  const listeners = new Set<() => void>();
  const clear = () => {
    cache.clear();
    for (const listener of listeners) listener();
  };
  return serveView(
    view,
    clear,
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    (srcs) => uploadedImageCopies(db, srcs),
  );
}

/** The content service's reads over a view: the live one, or a staff preview of a draft. */
export function serveView(
  view: () => Promise<ContentView>,
  clearCache: () => void = () => {},
  onClear: (listener: () => void) => () => void = () => () => {},
  imageCopies: (srcs: readonly string[]) => Promise<UploadedImageCopies> = async () => ({}),
) {
  return {
    /** The stored copies of the uploaded images among `srcs` (lib/content/image-attrs.ts). */
    getImageCopies: imageCopies,
    clearCache,
    /** Calls `listener` after every clearCache(); returns the function that stops it. */
    onClear,
    getSalon: async () => (await view()).salon,
    getMenus: async () => (await view()).menus,
    /** Items of one category, or null when no such category exists. */
    getSubMenu: async (menuId: number) => (await view()).subMenu(menuId),
    /** The items of the menu titled Memberships (the 'Membership Policies' item included). */
    getMemberships: async () => (await view()).memberships,
    // Filtered at every read, not in the cached view: a cached view outlives midnight.
    /** The specials shown today (the spa's day). */
    getSpecials: async () => promosShownOn((await view()).specials, spaToday()),
    /** The pop-ups shown today (the spa's day). */
    getPopups: async () => promosShownOn((await view()).popups, spaToday()),
    getReviewsSummary: async () => (await view()).reviewsSummary,
    getReviewsPage: async (offset: number, limit: number) =>
      (await view()).reviewsPage(offset, limit),
    getFaq: async (treatment: TreatmentKey) => (await view()).faq(treatment),
    getGallery: async (treatment: TreatmentKey) => (await view()).gallery(treatment),
    /** The ads pages' FAQs, per page (`landingFaqs` of the content). */
    getLandingFaqs: async () => (await view()).landingFaqs,
    /** Newest first. */
    getBlogPosts: async () => (await view()).blogPosts,
  };
}
