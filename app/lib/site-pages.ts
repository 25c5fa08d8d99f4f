/**
 * The service pages of SPEC.md 2.1, with the website_settings fields that feed them. The header's
 * Services list, the category and treatment routes and the sitemap all read this one list.
 */
import type { TreatmentKey } from "./api-types";

export interface CategoryPage {
  slug: string;
  label: string;
  bannerField: string;
}

export const CATEGORY_PAGES: readonly CategoryPage[] = [
  { slug: "facials", label: "Facials", bannerField: "facial_banner" },
  {
    slug: "advanced-skin-procedures",
    label: "Advanced Skin Procedures",
    bannerField: "advanced_skin_procedures",
  },
  { slug: "laser", label: "Laser", bannerField: "laser_banner" },
  { slug: "massages", label: "Massages", bannerField: "massages_banner" },
  { slug: "body-treatments", label: "Body Treatments", bannerField: "body_treatments_banner" },
  { slug: "brows-and-lashes", label: "Brows and Lashes", bannerField: "brows_and_lashes_banner" },
  { slug: "nails", label: "Nails", bannerField: "nails_banner" },
  { slug: "waxing", label: "Waxing", bannerField: "waxing_banner" },
  { slug: "health", label: "Health", bannerField: "health_banner" },
];

export interface TreatmentPage {
  slug: string;
  label: string;
  treatment: TreatmentKey;
  bannerField: string;
  contentField: string;
  peopleSayingField: string;
}

export const TREATMENT_PAGES: readonly TreatmentPage[] = [
  {
    slug: "melasma-removal-with-picosure",
    label: "Melasma Removal with PicoSure",
    treatment: "melasma",
    bannerField: "melasma_removal_banner",
    contentField: "melasma_removal_content",
    peopleSayingField: "people_saying_melasma",
  },
  {
    slug: "intense-pulsed-light",
    label: "Intense Pulsed Light (IPL)",
    treatment: "intense",
    bannerField: "intense_pulsed_light_banner",
    contentField: "Intense_pulsed_light_content",
    peopleSayingField: "people_saying_intense",
  },
  {
    slug: "tattoo-removal-with-picosure",
    label: "Tattoo Removal with PicoSure",
    treatment: "tattoo",
    bannerField: "tattoo_removal_banner",
    contentField: "tattoo_removal_content",
    peopleSayingField: "people_saying_tattoo",
  },
  {
    slug: "laser-hair-removal",
    label: "Laser Hair Removal",
    treatment: "laser",
    bannerField: "laser_hair_removal_banner",
    contentField: "laser_hair_removal_content",
    peopleSayingField: "people_saying_laser",
  },
];

export const SERVICE_LINKS = [
  ...CATEGORY_PAGES.map((p) => ({ to: `/services/${p.slug}`, label: p.label })),
  ...TREATMENT_PAGES.map((p) => ({ to: `/services/${p.slug}`, label: p.label })),
];

export const categoryPage = (slug: string) => CATEGORY_PAGES.find((p) => p.slug === slug);
export const treatmentPage = (slug: string) => TREATMENT_PAGES.find((p) => p.slug === slug);
