import type { NextFunction, Request, Response } from "express";
import { serializeError, type Logger } from "../logger.server";
import {
  HttpError,
  isInputRefusedByDatabase,
  UNAVAILABLE_MESSAGE,
  UNSTORABLE_INPUT_MESSAGE,
} from "./http-errors.server";

/** Maps any error to a status and a body that is safe to show: never a stack trace. */
export function describeError(
  error: unknown,
  method: string,
): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message },
    };
  }
  const type = (error as { type?: string } | null)?.type;
  if (type === "entity.parse.failed") {
    return { status: 400, body: { message: "The request body is not valid JSON." } };
  }
  if (type === "entity.too.large") {
    return { status: 413, body: { message: "The request body is too large." } };
  }
  if (type === "encoding.unsupported" || type === "charset.unsupported") {
    return { status: 415, body: { message: "The request body's encoding is not supported." } };
  }
  if (isInputRefusedByDatabase(error)) {
    return { status: 400, body: { message: UNSTORABLE_INPUT_MESSAGE } };
  }
  const statusFromError = (error as { status?: number } | null)?.status;
  if (typeof statusFromError === "number" && statusFromError >= 400 && statusFromError < 500) {
    return { status: statusFromError, body: { message: "The request could not be read." } };
  }
  // Anything else is ours (most often the database briefly away): say so without details.
  const message =
    method === "GET"
      ? "This information is briefly unavailable. Please try again."
      : UNAVAILABLE_MESSAGE;
  return { status: 503, body: { message } };
}

/** Unknown /api paths: a JSON 404 naming what was asked for. */
export function apiNotFound(req: Request, _res: Response, next: NextFunction) {
  next(new HttpError(404, `No API endpoint ${req.method} ${req.baseUrl}${req.path}.`));
}

/** The API's error handler: a safe JSON answer, and a log line (no bound values) for 5xx. */
export function apiErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, body } = describeError(error, req.method);
    if (status >= 500) logger.error({ err: error, path: req.path }, "API request failed");
    else if (isInputRefusedByDatabase(error)) {
      // The client's input, not our fault: its kind and code, no stack (issue 27).
      logger.warn(
        { err: serializeError(error, 0, false), path: req.path },
        "database refused the values of a request",
      );
    }
    res.status(status).json(body);
  };
}
