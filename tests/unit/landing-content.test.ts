import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSchema } from "~/lib/content/schemas";
import { COMBINED_LANDING, IPL_LANDING, TATTOO_LANDING, withPhone } from "~/lib/ads-pages/copy";

describe("landing copy (SPEC.md 2.4 and 9)", () => {
  it("has the spec's headlines, counts and facts", () => {
    expect(TATTOO_LANDING.headline).toBe("erase your ink with professional tattoo removal");
    expect(IPL_LANDING.headline).toBe("transform your skin with IPL therapy");
    for (const copy of [TATTOO_LANDING, IPL_LANDING]) {
      expect(copy.badge).toBe("Best on Staten Island!");
      expect(copy.faqTitle).toBe("Frequently Asked Questions for PicoSure");
    }
    expect(TATTOO_LANDING.testimonials).toHaveLength(8);
    expect(IPL_LANDING.testimonials).toHaveLength(3);
    expect(COMBINED_LANDING.tattooTestimonials).toHaveLength(3);
    expect(COMBINED_LANDING.iplTestimonials).toHaveLength(3);
    expect(TATTOO_LANDING.steps.map((s) => s.title)).toEqual([
      "Book a consultation",
      "Get a customized treatment plan",
      "Schedule your first session",
    ]);
    expect(TATTOO_LANDING.benefits.map((b) => b.title)).toEqual([
      "Quick treatment",
      "All colors",
      "Safe and gentle",
      "Minimal downtime",
    ]);
    expect(IPL_LANDING.benefits.map((b) => b.title)).toEqual([
      "Reduces redness and pigmentation",
      "Improves texture",
      "Non-invasive",
    ]);
    for (const t of [...TATTOO_LANDING.testimonials, ...IPL_LANDING.testimonials]) {
      expect(t.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
    }
  });

  it("has the ads pages' FAQs as demo content (content/landing-faqs.json)", () => {
    const file = path.join(import.meta.dirname, "../../content/landing-faqs.json");
    const faqs = contentSchema.shape.landingFaqs.parse(JSON.parse(fs.readFileSync(file, "utf8")));
    expect(faqs.tattoo).toHaveLength(10);
    expect(faqs.ipl).toHaveLength(4);
    const tattooFaq = JSON.stringify(faqs.tattoo);
    expect(tattooFaq).toContain("4-6 sessions");
    expect(tattooFaq).toContain("6-8 weeks apart");
    expect(tattooFaq).toMatch(/two weeks/i);
    expect(JSON.stringify(faqs.ipl)).toContain("3-5 sessions");
    // Plain text with blank lines between paragraphs, as the ads pages draw it: no markup.
    for (const faq of [...faqs.tattoo, ...faqs.ipl]) expect(faq.answers).not.toMatch(/[<>]/);
  });

  it("fills the salon's phone into the copy", () => {
    const copy = withPhone(TATTOO_LANDING, "(718) 555-0199");
    expect(JSON.stringify(copy)).not.toContain("{phone}");
    expect(JSON.stringify(copy)).toContain("(718) 555-0199");
    expect(withPhone({ a: ["call {phone}"], n: 3 }, "1")).toEqual({ a: ["call 1"], n: 3 });
  });
});
