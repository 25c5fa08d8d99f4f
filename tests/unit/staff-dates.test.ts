import { describe, expect, it } from "vitest";
import { calendarDayWords, spaDateTimeWords, spaDayShort, spaWhen } from "~/lib/staff/dates";

// 2026-11-25 15:12 in New York (EST, UTC-5).
const NOW = new Date("2026-11-25T20:12:00Z");

describe("spaWhen: a lead's time as people write it, on the spa's clock", () => {
  it("says Today and Yesterday by the spa's calendar day, not UTC's", () => {
    expect(spaWhen("2026-11-25T20:12:00Z", NOW)).toBe("Today 3:12 PM");
    // 00:30 UTC on the 26th is still the evening of the 25th in New York.
    expect(spaWhen("2026-11-26T00:30:00Z", new Date("2026-11-26T01:00:00Z"))).toBe("Today 7:30 PM");
    expect(spaWhen("2026-11-24T14:05:00Z", NOW)).toBe("Yesterday 9:05 AM");
    expect(spaWhen("2026-11-25T04:59:00Z", NOW)).toBe("Yesterday 11:59 PM");
  });

  it("names the weekday and date this year, and the year before it", () => {
    expect(spaWhen("2026-11-23T15:00:00Z", NOW)).toBe("Mon Nov 23, 10:00 AM");
    expect(spaWhen("2026-11-23T15:00:00Z", NOW, { withTime: false })).toBe("Mon Nov 23");
    expect(spaWhen("2025-11-24T17:00:00Z", NOW)).toBe("Nov 24, 2025, 12:00 PM");
  });

  it("follows daylight saving time", () => {
    // July: EDT, UTC-4.
    expect(spaWhen("2026-07-04T16:00:00Z", new Date("2026-07-04T18:00:00Z"))).toBe(
      "Today 12:00 PM",
    );
  });
});

const SPA_DATE_TIMES: Record<string, [string, string][]> = {
  "writes the spa's day and time, not UTC's": [
    // 06:36 UTC on the 28th is 1:36 AM in New York (EST, UTC-5).
    ["2026-11-28T06:36:00Z", "Nov 28, 2026, 1:36 AM"],
    // 03:00 UTC on the 28th is still the evening of the 27th in New York.
    ["2026-11-28T03:00:00Z", "Nov 27, 2026, 10:00 PM"],
  ],
  "writes midnight and noon as 12": [
    ["2026-11-28T05:00:00Z", "Nov 28, 2026, 12:00 AM"],
    ["2026-11-28T17:00:00Z", "Nov 28, 2026, 12:00 PM"],
  ],
  "follows daylight saving time, on both sides of the change": [
    // 2026-03-08: clocks go from 2:00 AM EST to 3:00 AM EDT.
    ["2026-03-08T06:59:00Z", "Mar 8, 2026, 1:59 AM"],
    ["2026-03-08T07:00:00Z", "Mar 8, 2026, 3:00 AM"],
    // 2026-11-01: 1:30 AM happens twice; UTC tells them apart.
    ["2026-11-01T05:30:00Z", "Nov 1, 2026, 1:30 AM"],
    ["2026-11-01T06:30:00Z", "Nov 1, 2026, 1:30 AM"],
    ["2026-07-04T16:00:00Z", "Jul 4, 2026, 12:00 PM"],
  ],
};

describe("spaDateTimeWords: an instant as people read it, on the spa's clock", () => {
  it.each(Object.entries(SPA_DATE_TIMES))("%s", (_rule, cases) => {
    for (const [input, expected] of cases) expect(spaDateTimeWords(input), input).toBe(expected);
  });
});

describe("spaDayShort: the spa's day of an instant", () => {
  it("writes the day in New York, not in UTC", () => {
    expect(spaDayShort("2026-11-28T06:36:00Z")).toBe("Nov 28, 2026");
    expect(spaDayShort("2026-11-28T04:59:00Z")).toBe("Nov 27, 2026");
  });
});

const CALENDAR_DAYS: Record<string, [string, string][]> = {
  "writes the day in words, unmoved by any time zone": [
    ["2026-01-14", "Jan 14, 2026"],
    ["2026-12-31", "Dec 31, 2026"],
    ["2024-02-29", "Feb 29, 2024"],
  ],
  "shows anything that is not a real day as it is": [
    ["", ""],
    ["2026-02-30", "2026-02-30"],
    ["2026-1-4", "2026-1-4"],
    ["soon", "soon"],
  ],
};

describe("calendarDayWords: a day on no clock (a blog post's date)", () => {
  it.each(Object.entries(CALENDAR_DAYS))("%s", (_rule, cases) => {
    for (const [input, expected] of cases) expect(calendarDayWords(input), input).toBe(expected);
  });
});
