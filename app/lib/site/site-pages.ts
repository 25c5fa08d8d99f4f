/**
 * The service pages of SPEC.md 2.1. The header's Services list, the category and treatment routes
 * and the sitemap all read this one list; the website_settings fields that feed each page are in
 * `service-page-settings.ts`, which only loaders and the content editor read (this module is in
 * every main-layout page's JavaScript).
 */
import type { TreatmentKey } from "../api/types";

export interface CategoryPage {
  slug: string;
  label: string;
}

export const CATEGORY_PAGES: readonly CategoryPage[] = [
  { slug: "facials", label: "Facials" },
  { slug: "advanced-skin-procedures", label: "Advanced Skin Procedures" },
  { slug: "laser", label: "Laser" },
  { slug: "massages", label: "Massages" },
  { slug: "body-treatments", label: "Body Treatments" },
  { slug: "brows-and-lashes", label: "Brows and Lashes" },
  { slug: "nails", label: "Nails" },
  { slug: "waxing", label: "Waxing" },
  { slug: "health", label: "Health" },
];

export interface TreatmentPage {
  slug: string;
  label: string;
  treatment: TreatmentKey;
}

export const TREATMENT_PAGES: readonly TreatmentPage[] = [
  {
    slug: "melasma-removal-with-picosure",
    label: "Melasma Removal with PicoSure",
    treatment: "melasma",
  },
  { slug: "intense-pulsed-light", label: "Intense Pulsed Light (IPL)", treatment: "intense" },
  {
    slug: "tattoo-removal-with-picosure",
    label: "Tattoo Removal with PicoSure",
    treatment: "tattoo",
  },
  { slug: "laser-hair-removal", label: "Laser Hair Removal", treatment: "laser" },
];

export const SERVICE_LINKS = [...CATEGORY_PAGES, ...TREATMENT_PAGES].map((p) => ({
  to: `/services/${p.slug}`,
  label: p.label,
}));
