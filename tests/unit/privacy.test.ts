import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { namesOf, personKey, phoneDigits } from "~/routes/staff/privacy/person-key";
import {
  monthsBefore,
  RETENTION_DEFAULTS,
  retentionCutoffs,
} from "~/routes/staff/privacy/retention";
import { spaDateWords } from "~/lib/staff/dates";

describe("the names a person's leads give", () => {
  it("lists each name once, from either form's fields, leaving out cleared ones", () => {
    expect(
      namesOf([
        { name: " Nora Privacy " },
        { first_name: "nora", last_name: "privacy" },
        { first_name: "N.", last_name: "P." },
        { first_name: "", last_name: "" },
        { name: null, first_name: "Ana", last_name: "" },
      ]),
    ).toEqual(["Nora Privacy", "N. P.", "Ana"]);
  });

  it("keeps the list and each name short", () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ name: `Person ${i} ${"x".repeat(500)}` }));
    const names = namesOf(rows);
    expect(names).toHaveLength(5);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(80);
  });
});

describe("a person's key", () => {
  it("normalises e-mail (trim, case) and phone (digits, US country code)", () => {
    expect(personKey("  Ana@Example.COM ")).toEqual({ kind: "email", email: "ana@example.com" });
    expect(personKey("+1 (718) 555-0100")).toEqual({ kind: "phone", digits: "7185550100" });
    expect(personKey("718.555.0100")).toEqual({ kind: "phone", digits: "7185550100" });
    expect(phoneDigits("1-718-555-0100")).toBe("7185550100");
    expect(phoneDigits("21855501001")).toBe("21855501001");
  });

  it("refuses what is neither", () => {
    for (const raw of ["", "   ", "ana", "@x", "x@", "a@b@c", "a b@c.d", "12345", "555-CALL-NOW"]) {
      expect(personKey(raw), raw).toBeNull();
    }
  });

  it("caps its input before looking at it, and never throws", () => {
    expect(personKey(`${"7".repeat(10)}${"x".repeat(100_000)}`)).toBeNull();
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (raw) => void personKey(raw)));
  });
});

describe("retention dates", () => {
  it("goes back calendar months, clamping the day", () => {
    const now = new Date("2026-03-31T10:00:00.000Z");
    expect(monthsBefore(now, 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(now, 24).toISOString()).toBe("2024-03-31T10:00:00.000Z");
    expect(monthsBefore(new Date("2024-02-29T00:00:00Z"), 12).toISOString()).toBe(
      "2023-02-28T00:00:00.000Z",
    );
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe(
      "2024-12-15T00:00:00.000Z",
    );
  });

  it("is always earlier, by between 28 and 31 days a month", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (now, months) => {
          const days = (now.getTime() - monthsBefore(now, months).getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(28 * months - 3);
          expect(days).toBeLessThanOrEqual(31 * months);
        },
      ),
    );
  });

  it("has the defaults: 24 months for leads, 12 for resumes, no sooner rule", () => {
    const now = new Date("2026-06-15T00:00:00Z");
    const cut = retentionCutoffs(now, RETENTION_DEFAULTS);
    expect(cut.leads.toISOString()).toBe("2024-06-15T00:00:00.000Z");
    expect(cut.resumes.toISOString()).toBe("2025-06-15T00:00:00.000Z");
    expect(cut.notInterested).toBeNull();
  });
});

describe("dates in words", () => {
  it("writes the spa's time in plain words", () => {
    expect(spaDateWords("2026-03-03T19:15:00.000Z")).toBe("Tue, March 3, 2026, 2:15 PM");
  });
});
