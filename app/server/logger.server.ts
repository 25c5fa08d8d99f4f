import pino from "pino";

export type Logger = pino.Logger;

/** What an error looks like in the log: enough to act on, nothing a visitor typed. */
export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SerializedError;
  [detail: string]: unknown;
}

/**
 * Database error fields that name schema objects, never data. A driver error's other fields
 * (`detail`, `where`, drizzle's `params`) and its message can quote the values of the statement,
 * which are a visitor's name, e-mail, message or resume.
 */
const SAFE_FIELDS = ["severity", "routine", "table", "column", "constraint", "schema"] as const;
const MAX_MESSAGE = 300;
const MAX_CAUSES = 4;

/**
 * Empties every double-quoted passage: PostgreSQL quotes offending input there
 * (`invalid input syntax for type uuid: "…"`). A linear scan, no pattern.
 */
function withoutQuotedText(message: string): string {
  let out = "";
  let quote: string | null = null;
  for (const char of message.slice(0, MAX_MESSAGE * 4)) {
    if (quote) {
      if (char === quote) {
        quote = null;
        out += "…" + char;
      }
    } else {
      if (char === '"') quote = char;
      out += char;
    }
  }
  return out.slice(0, MAX_MESSAGE);
}

/** Only the stack's frames: its first line repeats the message, which may quote data. */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  return stack
    .slice(0, 8000)
    .split("\n")
    .filter((line) => line.startsWith("    at "))
    .slice(0, 15)
    .join("\n");
}

function isDrizzleQueryError(error: object): boolean {
  return "query" in error && "params" in error;
}

/**
 * The one error serializer of the log (keys `err` and `error`). Drizzle's query errors put the
 * statement's bound values in their message ("params: …"), so for those only the SQL text with its
 * placeholders is kept, and the driver error underneath is reduced to its code and schema names.
 * `frames: false` for a client's mistake: its stack says nothing about the request (issue 27).
 */
export function serializeError(
  value: unknown,
  depth = 0,
  frames = true,
): SerializedError | unknown {
  if (!(value instanceof Error)) {
    if (typeof value === "string") return withoutQuotedText(value);
    return value;
  }
  const error = value as Error & Record<string, unknown>;
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: isDrizzleQueryError(error)
      ? `Failed query: ${String(error.query).slice(0, MAX_MESSAGE)}`
      : withoutQuotedText(error.message),
  };
  if (typeof error.code === "string" || typeof error.code === "number") {
    serialized.code = String(error.code);
  }
  for (const field of SAFE_FIELDS) {
    if (typeof error[field] === "string") serialized[field] = error[field];
  }
  const stack = frames ? framesOnly(error.stack) : undefined;
  if (stack) serialized.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(error.cause, depth + 1, frames) as SerializedError;
  }
  return serialized;
}

/**
 * Structured JSON logs. Personal data never goes in: no bodies, no query strings, no IP addresses,
 * errors through {@link serializeError}, and the redact list below guards the fields a careless
 * call might pass. `destination` lets tests read what would be written.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: "spa-site" },
    serializers: { err: serializeError, error: serializeError },
    redact: {
      paths: [
        "email",
        "phone",
        "name",
        "firstName",
        "lastName",
        "*.email",
        "*.phone",
        "*.name",
        "*.firstName",
        "*.lastName",
        "req.headers.cookie",
        "req.headers.authorization",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
