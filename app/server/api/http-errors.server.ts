/** An error whose status and message are safe to show to the API client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * Whether `error` is an HttpError, by its shape: a route action may run from another copy of this
 * module than the services that threw it (the page build is its own bundle; a test loads it
 * through Vite), and `instanceof` is false across copies.
 */
export function isHttpError(error: unknown): error is HttpError {
  return (
    error instanceof Error &&
    error.name === "HttpError" &&
    typeof (error as { status?: unknown }).status === "number"
  );
}

export { VALIDATION_MESSAGE } from "~/lib/forms/form-check";
export { SUCCESS_MESSAGE } from "~/lib/api/success-message";
export const UNAVAILABLE_MESSAGE =
  "We could not save your request just now. Please try again in a minute, or call us.";

export const UNSTORABLE_INPUT_MESSAGE =
  "Some of what you typed could not be saved. Please remove unusual characters and try again.";

/**
 * The SQLSTATE of a database error anywhere in an error's cause chain (drizzle wraps the driver's
 * error), or undefined.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code.length === 5) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * Refusals caused by the values sent, not by the database being away: data exceptions (class 22:
 * a NUL byte, an untranslatable character, a value out of range) and program limits (class 54).
 * Retrying cannot help, so the client is told to change the input (400), not to try again (503).
 */
export function isInputRefusedByDatabase(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && (code.startsWith("22") || code.startsWith("54"));
}
