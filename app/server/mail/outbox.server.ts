import { performance } from "node:perf_hooks";
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { SendMailOptions } from "nodemailer";
import type { Database } from "../db/client.server";
import type { OutboxPurpose } from "~/lib/leads/vocabulary";
import { mailOutbox, textMessage } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { mailDomain } from "./address.server";
import { renderLeadMessage } from "./message.server";

/**
 * The outbox worker: sends what the site owes about a lead after the transaction that made it
 * has committed: the salon's new-lead e-mail (`notify`, rendered here), and through the
 * deliveries the caller plugs in, the visitor's acknowledgement, a staff reply, the staff's
 * push alert (decision 0029) and a text (decision 0057).
 *
 * A round claims due `mail_outbox` rows with `select ... for update skip locked` and, in the
 * same short transaction, counts the attempt and moves `next_attempt_at` to the end of a lease.
 * The e-mails are sent after that commit, so no row lock (and, on PGlite, no exclusive
 * transaction) is held while talking to the SMTP server: another worker skips the locked rows
 * during the claim and finds them not due afterwards. Each send is bounded well inside the
 * lease; a worker that stops, or runs short of lease, gives its unsent rows back. Delivery is
 * at least once: a crash between the SMTP server's acceptance and the `sent` update sends that
 * e-mail again when the lease has run out (same Message-ID, so mail programs can fold the copy).
 */

/** The one thing the worker needs from a nodemailer transporter. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ messageId?: string }>;
}

/** Wakes the workers of this process when a lead with a notification has committed. */
export interface OutboxSignal {
  notify(): void;
  subscribe(listener: () => void): () => void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const DEFAULT_POLL_MS = 10_000;
export const DEFAULT_MAX_ATTEMPTS = 8;
export const DEFAULT_BATCH_SIZE = 10;
/** How long a claimed row stays invisible to other workers. */
export const DEFAULT_LEASE_MS = 10 * 60_000;
/** Hard limit of one send, connection included; a send that runs longer is aborted. */
export const DEFAULT_SEND_TIMEOUT_MS = 60_000;
/** SMTP client timeouts for the transport, all within DEFAULT_SEND_TIMEOUT_MS. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
};

const BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 4 * 60 * 60_000];
const BACKOFF_CAP_MS = 12 * 60 * 60_000;

/**
 * Delay before the next attempt after `attempt` failed ones: 30 s, 2 min, 10 min, 1 h, 4 h, then
 * 12 h. With 8 attempts a notification survives a mail outage of about 29 hours.
 */
export const defaultBackoff = (attempt: number) => BACKOFF_MS[attempt - 1] ?? BACKOFF_CAP_MS;

/**
 * Puts the notifications that gave up (`failed`) back in the queue, due now and with a fresh
 * attempt count, for staff to use once the mail server or address is fixed. `last_error` is kept
 * until the next attempt replaces it. Resolves to the number of rows queued again.
 */
export async function retryFailedMail(db: Database): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.status, "failed"))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export class RecipientError extends Error {
  override name = "RecipientError";
}

/**
 * Sends one claimed row of a purpose other than `notify`. Resolves to what may be logged of the
 * sent message, to `{ skipped }` when the message is not to be sent on purpose (a review
 * reminder after a click or a stop: the row is marked `skipped` with the reason, never retried),
 * to `{ later }` when it may not go before then (a text at night: due again then, uncounted),
 * or null when what the row refers to no longer exists (the row is then failed for good, not
 * retried); throws to retry later (the error is stored through describeMailError).
 */
export type OutboxDelivery = (
  row: Claimed,
  send: { abort: AbortSignal; messageId: string },
) => Promise<{ messageId?: string } | { skipped: string } | { later: Date } | null>;

/**
 * Thrown by a delivery when the message can never go (a text to a number that opted out or is a
 * landline): the row is failed at once, not retried. Its message is what is stored and logged.
 */
export class PermanentSendError extends Error {
  override name = "PermanentSendError";
}

export interface OutboxWorkerOptions {
  db: Database;
  /** The SMTP transport; absent without SMTP_URL, when no e-mail row is ever queued. */
  transport?: MailTransport;
  /** MAIL_FROM. */
  from: string;
  /** Resolves the recipient at each round (see notificationRecipient in recipient.server.ts). */
  to: () => Promise<string>;
  /** How rows of the other purposes are sent; a row without one is failed for good. */
  deliveries?: Partial<Record<Exclude<OutboxPurpose, "notify">, OutboxDelivery>>;
  logger: Logger;
  /** Interval between rounds when nothing wakes the worker. */
  pollMs?: number;
  /** In-process wake-up after a lead commits, so it goes out without waiting for the poll. */
  signal?: OutboxSignal;
  /** False: no timer, no wake-ups; rounds run only through runOnce() (tests). */
  autoRun?: boolean;
  batchSize?: number;
  maxAttempts?: number;
  /** Milliseconds to wait after the given number of failed attempts. */
  backoff?: (attempt: number) => number;
  /** The clock for due dates and backoff; the database's clock when absent. */
  now?: () => Date;
  leaseMs?: number;
  sendTimeoutMs?: number;
  /** How long stop() lets an in-flight send finish before aborting it. */
  stopGraceMs?: number;
}

export interface OutboxWorker {
  /** Stops scheduling and waits for the round in flight (its send is aborted after a grace). */
  stop(): Promise<void>;
  /** Runs one round now (after any round in flight); resolves to the number of e-mails sent. */
  runOnce(): Promise<number>;
}

export interface Claimed {
  id: string;
  purpose: OutboxPurpose;
  /** The lead_reply row of a `reply`; null otherwise. */
  replyId: string | null;
  leadId: string;
  attempts: number;
  nextAttemptAt: Date;
  /** A push alert's devices still to reach (see the column); null: all. */
  pushDevicesLeft: string[] | null;
  /** The text to send (purpose `text`) or the incoming text an alert is about; else null. */
  textId: string | null;
}

interface RoundResult {
  sent: number;
  /** A full batch was claimed: more rows may be due. */
  more: boolean;
}

/** What may be stored and logged about a failure: codes and the server's reply, no addresses. */
export function describeMailError(error: unknown): string {
  const e = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    message?: unknown;
  };
  const parts = [e.code, e.responseCode, e.command].filter(
    (p): p is string | number => typeof p === "string" || typeof p === "number",
  );
  const message = typeof e.message === "string" ? e.message : String(error);
  // Capped before any pattern runs; a word with an "@" inside is treated as an address.
  return [...parts, message.slice(0, 2000)]
    .join(" ")
    .split(ADDRESS_DELIMITER)
    .map((word) => (word.indexOf("@") > 0 && !word.endsWith("@") ? "[address]" : word))
    .join("")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 500);
}

/** Splits text into words and the characters that cannot be part of an address (kept). */
const ADDRESS_DELIMITER = /([\s"'(),:;<>[\]])/;

/** A point in time `offsetMs` from now, on the injected clock or the database's. */
type Clock = (offsetMs?: number) => SQL;

function clockOf(now?: () => Date): Clock {
  if (now) {
    return (offsetMs = 0) =>
      sql`${new Date(now().getTime() + offsetMs).toISOString()}::timestamptz`;
  }
  return (offsetMs = 0) =>
    sql`date_trunc('milliseconds', clock_timestamp() + ${`${Math.round(offsetMs)} milliseconds`}::interval)`;
}

/** What the module-level steps of a round need: the database, the clock and the settings. */
interface OutboxContext {
  db: Database;
  at: Clock;
  logger: Logger;
  transport: MailTransport | undefined;
  deliveries: NonNullable<OutboxWorkerOptions["deliveries"]>;
  from: string;
  messageDomain: string;
  batchSize: number;
  maxAttempts: number;
  backoff: (attempt: number) => number;
  leaseMs: number;
  sendTimeoutMs: number;
}

/**
 * What goes first when rows wait (a burst of leads, a mail server back after an outage): the
 * staff's push alerts, which are worth something only at once, then texts and staff replies, the
 * salon's e-mails, the visitors' acknowledgements, and last the review requests, which can wait.
 * Within a purpose, oldest due first.
 */
const PURPOSE_ORDER = sql`case ${mailOutbox.purpose} when 'push' then 0 when 'text' then 1 when 'reply' then 1 when 'notify' then 2 when 'acknowledge' then 3 else 4 end`;

/**
 * Claims up to a batch of due rows: locks them (skipping rows another worker holds), counts the
 * attempt and leases them, all in one short transaction. Push alerts first, then by PURPOSE_ORDER, oldest due first.
 */
export async function claimDue(
  ctx: Pick<OutboxContext, "db" | "at" | "batchSize" | "leaseMs">,
): Promise<Claimed[]> {
  const { db, at, batchSize, leaseMs } = ctx;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, at())))
      .orderBy(PURPOSE_ORDER, asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: at(leaseMs) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        purpose: mailOutbox.purpose,
        replyId: mailOutbox.replyId,
        leadId: mailOutbox.leadId,
        attempts: mailOutbox.attempts,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        pushDevicesLeft: mailOutbox.pushDevicesLeft,
        textId: mailOutbox.textId,
      });
    const order = new Map(due.map((row, index) => [row.id, index]));
    return claimed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  });
}

/** Gives claimed, unsent rows back, uncounted; only while the claimer's lease holds. */
export async function releaseClaimed(ctx: Pick<OutboxContext, "db" | "at">, rows: Claimed[]) {
  for (const row of rows) {
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: ctx.at() })
      .where(
        and(
          eq(mailOutbox.id, row.id),
          eq(mailOutbox.status, "pending"),
          eq(mailOutbox.nextAttemptAt, row.nextAttemptAt),
        ),
      );
  }
}

/** Records a failed attempt: retried after the backoff, or `failed` for good. */
export async function settleFailure(
  ctx: Pick<OutboxContext, "db" | "at" | "logger" | "maxAttempts" | "backoff">,
  row: Claimed,
  error: string,
  permanent = false,
) {
  const { db, at, logger } = ctx;
  const context = {
    outboxId: row.id,
    purpose: row.purpose,
    leadId: row.leadId,
  };
  if (permanent || row.attempts >= ctx.maxAttempts) {
    await db
      .update(mailOutbox)
      .set({ status: "failed", lastError: error })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
    // A text's state follows its row, so the lead's thread says it was not sent.
    if (row.purpose === "text" && row.textId) {
      await db
        .update(textMessage)
        .set({ state: "failed", stateAt: sql`now()` })
        .where(and(eq(textMessage.id, row.textId), inArray(textMessage.state, ["held", "queued"])));
    }
    logger.error(
      { ...context, attempts: row.attempts, error },
      "outbox message failed permanently; the lead is stored, export it with `npm run leads`",
    );
    return;
  }
  const delayMs = ctx.backoff(row.attempts);
  await db
    .update(mailOutbox)
    .set({ lastError: error, nextAttemptAt: at(delayMs) })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
  logger.warn(
    { ...context, attempts: row.attempts, retryInMs: delayMs, error },
    "outbox message not sent; will retry",
  );
}

/** The salon's new-lead e-mail: rendered from the lead row, to the notification recipient. */
function notifyDelivery(ctx: OutboxContext, recipient: string): OutboxDelivery {
  return async (row, send) => {
    const transport = ctx.transport;
    if (!transport) throw new Error("no SMTP transport");
    const message = await renderLeadMessage(ctx.db, row.leadId);
    if (!message) return null;
    return transport.sendMail({
      from: ctx.from,
      to: recipient,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      messageId: send.messageId,
      signal: send.abort,
    });
  };
}

/** The Message-ID of a row's e-mail: a notification keeps the form it had before purposes. */
const messageIdOf = (ctx: OutboxContext, row: Claimed) =>
  `<${row.purpose === "notify" ? "lead" : row.purpose}-${row.id}@${ctx.messageDomain}>`;

/** Sends one claimed row through its purpose's delivery, then settles it; true when sent. */
export async function sendClaimed(
  ctx: OutboxContext,
  row: Claimed,
  recipient: string | undefined,
  abort: AbortSignal,
): Promise<boolean> {
  const started = performance.now();
  const deliver =
    row.purpose === "notify"
      ? recipient === undefined
        ? undefined
        : notifyDelivery(ctx, recipient)
      : ctx.deliveries[row.purpose];
  if (!deliver) {
    await settleFailure(ctx, row, `nothing on this server sends "${row.purpose}" messages`);
    return false;
  }
  try {
    const info = await deliver(row, {
      abort: AbortSignal.any([abort, AbortSignal.timeout(ctx.sendTimeoutMs)]),
      messageId: messageIdOf(ctx, row),
    });
    if (!info) {
      await settleFailure(ctx, row, "the lead no longer exists", true);
      return false;
    }
    if ("later" in info) {
      // Not now (a text at night): due again then, the attempt uncounted.
      await ctx.db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: info.later })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
      return false;
    }
    if ("skipped" in info) {
      await ctx.db
        .update(mailOutbox)
        .set({ status: "skipped", lastError: info.skipped })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
      ctx.logger.info(
        { outboxId: row.id, purpose: row.purpose, leadId: row.leadId, reason: info.skipped },
        "outbox message skipped",
      );
      return false;
    }
    await ctx.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: ctx.at(), lastError: null })
      .where(eq(mailOutbox.id, row.id));
    ctx.logger.info(
      {
        outboxId: row.id,
        purpose: row.purpose,
        leadId: row.leadId,
        attempts: row.attempts,
        messageId: info.messageId,
        ms: Math.round(performance.now() - started),
      },
      "outbox message sent",
    );
    return true;
  } catch (error) {
    await settleFailure(ctx, row, describeMailError(error), error instanceof PermanentSendError);
    return false;
  }
}

/** The worker's state between rounds. */
interface WorkerState {
  /** stop() was called: no new rounds; the round in flight gives its unsent rows back. */
  stopRequested: boolean;
  /** Aborts the send in flight when stop()'s grace has run out. */
  abortSends: AbortController;
  /** The last recipient problem logged, so an unchanged one is logged once. */
  recipientProblem: string | undefined;
}

/** One round: claim, resolve the recipient, send within the lease, give back what is left. */
async function runRound(
  ctx: OutboxContext,
  state: WorkerState,
  recipientOf: () => Promise<string>,
): Promise<RoundResult> {
  if (state.stopRequested) return { sent: 0, more: false };
  const claimedAt = performance.now();
  const rows = await claimDue(ctx);
  if (rows.length === 0) return { sent: 0, more: false };

  // The salon's recipient is resolved once per round, and only when a notification is due; while
  // there is none, notifications are given back uncounted and the other purposes go on.
  let recipient: string | undefined;
  let sendable = rows;
  if (rows.some((row) => row.purpose === "notify")) {
    try {
      recipient = await recipientOf();
      if (state.recipientProblem) ctx.logger.info("lead notification recipient available again");
      state.recipientProblem = undefined;
    } catch (error) {
      await releaseClaimed(
        ctx,
        rows.filter((row) => row.purpose === "notify"),
      );
      sendable = rows.filter((row) => row.purpose !== "notify");
      const problem = describeMailError(error);
      if (problem !== state.recipientProblem) {
        ctx.logger.error({ error: problem }, "lead notifications are waiting: no recipient");
        state.recipientProblem = problem;
      }
    }
  }

  let sent = 0;
  for (const [index, row] of sendable.entries()) {
    const leaseLeft = ctx.leaseMs - (performance.now() - claimedAt);
    if (state.stopRequested || leaseLeft < ctx.sendTimeoutMs) {
      await releaseClaimed(ctx, sendable.slice(index));
      break;
    }
    try {
      if (await sendClaimed(ctx, row, recipient, state.abortSends.signal)) sent++;
    } catch (error) {
      // The database failed while recording the outcome: the lease runs out and the row is
      // tried again, by this worker or another.
      ctx.logger.error(
        { outboxId: row.id, error: describeMailError(error) },
        "could not record an outbox message's outcome",
      );
    }
  }
  return { sent, more: rows.length === ctx.batchSize };
}

/** Starts the worker: rounds on wake-up and on a timer, one at a time, until stopped. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const ctx: OutboxContext = {
    db: options.db,
    at: clockOf(options.now),
    logger: options.logger.child({ component: "mail-outbox" }),
    transport: options.transport,
    deliveries: options.deliveries ?? {},
    from: options.from,
    messageDomain: mailDomain(options.from) || "localhost",
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? defaultBackoff,
    leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    sendTimeoutMs: options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS,
  };
  if (ctx.leaseMs < 2 * ctx.sendTimeoutMs) {
    throw new Error("leaseMs must be at least twice sendTimeoutMs");
  }
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const stopGraceMs = options.stopGraceMs ?? 5_000;
  const autoRun = options.autoRun ?? true;
  const state: WorkerState = {
    stopRequested: false,
    abortSends: new AbortController(),
    recipientProblem: undefined,
  };
  let timer: NodeJS.Timeout | undefined;
  let queued = false;
  let chain: Promise<unknown> = Promise.resolve();
  const round = () => runRound(ctx, state, options.to);

  /** Runs rounds one after another, never two at once in this worker. */
  function enqueue(): Promise<RoundResult> {
    const result = chain.then(round);
    chain = result.catch(() => undefined);
    return result;
  }

  function schedule(delayMs: number) {
    if (!autoRun || state.stopRequested || queued) return;
    clearTimeout(timer);
    timer = setTimeout(trigger, delayMs);
    timer.unref();
  }

  function trigger() {
    if (state.stopRequested || queued) return;
    queued = true;
    clearTimeout(timer);
    const result = chain.then(() => {
      queued = false;
      return round();
    });
    chain = result.then(
      ({ more }) => schedule(more ? 0 : pollMs),
      (error: unknown) => {
        ctx.logger.warn(
          { error: describeMailError(error) },
          "outbox round failed; will poll again",
        );
        schedule(pollMs);
      },
    );
  }

  const unsubscribe = autoRun ? options.signal?.subscribe(trigger) : undefined;
  // Rows left from before a restart (or by another server) go out right away.
  if (autoRun) schedule(0);

  return {
    runOnce: async () => (await enqueue()).sent,
    async stop() {
      state.stopRequested = true;
      unsubscribe?.();
      clearTimeout(timer);
      const grace = setTimeout(
        () => state.abortSends.abort(new Error("worker stopping")),
        stopGraceMs,
      );
      grace.unref();
      await chain;
      clearTimeout(grace);
    },
  };
}
