import { describe, expect, it } from "vitest";
import { createWindowCounter } from "~/server/api/memory-rate-limit.server";

const MINUTE = 60_000;

describe("the in-memory window counter (the beacon's limit)", () => {
  it("counts each key from its first hit, and starts again when its window is over", () => {
    const counter = createWindowCounter(MINUTE);
    expect(counter.hit("a", 1000)).toEqual({ hits: 1, resetAt: 1000 + MINUTE });
    expect(counter.hit("a", 2000).hits).toBe(2);
    expect(counter.hit("b", 30_000)).toEqual({ hits: 1, resetAt: 30_000 + MINUTE });
    expect(counter.hit("a", 1000 + MINUTE - 1).hits).toBe(3);
    // a's window ended; b's still runs, though the generations were swapped in between.
    expect(counter.hit("a", 1000 + MINUTE)).toEqual({ hits: 1, resetAt: 1000 + 2 * MINUTE });
    expect(counter.hit("b", 30_000 + MINUTE - 1).hits).toBe(2);
  });

  it("holds at most twice its keys, refusing a new key while full, and forgets idle ones", () => {
    const counter = createWindowCounter(MINUTE, 3);
    for (const key of ["a", "b", "c"]) expect(counter.hit(key, 0).hits).toBe(1);
    expect(counter.hit("d", 10).hits).toBeGreaterThan(1_000_000);
    // A key already held still counts.
    expect(counter.hit("a", 20).hits).toBe(2);
    // The next window makes room; the old keys are dropped after two.
    expect(counter.hit("d", MINUTE).hits).toBe(1);
    expect(counter.size()).toBeLessThanOrEqual(6);
    counter.hit("e", 2 * MINUTE);
    counter.hit("e", 3 * MINUTE);
    expect(counter.size()).toBe(1);
  });
});
