/**
 * What Twilio's webhooks do (issue 37, decision 0057), after the router has checked the signature
 * and the fields. Each message or call id is taken once (`provider_event`, in the same
 * transaction as what it changes), so a webhook Twilio repeats changes nothing. Answers are
 * TwiML: a STOP, START or HELP gets its reply in the answer itself, no outbox needed.
 */
import { sql } from "drizzle-orm";
import { isLikelyStop, textKeyword, type TextKeyword } from "~/lib/texts/keywords";
import { maskNumber, usTextNumber } from "~/lib/texts/numbers";
import { fillText, helpAnswer, startConfirmation, stopConfirmation } from "~/lib/texts/words";
import type { z } from "zod/mini";
import type { callSchema, incomingTextSchema, textStatusSchema } from "~/lib/api/twilio-endpoints";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import type { Logger } from "../logger.server";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import {
  isStopped,
  leadOfNumber,
  numberHash,
  queueText,
  startNumber,
  stopNumber,
  storeIncomingText,
  storeKeywordAnswer,
} from "./send.server";
import type { TextingStatus } from "./service.server";
import { MessagingResponse, VoiceResponse } from "./twilio.server";
import { TEXT_SETTINGS } from "./settings.server";
import { readOwnerSetting } from "../staff/accounts/owner-settings.server";

export interface WebhookDeps {
  db: Database;
  logger: Logger;
  secret: string;
  status: () => TextingStatus;
  /** The spa's name and phone as the site shows them. */
  salon: () => Promise<{ name: string; phone: string }>;
  /** Wakes this server's outbox worker after a commit that queued something. */
  wake: () => void;
  now?: () => Date;
}

/** Takes a provider id once, in the caller's transaction; false when it was taken before. */
async function takeOnce(tx: Transaction, sid: string): Promise<boolean> {
  const taken = await tx
    .insert(t.providerEvent)
    .values({ sid })
    .onConflictDoNothing()
    .returning({ sid: t.providerEvent.sid });
  if (taken.length === 0) return false;
  // Twilio repeats a webhook within minutes; two days of ids is plenty. A few old ones per call.
  await tx.execute(sql`delete from provider_event where sid in (
    select sid from provider_event where created_at < now() - interval '2 days' limit 20)`);
  return true;
}

/** A push alert about an incoming text, or a missed call, when any device has alerts on. */
async function queueAlert(tx: Transaction, leadId: string, textId: string | null) {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`insert into mail_outbox (purpose, lead_id, text_id)
      select 'push', ${leadId}::uuid, ${textId}::uuid where exists (select 1 from push_subscription)
      returning id`,
  );
  return rows.length > 0;
}

const emptyAnswer = () => new MessagingResponse().toString();

function answerWith(words: string | undefined) {
  const twiml = new MessagingResponse();
  if (words) twiml.message(words);
  return twiml.toString();
}

/** Advanced Opt-Out's own verdict, when Twilio's Messaging Service handled the keyword. */
function optOutKeyword(optOutType: string | undefined): TextKeyword | null {
  const type = optOutType?.toUpperCase();
  return type === "STOP" ? "stop" : type === "START" ? "start" : type === "HELP" ? "help" : null;
}

/** STOP, START or HELP from `from`: acted on, and the words to answer (none: Twilio answered). */
async function keywordWords(
  tx: Transaction,
  deps: WebhookDeps & { spa: { name: string; phone: string } },
  keyword: TextKeyword,
  from: string,
  twilioAnswered: boolean,
) {
  const { name, phone } = deps.spa;
  let words: string | undefined;
  if (keyword === "stop") {
    // One confirmation: a second STOP changes nothing and is not answered again.
    if (await stopNumber(tx, deps.secret, from)) words = stopConfirmation(name);
  } else if (keyword === "start") {
    await startNumber(tx, deps.secret, from);
    words = startConfirmation(name);
  } else {
    words = helpAnswer(name, phone);
  }
  return twilioAnswered ? undefined : words;
}

export async function incomingText(
  deps: WebhookDeps,
  input: z.output<typeof incomingTextSchema>,
): Promise<string> {
  const from = usTextNumber(input.From);
  if (!from) {
    deps.logger.info({ sid: input.MessageSid }, "text from a number that is not a US one: ignored");
    return emptyAnswer();
  }
  const fromTwilio = optOutKeyword(input.OptOutType);
  const keyword = fromTwilio ?? textKeyword(input.Body);
  let alerted = false;
  // Read before the transaction: on the embedded database a read from outside waits for it.
  const spa = keyword ? await deps.salon() : { name: "", phone: "" };
  const result = await deps.db.transaction(async (tx) => {
    if (!(await takeOnce(tx, input.MessageSid))) return { words: undefined, lead: undefined };
    const words = keyword
      ? await keywordWords(tx, { ...deps, spa }, keyword, from, fromTwilio !== null)
      : undefined;
    const lead = await leadOfNumber(tx, from);
    if (lead) {
      const textId = await storeIncomingText(tx, {
        leadId: lead.id,
        body: input.Body,
        sid: input.MessageSid,
        likelyStop: isLikelyStop(input.Body),
      });
      if (words) await storeKeywordAnswer(tx, lead.id, words);
      if (textId && !keyword) alerted = await queueAlert(tx, lead.id, textId);
    }
    return { words, lead };
  });
  if (alerted) deps.wake();
  deps.logger.info(
    { sid: input.MessageSid, from: maskNumber(from), leadId: result.lead?.id, keyword },
    result.lead ? "text received" : "text from an unknown number: nothing stored",
  );
  return answerWith(result.words);
}

/** Twilio's states that end a text's journey, in ours. */
const FINAL_STATES: Record<string, "delivered" | "failed"> = {
  delivered: "delivered",
  undelivered: "failed",
  failed: "failed",
};

export async function textStatus(
  deps: WebhookDeps,
  input: z.output<typeof textStatusSchema>,
): Promise<string> {
  const state = FINAL_STATES[input.MessageStatus.toLowerCase()];
  if (!state) return emptyAnswer();
  const code = input.ErrorCode && /^\d{1,6}$/.test(input.ErrorCode) ? input.ErrorCode : null;
  // Forward only: a late "undelivered" after "delivered" (or a repeat) changes nothing.
  const rows = await rowsOf<{ id: string; number: string | null }>(
    deps.db,
    sql`update text_message m set state = ${state}, error_code = ${state === "failed" ? code : null},
        state_at = now()
      from lead where lead.id = m.lead_id
        and m.provider_sid = ${input.MessageSid} and m.state in ('sent', 'queued')
      returning m.id, lead.text_number as number`,
  );
  const row = rows[0];
  // Twilio says the person opted out (they said STOP somewhere we did not see): stop here too.
  if (row?.number && code === "21610") await stopNumber(deps.db, deps.secret, row.number);
  deps.logger.info({ sid: input.MessageSid, state, code, known: row !== undefined }, "text status");
  return emptyAnswer();
}

/** A forwarded call's end that means nobody answered. */
const MISSED = new Set(["no-answer", "busy", "failed", "canceled"]);
/** One missed-call text per number in this many hours. */
export const MISSED_CALL_TEXT_EVERY_HOURS = 12;

/** True (and marked) when the number had no missed-call text in the last 12 hours. */
async function claimMissedCallText(tx: Transaction, hash: string) {
  const rows = await rowsOf<{ hash: string }>(
    tx,
    sql`insert into missed_call_mark (number_hash) values (${hash})
      on conflict (number_hash) do update set texted_at = now()
        where missed_call_mark.texted_at < now() - ${`${MISSED_CALL_TEXT_EVERY_HOURS} hours`}::interval
      returning number_hash as hash`,
  );
  return rows.length > 0;
}

async function missedCallText(
  tx: Transaction,
  deps: WebhookDeps,
  call: { leadId: string; from: string; spa: string },
) {
  const { leadId, from } = call;
  if (!deps.status().on) return false;
  const settings = await readOwnerSetting(tx, TEXT_SETTINGS);
  if (!settings.missedCallEnabled) return false;
  if (await isStopped(tx, deps.secret, from)) return false;
  if (!(await claimMissedCallText(tx, numberHash(deps.secret, from)))) return false;
  await queueText(tx, {
    leadId,
    body: fillText(settings.missedCallText, { spa: call.spa }),
    origin: "missed_call",
    at: deps.now?.(),
  });
  return true;
}

export async function call(deps: WebhookDeps, input: z.output<typeof callSchema>) {
  const twiml = new VoiceResponse();
  const outcome = (input.DialCallStatus ?? input.CallStatus ?? "").toLowerCase();
  const from = usTextNumber(input.From);
  if (!MISSED.has(outcome) || !from) {
    twiml.hangup();
    return twiml.toString();
  }
  const spa = (await deps.salon()).name;
  const queued = await deps.db.transaction(async (tx) => {
    if (!(await takeOnce(tx, input.CallSid))) return { lead: undefined, wake: false };
    const [lead] = await tx
      .insert(t.lead)
      .values({
        kind: "missed_call",
        firstName: "",
        email: "",
        phone: from.slice(2),
        textNumber: from,
      })
      .returning({ id: t.lead.id });
    const alerted = await queueAlert(tx, lead!.id, null);
    const texted = await missedCallText(tx, deps, { leadId: lead!.id, from, spa });
    return { lead: lead!.id, wake: alerted || texted };
  });
  if (queued.wake) deps.wake();
  deps.logger.info(
    { callSid: input.CallSid, from: maskNumber(from), leadId: queued.lead },
    "missed call",
  );
  twiml.say("Sorry, nobody could take your call just now. We will get back to you soon.");
  twiml.hangup();
  return twiml.toString();
}
