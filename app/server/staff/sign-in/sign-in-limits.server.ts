/**
 * Brute-force limits of the staff sign-in (password and second step), counted in the database so
 * they hold across app servers (decision 0018). Two budgets per account:
 * - per account and client IP (`RATE_LIMIT_SIGN_IN_ACCOUNT` per `RATE_LIMIT_WINDOW_SECONDS`):
 *   stops a guesser at one address without locking the account's owner out from another;
 * - per account alone (`RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY` in any hour): a slower, larger budget
 *   that still stops a guesser spread over many addresses.
 * Every count is a rolling one (decision 0058): the attempts of the last window or hour, whatever
 * the clock says, so no budget starts afresh on the hour for a guesser to spend twice across it.
 * An attempt counts for its window plus at most a sixtieth of it (60 to 61 minutes for the hour).
 * The keys are hashes of what was typed, so an unknown e-mail is counted exactly like a known one.
 * An attempt from a browser with the account's device cookie (device-cookies.server.ts, decision
 * 0033) is counted against that device alone, with the per-address budget in its window: a
 * stranger who spends the account's budget does not lock out a browser it signed in with before,
 * and a device that guesses wrong too often is locked out on its own.
 */
import { createHash } from "node:crypto";
import type { Config } from "../../config.server";
import type { Database } from "../../db/client.server";
import type { Logger } from "../../logger.server";
import { HttpError } from "../../api/http-errors.server";
import { DatabaseRateLimitStore } from "../../api/rate-limit.server";

const HOUR_MS = 3_600_000;

const keyOf = (...parts: string[]) => createHash("sha256").update(parts.join("\n")).digest("hex");

export interface Attempt {
  /** A success: the pair's count starts again, and this attempt leaves the account's budget. */
  succeeded(): Promise<void>;
}

export function createSignInLimits(
  db: Database,
  config: Pick<
    Config,
    "RATE_LIMIT_WINDOW_SECONDS" | "RATE_LIMIT_SIGN_IN_ACCOUNT" | "RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY"
  >,
  logger: Logger,
  /** One set of counters per kind of secret: "sign-in" (password), "second-step" (codes). */
  name: string,
  /** The clock, in milliseconds (tests give their own). */
  now: () => number = Date.now,
) {
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const store = (kind: string, ms: number) => {
    const counts = new DatabaseRateLimitStore(db, `${name}-${kind}`, logger, now);
    counts.init({ windowMs: ms });
    return counts;
  };
  const pair = store("pair", windowMs);
  const account = store("account", HOUR_MS);
  const device = store("device", windowMs);
  const minutes = Math.ceil(config.RATE_LIMIT_WINDOW_SECONDS / 60);

  return {
    /**
     * Counts one attempt for `who` (the typed e-mail, or an account id) from `ip` before the
     * secret is checked, so parallel guesses cannot slip past; 429 once either budget is spent.
     */
    async attempt(who: string, ip: string): Promise<Attempt> {
      const pairKey = keyOf(who, ip);
      const accountKey = keyOf(who);
      const pairHits = await pair.increment(pairKey);
      const accountHits = await account.increment(accountKey);
      if (pairHits.totalHits > config.RATE_LIMIT_SIGN_IN_ACCOUNT) {
        throw new HttpError(
          429,
          `Too many sign-in attempts for this account from your network. Please wait ${minutes} minutes, or ask the owner to reset your password.`,
        );
      }
      if (accountHits.totalHits > config.RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY) {
        throw new HttpError(
          429,
          "Too many sign-in attempts for this account in the last hour. Please wait an hour, or ask the owner to reset your password.",
        );
      }
      return {
        async succeeded() {
          await pair.resetKey(pairKey);
          await account.decrement(accountKey);
        },
      };
    },

    /** Counts one attempt of the account `userId` from a browser with its device cookie. */
    async fromDevice(userId: string, deviceId: string): Promise<Attempt> {
      const key = keyOf(userId, "device", deviceId);
      if ((await device.increment(key)).totalHits > config.RATE_LIMIT_SIGN_IN_ACCOUNT) {
        throw new HttpError(
          429,
          `Too many wrong attempts from this browser. Please wait ${minutes} minutes, or ask the owner to reset your password.`,
        );
      }
      return { succeeded: () => device.resetKey(key) };
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
