/**
 * What the paid-ads pages say (SPEC.md 2.4 and 9): the tattoo and IPL copy, the combined page's
 * own, the thank-you pages and the landing footer hours. Their FAQs are content
 * (content/landing-faqs.json), edited by the staff. The records in index.ts arrange it into
 * pages. Plain text only; paragraphs are separated by "\n\n"; "{phone}" stands for the salon's
 * number.
 */
import type { Feature, Testimonial } from "./types";

/** What one treatment's ads page says; the combined page borrows from two of them. */
export interface LandingCopy {
  headline: string;
  badge: string;
  heroText: string;
  welcomeTitle: string;
  welcomeText: string;
  videoTitle: string;
  videoText: string;
  benefitsTitle: string;
  benefits: Feature[];
  /** The FAQ section's heading; its questions are content (`landingFaqs`, staff-edited). */
  faqTitle: string;
  testimonialsTitle: string;
  testimonials: Testimonial[];
  /** The review carousel's accessible name. */
  reviewsLabel: string;
  ctaTitle: string;
  ctaText: string;
  formTitle: string;
  formText: string;
}

const BADGE = "Best on Staten Island!";
const FAQ_TITLE = "Frequently Asked Questions for PicoSure";
const TESTIMONIALS_TITLE = "What our clients are saying";
const FORM_TITLE = "Book your free consultation";
const FORM_TEXT =
  "Share your details and choose a consultation time that suits you on the next page. Prefer to talk first? Call us at {phone}.";

const TATTOO_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "I got initials tattooed on my ankle at nineteen and spent years hiding them. After five PicoSure sessions they're so faint that nobody notices, and Gina made every visit feel easy.",
    name: "Danielle C.",
  },
  {
    quote:
      "I was nervous about the pain, but it felt like quick rubber-band snaps and each session was over in a few minutes. The chilled air made a real difference.",
    name: "Anthony R.",
  },
  {
    quote:
      "My half-sleeve has a lot of blue and green, and they were honest from the start that it would take time. It has faded enough now for the cover-up my artist designed.",
    name: "Kayla M.",
  },
  {
    quote:
      "The consultation was free and there was zero pressure. I left with a written plan and the price per session before I paid a cent.",
    name: "Marcus J.",
  },
  {
    quote:
      "I wanted a forearm tattoo lightened before starting a new job. The aftercare instructions were clear, everything healed well, and the front desk fit my sessions around my twelve-hour shifts.",
    name: "Stephanie L.",
  },
  {
    quote:
      "Years ago I tried removal somewhere else with an older laser and barely saw a change. Four sessions of PicoSure here have done more than all of those visits combined.",
    name: "Joe P.",
  },
  {
    quote:
      "Small script behind my ear, four sessions spaced about two months apart. The spa is spotless, and they treat you like a spa guest, not a number.",
    name: "Brianna S.",
  },
  {
    quote:
      "They checked my skin, did a test spot and told me exactly what to expect, including that results vary. I appreciated the honesty, and my shoulder piece is fading steadily.",
    name: "Chris D.",
  },
];

const IPL_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "Years of summers at Midland Beach left brown spots all over my cheeks. After my third IPL session they have faded a lot, and my makeup goes on so much smoother.",
    name: "Theresa M.",
  },
  {
    quote:
      "The redness around my nose always made me look flushed. Lauren explained the coffee-grounds stage before my first session, and after four sessions my skin looks calmer and more even.",
    name: "Rachel G.",
  },
  {
    quote:
      "I treated the sun spots on my hands and chest before our anniversary trip. Quick appointments, no real downtime, and I loved how my skin looked in every photo.",
    name: "Donna V.",
  },
];

export const TATTOO_LANDING: LandingCopy & { stepsTitle: string; steps: Feature[] } = {
  headline: "erase your ink with professional tattoo removal",
  badge: BADGE,
  heroText:
    "Fade unwanted ink with the PicoSure picosecond laser, performed by certified laser specialists at our Hylan Boulevard med spa. Every plan starts with a free, no-pressure consultation.",
  welcomeTitle: "Welcome to Serenity Day Spa & Med Spa",
  welcomeText:
    "Whether you want to clear an old tattoo completely or lighten it for a cover-up, our laser suite in Dongan Hills offers a modern, gentler way to fade unwanted ink. Since 2012, Staten Island neighbors have trusted Serenity for calm, spotless rooms and honest advice.\n\nPicoSure delivers energy in pulses measured in trillionths of a second, shattering ink into tiny particles your body clears naturally. It works on black ink and many colored inks, and many clients need fewer sessions than with older lasers. Your certified laser specialist, working under physician oversight, will review your health history, assess your tattoo and, where appropriate, treat a small test spot before you commit. Results vary from tattoo to tattoo, and we will always tell you honestly what to expect.",
  videoTitle: "See how PicoSure works",
  videoText:
    "Watch how ultra-short picosecond pulses break ink into fine particles with less heat than traditional lasers, and what a typical session at Serenity looks like from start to finish.",
  stepsTitle: "Your path to clearer skin in three simple steps",
  steps: [
    {
      title: "Book a consultation",
      text: "Fill out the form or call {phone} to book a free, no-pressure consultation with our certified laser specialist.",
    },
    {
      title: "Get a customized treatment plan",
      text: "We review your health history, assess the size, age and colors of your ink and, where appropriate, treat a small test spot. You leave with an estimated number of sessions and a clear price for each.",
    },
    {
      title: "Schedule your first session",
      text: "Once your skin has been protected from the sun for two weeks, book your first session at a time that suits you, including weekday evenings until 9 PM.",
    },
  ],
  benefitsTitle: "Why choose PicoSure?",
  benefits: [
    {
      title: "Quick treatment",
      text: "Most sessions take just a few minutes, so it is easy to fit one into a lunch break or the drive home.",
    },
    {
      title: "All colors",
      text: "PicoSure treats black ink and many colored inks, including stubborn blues and greens that older lasers often struggle with.",
    },
    {
      title: "Safe and gentle",
      text: "Picosecond pulses rely on a pressure effect rather than heat, which is gentler on the surrounding skin. Chilled air and, when needed, a numbing cream keep you comfortable.",
    },
    {
      title: "Minimal downtime",
      text: "Most clients go straight back to their day after a session. A few days of simple aftercare under a light dressing is usually all it takes.",
    },
  ],
  faqTitle: FAQ_TITLE,
  testimonialsTitle: TESTIMONIALS_TITLE,
  testimonials: TATTOO_TESTIMONIALS,
  reviewsLabel: "Tattoo removal reviews",
  ctaTitle: "Ready to move on from your tattoo?",
  ctaText:
    "Book your free consultation with our certified laser specialist and get an honest assessment, a customized plan and a clear price per session. Results vary, and we will never push you into a treatment that is not right for you.",
  formTitle: FORM_TITLE,
  formText: FORM_TEXT,
};

export const IPL_LANDING: LandingCopy = {
  headline: "transform your skin with IPL therapy",
  badge: BADGE,
  heroText:
    "Fade sun spots, redness and uneven tone with intense pulsed light photofacials at our Hylan Boulevard med spa. Start with a free consultation and an honest look at what IPL can do for your skin.",
  welcomeTitle: "Welcome to Serenity Day Spa & Med Spa",
  welcomeText:
    "Years of summers on the beach, on the boardwalk or simply commuting under the sun leave their mark: freckling, brown spots, uneven tone and a background of redness. Intense pulsed light, often called a photofacial, uses gentle flashes of filtered light to target pigment and redness, helping reveal a clearer, more even complexion on the face, neck, chest and hands.\n\nIPL is not right for every concern. Melasma can worsen with heat-based light, and deeper skin tones carry a higher risk of pigment changes, so we may recommend a safer alternative. Every treatment at our Dongan Hills laser suite begins with a complimentary consultation and, where appropriate, a test spot, so you know exactly what to expect. Results vary from person to person.",
  videoTitle: "See how IPL therapy works",
  videoText:
    "Watch how broad-spectrum light targets brown pigment and tiny visible vessels, and what a relaxing IPL session at Serenity looks like, from the cool gel to the protective eyewear.",
  benefitsTitle: "Benefits of IPL therapy",
  benefits: [
    {
      title: "Reduces redness and pigmentation",
      text: "Filtered light targets sun spots, age spots, freckling, diffuse redness and small visible capillaries, helping even out your tone.",
    },
    {
      title: "Improves texture",
      text: "As sun damage is treated, many clients notice smoother, brighter-looking skin that takes makeup more evenly.",
    },
    {
      title: "Non-invasive",
      text: "No needles and no incisions, with little to no downtime. Sessions take 20 to 45 minutes, and most clients go straight back to their day.",
    },
  ],
  faqTitle: FAQ_TITLE,
  testimonialsTitle: TESTIMONIALS_TITLE,
  testimonials: IPL_TESTIMONIALS,
  reviewsLabel: "IPL therapy reviews",
  ctaTitle: "Ready for a clearer, more even complexion?",
  ctaText:
    "Book your free consultation and our laser specialist will assess your skin, explain what IPL can and cannot do, and build a plan around your schedule and the season. Results vary, and honest advice always comes first.",
  formTitle: FORM_TITLE,
  formText: FORM_TEXT,
};

/** The combined landing page (inside the main site layout) shows three testimonials per slider. */
export const COMBINED_LANDING: {
  headline: string;
  heroText: string;
  welcomeTitle: string;
  welcomeText: string;
  tattooTestimonials: Testimonial[];
  iplTestimonials: Testimonial[];
} = {
  headline: "Tattoo removal and IPL therapy on Staten Island",
  heroText:
    "Fade unwanted ink with the PicoSure picosecond laser, or clear sun spots and redness with IPL photofacials, all at our Hylan Boulevard med spa. Every plan starts with a free consultation.",
  welcomeTitle: "Advanced laser care, Serenity style",
  welcomeText:
    "Our laser suite in Dongan Hills pairs clinical technology with the calm, unhurried care Staten Island has trusted since 2012. Treatments are performed by certified laser specialists and registered nurses working under physician oversight.\n\nPicoSure breaks tattoo ink into tiny particles your body clears naturally, with most tattoos needing 4-6 sessions spaced 6-8 weeks apart. IPL targets sun damage, freckling and redness over a series of 3-5 sessions. Your complimentary consultation includes a review of your health history and, where appropriate, a test spot, so you know what to expect before you commit. Results vary, and we will always be honest about them.",
  // Danielle C., Kayla M. and Marcus J.: removal, cover-up fading and the free consultation.
  tattooTestimonials: TATTOO_TESTIMONIALS.filter((_, i) => i === 0 || i === 2 || i === 3),
  iplTestimonials: [...IPL_TESTIMONIALS],
};

/** The thank-you pages, all alike. */
export const THANK_YOU = {
  seo: {
    title: "Thank You | Schedule Your Free Consultation",
    description: "Thank you for your request. We will help you schedule your free consultation.",
  },
  heading: "Thank You!",
  /** With the booking portal (BOOKING_URL) framed below it. */
  text: "We have received your request. Please schedule your free consultation by choosing a time that suits you in the booking calendar below.",
  /** Without one: the page offers the phone, the contact form and the hours instead. */
  textWithoutBooking:
    "We have received your request. To schedule your free consultation, call us or send us a message, and we will find a time that suits you.",
};

/**
 * Copy mentions the salon's phone as "{phone}"; the number itself comes from the salon record,
 * so the pages never disagree with the database.
 */
export function withPhone<T>(value: T, phone: string): T {
  if (typeof value === "string") return value.replaceAll("{phone}", phone) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withPhone(item, phone)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withPhone(item, phone)]),
    ) as T;
  }
  return value;
}
