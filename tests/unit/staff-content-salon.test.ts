/** The salon and FAQ editors' pure parts: the form <-> record mapping is lossless. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { faqSchema, salonSchema } from "~/lib/content/schemas";
import {
  faqForm,
  faqFormSchema,
  moveEntry,
  typedPairs,
} from "../../app/routes/staff/content/faqs/faq-form";
import { WEEKDAYS } from "~/lib/display/opening-hours";
import { checkForm } from "~/lib/forms/form-check";
import {
  hoursFieldName,
  salonForm,
  salonFormSchema,
  SALON_TEXT_FIELDS,
  SOCIAL_FIELDS,
  type SalonRecord,
} from "../../app/routes/staff/content/salon/salon-form";

const ROOT = path.resolve(import.meta.dirname, "../..");
const demo = salonSchema.parse(
  JSON.parse(readFileSync(path.join(ROOT, "content/salon.json"), "utf8")),
);
const demoFaqs = z
  .record(z.string(), z.array(faqSchema))
  .parse(JSON.parse(readFileSync(path.join(ROOT, "content/faqs.json"), "utf8")));

/** The salon form's fields as a browser posts them for `salon` (a box only when ticked). */
function posted(salon: SalonRecord): Record<string, string> {
  const { config, ...contact } = salon.salon_info;
  const fields: Record<string, string> = { seen: "seen" };
  for (const name of SALON_TEXT_FIELDS) fields[name] = contact[name];
  for (const day of WEEKDAYS) {
    const hours = config.opening_hours[day];
    if (hours.closed) fields[hoursFieldName(day, "closed")] = "on";
    fields[hoursFieldName(day, "opens")] = hours.opens;
    fields[hoursFieldName(day, "closes")] = hours.closes;
  }
  // A browser posts a textarea's line breaks as CR LF.
  fields.config_aboutus = config.config_aboutus.replaceAll("\n", "\r\n");
  for (const name of SOCIAL_FIELDS) fields[name] = salon.socialmoduleinfo[name];
  return fields;
}

describe("salon form", () => {
  it("saves the demo salon unchanged: the same record, byte for byte", () => {
    const checked = checkForm(salonFormSchema, posted(demo));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(JSON.stringify(salonForm.toRecord(checked.value, demo))).toBe(JSON.stringify(demo));
    // config_emailid is the owners' (decision 0017): the form has no field for it, the server
    // keeps the draft's.
    const saved = salonForm.toRecord(checked.value, null) as SalonRecord;
    expect(saved.salon_info.config.config_emailid).toBe("");
  });

  it("reads the days as the weekly table, a day closed only when its box is posted", () => {
    const fields = { ...posted(demo), [hoursFieldName("monday", "closed")]: "on" };
    const checked = checkForm(salonFormSchema, fields);
    expect(checked.ok && checked.value.hours.monday).toEqual({
      closed: true,
      opens: "09:00",
      closes: "14:00",
    });
  });

  it("refuses what the record's schema refuses, under the field", () => {
    const bad = {
      ...posted(demo),
      salon_name: "",
      [hoursFieldName("monday", "opens")]: "18:00",
      [hoursFieldName("monday", "closes")]: "09:00",
      [hoursFieldName("wednesday", "opens")]: "09:10",
      [hoursFieldName("wednesday", "closes")]: "25:00",
      // A closed day's times are kept for the editor; their order does not matter.
      [hoursFieldName("sunday", "closed")]: "on",
      [hoursFieldName("sunday", "opens")]: "18:00",
      [hoursFieldName("sunday", "closes")]: "09:00",
      instagram_url: "javascript:alert(1)",
    };
    const checked = checkForm(salonFormSchema, bad);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      salon_name: "The spa's name is required",
      "hours.monday.closes": "The closing time must be after the opening time",
      "hours.wednesday.opens": "Choose a time from the list",
      "hours.wednesday.closes": "Choose a time from the list",
      instagram_url: "Must be a web address starting with https://, or empty",
    });
  });

  it("refuses a post missing a field, by the field's name", () => {
    const { [hoursFieldName("friday", "closes")]: _gone, ...fields } = posted(demo);
    const checked = checkForm(salonFormSchema, fields);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? {} : Object.keys(checked.errors)).toEqual(["hours.friday.closes"]);
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
