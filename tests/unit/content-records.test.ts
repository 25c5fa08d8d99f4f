import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { getRecord, parseRecordPath, recordSchema, setRecord } from "~/lib/content/records";
import type { Content } from "~/lib/content/schemas";

const faq = { questions: "How many sessions?", answers: "Four to six.\n\nSometimes more." };

describe("the ads pages' FAQ records", () => {
  it("are addressed as landingFaqs.tattoo and landingFaqs.ipl, and nothing else", () => {
    expect(parseRecordPath("landingFaqs.tattoo")).toEqual({ part: "landingFaqs", key: "tattoo" });
    expect(parseRecordPath("landingFaqs.ipl")).toEqual({ part: "landingFaqs", key: "ipl" });
    expect(parseRecordPath("landingFaqs")).toEqual({ part: "landingFaqs" });
    for (const raw of [
      "landingFaqs.combined",
      "landingFaqs.",
      "landingFaqs.0",
      "landingFaqs.melasma",
    ]) {
      expect(parseRecordPath(raw), raw).toBeUndefined();
    }
  });

  it("hold a list of questions and answers, checked like the treatments' FAQs", () => {
    const schema = recordSchema({ part: "landingFaqs", key: "ipl" });
    expect(z.safeParse(schema, [faq]).success).toBe(true);
    expect(z.safeParse(schema, [{ questions: "", answers: "x" }]).success).toBe(false);
    expect(z.safeParse(schema, [{ questions: "q", answers: "x".repeat(20_001) }]).success).toBe(
      false,
    );
    const whole = recordSchema({ part: "landingFaqs" });
    expect(z.safeParse(whole, { tattoo: [faq], ipl: [] }).success).toBe(true);
    expect(z.safeParse(whole, { tattoo: [faq] }).success).toBe(false);
  });

  it("are read and replaced one page at a time", () => {
    const content = { landingFaqs: { tattoo: [faq], ipl: [] } } as unknown as Content;
    const ipl = { part: "landingFaqs", key: "ipl" } as const;
    const next = setRecord(content, ipl, [faq, faq]);
    expect(getRecord(next!, ipl)).toEqual([faq, faq]);
    expect(getRecord(next!, { part: "landingFaqs", key: "tattoo" })).toEqual([faq]);
    expect(getRecord(content, ipl)).toEqual([]);
  });

  it("are absent, not an error, in a version kept before the part existed", () => {
    const old = { faqs: {} } as unknown as Content;
    expect(getRecord(old, { part: "landingFaqs", key: "tattoo" })).toBeUndefined();
    expect(getRecord(old, { part: "landingFaqs" })).toBeUndefined();
  });
});
