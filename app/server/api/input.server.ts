import type { Request } from "express";
import { z } from "zod/mini";
import { fieldErrors } from "~/lib/forms/schemas";
import { HttpError, VALIDATION_MESSAGE } from "./http-errors.server";

/** Validates a request body with an endpoint's schema: 400 `{message, errors}` on failure. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.core.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) throw new HttpError(400, VALIDATION_MESSAGE, fieldErrors(result.error));
  return result.data;
}

export function requireJson(req: Request) {
  if (!req.is("application/json")) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
}

/**
 * A beacon's body (read as text, at most BEACON_MAX_BYTES, by the router): `sendBeacon` sends a
 * string as text/plain, so the JSON is parsed here. 415 for another type, 400 for bad JSON.
 */
export function beaconJson(req: Request): unknown {
  if (typeof req.body !== "string") {
    throw new HttpError(415, "Send the event as text/plain or application/json.");
  }
  try {
    return JSON.parse(req.body) as unknown;
  } catch {
    throw new HttpError(400, "Send the event as JSON.");
  }
}
