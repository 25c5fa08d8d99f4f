import { describe, expect, it } from "vitest";
import {
  FUNNEL_PAGES,
  funnelPageName,
  funnelPageOf,
  REST_OF_SITE,
} from "~/lib/tracking/funnel-pages";
import {
  costPer,
  funnelTables,
  MAX_CAMPAIGNS,
  OTHER_CAMPAIGNS,
  periodSpend,
  rate,
  stepShare,
  type VisitSums,
} from "~/routes/staff/funnel/funnel-figures";
import { checkForm } from "~/lib/forms/form-check";
import {
  BOOKING_VALUE_UNSET,
  conversionFormSchema,
  hasBookingValue,
  parseDollars,
} from "~/routes/staff/funnel/funnel-forms";
import { addDays, visitorHash } from "~/server/funnel/visitors.server";
import {
  conversionTime,
  exportDetail,
  exportedCount,
  valueColumns,
} from "~/server/funnel/google-ads.server";
import { createEventQueue, MAX_QUEUED } from "~/server/funnel/events.server";
import type { Database } from "~/server/db/client.server";
import type { Logger } from "~/server/logger.server";
import { spaToday } from "~/lib/staff/leads";

const TATTOO = "/tattoo-removal-staten-island-ads";
const TOKEN = "t".repeat(43);

describe("funnel pages", () => {
  it("keeps an ads page's path in any spelling and folds every other path into the rest", () => {
    expect(funnelPageOf(`${TATTOO.toUpperCase()}//`)).toBe(TATTOO);
    expect(funnelPageOf("/contact-us")).toBe(REST_OF_SITE);
    expect(funnelPageOf(`${TATTOO}/../x`)).toBe(REST_OF_SITE);
    expect(funnelPageOf("x".repeat(10_000))).toBe(REST_OF_SITE);
    expect(funnelPageName(TATTOO)).toBe("Tattoo removal ads page");
    expect(funnelPageName(REST_OF_SITE)).toBe("Rest of the site");
    expect(FUNNEL_PAGES).toHaveLength(4);
  });
});

describe("funnel figures", () => {
  const visit = (page: string, campaign: string, visitors: number, formStarts = 0): VisitSums => ({
    page,
    campaign,
    visitors,
    formStarts,
    calls: 0,
  });

  it("adds pages from page rows, totals and campaigns from the all-pages rows, leads by source page", () => {
    const tables = funnelTables(
      [
        visit(TATTOO, "spring", 10, 4),
        visit("", "spring", 5),
        visit("*", "spring", 12, 4),
        visit("*", "", 3),
      ],
      [
        { sourcePage: TATTOO, campaign: "spring", leads: 2, booked: 1 },
        { sourcePage: "/contact-us", campaign: "", leads: 1, booked: 0 },
      ],
      { spring: 300 },
      30,
    );
    expect(tables.total).toEqual({ visitors: 15, formStarts: 4, calls: 0, leads: 3, booked: 1 });
    expect(tables.pages.find((row) => row.page === TATTOO)).toMatchObject({
      visitors: 10,
      formStarts: 4,
      leads: 2,
      booked: 1,
    });
    expect(tables.pages.find((row) => row.page === "")).toMatchObject({ visitors: 5, leads: 1 });
    expect(tables.campaigns[0]).toEqual({
      campaign: "spring",
      visitors: 12,
      formStarts: 4,
      calls: 0,
      leads: 2,
      booked: 1,
      spend: 300,
    });
    expect(costPer(tables.campaigns[0]!.spend, 2)).toBe(150);
  });

  it("folds campaigns beyond the first twenty into one row", () => {
    const many = Array.from({ length: MAX_CAMPAIGNS + 5 }, (_, i) => visit("*", `c${i}`, 100 - i));
    const tables = funnelTables(many, [], {}, 7);
    expect(tables.campaigns).toHaveLength(MAX_CAMPAIGNS + 1);
    expect(tables.campaigns.at(-1)).toMatchObject({ campaign: OTHER_CAMPAIGNS, visitors: 390 });
    expect(tables.folded).toBe(5);
  });

  it("never folds a campaign with spend entered, however many busier ones there are", () => {
    const many = Array.from({ length: 25 }, (_, i) => visit("*", `made-up-${i}`, 40));
    const tables = funnelTables(
      many,
      [{ sourcePage: TATTOO, campaign: "spring", leads: 1, booked: 0 }],
      { spring: 450, "no-visits-yet": 90 },
      30,
    );
    expect(tables.campaigns).toHaveLength(MAX_CAMPAIGNS + 1);
    const names = tables.campaigns.map((row) => row.campaign);
    expect(names).toContain("spring");
    expect(names).toContain("no-visits-yet");
    expect(names.at(-1)).toBe(OTHER_CAMPAIGNS);
    expect(tables.campaigns.find((row) => row.campaign === "spring")).toMatchObject({
      leads: 1,
      spend: 450,
    });
    // The two kept rows take their places from the made-up ones: 18 of those shown, 7 folded.
    expect(tables.folded).toBe(7);
    expect(tables.campaigns.at(-1)).toMatchObject({ visitors: 7 * 40 });
  });

  it("never shows more form starts or calls than visitors", () => {
    // Rows rolled up before form starts and calls were counted once per visitor and day.
    const old = { page: "*", campaign: "spring", visitors: 2, formStarts: 9, calls: 5 };
    const tables = funnelTables([old, { ...old, page: TATTOO }], [], {}, 7);
    expect(tables.total).toMatchObject({ visitors: 2, formStarts: 2, calls: 2 });
    expect(tables.campaigns[0]).toMatchObject({ visitors: 2, formStarts: 2, calls: 2 });
    expect(tables.pages.find((row) => row.page === TATTOO)).toMatchObject({
      visitors: 2,
      formStarts: 2,
      calls: 2,
    });
  });

  it("rates and costs say nothing when there is nothing to divide", () => {
    expect(rate(1, 3)).toBe(33);
    expect(rate(1, 0)).toBeNull();
    expect(costPer(null, 3)).toBeNull();
    expect(costPer(100, 0)).toBeNull();
    expect(periodSpend(300, 7)).toBe(70);
  });

  it("never gives a step a share over 100% of the step before (issue 29)", () => {
    expect(stepShare(2, 3)).toEqual({ kind: "share", percent: 67 });
    expect(stepShare(3, 3)).toEqual({ kind: "share", percent: 100 });
    // Three leads after two counted form starts: not "150% of form starts".
    expect(stepShare(3, 2)).toEqual({ kind: "more", base: 2 });
    expect(stepShare(3, 0)).toEqual({ kind: "none" });
    expect(stepShare(0, 0)).toEqual({ kind: "none" });
  });
});

describe("funnel forms", () => {
  it("reads dollars as people type them", () => {
    expect(parseDollars("$1,200.50")).toBe(1200.5);
    expect(parseDollars(" 450 ")).toBe(450);
    expect(parseDollars("")).toBeNull();
    expect(parseDollars("lots")).toBeUndefined();
    expect(parseDollars("1.234")).toBeUndefined();
    expect(parseDollars("2000000")).toBeUndefined();
  });

  it("refuses a conversion name a spreadsheet would run, and upper-cases the currency", () => {
    const form = (name: string, currency = "usd") =>
      checkForm(conversionFormSchema, { csrfToken: TOKEN, name, value: "150", currency });
    expect(form("=HYPERLINK(1)").ok).toBe(false);
    expect(form("-1+1").ok).toBe(false);
    expect(form("Booked (salon) & paid").ok).toBe(true);
    expect(form("Booked", "US").ok).toBe(false);
    const saved = form("Booked");
    expect(saved.ok && saved.value).toMatchObject({ name: "Booked", value: 150, currency: "USD" });
  });

  it("keeps an empty booking value as not set, and sends no $0.00 to Google Ads (issue 29)", () => {
    const unset = checkForm(conversionFormSchema, {
      csrfToken: TOKEN,
      name: "Booked",
      value: "",
      currency: "USD",
    });
    expect(unset.ok && unset.value.value).toBe(BOOKING_VALUE_UNSET);
    const conversion = { name: "Booked", value: BOOKING_VALUE_UNSET, currency: "USD" };
    expect(hasBookingValue(conversion)).toBe(false);
    expect(valueColumns(conversion)).toEqual(["", ""]);
    expect(valueColumns({ ...conversion, value: 150 })).toEqual(["150.00", "USD"]);
  });

  it("reads the count back from a download's audit words", () => {
    expect(exportedCount(exportDetail(3, false))).toBe(3);
    expect(exportedCount(exportDetail(1, true))).toBe(1);
    expect(exportedCount(null)).toBeNull();
    expect(exportedCount("something else")).toBeNull();
  });
});

describe("funnel days and visitors", () => {
  it("counts days on the spa's calendar", () => {
    // 03:00 UTC on Nov 26 is still Nov 25 in New York.
    expect(spaToday(new Date(Date.parse("2026-11-26T03:00:00Z")))).toBe("2026-11-25");
    expect(spaToday(new Date(Date.parse("2026-11-26T06:00:00Z")))).toBe("2026-11-26");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("gives the same visitor the same id with one salt and another with the next", () => {
    const a = visitorHash("salt-1", "spa.example", "203.0.113.1", "Chrome");
    expect(a).toMatch(/^[\da-f]{32}$/);
    expect(visitorHash("salt-1", "spa.example", "203.0.113.1", "Chrome")).toBe(a);
    expect(visitorHash("salt-2", "spa.example", "203.0.113.1", "Chrome")).not.toBe(a);
  });

  it("writes the conversion time on the spa's clock", () => {
    expect(conversionTime(new Date("2026-07-04T16:05:09Z"))).toBe("2026-07-04 12:05:09");
    expect(conversionTime(new Date("2026-01-02T05:00:00Z"))).toBe("2026-01-02 00:00:00");
  });
});

describe("the funnel's write queue", () => {
  const row = { day: "2026-11-26", event: "view", page: "", campaign: "", visitor: "0".repeat(32) };

  it("runs one write at a time and holds at most MAX_QUEUED counts while the database hangs", async () => {
    let writes = 0;
    const hanging = {
      insert: () => ({
        values: () => {
          writes++;
          return new Promise<never>(() => {});
        },
      }),
    };
    const warnings: unknown[] = [];
    const queue = createEventQueue({
      // A database whose writes never finish: only `insert().values()` is used.
      db: hanging as unknown as Database,
      logger: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger,
      flushMs: 60_000,
    });
    for (let i = 0; i < MAX_QUEUED + 10_000; i++) queue.add(row);
    expect(writes).toBe(1);
    expect(queue.size()).toBe(MAX_QUEUED);
  });

  it("keeps counts a failed write could not store, and writes them on the next try", async () => {
    let fail = true;
    const stored: unknown[] = [];
    const flaky = {
      insert: () => ({
        values: async (rows: unknown[]) => {
          if (fail) throw new Error("database away");
          stored.push(...rows);
        },
      }),
    };
    const queue = createEventQueue({
      db: flaky as unknown as Database,
      logger: { warn: () => {} } as unknown as Logger,
      flushMs: 60_000,
    });
    for (let i = 0; i < 3; i++) queue.add(row);
    await queue.flush();
    expect(queue.size()).toBe(3);
    fail = false;
    await queue.stop();
    expect(stored).toHaveLength(3);
    expect(queue.size()).toBe(0);
  });
});
