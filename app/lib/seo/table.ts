/**
 * The single source of page titles, meta descriptions and breadcrumb names (SPEC.md 2.1):
 * one entry per main route, 23 in all. Anything not listed gets DEFAULT_SEO.
 */
import { trimTrailingSlashes } from "../site/paths";
import { DEFAULT_SEO } from "./defaults";

export { DEFAULT_SEO };

export interface SeoEntry {
  readonly path: string;
  /** 40-65 characters so search results show it whole. */
  readonly title: string;
  /** 120-160 characters for the same reason. */
  readonly description: string;
  /** Short page name for visible and structured breadcrumbs. */
  readonly breadcrumb: string;
}

export interface SeoLookup {
  title: string;
  description: string;
  breadcrumb: string | null;
  listed: boolean;
}

export const SEO_TABLE: readonly SeoEntry[] = [
  {
    path: "/",
    title: "Serenity Day Spa & Med Spa | Day Spa in Staten Island, NY",
    description:
      "Facials, massages, nails, waxing and PicoSure, IPL and laser hair removal at our Hylan Boulevard day spa and med spa in Staten Island, NY. Book online today.",
    breadcrumb: "Home",
  },
  {
    path: "/reviews",
    title: "Client Reviews | Serenity Day Spa & Med Spa, Staten Island",
    description:
      "Read honest reviews from Staten Island clients about their facials, massages, nail services and laser treatments at Serenity Day Spa & Med Spa on Hylan Blvd.",
    breadcrumb: "Reviews",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy | Serenity Day Spa & Med Spa, Staten Island",
    description:
      "How Serenity Day Spa & Med Spa in Staten Island, NY collects, uses and protects the personal information you share when you book, call or contact us online.",
    breadcrumb: "Privacy Policy",
  },
  {
    path: "/memberships",
    title: "Spa Memberships in Staten Island, NY | Serenity Day Spa & Med Spa",
    description:
      "Make self-care a monthly routine with a Serenity membership: facial, massage, laser hair removal or nail plans with member pricing at our Staten Island spa.",
    breadcrumb: "Memberships",
  },
  {
    path: "/packages",
    title: "Spa Packages & Gift Days | Serenity Day Spa & Med Spa",
    description:
      "Bridal glow, couples retreat, mother and daughter days and more: spa packages that combine massage, facials and nails at our Staten Island, NY day spa.",
    breadcrumb: "Packages",
  },
  {
    path: "/career",
    title: "Careers at Serenity Day Spa & Med Spa | Staten Island, NY",
    description:
      "Join our licensed estheticians, massage therapists, nail technicians and laser specialists. Apply online to work at our Staten Island day spa and med spa.",
    breadcrumb: "Career",
  },
  {
    path: "/about",
    title: "About Us | Serenity Day Spa & Med Spa, Staten Island, NY",
    description:
      "Since 2012 Serenity has paired classic spa rituals with clinical skin and laser care on Hylan Boulevard. Meet our team, our philosophy and the products we use.",
    breadcrumb: "About Us",
  },
  {
    path: "/contact-us",
    title: "Contact Us | Serenity Day Spa & Med Spa, Staten Island, NY",
    description:
      "Call, e-mail or send a message to Serenity Day Spa & Med Spa on Hylan Boulevard, Staten Island, NY. Our team replies to every inquiry within 24 hours.",
    breadcrumb: "Contact Us",
  },
  {
    path: "/blog",
    title: "Skincare & Wellness Blog | Serenity Day Spa & Med Spa",
    description:
      "Skincare tips, treatment guides and seasonal advice from the estheticians and laser specialists at Serenity Day Spa & Med Spa in Staten Island, New York.",
    breadcrumb: "Blog",
  },
  {
    path: "/book-now",
    title: "Book an Appointment | Serenity Day Spa & Med Spa, Staten Island",
    description:
      "Book your facial, massage, nail, waxing or laser appointment online at Serenity Day Spa & Med Spa in Staten Island, NY. Choose a service and a time to suit you.",
    breadcrumb: "Book Now",
  },
  {
    path: "/services/facials",
    title: "Facials in Staten Island, NY | Serenity Day Spa & Med Spa",
    description:
      "HydraFacial, Oxygen Glow, deep pore cleansing and signature facials, each starting with a skin consultation, at Serenity Day Spa & Med Spa in Staten Island.",
    breadcrumb: "Facials",
  },
  {
    path: "/services/advanced-skin-procedures",
    title: "Advanced Skin Procedures | Serenity Med Spa, Staten Island",
    description:
      "RF microneedling, medical-grade chemical peels, dermaplaning and microdermabrasion for scarring, fine lines and uneven tone at our Staten Island med spa.",
    breadcrumb: "Advanced Skin Procedures",
  },
  {
    path: "/services/laser",
    title: "Laser Treatments in Staten Island | Serenity Day Spa & Med Spa",
    description:
      "PicoSure tattoo and pigment removal, IPL photofacials and diode laser hair removal, performed by certified laser specialists at our Staten Island, NY med spa.",
    breadcrumb: "Laser",
  },
  {
    path: "/services/massages",
    title: "Massage in Staten Island, NY | Serenity Day Spa & Med Spa",
    description:
      "Swedish, deep tissue, hot stone, prenatal and couples massage by licensed therapists, with aromatherapy and herbal tea, at our Staten Island, NY day spa.",
    breadcrumb: "Massages",
  },
  {
    path: "/services/body-treatments",
    title: "Body Treatments & Wraps | Serenity Day Spa & Med Spa",
    description:
      "Himalayan salt glows, seaweed detox wraps, body polishes, back treatments and lymphatic drainage in warm private rooms at Serenity in Staten Island, NY.",
    breadcrumb: "Body Treatments",
  },
  {
    path: "/services/brows-and-lashes",
    title: "Brows & Lashes in Staten Island | Serenity Day Spa & Med Spa",
    description:
      "Lash lifts and tints, classic and volume lash extensions, brow lamination, henna brows and shaping by experienced artists at our Staten Island, NY day spa.",
    breadcrumb: "Brows & Lashes",
  },
  {
    path: "/services/nails",
    title: "Nail Salon in Staten Island, NY | Serenity Day Spa & Med Spa",
    description:
      "Classic and gel manicures, spa pedicures in pipeless chairs and paraffin treatments with sterilized tools at the Serenity nail lounge in Staten Island, NY.",
    breadcrumb: "Nails",
  },
  {
    path: "/services/waxing",
    title: "Waxing in Staten Island, NY | Serenity Day Spa & Med Spa",
    description:
      "Gentle hard-wax face, bikini and Brazilian waxing, body and men's waxing, plus ingrown hair treatment by licensed estheticians at our Staten Island day spa.",
    breadcrumb: "Waxing",
  },
  {
    path: "/services/health",
    title: "Wellness & B12 Injections | Serenity Day Spa & Med Spa",
    description:
      "Vitamin B12 and Lipo-B injections, IV hydration and weight-management consultations with our nurse practitioner at Serenity Med Spa in Staten Island, NY.",
    breadcrumb: "Health",
  },
  {
    path: "/services/melasma-removal-with-picosure",
    title: "Melasma Removal with PicoSure | Serenity Med Spa, Staten Island",
    description:
      "Fade melasma, sun spots and stubborn pigmentation with PicoSure picosecond laser treatment, starting with a free consultation at our Staten Island med spa.",
    breadcrumb: "Melasma Removal",
  },
  {
    path: "/services/intense-pulsed-light",
    title: "IPL Photofacial in Staten Island, NY | Serenity Day Spa & Med Spa",
    description:
      "Intense pulsed light (IPL) therapy eases sun damage, redness, broken capillaries and uneven tone with little downtime. Free consultations in Staten Island.",
    breadcrumb: "Intense Pulsed Light",
  },
  {
    path: "/services/tattoo-removal-with-picosure",
    title: "PicoSure Tattoo Removal in Staten Island | Serenity Med Spa",
    description:
      "Remove unwanted ink of every color with PicoSure laser tattoo removal: fewer sessions, minimal downtime and a free consultation at our Staten Island med spa.",
    breadcrumb: "Tattoo Removal",
  },
  {
    path: "/services/laser-hair-removal",
    title: "Laser Hair Removal in Staten Island, NY | Serenity Med Spa",
    description:
      "Smooth, lasting results with medical-grade diode laser hair removal for face, underarms, bikini line, legs and more, by certified specialists in Staten Island.",
    breadcrumb: "Laser Hair Removal",
  },
];

/**
 * Path only, lower-cased, without query, hash or trailing slash ("/" stays "/").
 * Lower-cased because React Router matches routes case-insensitively, so "/About"
 * renders the same page and must get the same SEO.
 */
export function normalizePath(pathname: string): string {
  const pathOnly = pathname.split(/[?#]/, 1)[0] ?? "";
  const trimmed = trimTrailingSlashes(pathOnly).toLowerCase();
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

const BY_PATH: ReadonlyMap<string, SeoEntry> = new Map(SEO_TABLE.map((e) => [e.path, e]));

export function seoEntry(pathname: string): SeoEntry | undefined {
  return BY_PATH.get(normalizePath(pathname));
}

export function seoForPath(pathname: string): SeoLookup {
  const entry = seoEntry(pathname);
  if (!entry) return { ...DEFAULT_SEO, breadcrumb: null, listed: false };
  return {
    title: entry.title,
    description: entry.description,
    breadcrumb: entry.breadcrumb,
    listed: true,
  };
}
