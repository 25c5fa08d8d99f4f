import { rateLimit, type Options, type Store } from "express-rate-limit";
import { and, eq, gt, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rateLimitHit } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { bucketMsOf, bucketStart, countedUntil, oldestCounted } from "./rolling-window.server";

export const RATE_LIMIT_MESSAGE =
  "Too many requests from your network. Please wait a few minutes and try again, or call us.";

/**
 * Rolling counts in PostgreSQL, so the limit holds across several app servers (decision 0058).
 * Each key's hits are kept in slices of a sixtieth of the window (rolling-window.server.ts), and
 * a count is the sum of the slices that overlap the last window: unlike a window aligned on the
 * clock, it does not start again at a fixed moment, so a client cannot spend the limit just
 * before that moment and again just after it. `now` is the clock (tests give their own).
 */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  private bucketMs = bucketMsOf(60_000);
  private lastPrune = Number.NEGATIVE_INFINITY;
  readonly localKeys = false;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  init(options: Pick<Options, "windowMs">) {
    this.windowMs = options.windowMs;
    this.bucketMs = bucketMsOf(options.windowMs);
  }

  async increment(key: string) {
    try {
      return await this.count(key);
    } catch (err) {
      // express-rate-limit prints a store's error to the console as it is, and drizzle's carries
      // the bound values (the client's IP): log it through our serializer, pass on a bare one.
      this.logger.warn({ err }, "rate limit store unavailable; request let through");
      throw new Error("rate limit store unavailable");
    }
  }

  private keyOf(key: string) {
    return `${this.prefix}:${key}`;
  }

  /**
   * The hit is added to its slice first and committed, then the slices are summed: of two hits on
   * two servers at once, the one summed last sees both, so no hit is missed.
   */
  private async count(key: string) {
    const now = this.now();
    const stored = this.keyOf(key);
    await this.db
      .insert(rateLimitHit)
      .values({ key: stored, windowStart: new Date(bucketStart(now, this.bucketMs)), hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHit.key, rateLimitHit.windowStart],
        set: { hits: sql`${rateLimitHit.hits} + 1` },
      });
    const [row] = await this.db
      .select({
        hits: sql<number>`coalesce(sum(${rateLimitHit.hits}), 0)::int`,
        // In milliseconds: a bare timestamp comes back as a Date or a string by driver.
        oldest: sql<
          number | null
        >`(extract(epoch from min(${rateLimitHit.windowStart}) filter (where ${rateLimitHit.hits} > 0)) * 1000)::float8`,
      })
      .from(rateLimitHit)
      .where(and(eq(rateLimitHit.key, stored), gte(rateLimitHit.windowStart, this.counted(now))));
    this.pruneOccasionally(now);
    const oldest = row?.oldest ?? bucketStart(now, this.bucketMs);
    return {
      // At least this hit, even if a reset of the key deleted its row in between.
      totalHits: Math.max(1, Number(row?.hits ?? 1)),
      // When the count next goes down: the oldest counted slice with hits leaves the window.
      resetTime: new Date(countedUntil(oldest, this.windowMs, this.bucketMs)),
    };
  }

  /** The oldest slice that counts at `now`. */
  private counted(now: number) {
    return new Date(oldestCounted(now, this.windowMs, this.bucketMs));
  }

  /** One hit handed back: taken from the newest slice of the key that has one. */
  async decrement(key: string) {
    const stored = this.keyOf(key);
    const newest = this.db
      .select({ at: sql`max(${rateLimitHit.windowStart})` })
      .from(rateLimitHit)
      .where(
        and(
          eq(rateLimitHit.key, stored),
          gt(rateLimitHit.hits, 0),
          gte(rateLimitHit.windowStart, this.counted(this.now())),
        ),
      );
    await this.db
      .update(rateLimitHit)
      .set({ hits: sql`greatest(${rateLimitHit.hits} - 1, 0)` })
      .where(and(eq(rateLimitHit.key, stored), sql`${rateLimitHit.windowStart} = (${newest})`));
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimitHit).where(eq(rateLimitHit.key, this.keyOf(key)));
  }

  /** Slices that no longer count are useless; drop this store's about once a window. */
  private pruneOccasionally(now: number) {
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    const mine = `${this.prefix}:`;
    this.db
      .delete(rateLimitHit)
      .where(
        and(
          lt(rateLimitHit.windowStart, this.counted(now)),
          // Only this store's keys: stores with a longer window share the table. Compared by
          // equality, which no collation reorders (under an ICU collation ";" sorts before ":",
          // so a range from "prefix:" to "prefix;" would match nothing).
          sql`left(${rateLimitHit.key}, ${mine.length}) = ${mine}`,
        ),
      )
      .catch((err: unknown) => this.logger.warn({ err }, "rate limit prune failed"));
  }
}

/**
 * The library's set-up checks (a client's `X-Forwarded-For` that TRUST_PROXY does not trust, for
 * one) as a warning line in the app's log: by default they go to the console with a stack, and a
 * forged header is the client's doing, not the app's error.
 */
function setupWarnings(logger: Logger): NonNullable<Options["logger"]> {
  const warn = (problem: unknown) => {
    const { code, message } = (problem ?? {}) as { code?: unknown; message?: unknown };
    logger.warn(
      { code: String(code ?? "").slice(0, 60) },
      `rate limit set-up: ${String(message ?? "").slice(0, 300)}`,
    );
  };
  return { warn, error: warn };
}

/**
 * A per-IP limit answering 429 with a clear JSON message: counted in the database
 * (DatabaseRateLimitStore) unless a route gives another store.
 */
export function createRateLimiter(options: {
  store: Store;
  windowSeconds: number;
  max: number;
  logger: Logger;
}) {
  return rateLimit({
    logger: setupWarnings(options.logger),
    windowMs: options.windowSeconds * 1000,
    limit: options.max,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // If the counters cannot be reached, let the request through: the database being away will
    // answer it anyway, and a lead must never be refused for a bookkeeping failure.
    passOnStoreError: true,
    store: options.store,
    handler: (_req, res) => {
      res.status(429).json({ message: RATE_LIMIT_MESSAGE });
    },
  });
}
