import type { MenuCategory, SubMenuItem } from "~/lib/api-types";
import {
  isAddonsOrSpecialty,
  parseAddonLines,
  parseDescriptionList,
  parsePriceList,
  slugifyTitle,
} from "~/lib/display";
import type { ServiceMenuView } from "~/lib/view-models";
import { sanitizeBannerHtml, sanitizeRichHtml } from "../html/sanitize.server";

/** Applies the menu display rules of SPEC.md 3 to a category and its sub-menu items. */
export function buildServiceMenuView(
  menu: MenuCategory,
  items: SubMenuItem[],
  bannerHtml: string,
): ServiceMenuView {
  const regular = items.filter((item) => !isAddonsOrSpecialty(item.sub_menu_title));
  const addons = items.filter((item) => isAddonsOrSpecialty(item.sub_menu_title));
  return {
    title: menu.menu_title,
    slug: slugifyTitle(menu.menu_title),
    descriptionHtml: sanitizeRichHtml(menu.menu_description),
    bannerHtml: sanitizeBannerHtml(bannerHtml),
    attachment: menu.menu_attachment || null,
    alternateImages: [menu.alternate_image, menu.alternate_image_two].filter(Boolean),
    items: regular.map((item) => ({
      id: item.sub_menu_id,
      title: item.sub_menu_title,
      slug: slugifyTitle(item.sub_menu_title),
      prices: parsePriceList(item.sub_menu_price),
      details: parseDescriptionList(item.sub_menu_description),
      image: item.sub_menu_file || null,
    })),
    addons: addons.map((item) => ({
      id: item.sub_menu_id,
      title: item.sub_menu_title,
      lines: parseAddonLines(item.sub_menu_description),
      image: item.sub_menu_file || null,
    })),
  };
}
