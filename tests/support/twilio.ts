/**
 * A local stand-in for Twilio's Messages API (issue 37): records every REST call the official
 * library makes and answers as Twilio documents it (201 with the message resource; a refusal as
 * `{code, message, more_info, status}`), so no test reaches the internet. `deliver` posts a
 * status callback signed with the library's own signature function, as Twilio would.
 */
import http from "node:http";
import { randomBytes } from "node:crypto";
import twilio from "twilio";

export const TEST_ACCOUNT_SID = `AC${"a1".repeat(16)}`;
export const TEST_AUTH_TOKEN = "testtoken0123456789abcdef01234567";
export const TEST_FROM = "+17185550100";

export interface SentText {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  /** Basic auth user the library sent (the account SID). */
  user: string;
  /** The request's Connection header ("close": not kept alive). */
  connection: string | undefined;
  at: number;
}

type Refusal = { status: number; code: number; message: string };

export const twilioSid = (prefix: "SM" | "CA" | "MM") =>
  `${prefix}${randomBytes(16).toString("hex")}`;

export class TwilioStandIn {
  readonly sent: SentText[] = [];
  /** Requests that were not a message create (wrong path, bad auth). */
  readonly refused: string[] = [];
  private refusals: Refusal[] = [];
  private delayMs = 0;
  private server?: http.Server;
  url = "";

  /** The next `count` creates are refused with this Twilio error. */
  refuseNext(refusal: Refusal, count = 1) {
    for (let i = 0; i < count; i++) this.refusals.push(refusal);
  }

  /** Answers every create after this delay (a slow or hanging provider). */
  delay(ms: number) {
    this.delayMs = ms;
  }

  appEnv(extra: Record<string, string> = {}): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM: TEST_FROM,
      TWILIO_MESSAGING_APPROVED: "true",
      TWILIO_API_URL: this.url,
      ...extra,
    };
  }

  async start() {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }

  async stop() {
    await new Promise<void>((resolve) => {
      this.server?.close(() => resolve());
      this.server?.closeAllConnections();
    });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
    const auth = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64")
      .toString("utf8")
      .split(":");
    const path = `/2010-04-01/Accounts/${TEST_ACCOUNT_SID}/Messages.json`;
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== path) {
      this.refused.push(`${req.method} ${req.url}`);
      return json(404, {
        code: 20404,
        message: "The requested resource was not found",
        status: 404,
      });
    }
    if (auth[0] !== TEST_ACCOUNT_SID || auth[1] !== TEST_AUTH_TOKEN) {
      this.refused.push("bad credentials");
      return json(401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const refusal = this.refusals.shift();
    if (refusal) {
      return json(refusal.status, {
        code: refusal.code,
        message: refusal.message,
        more_info: `https://www.twilio.com/docs/errors/${refusal.code}`,
        status: refusal.status,
      });
    }
    const text: SentText = {
      sid: twilioSid("SM"),
      to: form.get("To") ?? "",
      from: form.get("From") ?? undefined,
      messagingServiceSid: form.get("MessagingServiceSid") ?? undefined,
      body: form.get("Body") ?? "",
      statusCallback: form.get("StatusCallback") ?? undefined,
      user: auth[0] ?? "",
      connection: req.headers.connection,
      at: Date.now(),
    };
    this.sent.push(text);
    json(201, {
      sid: text.sid,
      account_sid: TEST_ACCOUNT_SID,
      to: text.to,
      from: text.from ?? null,
      messaging_service_sid: text.messagingServiceSid ?? null,
      body: text.body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${TEST_ACCOUNT_SID}/Messages/${text.sid}.json`,
    });
  }
}

/** Posts form fields to a webhook as Twilio does, signed for `signedUrl` (the app's SITE_URL). */
export async function postSigned(
  appUrl: string,
  path: string,
  fields: Record<string, string>,
  options: { siteUrl: string; token?: string; signature?: string | null } = {
    siteUrl: "http://127.0.0.1:3000",
  },
) {
  const signature =
    options.signature === undefined
      ? twilio.getExpectedTwilioSignature(
          options.token ?? TEST_AUTH_TOKEN,
          `${options.siteUrl}${path}`,
          fields,
        )
      : options.signature;
  const response = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(signature === null ? {} : { "X-Twilio-Signature": signature }),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

/** A status callback for a text the stand-in accepted, signed as Twilio signs it. */
export function deliver(appUrl: string, text: SentText, status: string, errorCode?: string) {
  return postSigned(appUrl, "/api/twilio/status", {
    MessageSid: text.sid,
    MessageStatus: status,
    AccountSid: TEST_ACCOUNT_SID,
    ...(errorCode ? { ErrorCode: errorCode } : {}),
  });
}
