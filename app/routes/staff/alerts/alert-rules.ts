/**
 * Staff alerts on a phone (decision 0029): what the alerts page and the push delivery share.
 * Pure, so the page, the staff API and the outbox's delivery agree and the unit tests cover it:
 * the quiet hours (minutes after midnight in the spa's time zone, possibly across midnight), a
 * device's label from its browser, and the check of a push service's address (the server POSTs
 * to it, so it must not be a way into the server's own network).
 */
import { z } from "zod/mini";
import { SPA_TIME_ZONE } from "~/lib/staff/leads";

// ---------------------------------------------------------------- quiet hours

export const MINUTES_PER_DAY = 24 * 60;

/** Whether `minute` (0-1439) falls in the quiet span [from, until), which may wrap past midnight. */
export function inQuietHours(minute: number, from: number | null, until: number | null): boolean {
  if (from === null || until === null || from === until) return false;
  if (from < until) return minute >= from && minute < until;
  return minute >= from || minute < until;
}

const spaClock = new Intl.DateTimeFormat("en-US", {
  timeZone: SPA_TIME_ZONE,
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** Minutes after midnight at the spa (America/New_York) at `instant`. */
export function spaMinuteOfDay(instant: Date): number {
  const parts = spaClock.formatToParts(instant);
  const hour = Number(parts.find((p) => p.type === "hour")?.value ?? 0) % 24;
  const minute = Number(parts.find((p) => p.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}

/** "9:00 PM" for 1260; the quiet-hours selects' labels. */
export function clockLabel(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = minuteOfDay % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The choices of the quiet-hours selects: every hour of the day. */
export const QUIET_HOUR_CHOICES = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour * 60),
  label: clockLabel(hour * 60),
}));

/** "From 9:00 PM until 8:00 AM", or that there are none. */
export function quietHoursWords(from: number | null, until: number | null): string {
  if (from === null || until === null) return "No quiet hours: alerts come at any time.";
  return `No alerts from ${clockLabel(from)} until ${clockLabel(until)}.`;
}

// ---------------------------------------------------------------- device label

const UA_MAX = 512;

const BROWSERS: [marker: string, name: string][] = [
  ["EdgA/", "Edge"],
  ["EdgiOS/", "Edge"],
  ["Edg/", "Edge"],
  ["SamsungBrowser/", "Samsung Internet"],
  ["OPR/", "Opera"],
  ["FxiOS/", "Firefox"],
  ["Firefox/", "Firefox"],
  ["CriOS/", "Chrome"],
  ["Chromium/", "Chromium"],
  ["Chrome/", "Chrome"],
  ["Safari/", "Safari"],
];

const SYSTEMS: [marker: string, name: string][] = [
  ["iPhone", "iPhone"],
  ["iPad", "iPad"],
  ["Android", "Android"],
  ["CrOS", "ChromeOS"],
  ["Windows", "Windows"],
  ["Macintosh", "Mac"],
  ["Linux", "Linux"],
];

/** "Chrome on Android", "Safari on iPhone", from the browser's User-Agent; never the raw text. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, UA_MAX);
  const browser = BROWSERS.find(([marker]) => ua.includes(marker))?.[1];
  const system = SYSTEMS.find(([marker]) => ua.includes(marker))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return "A browser";
}

// ---------------------------------------------------------------- push service address

export const ENDPOINT_MAX = 1024;

/** Names that only mean something inside a network, never a public push service. */
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa", ".intranet"];

export interface EndpointRules {
  /**
   * PUSH_ALLOW_LOOPBACK_TEST_SERVICE: a test push service on http(s)://127.0.0.1, any port (the
   * tests'). Off by default: then only https on the default port to a public name is accepted.
   */
  allowLoopbackTestService: boolean;
}

/**
 * Why a push service's address is refused, or undefined when it is acceptable. The server will
 * POST to it, so (SSRF): https only, on the default port, no credentials, a public host name (no
 * IP literal of any spelling, no localhost, no single-label or local names). The addresses a
 * name resolves to are checked again when the server connects (server/push/send.server.ts).
 */
export function endpointProblem(raw: string, rules: EndpointRules): string | undefined {
  if (raw.length > ENDPOINT_MAX) return "The push service's address is too long.";
  if (!URL.canParse(raw)) return "The push service's address is not a URL.";
  const url = new URL(raw);
  if (url.username || url.password) return "The push service's address may not hold a password.";
  if (rules.allowLoopbackTestService && url.hostname === "127.0.0.1") {
    return url.protocol === "http:" || url.protocol === "https:"
      ? undefined
      : "The push service's address must be https.";
  }
  if (url.protocol !== "https:") return "The push service's address must be https.";
  if (url.port !== "") return "The push service's address must use the standard port.";
  const host = url.hostname.toLowerCase();
  // The URL parser has already turned every IPv4 spelling (0x7f.1, 2130706433) into dotted form.
  if (host.startsWith("[") || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) {
    return "The push service's address must be a name, not an IP address.";
  }
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  if (
    name === "localhost" ||
    !name.includes(".") ||
    LOCAL_SUFFIXES.some((suffix) => name.endsWith(suffix))
  ) {
    return "The push service's address must be a public name.";
  }
  return undefined;
}

// ---------------------------------------------------------------- what the forms and API send

const csrfToken = z
  .string({ error: "The page is out of date: reload it." })
  .check(z.maxLength(100, { abort: true }), z.minLength(1));

/** An uncompressed P-256 public key (65 bytes, 0x04 first) in unpadded base64url: 87 characters. */
const p256dh = z
  .string({ error: "The browser's key is missing." })
  .check(
    z.maxLength(100, { abort: true }),
    z.regex(/^B[\w-]{86}$/, { error: "The browser's key is not a P-256 public key." }),
  );
/** The 16-byte auth secret in unpadded base64url: 22 characters. */
const auth = z
  .string({ error: "The browser's secret is missing." })
  .check(
    z.maxLength(40, { abort: true }),
    z.regex(/^[\w-]{22}$/, { error: "The browser's secret is not 16 bytes." }),
  );
const endpoint = z
  .string({ error: "The push service's address is missing." })
  .check(
    z.maxLength(ENDPOINT_MAX, { error: "The push service's address is too long.", abort: true }),
    z.minLength(1, { error: "The push service's address is missing." }),
  );

/** This device's subscription, as `PushSubscription.toJSON()` gives it, and the page's token. */
export const pushSubscribeSchema = z.object({
  csrfToken,
  endpoint,
  keys: z.object({ p256dh, auth }),
});
export type PushSubscribeInput = z.output<typeof pushSubscribeSchema>;

/** Turning alerts off on this device: its subscription's endpoint. */
export const pushUnsubscribeSchema = z.object({ csrfToken, endpoint });

/** The most devices one member may have alerts on. */
export const MAX_DEVICES = 10;

const minuteChoice = z.string().check(
  z.maxLength(5, { abort: true }),
  z.refine((value) => QUIET_HOUR_CHOICES.some((choice) => choice.value === value), {
    error: "Choose an hour from the list.",
  }),
);

/** The quiet-hours form: both ends, or "none". */
export const quietHoursSchema = z
  .object({
    csrfToken,
    quiet: z.enum(["none", "hours"], { error: "Choose whether to have quiet hours." }),
    quietFrom: z.optional(minuteChoice),
    quietUntil: z.optional(minuteChoice),
  })
  .check(
    z.refine((value) => value.quiet === "none" || (value.quietFrom && value.quietUntil), {
      error: "Choose when quiet hours start and end.",
      path: ["quietUntil"],
    }),
    z.refine((value) => value.quiet === "none" || value.quietFrom !== value.quietUntil, {
      error: "Quiet hours must end at another time than they start.",
      path: ["quietUntil"],
    }),
  );

/** Removing one of the member's devices from the list. */
export const deviceRemoveSchema = z.object({
  csrfToken,
  device: z
    .string({ error: "Reload the page and try again." })
    .check(z.maxLength(40, { abort: true }), z.minLength(1)),
});

/** The path of a lead's page, the only place an alert opens. */
export const leadPagePath = (leadId: string) => `/staff/leads/${leadId}`;
