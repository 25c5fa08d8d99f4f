import type { MenuCategory, SubMenuItem } from "~/lib/api/types";
import {
  isAddonsOrSpecialty,
  parseAddonLines,
  parseDescriptionList,
  parsePriceList,
  slugifyTitle,
} from "~/lib/display";
import {
  contentImageAttrs,
  type ImageSize,
  type UploadedImageCopies,
} from "~/lib/content/image-attrs";
import { displayPrice } from "~/lib/display/menu-price";
import type { ServiceMenuView } from "~/lib/layout/view-models";
import { sanitizeBannerHtml, sanitizeRichHtml } from "../html/sanitize.server";

/** Menu cards and menu artwork are drawn at 800 x 600 (content/README.md). */
const MENU_ARTWORK: ImageSize = { width: 800, height: 600 };
/** The side column and the description's images: about 2/5 and 3/5 of the 72rem page. */
const MENU_IMAGE_SIZES = "(min-width: 768px) 28rem, 100vw";

/** Every image a category page may show: what buildServiceMenuView needs the copies of. */
export function menuImageSrcs(menu: MenuCategory, items: readonly SubMenuItem[]): string[] {
  return [
    menu.menu_attachment,
    menu.alternate_image,
    menu.alternate_image_two,
    ...items.map((item) => item.sub_menu_file),
  ].filter(Boolean);
}

/**
 * Applies the menu display rules of SPEC.md 3 to a category and its sub-menu items; `copies` are
 * the uploaded images' copies among them (menuImageSrcs), for their srcset.
 */
export function buildServiceMenuView(
  menu: MenuCategory,
  items: SubMenuItem[],
  bannerHtml: string,
  copies: UploadedImageCopies = {},
): ServiceMenuView {
  const image = (src: string) =>
    src ? contentImageAttrs(src, copies, MENU_ARTWORK, MENU_IMAGE_SIZES) : null;
  const regular = items.filter((item) => !isAddonsOrSpecialty(item.sub_menu_title));
  const addons = items.filter((item) => isAddonsOrSpecialty(item.sub_menu_title));
  return {
    title: menu.menu_title,
    slug: slugifyTitle(menu.menu_title),
    descriptionHtml: sanitizeRichHtml(menu.menu_description),
    bannerHtml: sanitizeBannerHtml(bannerHtml),
    attachment: image(menu.menu_attachment),
    alternateImages: [menu.alternate_image, menu.alternate_image_two].flatMap(
      (src) => image(src) ?? [],
    ),
    items: regular.map((item) => ({
      id: item.sub_menu_id,
      title: item.sub_menu_title,
      slug: slugifyTitle(item.sub_menu_title),
      // Amounts as the page formats them ("80" -> "$80"); the API serves the stored text.
      prices: parsePriceList(item.sub_menu_price).map((entry) => ({
        ...entry,
        price: displayPrice(entry.price),
      })),
      details: parseDescriptionList(item.sub_menu_description),
      image: image(item.sub_menu_file),
    })),
    addons: addons.map((item) => ({
      id: item.sub_menu_id,
      title: item.sub_menu_title,
      lines: parseAddonLines(item.sub_menu_description).map((line) => ({
        ...line,
        price: line.price && displayPrice(line.price),
      })),
      image: image(item.sub_menu_file),
    })),
  };
}
