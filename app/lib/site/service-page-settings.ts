/**
 * The website_settings fields that feed each service page of `site-pages.ts` (its banner; a
 * treatment page's content and testimonials too). Read by the pages' loaders and the content
 * editor, so kept out of `site-pages.ts`, which the header brings to every page's JavaScript.
 */
import type { TreatmentKey } from "../api/types";
import { CATEGORY_PAGES, TREATMENT_PAGES } from "./site-pages";

const CATEGORY_BANNERS: Record<string, string> = {
  facials: "facial_banner",
  "advanced-skin-procedures": "advanced_skin_procedures",
  laser: "laser_banner",
  massages: "massages_banner",
  "body-treatments": "body_treatments_banner",
  "brows-and-lashes": "brows_and_lashes_banner",
  nails: "nails_banner",
  waxing: "waxing_banner",
  health: "health_banner",
};

const TREATMENT_FIELDS: Record<
  TreatmentKey,
  { bannerField: string; contentField: string; peopleSayingField: string }
> = {
  melasma: {
    bannerField: "melasma_removal_banner",
    contentField: "melasma_removal_content",
    peopleSayingField: "people_saying_melasma",
  },
  intense: {
    bannerField: "intense_pulsed_light_banner",
    contentField: "Intense_pulsed_light_content",
    peopleSayingField: "people_saying_intense",
  },
  tattoo: {
    bannerField: "tattoo_removal_banner",
    contentField: "tattoo_removal_content",
    peopleSayingField: "people_saying_tattoo",
  },
  laser: {
    bannerField: "laser_hair_removal_banner",
    contentField: "laser_hair_removal_content",
    peopleSayingField: "people_saying_laser",
  },
};

export const CATEGORY_SETTINGS = CATEGORY_PAGES.map((page) => ({
  ...page,
  bannerField: CATEGORY_BANNERS[page.slug]!,
}));

export const TREATMENT_SETTINGS = TREATMENT_PAGES.map((page) => ({
  ...page,
  ...TREATMENT_FIELDS[page.treatment],
}));

export const categoryPage = (slug: string) => CATEGORY_SETTINGS.find((p) => p.slug === slug);
export const treatmentPage = (slug: string) => TREATMENT_SETTINGS.find((p) => p.slug === slug);
