/**
 * Text messages with leads (issue 37, decision 0057): what the rest of the server asks of texts.
 * `services.texts` is made here once per process. The provider side (the Twilio client, the
 * outbox's delivery, the webhooks, stops and missed calls) is `send.server.ts`,
 * `delivery.server.ts` and `webhooks.server.ts`; what staff pages read is `thread.server.ts`.
 */
import type { TextSettings } from "~/lib/texts/settings";
import type { TextDirection, TextOrigin } from "~/lib/texts/vocabulary";
import type { TextState } from "~/lib/texts/words";

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
export type CannotText =
  | "off"
  | "no-number"
  | "no-consent"
  | "stopped"
  | "anonymised";

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
  | { ok: false; reason: CannotText };

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
