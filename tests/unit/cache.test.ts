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
