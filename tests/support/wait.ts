/** Waiting in tests: a pause, and one polling loop for what lands a moment later (a mail, a row, a server). */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  /** How long to keep trying before failing; 10 s unless told. */
  timeoutMs?: number;
  /** The pause between two tries; 25 ms unless told. */
  everyMs?: number;
  /** What is awaited, named in the failure. */
  what?: string;
  /** A probe that throws counts as "not yet" (a server still starting) instead of failing at once. */
  retryErrors?: boolean;
}

/**
 * Polls `probe` until it gives a truthy value, and returns that value. A probe that answers "stop"
 * gives up at once (what was awaited has ended, e.g. its process exited).
 */
export async function waitFor<T>(
  probe: () => Promise<T> | T,
  { timeoutMs = 10_000, everyMs = 25, what = "a value", retryErrors = false }: WaitOptions = {},
): Promise<Exclude<NonNullable<T>, "stop">> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = retryErrors
      ? await Promise.resolve()
          .then(probe)
          .catch(() => undefined)
      : await probe();
    if (value === "stop") throw new Error(`gave up waiting for ${what}`);
    if (value) return value as Exclude<NonNullable<T>, "stop">;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
