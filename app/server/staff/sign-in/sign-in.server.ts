/**
 * Signing in and out (decisions 0017, 0018), apart from HTTP: the password step, the second
 * step's codes, the passkey's last step and sign-out. The sign-in pages' route actions and the
 * passkey endpoint turn the outcomes into cookies and redirects; a refusal is an `HttpError`
 * whose status and message are safe to show as they are (401, 400, 429).
 */
import { ipKeyGenerator } from "express-rate-limit";
import { SECOND_STEP_EXPIRED, SECOND_STEP_REFUSED } from "~/lib/staff/second-factor";
import type { Config } from "../../config.server";
import type { Database } from "../../db/client.server";
import type { Logger } from "../../logger.server";
import { HttpError } from "../../api/http-errors.server";
import { DatabaseRateLimitStore, RATE_LIMIT_MESSAGE } from "../../api/rate-limit.server";
import type { Accounts } from "../accounts/accounts.server";
import { recordEvent } from "../privacy/events.server";
import { checkPassword } from "./passwords.server";
import type { PendingSignIns } from "./pending-sign-in.server";
import { secondFactorRequired, type SecondFactors } from "./second-factor.server";
import type { Sessions } from "../sessions/sessions.server";
import { createSignInLimits, type SignInLimits } from "./sign-in-limits.server";
import { hasDeviceCookie, type DeviceCookies, type SignInClient } from "./device-cookies.server";
import type { StaffRoleName } from "~/lib/staff/schemas";

export const SIGN_IN_REFUSED = "The e-mail or password is not right.";

/** A session begun: its token, and the browser's new device cookie (a Set-Cookie value). */
export interface SessionStart {
  sessionToken: string;
  deviceCookie: string;
}

/** Where the password step leads: a pending sign-in (second factor awaited) or a session. */
export type PasswordOutcome =
  | { kind: "second-step"; pendingToken: string }
  | ({ kind: "session"; mustEnrol: boolean } & SessionStart);

interface SignInDeps {
  db: Database;
  config: Pick<
    Config,
    | "RATE_LIMIT_WINDOW_SECONDS"
    | "RATE_LIMIT_SIGN_IN"
    | "RATE_LIMIT_SIGN_IN_ACCOUNT"
    | "RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY"
  >;
  logger: Logger;
  accounts: Accounts;
  sessions: Sessions;
  pendingSignIns: PendingSignIns;
  secondFactors: SecondFactors;
  devices: DeviceCookies;
  /** The password's counters, shared with re-authentication on the security page. */
  passwordLimits: SignInLimits;
}

/** The per-address budget of every sign-in request; `countAddress` throws a 429 once it is spent. */
function addressBudget({ db, config, logger }: SignInDeps) {
  // One budget for every sign-in request of an address (the password, the second step by code or
  // passkey, setting a password), so an address cannot guess more by switching forms.
  const perAddress = new DatabaseRateLimitStore(db, "sign-in", logger);
  perAddress.init({ windowMs: config.RATE_LIMIT_WINDOW_SECONDS * 1000 });

  /** One request from `ip` against the address's budget; 429 once it is spent. */
  return async function countAddress(ip: string) {
    let hits: number;
    try {
      hits = (await perAddress.increment(ipKeyGenerator(ip || "0.0.0.0"))).totalHits;
    } catch {
      // As the API's limiters: bookkeeping being away does not refuse (the account limits below
      // read the same database and refuse if it is really gone).
      return;
    }
    if (hits > config.RATE_LIMIT_SIGN_IN) throw new HttpError(429, RATE_LIMIT_MESSAGE);
  };
}

/**
 * One attempt at a secret of `who` (what was typed, or the account's id): against the device
 * when the client brings the device cookie of the account `userId`, else against the budgets
 * of `who` (decision 0033).
 */
function attemptOf(
  devices: DeviceCookies,
  limits: SignInLimits,
  who: string,
  userId: string | undefined,
  client: SignInClient,
) {
  if (userId !== undefined) {
    const device = devices.deviceOf(client, userId);
    if (device) return limits.fromDevice(userId, device);
  }
  return limits.attempt(who, client.ip);
}

/** How a sign-in ends: the pending one's attempts, and the session begun. */
function sessionSteps(deps: SignInDeps, codeLimits: SignInLimits) {
  const { db, sessions, pendingSignIns, devices } = deps;

  /** A complete sign-in: the session, its record, and a new device cookie for the browser. */
  async function begin(
    userId: string,
    client: SignInClient,
    previous?: string,
    how?: string,
  ): Promise<SessionStart> {
    const sessionToken = await sessions.create(userId, previous);
    await recordEvent(db, { actorId: userId, action: "signed_in", detail: how });
    return { sessionToken, deviceCookie: devices.issue(userId, client.secure) };
  }

  /** The second factor passed: the pending sign-in is spent and a session begins. */
  async function finish(
    pendingToken: string,
    userId: string,
    how: string,
    client: SignInClient,
    previous?: string,
  ) {
    if (!(await pendingSignIns.finish(pendingToken))) throw new HttpError(401, SECOND_STEP_EXPIRED);
    return begin(userId, client, previous, how);
  }

  /** The pending sign-in of this browser, one attempt counted (against its device, or account). */
  async function pendingAttempt(pendingToken: string | undefined, client: SignInClient) {
    const pending = await pendingSignIns.read(pendingToken);
    if (!pendingToken || !pending) throw new HttpError(401, SECOND_STEP_EXPIRED);
    const attempt = await attemptOf(devices, codeLimits, pending.userId, pending.userId, client);
    if (!(await pendingSignIns.countAttempt(pendingToken))) {
      throw new HttpError(401, SECOND_STEP_EXPIRED);
    }
    return { token: pendingToken, pending, attempt };
  }

  return { begin, finish, pendingAttempt };
}

/**
 * The e-mail of the account this browser signed in to last, from its device cookies (decision
 * 0033, issue 35): the sign-in page fills it in. Nothing for a browser that never signed in.
 */
function lastEmailOf(accounts: Accounts, devices: DeviceCookies) {
  return async (client: SignInClient): Promise<string | undefined> => {
    if (!hasDeviceCookie(client.cookies)) return undefined;
    const active = (await accounts.list()).filter((account) => account.active);
    const last = devices.lastAccount(
      client,
      active.map((account) => account.id),
    );
    return active.find((account) => account.id === last)?.email;
  };
}

export function createSignIn(deps: SignInDeps) {
  const { db, config, logger, accounts, sessions, pendingSignIns, secondFactors, devices } = deps;
  const { passwordLimits } = deps;
  const codeLimits = createSignInLimits(db, config, logger, "second-step");
  const countAddress = addressBudget(deps);
  const { begin, finish, pendingAttempt } = sessionSteps(deps, codeLimits);

  /** The password is proved: the second step if she has a factor, else the session. */
  async function afterPassword(
    account: { id: string; role: StaffRoleName; hasSecondFactor: boolean },
    client: SignInClient,
    previous?: string,
    how?: string,
  ): Promise<PasswordOutcome> {
    if (account.hasSecondFactor) {
      return { kind: "second-step", pendingToken: await pendingSignIns.create(account.id) };
    }
    return {
      kind: "session",
      ...(await begin(account.id, client, previous, how)),
      mustEnrol: await secondFactorRequired(db, account.role),
    };
  }

  return {
    /** Counted first for every sign-in form post, before its fields are even checked. */
    countAddress,

    /**
     * E-mail and password. Constant work: the same query, one Argon2 verify (a decoy hash when
     * there is no usable one) and the same answer, whether the e-mail is unknown, disabled,
     * without a password or with a wrong one, so neither the answer nor its time tells which
     * e-mails exist. `previous` is the browser's old session token, ended here (no fixation).
     */
    async password(
      email: string,
      password: string,
      client: SignInClient,
      previous?: string,
    ): Promise<PasswordOutcome> {
      const account = await accounts.credentials(email);
      const attempt = await attemptOf(devices, passwordLimits, email, account?.id, client);
      const usable = account && account.disabledAt === null ? account.passwordHash : null;
      const passwordRight = await checkPassword(usable, password);
      if (!account || usable === null || !passwordRight) throw new HttpError(401, SIGN_IN_REFUSED);
      await attempt.succeeded();
      return afterPassword(account, client, previous);
    },

    /**
     * A password just chosen from a set-password link signs her in as the password would have
     * (issue 35): the second step if she has a factor, else a session (and its set-up if needed).
     */
    async passwordSet(userId: string, client: SignInClient, previous?: string) {
      const found = await accounts.findById(userId);
      const account = found && (await accounts.credentials(found.email));
      if (!account || account.disabledAt !== null) throw new HttpError(401, SIGN_IN_REFUSED);
      return afterPassword(account, client, previous, "with a new password");
    },

    lastEmail: lastEmailOf(accounts, devices),

    /** A code from the authenticator app or a recovery code: the new session. */
    async code(
      pendingToken: string | undefined,
      kind: "totp" | "recovery",
      code: string,
      client: SignInClient,
      previous?: string,
    ) {
      const { token, pending, attempt } = await pendingAttempt(pendingToken, client);
      const ok =
        kind === "totp"
          ? await secondFactors.useTotp(pending.userId, code)
          : await secondFactors.useRecoveryCode(pending.userId, code);
      if (!ok) throw new HttpError(400, SECOND_STEP_REFUSED, { code: SECOND_STEP_REFUSED });
      await attempt.succeeded();
      if (kind === "recovery") {
        await recordEvent(db, { actorId: pending.userId, action: "recovery_code_used" });
      }
      const how = kind === "totp" ? "with an authenticator app" : "with a recovery code";
      return finish(token, pending.userId, how, client, previous);
    },

    /** For the passkey's last step (its endpoint counts the address with `countAddress`). */
    pendingAttempt,
    finish,

    async signOut(identity: { token: string; userId: string }) {
      await sessions.end(identity.token);
      await recordEvent(db, { actorId: identity.userId, action: "signed_out" });
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
