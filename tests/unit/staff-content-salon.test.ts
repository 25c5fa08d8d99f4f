/** The salon and FAQ editors' pure parts: the form <-> record mapping is lossless. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { faqSchema, salonSchema } from "~/lib/content/schemas";
import { parseHours } from "~/lib/display";
import { faqFieldFor, faqFormSchema, moveEntry } from "~/lib/staff/faq-form";
import {
  formToSalon,
  hoursToLines,
  linesToHours,
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

describe("hours lines", () => {
  it("round-trips the demo salon's hours byte for byte", () => {
    const text = demo.salon_info.config.config_hours;
    const { lines, separator } = hoursToLines(text);
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe("Monday: 9:00 AM - 2:00 PM");
    expect(linesToHours(lines, separator)).toBe(text);
  });

  it.each([
    ["", []],
    ["Monday: 9-5", ["Monday: 9-5"]],
    ["A\r\nB\r\n", ["A", "B", ""]],
    ["A\n\nB\n", ["A", "", "B", ""]],
  ])("keeps %j (lines %j) as it was", (text, expected) => {
    const { lines, separator } = hoursToLines(text);
    expect(lines).toEqual(expected);
    expect(linesToHours(lines, separator)).toBe(text);
  });

  it("never gives a line a carriage return (a text input cannot hold one)", () => {
    const { lines, separator } = hoursToLines("A\r\nB\nC");
    expect(lines).toEqual(["A", "B", "C"]);
    expect(separator).toBe("\n");
  });

  it("shows what the footer shows", () => {
    const { lines, separator } = hoursToLines(demo.salon_info.config.config_hours);
    expect(parseHours(linesToHours(lines, separator))).toEqual(
      parseHours(demo.salon_info.config.config_hours),
    );
  });
});

describe("salon form", () => {
  it("saves the demo salon unchanged: the same record, byte for byte", () => {
    const values = salonToForm(demo, "token", "seen");
    expect(z.safeParse(salonFormSchema, values).success).toBe(true);
    const saved = formToSalon(values, hoursToLines(demo.salon_info.config.config_hours).separator);
    // config_emailid is the owners' (decision 0017): the form leaves it empty, the server keeps it.
    expect(saved.salon_info.config.config_emailid).toBe("");
    saved.salon_info.config.config_emailid = demo.salon_info.config.config_emailid;
    expect(JSON.stringify(saved)).toBe(JSON.stringify(demo));
  });

  it("refuses what the record's schema refuses, under the field", () => {
    const values = salonToForm(demo, "token", "seen");
    const bad = {
      ...values,
      salon_name: "",
      hours: [{ line: "Monday: 9-5" }, { line: "  " }, { line: "x".repeat(20_001) }],
      instagram_url: "javascript:alert(1)",
    };
    const result = z.safeParse(salonFormSchema, bad);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining(["salon_name", "hours.1.line", "hours.2.line", "instagram_url"]),
    );
  });

  it("refuses hours whose whole text is over the record's cap, on the list", () => {
    const values = salonToForm(demo, "token", "seen");
    const long = { ...values, hours: [1, 2, 3].map(() => ({ line: "x".repeat(8000) })) };
    const result = z.safeParse(salonFormSchema, long);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["hours", "Must be at most 20000 characters"],
    ]);
  });

  it("maps every error path of the record to a form field", () => {
    const values = salonToForm(demo, "token", "seen");
    for (const target of Object.values(SALON_FIELD_FOR)) expect(values).toHaveProperty(target);
    expect(Object.keys(SALON_FIELD_FOR)).toHaveLength(15);
    expect(SALON_FIELD_FOR).not.toHaveProperty(["salon_info.config.config_emailid"]);
  });
});

describe("FAQ form", () => {
  it("accepts every demo FAQ list unchanged", () => {
    for (const faqs of Object.values(demoFaqs)) {
      const parsed = z.parse(faqFormSchema, { csrfToken: "t", seen: "s", faqs });
      expect(JSON.stringify(parsed.faqs)).toBe(JSON.stringify(faqs));
    }
  });

  it("maps the API's error paths to the pairs' fields", () => {
    expect(faqFieldFor(2)).toEqual({
      "0.questions": "faqs.0.questions",
      "0.answers": "faqs.0.answers",
      "1.questions": "faqs.1.questions",
      "1.answers": "faqs.1.answers",
    });
  });

  it("moves an entry", () => {
    expect(moveEntry(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
  });
});
