/**
 * The one place that talks to Twilio (issue 37, decision 0057): the official `twilio` library,
 * built from the TWILIO_* settings, and whether texting is on. TWILIO_API_URL sends the library's
 * REST calls to another address (a local stand-in in tests and staging): the library has no base
 * URL setting, so a RequestClient of its own rewrites `https://api.twilio.com` on each request.
 */
import twilio from "twilio";
import { trimTrailingSlashes } from "~/lib/site/paths";
import type { Config } from "../config.server";
import type { TextingStatus } from "./service.server";

type TwilioSettings = Pick<
  Config,
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "TWILIO_MESSAGING_APPROVED"
  | "TWILIO_API_URL"
>;

/** Whether texts can go, and each missing thing in words the owner can pass on. */
export function textingStatus(config: TwilioSettings): TextingStatus {
  // Words for the owner, who passes them on; the settings' names are on the owner's page.
  const missing: string[] = [];
  if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) {
    missing.push("The spa's Twilio account is not connected to the website.");
  }
  if (!config.TWILIO_FROM) missing.push("The spa's texting number is not set.");
  if (!config.TWILIO_MESSAGING_APPROVED) {
    missing.push(
      "The texting registration (the spa's brand and campaign) is not marked approved yet: until Twilio approves it, carriers block the spa's texts.",
    );
  }
  return { on: missing.length === 0, missing };
}

/** The library's default API host, which TWILIO_API_URL replaces. */
const TWILIO_API = "https://api.twilio.com";

/**
 * 20 s per request, well inside the outbox's 60 s send limit. No kept-alive connections: a text
 * sent after the provider closed an idle one failed with ECONNRESET and waited 30 s for the
 * outbox's retry (seen in scripts/bench-texts.ts); a few texts a day can afford a handshake each.
 */
const CLIENT_OPTIONS = { timeout: 20_000, keepAlive: false };

class RedirectingClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super(CLIENT_OPTIONS);
  }
  override request<TData>(
    opts: Parameters<InstanceType<typeof twilio.RequestClient>["request"]>[0],
  ) {
    const uri = opts.uri.startsWith(TWILIO_API)
      ? this.base + opts.uri.slice(TWILIO_API.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri } as typeof opts & { data?: TData });
  }
}

export type TwilioClient = ReturnType<typeof twilio>;

/** The client, when the account and token are set; texts need `textingStatus(...).on` too. */
export function createTwilioClient(config: TwilioSettings): TwilioClient | undefined {
  if (!config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) return undefined;
  const base = config.TWILIO_API_URL ? trimTrailingSlashes(config.TWILIO_API_URL) : undefined;
  return twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, {
    httpClient: base ? new RedirectingClient(base) : new twilio.RequestClient(CLIENT_OPTIONS),
  });
}

/** True when the request carries Twilio's signature of `url` and these form fields. */
export function signedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature || signature.length > 200) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}

export const { MessagingResponse } = twilio.twiml;
export const { VoiceResponse } = twilio.twiml;
