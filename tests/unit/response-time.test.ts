/**
 * Waits counted in opening hours (issue 19), with hand-computed cases: across nights, closed
 * days, both daylight-saving changes of 2026 in New York (March 8 and November 1), long waits;
 * the week's figures (median, shares, still-waiting leads, by page), a listed lead's wait and
 * target mark, and the target's form.
 */
import { describe, expect, it } from "vitest";
import type { DayHours, WeeklyHours } from "~/lib/display/opening-hours";
import {
  leadWait,
  median,
  responseFigures,
  sharePercent,
  type LeadTiming,
} from "~/routes/staff/inbox/response-figures";
import { responseTargetSchema, targetFieldValue } from "~/lib/staff/response-target";
import {
  durationWords,
  openMinutesBetween,
  spaInstant,
  weekOf,
  weekStart,
} from "~/lib/staff/response-time";

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes });
const closed: DayHours = { closed: true, opens: "09:00", closes: "17:00" };

/** Opens at 9 every day but Sunday; closes at 7 PM on Saturdays. */
const HOURS: WeeklyHours = {
  monday: open("09:00", "17:00"),
  tuesday: open("09:00", "17:00"),
  wednesday: open("09:00", "17:00"),
  thursday: open("09:00", "17:00"),
  friday: open("09:00", "17:00"),
  saturday: open("09:00", "19:00"),
  sunday: closed,
};
const EVERY_DAY = (day: DayHours): WeeklyHours => ({
  monday: day,
  tuesday: day,
  wednesday: day,
  thursday: day,
  friday: day,
  saturday: day,
  sunday: day,
});

/** New York time written out: "2026-11-24T23:00" with its offset ("-05:00" in winter). */
const ny = (local: string, offset = "-05:00") => new Date(`${local}:00${offset}`);
const minutes = (from: Date, to: Date, hours = HOURS) => openMinutesBetween(from, to, hours);

describe("minutes in opening hours", () => {
  it("counts a lead sent at 11 PM from opening time the next morning", () => {
    // Tuesday 11 PM, answered Wednesday 9:10 AM (opens at 9): 10 minutes.
    expect(minutes(ny("2026-11-24T23:00"), ny("2026-11-25T09:10"))).toBe(10);
  });

  it("skips a closed day", () => {
    // Saturday 6:50 PM (closes at 7), Sunday closed, answered Monday 9:05: 10 + 5 = 15 minutes.
    expect(minutes(ny("2026-11-28T18:50"), ny("2026-11-30T09:05"))).toBe(15);
  });

  it("counts real minutes inside opening hours, seconds included", () => {
    expect(minutes(ny("2026-11-24T10:00"), ny("2026-11-24T10:12"))).toBe(12);
    expect(minutes(new Date("2026-11-24T15:00:00Z"), new Date("2026-11-24T15:00:30Z"))).toBe(0.5);
    // Tuesday 4 PM to Wednesday 10 AM: 60 minutes Tuesday, 60 Wednesday.
    expect(minutes(ny("2026-11-24T16:00"), ny("2026-11-25T10:00"))).toBe(120);
  });

  it("is zero for a response before opening, or none after the lead", () => {
    expect(minutes(ny("2026-11-24T06:00"), ny("2026-11-24T08:30"))).toBe(0);
    expect(minutes(ny("2026-11-29T10:00"), ny("2026-11-29T16:00"))).toBe(0); // a Sunday
    expect(minutes(ny("2026-11-24T10:00"), ny("2026-11-24T09:00"))).toBe(0);
  });

  it("counts a whole week and more by the day", () => {
    // Monday 9 AM to the next Monday 9 AM: five days of 8 h and a Saturday of 10 h.
    expect(minutes(ny("2026-11-16T09:00"), ny("2026-11-23T09:00"))).toBe(5 * 480 + 600);
  });

  it("follows the spring change: open hours stay whole, a day open around 2 AM is an hour short", () => {
    // Saturday March 7 (EST) 6 PM, answered Monday March 9 (EDT) 9:30: 60 + 0 (Sunday) + 30.
    expect(minutes(ny("2026-03-07T18:00"), ny("2026-03-09T09:30", "-04:00"))).toBe(90);
    // Open 9-5 every day: Saturday 4 PM to Monday 10 AM is 60 + 480 + 60.
    const daily = EVERY_DAY(open("09:00", "17:00"));
    expect(minutes(ny("2026-03-07T16:00"), ny("2026-03-09T10:00", "-04:00"), daily)).toBe(600);
    // Open from midnight to 11:45 PM: on March 8 the clock skips 2 AM to 3 AM, 22 h 45 min.
    const allDay = EVERY_DAY(open("00:00", "23:45"));
    expect(minutes(ny("2026-03-08T00:00"), ny("2026-03-09T00:00", "-04:00"), allDay)).toBe(1365);
  });

  it("follows the autumn change: the repeated hour is counted twice", () => {
    const daily = EVERY_DAY(open("09:00", "17:00"));
    expect(minutes(ny("2026-10-31T16:00", "-04:00"), ny("2026-11-02T10:00"), daily)).toBe(600);
    const allDay = EVERY_DAY(open("00:00", "23:45"));
    // November 1: 1 AM to 2 AM happens twice, 24 h 45 min open.
    expect(minutes(ny("2026-11-01T00:00", "-04:00"), ny("2026-11-02T00:00"), allDay)).toBe(1485);
  });

  it("counts a month across a change, and years quickly", () => {
    // Monday March 2 9 AM (EST) to Wednesday April 1 9 AM (EDT): 30 whole days of 8 h.
    const daily = EVERY_DAY(open("09:00", "17:00"));
    expect(minutes(ny("2026-03-02T09:00"), ny("2026-04-01T09:00", "-04:00"), daily)).toBe(30 * 480);
    const started = performance.now();
    const threeYears = minutes(ny("2023-11-20T09:00"), ny("2026-11-23T09:00"), daily);
    expect(performance.now() - started).toBeLessThan(50);
    // 2023-11-20 to 2026-11-23: 1099 days.
    expect(threeYears).toBe(1099 * 480);
  });

  it("finds the spa's instants and the week's Monday", () => {
    // 2:30 AM on March 8 does not exist: an hour later. 1:30 AM on November 1 is the first one.
    expect(new Date(spaInstant(daysOf("2026-03-08"), 150)).toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(new Date(spaInstant(daysOf("2026-11-01"), 90)).toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(new Date(spaInstant(daysOf("2026-11-01"), 150)).toISOString()).toBe(
      "2026-11-01T07:30:00.000Z",
    );
    // Sunday 11 PM in New York is Monday in UTC, still the week of Monday the 23rd.
    expect(new Date(weekStart(ny("2026-11-29T23:00").getTime())).toISOString()).toBe(
      "2026-11-23T05:00:00.000Z",
    );
    expect(new Date(weekStart(ny("2026-11-30T00:00").getTime())).toISOString()).toBe(
      "2026-11-30T05:00:00.000Z",
    );
    // The week of the autumn change starts in summer time.
    expect(new Date(weekStart(ny("2026-11-01T12:00").getTime())).toISOString()).toBe(
      "2026-10-26T04:00:00.000Z",
    );
  });
});

function daysOf(day: string) {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

describe("durations in words", () => {
  it("says minutes, hours and days", () => {
    expect(durationWords(0)).toBe("0 min");
    expect(durationWords(0.5)).toBe("0 min");
    expect(durationWords(12.9)).toBe("12 min");
    expect(durationWords(60)).toBe("1 h");
    expect(durationWords(125)).toBe("2 h 5 min");
    expect(durationWords(1440)).toBe("1 day");
    expect(durationWords(1440 + 185)).toBe("1 day 3 h");
    expect(durationWords(3 * 1440 + 30)).toBe("3 days");
  });
});

describe("the week's figures", () => {
  it("takes the median of odd and even counts", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it("counts shares, still-waiting leads and untimed answers by the rule", () => {
    const now = ny("2026-11-25T12:00");
    const lead = (
      created: string,
      answered: string | null,
      source = "Contact",
      pastNew = answered !== null,
    ): LeadTiming => ({
      createdAt: ny(created),
      firstResponseAt: answered ? ny(answered) : null,
      pastNew,
      source,
    });
    const { overall, bySource } = responseFigures(
      [
        lead("2026-11-23T10:00", "2026-11-23T10:03"), // 3 min
        lead("2026-11-23T23:00", "2026-11-24T09:10"), // 10 min (from opening)
        lead("2026-11-24T10:00", "2026-11-24T12:00", "Facials"), // 120 min
        lead("2026-11-25T11:58", null, "Facials"), // waiting 2 min: undecided for both
        lead("2026-11-25T11:30", null), // waiting 30 min: against 5 min only
        lead("2026-11-24T16:00", null, "Facials"), // waiting 60 + 180 min: against both
        lead("2026-11-24T11:00", null, "Contact", true), // past New, no time
      ],
      now,
      HOURS,
    );
    expect(overall).toEqual({
      received: 7,
      answered: 4,
      waiting: 3,
      untimed: 1,
      medianMinutes: 10,
      within5: { within: 1, of: 5 },
      within60: { within: 2, of: 4 },
    });
    expect(bySource.map((s) => [s.source, s.figures.received, s.figures.medianMinutes])).toEqual([
      ["Contact", 4, 6.5],
      ["Facials", 3, 120],
    ]);
    expect(bySource[1]!.figures.within60).toEqual({ within: 0, of: 2 });
    expect(sharePercent(overall.within5)).toBe("20%");
    expect(sharePercent({ within: 0, of: 0 })).toBeNull();
  });
});

describe("a week by its Monday", () => {
  const now = ny("2026-11-26T10:00").getTime();
  it("is this week unless a past Monday is asked for", () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const current = weekOf(now);
    expect([iso(current.from), iso(current.to), current.current]).toEqual([
      "2026-11-23T05:00:00.000Z",
      "2026-11-30T05:00:00.000Z",
      true,
    ]);
    const past = weekOf(now, "2026-10-26");
    // Summer time at its start, winter time at its end.
    expect([iso(past.from), iso(past.to), past.current]).toEqual([
      "2026-10-26T04:00:00.000Z",
      "2026-11-02T05:00:00.000Z",
      false,
    ]);
    for (const other of ["2026-10-27", "2026-11-30", "2026-02-30", "junk", "2026-10-26x"]) {
      expect(weekOf(now, other).current).toBe(true);
    }
  });
});

describe("a listed lead's wait and the target mark", () => {
  const now = ny("2026-11-25T12:00");
  const lead = (status: string, createdAt: string, firstResponseAt: string | null = null) => ({
    status,
    createdAt: ny(createdAt).toISOString(),
    firstResponseAt,
  });
  it("counts a New lead's wait in opening hours and marks it over the target", () => {
    // Tuesday 4 PM to Wednesday noon: 60 + 180 minutes.
    expect(leadWait(lead("new", "2026-11-24T16:00"), now, HOURS, 15)).toEqual({
      waiting: "4 h",
      overTarget: true,
    });
    expect(leadWait(lead("new", "2026-11-25T11:50"), now, HOURS, 15)).toEqual({
      waiting: "10 min",
      overTarget: false,
    });
    expect(leadWait(lead("new", "2026-11-24T16:00"), now, HOURS, null).overTarget).toBe(false);
  });
  it("shows nothing for a lead answered or past New", () => {
    const answered = lead("new", "2026-11-24T16:00", "2026-11-24T16:05:00.000000Z");
    expect(leadWait(answered, now, HOURS, 15)).toEqual({ waiting: null, overTarget: false });
    expect(leadWait(lead("booked", "2026-11-24T16:00"), now, HOURS, 15).waiting).toBeNull();
  });
});

describe("the response target's form", () => {
  const check = (typed: string) =>
    responseTargetSchema.safeParse({ csrfToken: "t", minutes: targetFieldValue(typed) }).success;
  it("takes 5 to 1440 whole minutes, or empty for none", () => {
    expect(targetFieldValue("  ")).toBeNull();
    expect(targetFieldValue(" 15 ")).toBe(15);
    expect(["", "5", "15", "1440"].map(check)).toEqual([true, true, true, true]);
    expect(["4", "1441", "12.5", "abc", "1e3x"].map(check)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
