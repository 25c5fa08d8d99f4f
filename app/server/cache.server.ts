interface Entry<T> {
  value?: T;
  freshUntil: number;
  pending?: Promise<T>;
}

/**
 * A small in-process read-through cache. Content changes rarely and is read on every page, so
 * each value lives `ttlMs`; when a refresh fails (database briefly away) the stale value is served.
 * Concurrent misses share one load.
 *
 * `clear()` means "what was read before now may be old": a load already under way when it is
 * called is neither joined by later callers nor stored, since it may have read the database
 * before the change that caused the clear committed.
 */
export function createCache(ttlMs: number, maxEntries = 500, onStale?: (error: unknown) => void) {
  let entries = new Map<string, Entry<unknown>>();

  async function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const generation = entries;
    const entry = generation.get(key) as Entry<T> | undefined;
    if (entry && "value" in entry && entry.freshUntil > now) return entry.value as T;
    if (entry?.pending) return entry.pending;

    const pending = load().then(
      (value) => {
        if (generation === entries) {
          generation.delete(key);
          generation.set(key, { value, freshUntil: Date.now() + ttlMs });
          if (generation.size > maxEntries) {
            generation.delete(generation.keys().next().value as string);
          }
        }
        return value;
      },
      (error: unknown) => {
        if (entry && "value" in entry) {
          onStale?.(error);
          if (generation === entries) {
            generation.set(key, {
              value: entry.value,
              freshUntil: Date.now() + Math.min(ttlMs, 5000),
            });
          }
          return entry.value as T;
        }
        if (generation === entries) generation.delete(key);
        throw error;
      },
    );
    generation.set(key, { ...entry, freshUntil: entry?.freshUntil ?? 0, pending });
    return pending;
  }

  return {
    get,
    clear: () => {
      entries = new Map();
    },
  };
}
