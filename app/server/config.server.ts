import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { trimTrailingSlashes } from "~/lib/site/paths";
import { mailDomain } from "./mail/address.server";

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));
const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** An optional setting that, when set, matches `pattern`; an empty value is unset. */
const optionalMatch = (pattern: RegExp, message: string) =>
  z
    .string()
    .max(200)
    .regex(pattern, message)
    .optional()
    .or(z.literal("").transform(() => undefined));

/** What `app.set("trust proxy", value)` accepts, apart from a function. */
export type TrustProxy = boolean | number | string[];

const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_TRUST_PROXY_LENGTH = 2000;
const MAX_TRUST_PROXY_HOPS = 100;

/** Prefix length of a contiguous IPv4 netmask such as 255.255.0.0, else undefined. */
function netmaskPrefix(mask: string): number | undefined {
  if (net.isIPv4(mask) === false) return undefined;
  const bits = mask
    .split(".")
    .map((octet) => Number(octet).toString(2).padStart(8, "0"))
    .join("");
  const ones = bits.indexOf("0") === -1 ? 32 : bits.indexOf("0");
  return bits.slice(ones).includes("1") ? undefined : ones;
}

/** `10.0.0.1`, `10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `fd00::/8`: what proxy-addr compiles. */
function isAddressOrRange(entry: string): boolean {
  const slash = entry.lastIndexOf("/");
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const family = net.isIP(address);
  if (family === 0) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  const max = family === 4 ? 32 : 128;
  // proxy-addr refuses a zero prefix too (it would trust every address: say `true` instead).
  const prefix = /^\d{1,3}$/.test(range)
    ? Number(range)
    : family === 4
      ? netmaskPrefix(range)
      : undefined;
  return prefix !== undefined && prefix >= 1 && prefix <= max;
}

/**
 * TRUST_PROXY as Express's `trust proxy` setting wants it. Environment values are strings, and
 * Express reads a string as a list of addresses: `1` would trust the address 0.0.0.1 and `true`
 * would throw at start. So: `true`/`false` become booleans, a whole number is a hop count, and
 * anything else must be a comma-separated list of `loopback`, `linklocal`, `uniquelocal`, IP
 * addresses and CIDR ranges, each checked here so that a typo stops the start with its name.
 */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { error: string } {
  const text = raw.trim();
  if (text.length > MAX_TRUST_PROXY_LENGTH) {
    return { error: `is longer than ${MAX_TRUST_PROXY_LENGTH} characters` };
  }
  const lower = text.toLowerCase();
  if (lower === "true") return { value: true };
  if (lower === "false") return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_TRUST_PROXY_HOPS) {
      return { error: `must be a hop count from 0 to ${MAX_TRUST_PROXY_HOPS}, not ${text}` };
    }
    return { value: hops };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const value: string[] = [];
  for (const entry of entries) {
    const name = entry.toLowerCase();
    if (TRUST_PROXY_NAMES.has(name)) value.push(name);
    else if (isAddressOrRange(entry)) value.push(entry);
    else {
      const shown = entry === "" ? "an empty entry" : JSON.stringify(entry);
      return {
        error:
          `has ${shown}: give a hop count, true, false, or a comma-separated list of ` +
          "loopback, linklocal, uniquelocal, IP addresses and CIDR ranges (10.0.0.0/8)",
      };
    }
  }
  return { value };
}

const LOCAL_ADDRESSES = new net.BlockList();
LOCAL_ADDRESSES.addSubnet("127.0.0.0", 8, "ipv4");
LOCAL_ADDRESSES.addSubnet("0.0.0.0", 8, "ipv4");
LOCAL_ADDRESSES.addAddress("::1", "ipv6");
LOCAL_ADDRESSES.addAddress("::", "ipv6");

/**
 * True for a host name that means this machine (or no machine): `localhost` and its subdomains
 * (RFC 6761), loopback and unspecified addresses, and names without a dot, which no visitor or
 * mail server elsewhere can resolve. Takes a URL hostname or an e-mail domain.
 */
export function isLocalHost(host: string): boolean {
  let name = host.toLowerCase();
  if (name.startsWith("[") && name.endsWith("]")) name = name.slice(1, -1);
  if (name.endsWith(".")) name = name.slice(0, -1);
  const family = net.isIP(name);
  if (family !== 0) return LOCAL_ADDRESSES.check(name, family === 4 ? "ipv4" : "ipv6");
  return name === "localhost" || name.endsWith(".localhost") || !name.includes(".");
}

/** nodemailer lets these query parameters of SMTP_URL override the TLS settings given in code. */
const SMTP_TLS_OVERRIDES = ["secure", "ignoretls", "requiretls", "opportunistictls"];

/**
 * Every setting comes from the environment. Documented in docs/configuration.md and
 * .env.example: keep the three in step.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    // Unset, it follows PORT (see loadConfig): the links the server and the CLI print must reach it.
    SITE_URL: z
      .url()
      .transform(trimTrailingSlashes)
      .optional()
      .or(z.literal("").transform(() => undefined)),
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
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw === "" ? "loopback" : raw);
        if ("value" in parsed) return parsed.value;
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }),
    ALLOW_LOCALHOST: booleanFlag.default(false),
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
    GOOGLE_ADS_CALL_CONVERSION_LABEL: optionalText,
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
    /**
     * Funnel beacons per IP per window, counted in each app server's memory (decision 0033): a
     * visitor sends a few per page; a forger's burst is answered 429 past it.
     */
    RATE_LIMIT_BEACONS: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Staff sign-in and set-password attempts per IP per window. */
    RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Sign-in attempts per account (known or not) and client IP per window before 429. */
    RATE_LIMIT_SIGN_IN_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
    /**
     * Failed sign-in attempts per account from all addresses together in the last hour before 429
     * (a rolling count, decision 0058: not the clock's hour).
     */
    RATE_LIMIT_SIGN_IN_ACCOUNT_HOURLY: z.coerce.number().int().min(1).max(100_000).default(50),
    /** A staff session ends after this long without a request (ASVS 3.3.2: 30 minutes)... */
    STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    /** ...and at the latest this long after sign-in. */
    STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
    /** A set-password link (new account, reset) works once, within this many hours. */
    STAFF_LINK_HOURS: z.coerce.number().int().min(1).max(168).default(24),
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
    /** Images the staff upload for the site (before resizing). */
    MEDIA_UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    UPLOAD_RETENTION_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1_048_576)
      .default(64 * 1024),
    /** A signed-in editor's save of one content record (a blog post of 200,000 characters). */
    STAFF_BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(16 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    CONTENT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Longest a rendered public page is served from memory; a content change drops it sooner. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1024).default(32),
    SEED_DEMO_CONTENT: booleanFlag.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]/, "must be an smtp:// or smtps:// URL")
      .refine((value) => URL.canParse(value), "must be an smtp:// or smtps:// URL")
      .refine(
        (value) =>
          // The refinements run even when the checks above failed: parse only what parses.
          !URL.canParse(value) ||
          ![...new URL(value).searchParams.keys()].some((key) =>
            SMTP_TLS_OVERRIDES.includes(key.toLowerCase()),
          ),
        "must not set secure, ignoreTLS, requireTLS or opportunisticTLS: the scheme chooses " +
          "TLS (smtps://) or STARTTLS (smtp://), and SMTP_ALLOW_PLAINTEXT=true allows clear text",
      )
      .refine(
        (value) =>
          !URL.canParse(value) ||
          new URL(value).searchParams.get("tls.rejectUnauthorized") !== "false",
        "must not turn off the check of the mail server's certificate (tls.rejectUnauthorized)",
      )
      .optional()
      .or(z.literal("").transform(() => undefined)),
    SMTP_ALLOW_PLAINTEXT: booleanFlag.default(false),
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
        'must be an address like "Spa website <no-reply@example.com>"',
      )
      .default("Spa website <no-reply@localhost>"),
    /**
     * Staff push alerts (decision 0029): lets a subscription name a test push service on
     * http(s)://127.0.0.1 (the tests'). Off: only https push services with public names.
     */
    PUSH_ALLOW_LOOPBACK_TEST_SERVICE: booleanFlag.default(false),
    MAIL_TO: z
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * Text messages through Twilio (issue 37, decision 0057): off until the account, its token,
     * the sending number (E.164) or Messaging Service (MG…) are set and the operator says the
     * A2P 10DLC registration is approved. TWILIO_API_URL points the client elsewhere (a local
     * stand-in for tests and staging).
     */
    TWILIO_ACCOUNT_SID: optionalMatch(/^AC[0-9a-fA-F]{32}$/, "must be an Account SID (AC and 32 hex digits)"),
    TWILIO_AUTH_TOKEN: optionalMatch(/^[0-9a-z]{16,64}$/i, "must be the account's Auth Token"),
    TWILIO_FROM: optionalMatch(
      /^(?:\+1[2-9]\d{2}[2-9]\d{6}|MG[0-9a-fA-F]{32})$/,
      "must be the spa's US number in E.164 (+17185550100) or a Messaging Service SID (MG…)",
    ),
    TWILIO_MESSAGING_APPROVED: booleanFlag.default(false),
    TWILIO_API_URL: z
      .url({ protocol: /^https?$/ })
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

/** The settings as the environment gives them; `Env` is them after the defaults that depend on others. */
type ParsedEnv = z.infer<typeof envSchema>;
export type Env = Omit<ParsedEnv, "SITE_URL"> & { SITE_URL: string };

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

/**
 * A production server that believes it lives at 127.0.0.1 writes that address into canonical
 * links, sitemaps and structured data, and one that sends from no-reply@localhost has its lead
 * e-mails refused or filed as spam. Both are defaults that suit a laptop, so in production they
 * must be set explicitly, unless ALLOW_LOCALHOST=true says that this is a local production run.
 */
function productionProblems(env: Env, source: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== "production" || env.ALLOW_LOCALHOST) return [];
  const problems: string[] = [];
  const hint = "(for a local production-like run, set ALLOW_LOCALHOST=true)";
  if (!source.SITE_URL) {
    problems.push(
      `SITE_URL must be set to the site's public address (https://www.example.com) when NODE_ENV=production ${hint}`,
    );
  } else if (isLocalHost(new URL(env.SITE_URL).hostname)) {
    problems.push(
      `SITE_URL ${env.SITE_URL} is a local address, not the site's public one; it would go into canonical links and sitemaps ${hint}`,
    );
  }
  if (env.PUSH_ALLOW_LOOPBACK_TEST_SERVICE) {
    problems.push(
      `PUSH_ALLOW_LOOPBACK_TEST_SERVICE=true lets staff devices point the server at 127.0.0.1; it is for tests only ${hint}`,
    );
  }
  if (env.SMTP_URL) {
    if (!source.MAIL_FROM) {
      problems.push(
        `MAIL_FROM must be set to a sender address of your own domain when SMTP_URL is set and NODE_ENV=production ${hint}`,
      );
    } else if (isLocalHost(mailDomain(env.MAIL_FROM))) {
      problems.push(
        `MAIL_FROM ${env.MAIL_FROM} has a local domain that mail servers refuse; use an address of your own domain ${hint}`,
      );
    }
  }
  return problems;
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
  const env: Env = {
    ...parsed.data,
    // A server started with PORT=4200 and no SITE_URL is at :4200, so the addresses it writes
    // (set-password links from `npm run staff`, canonical links, the OpenAPI server) are too.
    SITE_URL: parsed.data.SITE_URL ?? `http://127.0.0.1:${parsed.data.PORT}`,
  };
  const problems = productionProblems(env, source);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    contentDir: path.resolve(env.CONTENT_DIR),
  };
}
