/**
 * The outbox's delivery of `text` rows (issue 37, decision 0057): one Twilio REST call per text,
 * after the transaction that queued it has committed. Before the call it checks again what may
 * have changed since the text was queued: the lead is gone (nothing to send), the text was
 * stopped, the number said STOP, the clock is outside 8:00-21:00 (a retry late in the evening
 * waits for the morning). Twilio's error codes that cannot change (opted out, a landline, not a
 * number) fail the text at once; anything else (a 5xx, a timeout, a network failure) is retried
 * by the outbox with its backoff. Logs carry ids, codes and a masked number, never the words.
 */
import { eq, sql } from "drizzle-orm";
import { inTextingHours, nextTextingTime } from "~/lib/texts/hours";
import { maskNumber } from "~/lib/texts/numbers";
import { PERMANENT_ERROR_CODES } from "~/lib/texts/words";
import type { Database } from "../db/client.server";
import * as t from "../db/schema.server";
import type { Logger } from "../logger.server";
import { PermanentSendError, type OutboxDelivery } from "../mail/outbox.server";
import { isStopped } from "./send.server";
import type { TwilioClient } from "./twilio.server";

export interface TextDeliveryDeps {
  db: Database;
  logger: Logger;
  client: TwilioClient;
  /** TWILIO_FROM: the spa's number (+1…) or a Messaging Service SID (MG…). */
  from: string;
  secret: string;
  /** Where Twilio posts the text's delivery status. */
  statusCallback: string;
  now?: () => Date;
}

/** Twilio's answer to a refused request, as the library throws it (RestException). */
function twilioCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "number" || (typeof code === "string" && /^\d{5}$/.test(code))
    ? String(code)
    : undefined;
}

async function markFailed(db: Database, textId: string, code: string) {
  await db
    .update(t.textMessage)
    .set({ state: "failed", errorCode: code, stateAt: sql`now()` })
    .where(eq(t.textMessage.id, textId));
}

export function createTextDelivery(deps: TextDeliveryDeps): OutboxDelivery {
  const sender = deps.from.startsWith("MG")
    ? { messagingServiceSid: deps.from }
    : { from: deps.from };
  // The library's own 20 s timeout bounds the call; it takes no abort signal.
  return async (row) => {
    if (!row.textId) return null;
    const [text] = await deps.db
      .select({ body: t.textMessage.body, state: t.textMessage.state, to: t.lead.textNumber })
      .from(t.textMessage)
      .innerJoin(t.lead, eq(t.lead.id, t.textMessage.leadId))
      .where(eq(t.textMessage.id, row.textId));
    if (!text) return null;
    if (text.state !== "held" && text.state !== "queued") return { skipped: `text ${text.state}` };
    if (!text.to) {
      await markFailed(deps.db, row.textId, "21211");
      return { skipped: "no number to text" };
    }
    if (await isStopped(deps.db, deps.secret, text.to)) {
      await markFailed(deps.db, row.textId, "21610");
      return { skipped: "the number said stop" };
    }
    const now = deps.now?.() ?? new Date();
    if (!inTextingHours(now)) return { later: nextTextingTime(now) };
    try {
      const message = await deps.client.messages.create({
        ...sender,
        to: text.to,
        body: text.body,
        statusCallback: deps.statusCallback,
      });
      await deps.db
        .update(t.textMessage)
        .set({ state: "sent", providerSid: message.sid, stateAt: sql`now()` })
        .where(eq(t.textMessage.id, row.textId));
      deps.logger.info(
        { textId: row.textId, to: maskNumber(text.to), sid: message.sid },
        "text accepted by Twilio",
      );
      return { messageId: message.sid };
    } catch (error) {
      const code = twilioCode(error);
      if (code && PERMANENT_ERROR_CODES.has(code)) {
        await markFailed(deps.db, row.textId, code);
        throw new PermanentSendError(`Twilio ${code}`);
      }
      const status = (error as { status?: unknown }).status;
      throw new Error(
        code
          ? `Twilio ${code} (HTTP ${String(status)})`
          : `Twilio unreachable: ${errorName(error)}`,
      );
    }
  };
}

/** A network error's code or name, never its message (which may carry the URL's numbers). */
function errorName(error: unknown): string {
  const e = error as { code?: unknown; name?: unknown } | null;
  if (typeof e?.code === "string") return e.code.slice(0, 40);
  return typeof e?.name === "string" ? e.name.slice(0, 40) : "error";
}
