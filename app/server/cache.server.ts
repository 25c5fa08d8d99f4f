interface Entry<T> {
  value?: T;
  freshUntil: number;
  pending?: Promise<T>;
}

/**
 * A small in-process read-through cache. Content changes rarely and is read on every page, so
 * each value lives `ttlMs`; when a refresh fails (database briefly away) the stale value is served.
 * Concurrent misses share one load.
 */
export function createCache(ttlMs: number, maxEntries = 500, onStale?: (error: unknown) => void) {
  const entries = new Map<string, Entry<unknown>>();

  async function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const entry = entries.get(key) as Entry<T> | undefined;
    if (entry && "value" in entry && entry.freshUntil > now) return entry.value as T;
    if (entry?.pending) return entry.pending;

    const pending = load().then(
      (value) => {
        entries.delete(key);
        entries.set(key, { value, freshUntil: Date.now() + ttlMs });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      },
      (error: unknown) => {
        if (entry && "value" in entry) {
          onStale?.(error);
          entries.set(key, { value: entry.value, freshUntil: Date.now() + Math.min(ttlMs, 5000) });
          return entry.value as T;
        }
        entries.delete(key);
        throw error;
      },
    );
    entries.set(key, { ...entry, freshUntil: entry?.freshUntil ?? 0, pending });
    return pending;
  }

  return { get, clear: () => entries.clear() };
}
