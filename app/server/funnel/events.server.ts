/**
 * The beacon's writes, batched (decision 0031): a count is queued in memory and written with
 * others, BATCH rows an INSERT, by one writer at a time: every second, or at once when BATCH are
 * waiting and no write is running. Counts are figures, not leads: a server that dies loses at most
 * a second of them, and when the database is slow or away the queue stops growing at MAX_QUEUED
 * (the rest are dropped, and said so in the log).
 */
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import type { Logger } from "../logger.server";

export type FunnelRow = typeof t.funnelEvent.$inferInsert;

const BATCH = 500;
export const MAX_QUEUED = 50_000;

export function createEventQueue(options: { db: Database; logger: Logger; flushMs?: number }) {
  const { db, logger, flushMs = 1000 } = options;
  let queued: FunnelRow[] = [];
  let dropped = 0;
  let writing: Promise<void> | null = null;

  /** Writes what is queued, a batch at a time, until nothing is left or a write fails. */
  async function drain(): Promise<void> {
    while (queued.length > 0) {
      const batch = queued.slice(0, BATCH);
      try {
        await db.insert(t.funnelEvent).values(batch);
        queued = queued.slice(batch.length);
      } catch (err) {
        // Kept for the next tick; the queue's cap bounds what a long outage can hold.
        logger.warn({ err, queued: queued.length }, "funnel counts not written yet; will retry");
        break;
      }
    }
    if (dropped > 0) {
      logger.warn({ dropped }, "funnel counts dropped: the queue was full");
      dropped = 0;
    }
  }

  /** Starts a write unless one is running; resolves when the running write is over. */
  function flush(): Promise<void> {
    writing ??= drain().finally(() => {
      writing = null;
    });
    return writing;
  }

  /** Writes everything queued so far (waits for a running write, then writes the rest). */
  async function flushAll(): Promise<void> {
    await flush();
    if (queued.length > 0) await flush();
  }

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    add(row: FunnelRow) {
      if (queued.length >= MAX_QUEUED) {
        dropped++;
        return;
      }
      queued.push(row);
      if (queued.length >= BATCH && !writing) void flush();
    },
    flush: flushAll,
    /** Counts waiting to be written. */
    size: () => queued.length,
    async stop() {
      clearInterval(timer);
      await flushAll();
    },
  };
}
