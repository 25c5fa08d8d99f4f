/**
 * The title and description of any page the SEO table does not list. A module of its own because
 * the not-found page renders them in the browser too, and it should not bring the whole table.
 */
export const DEFAULT_SEO: { readonly title: string; readonly description: string } = {
  title: "Serenity Day Spa & Med Spa | Staten Island, NY Day Spa",
  description:
    "Day spa and med spa on Staten Island, NY offering facials, massage, nails, waxing, brows and lashes, plus PicoSure, IPL and laser hair removal treatments.",
};
