/**
 * A per-IP limit counted in this server's memory, for a request too frequent and too cheap to
 * pay a database write for (the funnel's beacon, decision 0033). Each address's window starts at
 * its first request; the map is bounded, so a flood from many addresses cannot grow it without
 * end: past MAX_KEYS addresses in a window, a new address is refused until room is made. With
 * N app servers an address may send N times the limit: enough to stop a burst from one address.
 */
import type { Options, Store } from "express-rate-limit";

/** Addresses held at once (each a few dozen bytes): far more than the spa's visitors in a window. */
export const MAX_KEYS = 100_000;

/** What the counter answers for the hit past a full map: more than any limit. */
const REFUSED = Number.MAX_SAFE_INTEGER;

interface Entry {
  hits: number;
  resetAt: number;
}

/**
 * Counts hits per key in windows of `windowMs` from each key's first hit. Entries live in two
 * generations swapped every window (the older one dropped), so an expired key is gone within two
 * windows without a sweep, and at most 2 x `maxKeys` entries are held.
 */
export function createWindowCounter(windowMs: number, maxKeys = MAX_KEYS) {
  let current = new Map<string, Entry>();
  let previous = new Map<string, Entry>();
  let swappedAt = Number.NEGATIVE_INFINITY;

  return {
    /** This hit counted: the key's hits in its window, and when that window ends (ms). */
    hit(key: string, now = Date.now()): Entry {
      if (now - swappedAt >= windowMs) {
        previous = current;
        current = new Map();
        swappedAt = now;
      }
      let entry = current.get(key) ?? previous.get(key);
      if (entry && entry.resetAt <= now) entry = undefined;
      if (!entry) {
        if (current.size >= maxKeys) return { hits: REFUSED, resetAt: swappedAt + windowMs };
        entry = { hits: 0, resetAt: now + windowMs };
      }
      previous.delete(key);
      current.set(key, entry);
      entry.hits++;
      return { ...entry };
    },
    /** Keys held (both generations). */
    size: () => current.size + previous.size,
  };
}

/** The counter as express-rate-limit's store (its `keyGenerator` gives the address's key). */
export class MemoryWindowStore implements Store {
  readonly localKeys = true;
  private counter = createWindowCounter(60_000);

  constructor(
    readonly prefix: string,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  init(options: Options) {
    this.counter = createWindowCounter(options.windowMs, this.maxKeys);
  }

  increment(key: string) {
    const { hits, resetAt } = this.counter.hit(key);
    return { totalHits: hits, resetTime: new Date(resetAt) };
  }

  // A refused or failed beacon is not handed back: the limit counts requests, not successes.
  decrement() {}
  resetKey() {}
}
