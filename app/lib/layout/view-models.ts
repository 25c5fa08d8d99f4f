/** The shapes page loaders hand to components: display rules applied, HTML already sanitized. */
import type { ImgAttrs } from "~/lib/content/image-attrs";
import type { AddonLine, PriceEntry } from "~/lib/display";

export interface ServiceItemView {
  id: number;
  title: string;
  slug: string;
  prices: PriceEntry[];
  /** '/'-separated description as list items; empty: a non-expandable row. */
  details: string[];
  image: ImgAttrs | null;
}

export interface AddonBlockView {
  id: number;
  title: string;
  lines: AddonLine[];
  image: ImgAttrs | null;
}

export interface ServiceMenuView {
  title: string;
  slug: string;
  descriptionHtml: string;
  bannerHtml: string;
  attachment: ImgAttrs | null;
  alternateImages: ImgAttrs[];
  items: ServiceItemView[];
  addons: AddonBlockView[];
}
