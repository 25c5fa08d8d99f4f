/**
 * A background job every app server runs at start and then every `intervalMs` (retention, the
 * purge of unsent uploads, the funnel's roll-up): one run at a time, a failure logged and retried
 * at the next tick, `stop()` waiting for the run in progress. The jobs themselves are safe to run
 * on two servers at once.
 */
import type { Logger } from "./logger.server";

export function startRepeatingJob(options: {
  run: () => Promise<void>;
  intervalMs: number;
  logger: Logger;
  /** The log line of a failed run ("... failed; will retry"). */
  failure: string;
}): { stop(): Promise<void> } {
  const { run, intervalMs, logger, failure } = options;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      try {
        await run();
      } catch (err) {
        logger.error({ err }, failure);
      }
    });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
