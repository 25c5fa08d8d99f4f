import path from "node:path";
import { z } from "zod";
import { trimTrailingSlashes } from "~/lib/paths";

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/**
 * Every setting comes from the environment. Documented in README.md and .env.example:
 * keep the three in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z.url().default("http://127.0.0.1:3000").transform(trimTrailingSlashes),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    CONTENT_DIR: z.string().min(1).default("./content"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: z.string().default("loopback"),
    CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha"]).default("altcha"),
    ALTCHA_HMAC_KEY: optionalText,
    ALTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(1_000_000).default(1000),
    CAPTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(30).max(86_400).default(1200),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET_KEY: optionalText,
    BOOKING_URL: optionalUrl,
    GIFT_CARDS_URL: optionalUrl,
    PAYMENT_PLAN_URL: optionalUrl,
    GOOGLE_ADS_ID: z
      .string()
      .regex(/^AW-\d+$/, "must look like AW-123456789")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    GOOGLE_ADS_CONVERSION_LABEL: optionalText,
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-ABC1234")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    REDIRECT_TOKEN_PATH: z
      .string()
      .regex(/^\/[^\s#?]*$/, "must be a path starting with /")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    RATE_LIMIT_FORM_POSTS: z.coerce.number().int().min(1).max(100_000).default(20),
    RATE_LIMIT_OTHER_POSTS: z.coerce.number().int().min(1).max(100_000).default(300),
    RATE_LIMIT_CAPTCHA_CHALLENGES: z.coerce.number().int().min(1).max(100_000).default(200),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    UPLOAD_PENDING_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .max(1024 * 1024 * 1024 * 1024)
      .default(256 * 1024 * 1024),
    UPLOAD_RETENTION_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1_048_576)
      .default(64 * 1024),
    CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    SEED_DEMO_CONTENT: booleanFlag.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]/, "must be an smtp:// or smtps:// URL")
      .refine((value) => URL.canParse(value), "must be an smtp:// or smtps:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        'must be an address like "Spa website <no-reply@example.com>"',
      )
      .default("Spa website <no-reply@localhost>"),
    MAIL_TO: z
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === "recaptcha") {
      for (const key of ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when CAPTCHA_PROVIDER=recaptcha",
          });
        }
      }
    }
    if (env.ALTCHA_HMAC_KEY && env.ALTCHA_HMAC_KEY.length < 16) {
      ctx.addIssue({
        code: "custom",
        path: ["ALTCHA_HMAC_KEY"],
        message: "must be at least 16 characters",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute paths, resolved once so that every module agrees on them. */
  dataDir: string;
  contentDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "environment"} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    contentDir: path.resolve(env.CONTENT_DIR),
  };
}
