/** The menus' editor: Site content also links each menu under it. */
export const MENUS_EDITOR = "/staff/content/menus";

/** The site's content editors, listed on /staff/content: one entry per editor route. */
export const CONTENT_EDITORS: { to: string; label: string }[] = [
  { to: MENUS_EDITOR, label: "Service menus, packages and memberships" },
  { to: "/staff/content/salon", label: "Salon details, hours, about us and social links" },
  { to: "/staff/content/faqs/melasma", label: "FAQs: Melasma Removal with PicoSure" },
  { to: "/staff/content/faqs/intense", label: "FAQs: Intense Pulsed Light (IPL)" },
  { to: "/staff/content/faqs/tattoo", label: "FAQs: Tattoo Removal with PicoSure" },
  { to: "/staff/content/faqs/laser", label: "FAQs: Laser Hair Removal" },
  { to: "/staff/content/ads-faqs/tattoo", label: "FAQs: Tattoo removal ads page" },
  { to: "/staff/content/ads-faqs/ipl", label: "FAQs: IPL ads page" },
  { to: "/staff/content/reviews", label: "Reviews" },
  { to: "/staff/content/promos", label: "Specials and pop-ups" },
  { to: "/staff/content/blog", label: "Blog" },
  { to: "/staff/content/pages", label: "Banners, policies and treatment texts" },
];
