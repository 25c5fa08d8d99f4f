/**
 * Twilio's webhooks (issue 37, decision 0057): entries of THE endpoint table that Twilio, not a
 * browser, calls. Each posts form fields (application/x-www-form-urlencoded) signed with the
 * account's token in X-Twilio-Signature, checked against SITE_URL and the path before anything
 * else; each answers TwiML. Only the fields used are declared; Twilio sends more, and the
 * signature covers them all.
 */
import { z } from "zod/mini";
import type { Endpoint } from "./endpoints";

const sid = (prefix: string) =>
  z.string().check(z.regex(new RegExp(`^${prefix}[0-9a-fA-F]{32}$`), { error: "Not a Twilio id" }));
const field = (max: number) => z.string().check(z.maxLength(max, { error: "Too long" }));

export const TWILIO_ERRORS = {
  "400": "A field is missing or malformed",
  "403": "No valid X-Twilio-Signature for this address and these fields",
  "404": "Text messages are not set up on this site",
  "413": "Body over 16 KB",
  "415": "Not application/x-www-form-urlencoded",
} as const;

/** The longest text Twilio delivers (ten segments); a longer Body is refused. */
export const INCOMING_TEXT_MAX = 1600;

export const incomingTextSchema = z.object({
  MessageSid: z.union([sid("SM"), sid("MM")]),
  From: field(40),
  To: field(40),
  Body: field(INCOMING_TEXT_MAX),
  OptOutType: z.optional(field(20)),
});

export const textStatusSchema = z.object({
  MessageSid: z.union([sid("SM"), sid("MM")]),
  MessageStatus: field(20),
  ErrorCode: z.optional(field(10)),
});

export const callSchema = z.object({
  CallSid: sid("CA"),
  From: field(40),
  CallStatus: z.optional(field(20)),
  DialCallStatus: z.optional(field(20)),
});

// @__NO_SIDE_EFFECTS__
function webhook<S extends z.ZodMiniType>(path: string, summary: string, request: S) {
  return {
    method: "post",
    path,
    summary,
    body: "twilio",
    request,
    response: z.string(),
    captcha: false,
    twiml: true,
    errors: TWILIO_ERRORS,
  } as const satisfies Endpoint;
}

export const TWILIO_ENDPOINTS = {
  twilioMessages: webhook(
    "/twilio/messages",
    "Twilio: a text to the spa's number (STOP, START, HELP or a reply to a lead)",
    incomingTextSchema,
  ),
  twilioStatus: webhook(
    "/twilio/status",
    "Twilio: a sent text's delivery status",
    textStatusSchema,
  ),
  twilioVoice: webhook(
    "/twilio/voice",
    "Twilio: how a forwarded call ended (the Dial's action); an unanswered one is a missed call",
    callSchema,
  ),
};
