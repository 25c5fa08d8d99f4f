/**
 * Sends one Web Push message (RFC 8030) with the request `web-push` prepares (aes128gcm
 * encryption, RFC 8291; the VAPID signature, RFC 8292), over our own HTTP client so that:
 * - the connection is refused when the push service's name resolves to a loopback, private,
 *   link-local or otherwise internal address (SSRF; the subscription's address was checked for
 *   its spelling when it was saved, this catches a name that points inside);
 * - the send is bounded by the outbox's abort signal;
 * - the tests' push service on http://127.0.0.1 can be reached when the configuration allows it.
 */
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import webpush from "web-push";
import type { Vapid } from "./vapid.server";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for a device that is off. */
  ttl: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** Replaces a message of the same topic still waiting at the push service (base64url, <= 32). */
  topic?: string;
  /** Allow http(s)://127.0.0.1 (PUSH_ALLOW_LOOPBACK_TEST_SERVICE). */
  allowLoopback: boolean;
  signal: AbortSignal;
}

/**
 * Addresses no push service has: loopback, private, link-local, CGNAT, multicast, reserved, and
 * the IPv6 forms that embed an IPv4 address (which could be one of those).
 */
const INTERNAL = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  // The unspecified address, loopback and the IPv4-compatible range (::a.b.c.d, deprecated by
  // RFC 4291): BlockList maps only ::ffff:a.b.c.d to its IPv4 rules, so ::127.0.0.1 passed.
  ["::", 96],
  // Ranges that carry an IPv4 address inside: NAT64 (well-known and local-use), 6to4, Teredo.
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["2002::", 16],
  ["2001::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, "ipv6");
}

export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A DNS lookup that fails for internal addresses (unless the loopback test service is allowed). */
function guardedLookup(allowLoopback: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find(
        (entry) =>
          isInternalAddress(entry.address) && !(allowLoopback && entry.address === "127.0.0.1"),
      );
      if (refused || list.length === 0) {
        const denied = Object.assign(new Error("push service resolves to an internal address"), {
          code: "EPUSHADDRESS",
        });
        return callback(denied, "", 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const [first] = list;
      return callback(null, first!.address, first!.family);
    });
  };
}

/** A push service's VAPID Authorization, signed once and reused until near its expiry. */
const vapidCache = new Map<string, { authorization: string; renewAt: number }>();
/** The JWT's lifetime (RFC 8292 allows up to 24 h); renewed an hour before it ends. */
const VAPID_LIFETIME_S = 12 * 60 * 60;

/**
 * The `Authorization` header for a push service's origin. Signing (ES256 through web-push's
 * pure-JS key handling) costs about 2 ms, more than the encryption: done once per push service
 * and key every 11 hours instead of once per device and message.
 */
function vapidAuthorization(audience: string, vapid: Vapid, now = Date.now()): string {
  const key = `${audience} ${vapid.publicKey} ${vapid.subject}`;
  const cached = vapidCache.get(key);
  if (cached && cached.renewAt > now) return cached.authorization;
  const expiration = Math.floor(now / 1000) + VAPID_LIFETIME_S;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    expiration,
  );
  const authorization = String(headers.Authorization);
  if (vapidCache.size > 100) vapidCache.clear();
  vapidCache.set(key, { authorization, renewAt: now + (VAPID_LIFETIME_S - 3600) * 1000 });
  return authorization;
}

export interface PushAnswer {
  status: number;
}

/**
 * Sends `payload` to one device; resolves to the push service's status (201 when accepted; 404
 * and 410 mean the subscription is gone), rejects on a network failure or abort.
 */
export function sendPush(
  target: PushTarget,
  payload: string,
  vapid: Vapid,
  options: PushOptions,
): Promise<PushAnswer> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      // No vapidDetails (nor web-push's global setVapidDetails): the header is signed here, once
      // per push service (vapidAuthorization), not by web-push for every message.
      headers: { Authorization: vapidAuthorization(new URL(target.endpoint).origin, vapid) },
      TTL: options.ttl,
      urgency: options.urgency,
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  const url = new URL(details.endpoint);
  const client = url.protocol === "http:" ? http : https;
  const loopbackAllowed = options.allowLoopback && url.hostname === "127.0.0.1";
  if (url.protocol === "http:" && !loopbackAllowed) {
    return Promise.reject(new Error("push service is not https"));
  }
  // An IP literal is connected to without a lookup: checked here instead.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal) !== 0 && isInternalAddress(literal) && !loopbackAllowed) {
    return Promise.reject(new Error("push service is an internal address"));
  }
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: details.headers as http.OutgoingHttpHeaders,
        lookup: guardedLookup(options.allowLoopback),
        signal: options.signal,
        timeout: 30_000,
      },
      (response) => {
        // The body is a push service's message at most: read and dropped, never logged.
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("push service timed out")));
    request.on("error", reject);
    request.end(details.body ?? undefined);
  });
}
