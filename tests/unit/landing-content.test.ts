import { describe, expect, it } from "vitest";
import {
  COMBINED_LANDING,
  IPL_LANDING,
  LANDING_HOURS,
  TATTOO_LANDING,
  withPhone,
} from "~/lib/ads-pages/copy";

describe("landing copy (SPEC.md 2.4 and 9)", () => {
  it("has the spec's headlines, counts and facts", () => {
    expect(TATTOO_LANDING.headline).toBe("erase your ink with professional tattoo removal");
    expect(IPL_LANDING.headline).toBe("transform your skin with IPL therapy");
    for (const copy of [TATTOO_LANDING, IPL_LANDING]) {
      expect(copy.badge).toBe("Best on Staten Island!");
      expect(copy.faqTitle).toBe("Frequently Asked Questions for PicoSure");
    }
    expect(TATTOO_LANDING.faqs).toHaveLength(10);
    expect(IPL_LANDING.faqs).toHaveLength(4);
    expect(TATTOO_LANDING.testimonials).toHaveLength(8);
    expect(IPL_LANDING.testimonials).toHaveLength(3);
    expect(COMBINED_LANDING.tattooTestimonials).toHaveLength(3);
    expect(COMBINED_LANDING.iplTestimonials).toHaveLength(3);
    const tattooFaq = JSON.stringify(TATTOO_LANDING.faqs);
    expect(tattooFaq).toContain("4-6 sessions");
    expect(tattooFaq).toContain("6-8 weeks apart");
    expect(tattooFaq).toMatch(/two weeks/i);
    expect(JSON.stringify(IPL_LANDING.faqs)).toContain("3-5 sessions");
    expect(TATTOO_LANDING.steps.map((s) => s.title)).toEqual([
      "Book a consultation",
      "Get a customized treatment plan",
      "Schedule your first session",
    ]);
    expect(TATTOO_LANDING.benefits.map((b) => b.title)).toEqual([
      "Quick treatment",
      "All colours",
      "Safe and gentle",
      "Minimal downtime",
    ]);
    expect(IPL_LANDING.benefits.map((b) => b.title)).toEqual([
      "Reduces redness and pigmentation",
      "Improves texture",
      "Non-invasive",
    ]);
    expect(LANDING_HOURS).toEqual([
      { days: "Mon", hours: "10:00 AM - 4:00 PM" },
      { days: "Tue - Fri", hours: "9:00 AM - 9:00 PM" },
      { days: "Sat - Sun", hours: "9:00 AM - 6:00 PM" },
    ]);
    for (const t of [...TATTOO_LANDING.testimonials, ...IPL_LANDING.testimonials]) {
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
  });

  it("fills the salon's phone into the copy", () => {
    const copy = withPhone(TATTOO_LANDING, "(718) 555-0199");
    expect(JSON.stringify(copy)).not.toContain("{phone}");
    expect(JSON.stringify(copy)).toContain("(718) 555-0199");
    expect(withPhone({ a: ["call {phone}"], n: 3 }, "1")).toEqual({ a: ["call 1"], n: 3 });
  });
});
