import { describe, expect, it } from "vitest";
import {
  bucketMsOf,
  bucketStart,
  countedUntil,
  oldestCounted,
} from "~/server/api/rolling-window.server";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const at = (time: string) => Date.parse(`2026-03-02T${time}Z`);

/** Whether a hit at `hitAt` is in the count at `now` (the store sums the slices from the oldest). */
function counted(hitAt: number, now: number, windowMs: number) {
  const bucketMs = bucketMsOf(windowMs);
  return bucketStart(hitAt, bucketMs) >= oldestCounted(now, windowMs, bucketMs);
}

describe("the rolling count's slices (rate-limit store, sign-in budgets)", () => {
  it("cuts a window in sixtieths of whole milliseconds", () => {
    expect(bucketMsOf(HOUR)).toBe(MINUTE);
    expect(bucketMsOf(10 * MINUTE)).toBe(10 * SECOND);
    expect(bucketMsOf(7 * SECOND)).toBe(117);
    expect(bucketMsOf(1)).toBe(1);
    expect(bucketStart(at("19:59:50"), MINUTE)).toBe(at("19:59:00"));
  });

  it("still counts a guess of 19:59:50 past the clock's hour, until 21:00", () => {
    const guess = at("19:59:50");
    expect(counted(guess, at("20:00:05"), HOUR)).toBe(true);
    expect(counted(guess, at("20:59:59.999"), HOUR)).toBe(true);
    expect(counted(guess, at("21:00:00"), HOUR)).toBe(false);
    expect(countedUntil(bucketStart(guess, MINUTE), HOUR, MINUTE)).toBe(at("21:00:00"));
  });

  it("counts every hit of the last window, and none older than a window and a slice", () => {
    for (const windowMs of [HOUR, 10 * MINUTE, 7 * SECOND]) {
      const bucketMs = bucketMsOf(windowMs);
      const now = at("20:00:05") + 12_345;
      // Just inside the window, anywhere in it, and just outside one window and a slice.
      for (let back = 0; back < windowMs; back += Math.floor(windowMs / 97)) {
        expect(counted(now - back, now, windowMs)).toBe(true);
      }
      expect(counted(now - windowMs + 1, now, windowMs)).toBe(true);
      expect(counted(now - windowMs - bucketMs, now, windowMs)).toBe(false);
    }
  });

  it("lets a guesser who knows the rule no more than the limit in any hour", () => {
    // She guesses every 10 seconds whenever the count leaves room (a refused guess would only
    // add to it): the most the rule lets through, across five of the clock's hours.
    const limit = 50;
    const slices = new Map<number, number>();
    const guesses: number[] = [];
    for (let now = at("18:00:00"); now < at("23:00:00"); now += 10 * SECOND) {
      const oldest = oldestCounted(now, HOUR, MINUTE);
      let count = 0;
      for (const [start, hits] of slices) if (start >= oldest) count += hits;
      if (count + 1 > limit) continue;
      const slice = bucketStart(now, MINUTE);
      slices.set(slice, (slices.get(slice) ?? 0) + 1);
      guesses.push(now);
    }
    // The budget comes back as old guesses leave the count...
    expect(guesses.length).toBeGreaterThanOrEqual(4 * limit);
    // ...but no hour, wherever it starts, holds more than the limit.
    for (const first of guesses) {
      const inHour = guesses.filter((t) => t >= first && t < first + HOUR);
      expect(inHour.length).toBeLessThanOrEqual(limit);
    }
  });
});
