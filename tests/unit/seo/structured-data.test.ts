import { describe, expect, it } from "vitest";
import type { FaqItem, SiteSalon } from "~/lib/api/types";
import {
  BUSINESS_FACTS,
  breadcrumbJsonLd,
  breadcrumbTrail,
  contactPageJsonLd,
  dayspaJsonLd,
  faqPageJsonLd,
} from "~/lib/seo/structured-data";

const SITE = "https://serenitydayspasi.com";

const open = (opens: string, closes: string) => ({ closed: false, opens, closes });

const salon: SiteSalon = {
  salon_info: {
    salon_name: "Serenity Day Spa & Med Spa",
    salon_address: "1845 Hylan Boulevard, Suite 2",
    salon_city: "Staten Island",
    salon_state: "NY",
    salon_zip: "10305",
    salon_contact_no: "(718) 555-0142",
    salon_email_id: "frontdesk@serenitydayspasi.com",
    config: {
      config_hours: "",
      config_emailid: "frontdesk@serenitydayspasi.com",
      config_aboutus: "",
      opening_hours: {
        monday: open("10:00", "16:00"),
        tuesday: open("09:00", "21:00"),
        wednesday: open("09:00", "21:00"),
        thursday: open("09:00", "21:00"),
        friday: open("09:00", "21:00"),
        saturday: open("09:00", "18:00"),
        sunday: { closed: true, opens: "09:00", closes: "18:00" },
      },
    },
  },
  socialmoduleinfo: {
    instagram_url: "https://www.instagram.com/serenitydayspasi/",
    facebook_url: "https://www.facebook.com/serenitydayspasi",
    youtube_url: "",
    yelp_reviews: "  ",
    google_plus_url: "https://g.page/r/serenitydayspasi/review",
    pinterest_url: "https://www.facebook.com/serenitydayspasi",
  },
  website_settings: {},
};

interface Hours {
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

function hoursByDay(spec: Hours[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const h of spec) for (const day of h.dayOfWeek) result[day] = `${h.opens}-${h.closes}`;
  return result;
}

describe("dayspaJsonLd", () => {
  const data = dayspaJsonLd(salon, SITE) as Record<string, unknown>;

  it("describes the business from the salon record", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DaySpa",
      name: "Serenity Day Spa & Med Spa",
      url: `${SITE}/`,
      telephone: "(718) 555-0142",
      email: "frontdesk@serenitydayspasi.com",
      image: `${SITE}/media/logo.svg`,
      logo: `${SITE}/media/logo.svg`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "1845 Hylan Boulevard, Suite 2",
        addressLocality: "Staten Island",
        addressRegion: "NY",
        postalCode: "10305",
        addressCountry: "US",
      },
    });
  });

  it("publishes the fixed rating and price range", () => {
    expect(data.priceRange).toBe("$100-$500");
    expect(data.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      reviewCount: 134,
    });
    expect(BUSINESS_FACTS.rating).toEqual({ ratingValue: 4.7, reviewCount: 134 });
  });

  it("publishes the salon record's weekly table, leaving the closed day out", () => {
    const spec = data.openingHoursSpecification as Hours[];
    expect(
      spec.every(
        (h) => (h as unknown as Record<string, unknown>)["@type"] === "OpeningHoursSpecification",
      ),
    ).toBe(true);
    expect(hoursByDay(spec)).toEqual({
      Monday: "10:00-16:00",
      Tuesday: "09:00-21:00",
      Wednesday: "09:00-21:00",
      Thursday: "09:00-21:00",
      Friday: "09:00-21:00",
      Saturday: "09:00-18:00",
    });
  });

  it("lists only non-empty social URLs, once each", () => {
    expect(data.sameAs).toEqual([
      "https://www.facebook.com/serenitydayspasi",
      "https://www.instagram.com/serenitydayspasi/",
      "https://g.page/r/serenitydayspasi/review",
    ]);
  });

  it("omits sameAs when there are no social links", () => {
    const bare: SiteSalon = {
      ...salon,
      socialmoduleinfo: {
        instagram_url: "",
        facebook_url: "",
        youtube_url: "",
        yelp_reviews: "",
        google_plus_url: "",
        pinterest_url: "",
      },
    };
    expect(dayspaJsonLd(bare, SITE)).not.toHaveProperty("sameAs");
  });
});

describe("breadcrumbTrail", () => {
  it("has no trail on the home page", () => {
    expect(breadcrumbTrail("/")).toBeNull();
  });

  it("puts top-level pages under Home", () => {
    expect(breadcrumbTrail("/about/")).toEqual([
      { name: "Home", path: "/" },
      { name: "About Us", path: "/about" },
    ]);
  });

  it("puts service pages under Services", () => {
    expect(breadcrumbTrail("/services/laser-hair-removal")).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Laser Hair Removal", path: "/services/laser-hair-removal" },
    ]);
  });

  it("puts blog posts under Blog with the post title", () => {
    expect(
      breadcrumbTrail("/blog-details/living-well-with-melasma", "Living Well with Melasma"),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
      { name: "Living Well with Melasma", path: "/blog-details/living-well-with-melasma" },
    ]);
    expect(breadcrumbTrail("/blog-details/living-well-with-melasma")?.[2]?.name).toBe(
      "Living well with melasma",
    );
  });

  it("puts service details under their category", () => {
    expect(breadcrumbTrail("/services/facials/hydrafacial", "HydraFacial")).toEqual([
      { name: "Home", path: "/" },
      { name: "Services", path: "/services" },
      { name: "Facials", path: "/services/facials" },
      { name: "HydraFacial", path: "/services/facials/hydrafacial" },
    ]);
  });

  it("has no trail for unknown paths", () => {
    expect(breadcrumbTrail("/server-error")).toBeNull();
    expect(breadcrumbTrail("/nope/deeper")).toBeNull();
    expect(breadcrumbTrail("/blog-details")).toBeNull();
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers items from 1 with absolute URLs", () => {
    const trail = breadcrumbTrail("/services/nails") ?? [];
    expect(breadcrumbJsonLd(trail, SITE)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
        { "@type": "ListItem", position: 2, name: "Services", item: `${SITE}/services` },
        { "@type": "ListItem", position: 3, name: "Nails", item: `${SITE}/services/nails` },
      ],
    });
  });
});

describe("faqPageJsonLd", () => {
  const faqs: FaqItem[] = [
    {
      faq_id: 1,
      questions: "How many sessions will I need?",
      answers:
        "<p>Most tattoos need <strong>4-6</strong> sessions,</p><ul><li>6-8 weeks apart</li><li>avoid sun &amp; tanning</li></ul>",
    },
    {
      faq_id: 2,
      questions: "<b>Is it safe?</b>",
      answers: "Yes&nbsp;&#8212; it&#39;s FDA-cleared.",
    },
    { faq_id: 3, questions: "Empty answer?", answers: "<p> </p>" },
  ];

  it("builds Question/Answer pairs with plain-text answers", () => {
    expect(faqPageJsonLd(faqs)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How many sessions will I need?",
          acceptedAnswer: {
            "@type": "Answer",
            text: "Most tattoos need 4-6 sessions, 6-8 weeks apart avoid sun & tanning",
          },
        },
        {
          "@type": "Question",
          name: "Is it safe?",
          acceptedAnswer: { "@type": "Answer", text: "Yes \u2014 it's FDA-cleared." },
        },
      ],
    });
  });

  it("keeps escaped markup as text", () => {
    const [first] = (
      faqPageJsonLd([{ faq_id: 9, questions: "Q", answers: "Use &lt;b&gt; tags" }]) as {
        mainEntity: { acceptedAnswer: { text: string } }[];
      }
    ).mainEntity;
    expect(first?.acceptedAnswer.text).toBe("Use <b> tags");
  });
});

describe("contactPageJsonLd", () => {
  it("wraps the business as the main entity", () => {
    const data = contactPageJsonLd(salon, SITE) as Record<string, unknown>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ContactPage",
      url: `${SITE}/contact-us`,
    });
    const business = data.mainEntity as Record<string, unknown>;
    const { "@context": _context, ...expected } = dayspaJsonLd(salon, SITE) as Record<
      string,
      unknown
    >;
    expect(business).toEqual(expected);
    expect(business).not.toHaveProperty("@context");
  });
});
