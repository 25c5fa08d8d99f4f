/**
 * The beacon's writes, batched (decision 0031): a count is queued in memory and written with
 * others in one INSERT every second or every BATCH rows, so thousands of beacons a second cost a
 * few statements. Counts are figures, not leads: a server that dies loses at most a second of
 * them, and when the database is away the queue stops growing at MAX_QUEUED (the rest are
 * dropped, and said so in the log once per batch).
 */
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import type { Logger } from "../logger.server";

export type FunnelRow = typeof t.funnelEvent.$inferInsert;

const BATCH = 500;
const MAX_QUEUED = 50_000;

export function createEventQueue(options: { db: Database; logger: Logger; flushMs?: number }) {
  const { db, logger, flushMs = 1000 } = options;
  let queued: FunnelRow[] = [];
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const write = (rows: FunnelRow[]) =>
    db
      .insert(t.funnelEvent)
      .values(rows)
      .then(() => undefined);

  /** Writes everything queued so far, BATCH rows a statement; failures are logged and dropped. */
  function flush(): Promise<void> {
    const rows = queued;
    queued = [];
    writing = writing.then(async () => {
      for (let start = 0; start < rows.length; start += BATCH) {
        try {
          await write(rows.slice(start, start + BATCH));
        } catch (err) {
          logger.warn({ err, rows: rows.length - start }, "funnel counts not written; dropped");
          return;
        }
      }
      if (dropped > 0) {
        logger.warn({ dropped }, "funnel counts dropped: the queue was full");
        dropped = 0;
      }
    });
    return writing;
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
      if (queued.length >= BATCH) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
