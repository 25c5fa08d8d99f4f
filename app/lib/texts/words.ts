/**
 * The words of the texts the site sends by itself, and of a text's state for staff. Pure: the
 * owner's page, the lead page and the server share them.
 */

/** `{first}`, `{spa}`: the client's first name and the spa's name, filled in when sent. */
export const DEFAULT_INSTANT_TEXT =
  "Hi {first}, this is {spa}. Thanks for your request! We'll text you shortly to find a time. Reply STOP to stop.";
export const DEFAULT_MISSED_CALL_TEXT =
  "Hi, this is {spa}. Sorry we missed your call! How can we help? Reply here or book online. Reply STOP to stop.";

export const helpAnswer = (spa: string, phone: string) =>
  `${spa}: texts about your request. Call us at ${phone}. Reply STOP to stop. Msg & data rates may apply.`;
export const stopConfirmation = (spa: string) =>
  `${spa}: you will get no more texts from us. Reply START to receive texts again.`;
export const startConfirmation = (spa: string) =>
  `${spa}: texts are on again. Reply STOP to stop, HELP for help.`;

/** Longest first name put in a text; anything longer reads as something else. */
const MAX_FIRST_NAME = 30;

/** Fills `{first}` and `{spa}`; without a usable first name, "Hi there". */
export function fillText(template: string, values: { first?: string; spa: string }): string {
  const first = (values.first ?? "").trim().split(/\s/, 1)[0]?.slice(0, MAX_FIRST_NAME) ?? "";
  return template
    .replaceAll("{first}", first || "there")
    .replaceAll("{spa}", values.spa)
    .trim();
}

/**
 * A text's state as staff read it. `held`: waiting for 8:00; `queued`: waiting for the outbox or
 * the provider; `sent`: the carrier has it; `received`: from the client.
 */
export const TEXT_STATES = ["held", "queued", "sent", "delivered", "failed", "received"] as const;
export type TextState = (typeof TEXT_STATES)[number];

export const TEXT_STATE_WORDS: Record<TextState, string> = {
  held: "Waiting for 8:00 AM",
  queued: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Not delivered",
  received: "Received",
};

/**
 * Twilio's error codes (its documented list) in plain words, for a text that failed. Unknown
 * codes read as the general failure.
 */
const ERROR_WORDS: Record<string, string> = {
  "21610": "This person has opted out of texts (replied STOP).",
  "21614": "This number is not a mobile number.",
  "30006": "This number is a landline or cannot receive texts.",
  "21211": "This is not a valid phone number.",
  "21408": "Texts to this country are not allowed.",
  "30003": "The phone was off or out of reach.",
  "30004": "The person's phone blocked the text.",
  "30005": "This number does not exist or is no longer in use.",
  "30007": "Blocked by the carrier as possible spam.",
  "30034": "Blocked: the spa's texting registration is not approved yet.",
  "30032": "Blocked: the spa's number is not registered for texting.",
  "30008": "Not delivered (the carrier gave no reason).",
};

export function failureWords(code: string | null | undefined): string {
  return (code && ERROR_WORDS[code]) || "Not delivered (the carrier gave no reason).";
}

/** Codes that will fail again whatever we do: the outbox does not retry them. */
export const PERMANENT_ERROR_CODES = new Set([
  "21610",
  "21614",
  "21211",
  "21408",
  "30006",
  "30005",
  "30004",
]);
