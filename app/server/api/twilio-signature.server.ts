import type { Request } from "express";
import type { Config } from "../config.server";
import { signedByTwilio } from "../texts/twilio.server";
import { HttpError } from "./http-errors.server";

/** Twilio's webhook bodies are a few hundred bytes; 16 KB holds the longest text with room. */
export const TWILIO_BODY_LIMIT = 16 * 1024;

/**
 * A Twilio webhook's checks, before its fields are read (decision 0057): the site must have the
 * account's token (404 otherwise: texts are not set up), the body must be form fields (415) and
 * X-Twilio-Signature must sign this very address under SITE_URL with these fields (403).
 */
export function requireTwilioSignature(config: Config, req: Request) {
  const token = config.TWILIO_AUTH_TOKEN;
  if (!token) throw new HttpError(404, "Text messages are not set up on this site.");
  if (!req.is("application/x-www-form-urlencoded")) {
    throw new HttpError(415, "Send the fields as application/x-www-form-urlencoded.");
  }
  const params = (req.body ?? {}) as Record<string, string>;
  const url = `${config.SITE_URL}${req.originalUrl}`;
  if (!signedByTwilio(token, req.get("x-twilio-signature"), url, params)) {
    throw new HttpError(403, "This request is not signed by Twilio for this address.");
  }
}
