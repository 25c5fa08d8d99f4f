import { describe, expect, it, vi } from "vitest";
import { createCache } from "~/server/cache.server";

describe("createCache", () => {
  it("loads once while fresh and shares a pending load", async () => {
    const cache = createCache(1000);
    const load = vi.fn(async () => "value");
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b]).toEqual(["value", "value"]);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves the stale value when a refresh fails, and reports it", async () => {
    const onStale = vi.fn();
    const cache = createCache(0, 10, onStale);
    await cache.get("k", async () => "old");
    const value = await cache.get("k", async () => {
      throw new Error("database away");
    });
    expect(value).toBe("old");
    expect(onStale).toHaveBeenCalledOnce();
  });

  it("propagates the error when there is nothing to fall back on", async () => {
    const cache = createCache(1000);
    await expect(
      cache.get("k", async () => {
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(await cache.get("k", async () => "later")).toBe("later");
  });
});

/** A load that has begun and finishes when the test says so. */
function startSlowLoad(cache: ReturnType<typeof createCache>) {
  let finish: (value: string) => void = () => {};
  const result = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
  return { result, finish: (value: string) => finish(value) };
}

describe("createCache after clear()", () => {
  it("does not keep a value whose load began before the clear", async () => {
    const cache = createCache(60_000);
    const oldLoad = startSlowLoad(cache);
    cache.clear();
    // A reader after the clear does not join the old load, it reads again.
    const fresh = cache.get("k", async () => "new");
    oldLoad.finish("old");
    expect(await oldLoad.result).toBe("old");
    expect(await fresh).toBe("new");
    // The old load finishing last did not put its value back.
    expect(await cache.get("k", async () => "unused")).toBe("new");
  });

  it("reads again after the clear even when the old load finishes first", async () => {
    const cache = createCache(60_000);
    const oldLoad = startSlowLoad(cache);
    cache.clear();
    oldLoad.finish("old");
    await oldLoad.result;
    expect(await cache.get("k", async () => "new")).toBe("new");
  });
});
