/** The weekly hours table's pure rules (decision 0021): checks, 12-hour times, grouping, outputs. */
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { openingHoursSchema } from "~/lib/content/schemas";
import {
  configHoursText,
  dayProblems,
  dayRangeLabel,
  formatDay,
  formatTime,
  groupDays,
  hoursLines,
  isGridTime,
  openingHoursSpecification,
  ORDER_MESSAGE,
  TIME_MESSAGE,
  timeOptions,
  type DayHours,
  type WeeklyHours,
} from "~/lib/display/opening-hours";

const open = (opens: string, closes: string): DayHours => ({ closed: false, opens, closes });
const closed: DayHours = { closed: true, opens: "09:00", closes: "17:00" };

/** The demo week: SPEC.md 9's structured-data hours. */
const DEMO: WeeklyHours = {
  monday: open("09:00", "14:00"),
  tuesday: open("09:00", "18:00"),
  wednesday: open("09:00", "21:00"),
  thursday: open("09:00", "21:00"),
  friday: open("09:00", "21:00"),
  saturday: open("09:00", "18:00"),
  sunday: open("09:00", "18:00"),
};

describe("times", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:15", "12:15 AM"],
    ["09:00", "9:00 AM"],
    ["11:45", "11:45 AM"],
    ["12:00", "12:00 PM"],
    ["12:30", "12:30 PM"],
    ["13:05", "1:05 PM"],
    ["21:00", "9:00 PM"],
    ["23:45", "11:45 PM"],
  ])("writes %s as %s", (time, label) => {
    expect(formatTime(time)).toBe(label);
  });

  it("leaves anything that is not a time as it is", () => {
    expect(formatTime("9am")).toBe("9am");
    expect(formatTime("24:00")).toBe("24:00");
  });

  it("accepts only 24-hour times on the 15-minute grid", () => {
    for (const time of ["00:00", "09:15", "12:30", "23:45"]) expect(isGridTime(time)).toBe(true);
    for (const time of ["9:00", "09:10", "24:00", "12:60", "09:00 ", "", "x".repeat(10_000)]) {
      expect(isGridTime(time), time).toBe(false);
    }
  });

  it("offers every grid time of the day, with its 12-hour label", () => {
    const options = timeOptions();
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ value: "00:00", label: "12:00 AM" });
    expect(options[37]).toEqual({ value: "09:15", label: "9:15 AM" });
    expect(options[95]).toEqual({ value: "23:45", label: "11:45 PM" });
    expect(options.every((option) => isGridTime(option.value))).toBe(true);
  });
});

describe("a day's checks", () => {
  it("wants the closing time after the opening time on an open day", () => {
    expect(dayProblems(open("09:00", "17:00"))).toEqual({});
    expect(dayProblems(open("17:00", "09:00"))).toEqual({ closes: ORDER_MESSAGE });
    expect(dayProblems(open("09:00", "09:00"))).toEqual({ closes: ORDER_MESSAGE });
  });

  it("does not mind the order of a closed day's kept times, but wants them on the grid", () => {
    expect(dayProblems({ closed: true, opens: "17:00", closes: "09:00" })).toEqual({});
    expect(dayProblems({ closed: true, opens: "9", closes: "09:00" })).toEqual({
      opens: TIME_MESSAGE,
    });
  });

  it("names each time off the grid", () => {
    expect(dayProblems(open("09:10", "25:00"))).toEqual({
      opens: TIME_MESSAGE,
      closes: TIME_MESSAGE,
    });
  });

  it("is the content schema's check, with the error on the closing time", () => {
    const result = z.safeParse(openingHoursSchema, { ...DEMO, monday: open("14:00", "09:00") });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["monday.closes", ORDER_MESSAGE],
    ]);
    expect(z.safeParse(openingHoursSchema, DEMO).success).toBe(true);
    const { sunday: _sunday, ...sixDays } = DEMO;
    expect(z.safeParse(openingHoursSchema, sixDays).success).toBe(false);
  });
});

describe("grouping and lines", () => {
  it("groups equal consecutive days only", () => {
    expect(groupDays(DEMO).map((group) => group.days)).toEqual([
      ["monday"],
      ["tuesday"],
      ["wednesday", "thursday", "friday"],
      ["saturday", "sunday"],
    ]);
  });

  it("groups closed days whatever times they keep", () => {
    const week = {
      ...DEMO,
      saturday: { ...closed, opens: "10:00" },
      sunday: { ...closed, closes: "20:00" },
    };
    expect(hoursLines(week).at(-1)).toEqual({ day: "Sat & Sun", hours: "Closed" });
  });

  it("does not wrap Sunday round to Monday", () => {
    const week = { ...DEMO, monday: closed, sunday: closed };
    expect(hoursLines(week).map((line) => line.day)).toEqual([
      "Mon",
      "Tue",
      "Wed - Fri",
      "Sat",
      "Sun",
    ]);
  });

  it("labels one day, two days and a run", () => {
    expect(dayRangeLabel(["monday"])).toBe("Mon");
    expect(dayRangeLabel(["saturday", "sunday"])).toBe("Sat & Sun");
    expect(dayRangeLabel(["tuesday", "wednesday", "thursday", "friday"])).toBe("Tue - Fri");
    expect(dayRangeLabel([])).toBe("");
  });

  it("writes a day as the pages show it", () => {
    expect(formatDay(open("10:00", "16:00"))).toBe("10:00 AM - 4:00 PM");
    expect(formatDay(closed)).toBe("Closed");
  });

  it("shows the same week every day of it as one row", () => {
    const week = Object.fromEntries(
      Object.keys(DEMO).map((day) => [day, open("09:00", "18:00")]),
    ) as WeeklyHours;
    expect(hoursLines(week)).toEqual([{ day: "Mon - Sun", hours: "9:00 AM - 6:00 PM" }]);
  });

  it("derives the API's config_hours lines from the table", () => {
    expect(configHoursText(DEMO)).toBe(
      [
        "Mon: 9:00 AM - 2:00 PM",
        "Tue: 9:00 AM - 6:00 PM",
        "Wed - Fri: 9:00 AM - 9:00 PM",
        "Sat & Sun: 9:00 AM - 6:00 PM",
      ].join("\n"),
    );
  });
});

describe("schema.org openingHoursSpecification", () => {
  it("gives one entry per opening time, with all its days, and leaves closed days out", () => {
    const week = { ...DEMO, monday: open("10:00", "16:00"), wednesday: closed };
    expect(openingHoursSpecification(week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday"],
        opens: "10:00",
        closes: "16:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Saturday", "Sunday"],
        opens: "09:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Thursday", "Friday"],
        opens: "09:00",
        closes: "21:00",
      },
    ]);
  });

  it("is empty for a week closed every day", () => {
    const week = Object.fromEntries(Object.keys(DEMO).map((day) => [day, closed])) as WeeklyHours;
    expect(openingHoursSpecification(week)).toEqual([]);
  });
});
