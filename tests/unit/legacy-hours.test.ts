/** Reading the hours text kept before the weekly table (decision 0021) into the table. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import {
  parseDayHours,
  parseDays,
  parseLegacyHours,
  parseTime,
  upgradeLegacySalon,
} from "~/lib/content/legacy-hours";
import { contentSchema, storedSalonSchema } from "~/lib/content/schemas";
import { configHoursText } from "~/lib/display/opening-hours";

const ROOT = path.resolve(import.meta.dirname, "../..");
const demo = JSON.parse(readFileSync(path.join(ROOT, "content/salon.json"), "utf8")) as {
  salon_info: { config: Record<string, unknown> };
};

/** The demo salon as it was kept before the table. */
const OLD_TEXT = [
  "Monday: 9:00 AM - 2:00 PM",
  "Tuesday: 9:00 AM - 6:00 PM",
  "Wednesday: 9:00 AM - 9:00 PM",
  "Thursday: 9:00 AM - 9:00 PM",
  "Friday: 9:00 AM - 9:00 PM",
  "Saturday: 9:00 AM - 6:00 PM",
  "Sunday: 9:00 AM - 6:00 PM",
].join("\n");

function oldSalon(text: string) {
  const { opening_hours: _table, ...config } = demo.salon_info.config;
  return { ...demo, salon_info: { ...demo.salon_info, config: { ...config, config_hours: text } } };
}

describe("parts of a line", () => {
  it.each([
    ["Monday", ["monday"]],
    ["Tue - Fri", ["tuesday", "wednesday", "thursday", "friday"]],
    ["Sat & Sun", ["saturday", "sunday"]],
    ["Mon, Wed and Fri", ["monday", "wednesday", "friday"]],
    ["Monday to Thursday", ["monday", "tuesday", "wednesday", "thursday"]],
    ["Thurs.", ["thursday"]],
  ])("reads the days %j", (text, days) => {
    expect(parseDays(text)).toEqual(days);
  });

  it.each(["Holidays", "Fri - Mon", "", "Mon,", "Mon - Tue - Wed"])(
    "refuses %j as days",
    (text) => {
      expect(parseDays(text)).toBeNull();
    },
  );

  it.each([
    ["9:00 AM", "09:00"],
    ["9am", "09:00"],
    ["12:30 p.m.", "12:30"],
    ["12 AM", "00:00"],
    ["noon", "12:00"],
    ["17:45", "17:45"],
  ])("reads the time %j", (text, time) => {
    expect(parseTime(text)).toBe(time);
  });

  it.each(["9", "13 PM", "9:75", "late"])("refuses %j as a time", (text) => {
    expect(parseTime(text)).toBeNull();
  });

  it("reads hours with any dash, or Closed", () => {
    expect(parseDayHours("9:00 AM - 2:00 PM")).toEqual({
      closed: false,
      opens: "09:00",
      closes: "14:00",
    });
    expect(parseDayHours("10:00 AM-4:00 PM")).toMatchObject({ opens: "10:00", closes: "16:00" });
    expect(parseDayHours("9am – 6pm")).toMatchObject({ opens: "09:00", closes: "18:00" });
    expect(parseDayHours("9 AM to 9 PM")).toMatchObject({ opens: "09:00", closes: "21:00" });
    expect(parseDayHours(" closed ")).toMatchObject({ closed: true });
    expect(parseDayHours("By appointment")).toBeNull();
    expect(parseDayHours("6:00 PM - 9:00 AM")).toBeNull();
    expect(parseDayHours("9:10 AM - 5:00 PM")).toBeNull();
  });
});

describe("the old text as a table", () => {
  it("reads the demo's old hours as the demo's table, shown as before", () => {
    const { hours, skipped } = parseLegacyHours(OLD_TEXT);
    expect(skipped).toEqual([]);
    expect(hours).toEqual(demo.salon_info.config.opening_hours);
  });

  it("closes the days never named and lists the lines it cannot read", () => {
    const { hours, skipped } = parseLegacyHours(
      "Mon: 10:00 AM - 4:00 PM\r\n\nTue - Fri: 9:00 AM - 9:00 PM\nHolidays: Closed\nSaturday 9-5",
    );
    expect(configHoursText(hours)).toBe(
      "Mon: 10:00 AM - 4:00 PM\nTue - Fri: 9:00 AM - 9:00 PM\nSat & Sun: Closed",
    );
    expect(skipped).toEqual(["Holidays: Closed", "Saturday 9-5"]);
  });

  it("lets a later line for a day win", () => {
    const { hours } = parseLegacyHours("Mon - Fri: 9:00 AM - 5:00 PM\nFriday: Closed");
    expect(hours.friday.closed).toBe(true);
    expect(hours.thursday).toEqual({ closed: false, opens: "09:00", closes: "17:00" });
  });

  it("stays quick on a hostile text", () => {
    const started = performance.now();
    parseLegacyHours(`${"Mon - ".repeat(5000)}: ${"9".repeat(5000)}\n`.repeat(5));
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("stored records of the old shape", () => {
  it("are upgraded by the content schema (files, drafts, releases)", () => {
    const parsed = z.parse(storedSalonSchema, oldSalon(OLD_TEXT));
    expect(parsed.salon_info.config).not.toHaveProperty("config_hours");
    expect(parsed.salon_info.config.opening_hours).toEqual(demo.salon_info.config.opening_hours);
    expect(contentSchema.shape.salon).toBe(storedSalonSchema);
  });

  it("leave a record of the current shape, and anything else, to the schema", () => {
    expect(upgradeLegacySalon(demo)).toBe(demo);
    expect(upgradeLegacySalon(null)).toBeNull();
    expect(upgradeLegacySalon({ salon_info: 1 })).toEqual({ salon_info: 1 });
    const both = structuredClone(demo);
    both.salon_info.config.config_hours = "Monday: Closed";
    expect(upgradeLegacySalon(both)).toBe(both);
  });
});
