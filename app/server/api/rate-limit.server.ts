import { rateLimit, type Options, type Store } from "express-rate-limit";
import { and, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { rateLimitHit } from "../db/schema.server";
import type { Logger } from "../logger.server";

export const RATE_LIMIT_MESSAGE =
  "Too many requests from your network. Please wait a few minutes and try again, or call us.";

/** Fixed-window counters in PostgreSQL, so the limit holds across several app servers. */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  private lastPrune = 0;
  readonly localKeys = false;

  constructor(
    private readonly db: Database,
    readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private windowStart(now = Date.now()) {
    return new Date(Math.floor(now / this.windowMs) * this.windowMs);
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

  private async count(key: string) {
    const windowStart = this.windowStart();
    const [row] = await this.db
      .insert(rateLimitHit)
      .values({ key: `${this.prefix}:${key}`, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHit.key, rateLimitHit.windowStart],
        set: { hits: sql`${rateLimitHit.hits} + 1` },
      })
      .returning({ hits: rateLimitHit.hits });
    this.pruneOccasionally();
    return {
      totalHits: row?.hits ?? 1,
      resetTime: new Date(windowStart.getTime() + this.windowMs),
    };
  }

  async decrement(key: string) {
    await this.db
      .update(rateLimitHit)
      .set({ hits: sql`greatest(${rateLimitHit.hits} - 1, 0)` })
      .where(
        sql`${rateLimitHit.key} = ${`${this.prefix}:${key}`} and ${rateLimitHit.windowStart} = ${this.windowStart()}`,
      );
  }

  async resetKey(key: string) {
    await this.db.delete(rateLimitHit).where(sql`${rateLimitHit.key} = ${`${this.prefix}:${key}`}`);
  }

  /** Windows older than the current one are useless; drop them about once a window. */
  private pruneOccasionally() {
    const now = Date.now();
    if (now - this.lastPrune < this.windowMs) return;
    this.lastPrune = now;
    this.db
      .delete(rateLimitHit)
      // Only this store's keys: stores with a longer window share the table.
      .where(
        and(
          lt(rateLimitHit.windowStart, new Date(now - this.windowMs)),
          gte(rateLimitHit.key, `${this.prefix}:`),
          lt(rateLimitHit.key, `${this.prefix};`),
        ),
      )
      .catch((err: unknown) => this.logger.warn({ err }, "rate limit prune failed"));
  }
}

/**
 * A per-IP limit answering 429 with a clear JSON message: counted in the database
 * (DatabaseRateLimitStore) unless a route gives another store.
 */
export function createRateLimiter(options: { store: Store; windowSeconds: number; max: number }) {
  return rateLimit({
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
