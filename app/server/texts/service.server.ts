/**
 * Text messages with leads (issue 37, decision 0057): what the rest of the server asks of texts.
 * `services.texts` is made here once per process. The provider side (the Twilio client, the
 * outbox's delivery, the webhooks, stops and missed calls) is `send.server.ts`,
 * `delivery.server.ts` and `webhooks.server.ts`; what staff pages read is `thread.server.ts`.
 */
import type { TextSettings } from "~/lib/texts/settings";
import type { TextDirection, TextOrigin } from "~/lib/texts/vocabulary";
import type { TextState } from "~/lib/texts/words";
import type { Database, Transaction } from "../db/client.server";
import type { Config } from "../config.server";
import type { Logger } from "../logger.server";
import { and, eq, sql } from "drizzle-orm";
import * as t from "../db/schema.server";
import { TEXT_SETTINGS } from "./settings.server";
import { fillText } from "~/lib/texts/words";
import { readOwnerSetting, writeOwnerSetting } from "../staff/accounts/owner-settings.server";
import { markFirstResponse } from "../leads/first-response.server";
import { isStopped, queueText, stopNumber } from "./send.server";
import { textingStatus } from "./twilio.server";
import {
  cannotTextLead,
  markThreadRead,
  readThread,
  textFigures,
  type TextingCheck,
} from "./thread.server";
import { greetableFirstName } from "~/lib/leads/first-name";
import * as hooks from "./webhooks.server";

/** Whether texts can go, and what is missing in plain words (empty when on). */
export interface TextingStatus {
  on: boolean;
  /** Each missing thing as a sentence that says what to do ("Set TWILIO_AUTH_TOKEN…"). */
  missing: string[];
}

export interface ThreadText {
  id: string;
  direction: TextDirection;
  origin: TextOrigin;
  body: string;
  state: TextState;
  /** Plain words of a failure (`failureWords`), else null. */
  failure: string | null;
  /** ISO time the text was written or received. */
  at: string;
  /** ISO time an outgoing text may go (held ones: the next 8:00). */
  dueAt: string;
  /** The staff member who wrote it, when one did. */
  by: string | null;
  unread: boolean;
  likelyStop: boolean;
}

/** Why staff cannot text this lead now; null when they can. */
export type CannotText = "off" | "no-number" | "no-consent" | "stopped" | "erased";

export interface TextThread {
  texts: ThreadText[];
  /** The number texts go to, formatted for people ("(718) 555-0199"), or null. */
  number: string | null;
  consent: { version: string; at: string } | null;
  stopped: boolean;
  cannotText: CannotText | null;
}

export type SendOutcome =
  | { ok: true; textId: string; dueAt: Date; held: boolean }
  | { ok: false; reason: CannotText | "gone" };

/** One week of the owner's figures (Monday to Sunday, spa time). */
export interface TextWeek {
  /** ISO date of the week's Monday. */
  weekOf: string;
  sent: number;
  delivered: number;
  replies: number;
  stops: number;
  failures: number;
}

export interface TextService {
  status(): TextingStatus;
  settings(): Promise<TextSettings>;
  saveSettings(value: TextSettings, by: string): Promise<void>;
  thread(leadId: string): Promise<TextThread | null>;
  /** Marks the lead's incoming texts read (the lead page was shown). */
  markRead(leadId: string): Promise<void>;
  /** Queues a staff text (held to 8:00-21:00); counts as the lead's first response. */
  send(leadId: string, body: string, actorId: string): Promise<SendOutcome>;
  /** "Stop texting": the number gets no more texts, across every lead. */
  stop(leadId: string, actorId: string): Promise<void>;
  /** The last `weeks` weeks, newest first. */
  figures(weeks?: number): Promise<TextWeek[]>;
}

// ---------------------------------------------------------------- the service

export interface TextServiceDeps {
  db: Database;
  config: Config;
  logger: Logger;
  secret: string;
  salon: () => Promise<{ name: string; phone: string }>;
  /** Wakes this server's outbox worker after a commit that queued a text. */
  wake: () => void;
  now?: () => Date;
}

export function createTextService(deps: TextServiceDeps) {
  const { db } = deps;
  const status = () => textingStatus(deps.config);
  const settings = () => readOwnerSetting(db, TEXT_SETTINGS);
  const webhookDeps: hooks.WebhookDeps = { ...deps, status };
  const check = (tx: Database | Transaction): TextingCheck => ({
    on: status().on,
    stopped: (number) => isStopped(tx, deps.secret, number),
  });

  return {
    status,
    settings,
    saveSettings: (value: TextSettings, by: string) =>
      writeOwnerSetting(db, TEXT_SETTINGS, value, by),
    thread: (leadId: string) => readThread(db, leadId, check(db)),
    markRead: (leadId: string) => markThreadRead(db, leadId),
    figures: (weeks?: number) => textFigures(db, weeks),

    async send(leadId: string, body: string, actorId: string): Promise<SendOutcome> {
      const outcome = await db.transaction(async (tx) => {
        // Serialises two sends to one lead, so the first-response mark is taken once.
        await tx.execute(sql`select id from lead where id = ${leadId} for update`);
        const reason = await cannotTextLead(tx, leadId, check(tx));
        if (reason) return { ok: false as const, reason };
        const queued = await queueText(tx, {
          leadId,
          body,
          origin: "staff",
          actorId,
          at: deps.now?.(),
        });
        await markFirstResponse(tx, leadId, "text");
        return { ok: true as const, ...queued };
      });
      if (outcome.ok) deps.wake();
      return outcome;
    },

    async stop(leadId: string, actorId: string) {
      const [lead] = await db
        .select({ number: t.lead.textNumber })
        .from(t.lead)
        .where(and(eq(t.lead.id, leadId)));
      if (!lead?.number) return;
      await stopNumber(db, deps.secret, lead.number);
      deps.logger.info({ leadId, actorId }, "texting stopped by staff");
    },

    /**
     * The instant text to a lead who ticked the box, in the lead's transaction (issue 37, item
     * 2): the owner's words with the first name and the spa's name; false when texting is off or
     * the number said stop.
     */
    prepare: async () => ({ spa: (await deps.salon()).name }),

    async queueInstant(
      tx: Transaction,
      lead: { id: string; firstName: string; textNumber: string },
      prepared: { spa: string },
    ) {
      if (!status().on) return false;
      if (await isStopped(tx, deps.secret, lead.textNumber)) return false;
      const words = await readOwnerSetting(tx, TEXT_SETTINGS);
      const name = prepared.spa;
      await queueText(tx, {
        leadId: lead.id,
        // A contact's one name field: its first word, and only when it reads as a name.
        body: fillText(words.instantText, {
          first: greetableFirstName(lead.firstName.slice(0, 200).trim().split(/\s/, 1)[0] ?? ""),
          spa: name,
        }),
        origin: "instant",
        at: deps.now?.(),
      });
      return true;
    },

    webhooks: {
      messages: (input: Parameters<typeof hooks.incomingText>[1]) =>
        hooks.incomingText(webhookDeps, input),
      status: (input: Parameters<typeof hooks.textStatus>[1]) =>
        hooks.textStatus(webhookDeps, input),
      voice: (input: Parameters<typeof hooks.call>[1]) => hooks.call(webhookDeps, input),
    },
  };
}
