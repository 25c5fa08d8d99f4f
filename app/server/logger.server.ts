import pino from "pino";

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Personal data never goes in: no bodies, no query strings, no IP addresses,
 * and the redact list below guards the fields a careless call might pass.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "spa-site" },
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
  });
}
