/** The salon and FAQ editors' pure parts: the form <-> record mapping is lossless. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { faqSchema, salonSchema } from "~/lib/content/schemas";
import { faqForm, faqFormSchema, moveEntry, typedPairs } from "~/lib/staff/faq-form";
import {
  formToHours,
  formToSalon,
  SALON_FIELD_FOR,
  salonFormSchema,
  salonToForm,
} from "~/lib/staff/salon-form";

const ROOT = path.resolve(import.meta.dirname, "../..");
const demo = salonSchema.parse(
  JSON.parse(readFileSync(path.join(ROOT, "content/salon.json"), "utf8")),
);
const demoFaqs = z
  .record(z.string(), z.array(faqSchema))
  .parse(JSON.parse(readFileSync(path.join(ROOT, "content/faqs.json"), "utf8")));

describe("salon form", () => {
  it("saves the demo salon unchanged: the same record, byte for byte", () => {
    const values = salonToForm(demo, "token", "seen");
    expect(z.safeParse(salonFormSchema, values).success).toBe(true);
    const saved = formToSalon(values);
    // config_emailid is the owners' (decision 0017): the form leaves it empty, the server keeps it.
    expect(saved.salon_info.config.config_emailid).toBe("");
    saved.salon_info.config.config_emailid = demo.salon_info.config.config_emailid;
    expect(JSON.stringify(saved)).toBe(JSON.stringify(demo));
  });

  it("holds the hours as seven days, Monday first, and writes them back as the table", () => {
    const values = salonToForm(demo, "token", "seen");
    expect(values.hours).toHaveLength(7);
    expect(values.hours[0]).toEqual({ closed: false, opens: "09:00", closes: "14:00" });
    expect(formToHours(values.hours)).toEqual(demo.salon_info.config.opening_hours);
  });

  it("refuses what the record's schema refuses, under the field", () => {
    const values = salonToForm(demo, "token", "seen");
    const hours = values.hours.map((day) => ({ ...day }));
    hours[0] = { closed: false, opens: "18:00", closes: "09:00" };
    hours[2] = { closed: false, opens: "09:10", closes: "25:00" };
    // A closed day's times are kept for the editor; their order does not matter.
    hours[6] = { closed: true, opens: "18:00", closes: "09:00" };
    const bad = { ...values, salon_name: "", hours, instagram_url: "javascript:alert(1)" };
    const result = z.safeParse(salonFormSchema, bad);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["salon_name", "The spa's name is required"],
        ["hours.0.closes", "The closing time must be after the opening time"],
        ["hours.2.opens", "Choose a time from the list"],
        ["hours.2.closes", "Choose a time from the list"],
        ["instagram_url", "Must be a web address starting with https://, or empty"],
      ]),
    );
    expect(issues?.some(([path]) => path?.startsWith("hours.6"))).toBe(false);
  });

  it("refuses a week of other than seven days", () => {
    const values = salonToForm(demo, "token", "seen");
    expect(z.safeParse(salonFormSchema, { ...values, hours: values.hours.slice(1) }).success).toBe(
      false,
    );
  });

  it("maps every error path of the record to a form field", () => {
    const values = salonToForm(demo, "token", "seen");
    for (const target of Object.values(SALON_FIELD_FOR)) expect(values).toHaveProperty(target);
    // 7 contact fields, 6 social links, the about text, and 3 fields for each of the 7 days.
    expect(Object.keys(SALON_FIELD_FOR)).toHaveLength(14 + 21);
    expect(SALON_FIELD_FOR).not.toHaveProperty(["salon_info.config.config_emailid"]);
  });
});

describe("FAQ form", () => {
  it("reads every demo FAQ list back unchanged from its posted fields", () => {
    for (const faqs of Object.values(demoFaqs)) {
      const fields: Record<string, string> = { seen: "s" };
      faqs.forEach(({ questions, answers }, i) => {
        fields[`${i}.questions`] = questions;
        fields[`${i}.answers`] = answers;
      });
      const parsed = faqForm.toRecord(z.parse(faqFormSchema, fields), faqs);
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(faqs));
      expect(typedPairs(fields)).toStrictEqual(faqs);
    }
  });

  it("names each error by the pair's field, as the record's own paths", () => {
    const fields = { "1.questions": "Why?", "1.answers": "", "0.questions": "", "0.answers": "A" };
    const result = z.safeParse(faqFormSchema, fields);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["0.questions", "The question is required"],
      ["1.answers", "The answer is required"],
    ]);
    // A gap in the list is a pair without text; no pair at all is an empty list.
    expect(z.safeParse(faqFormSchema, { "1.questions": "Q", "1.answers": "A" }).success).toBe(
      false,
    );
    expect(z.parse(faqFormSchema, { seen: "s" })).toEqual([]);
  });

  it("moves an entry", () => {
    expect(moveEntry(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
  });
});
