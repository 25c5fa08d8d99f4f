/**
 * A Web Push service for tests (RFC 8030) on http://127.0.0.1: it takes the app's POSTs to a
 * subscription's endpoint, checks the VAPID signature (RFC 8292: an ES256 JWT for this origin,
 * signed by the key in `k=`) and decrypts the aes128gcm body (RFC 8291) with the subscription's
 * private key, as a browser's push service and the browser would. The subscriptions are made here
 * too: a P-256 key pair and an auth secret from node:crypto. No app code: the API and browser
 * tests both use it.
 */
import {
  createECDH,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** web-push's own dependency, the reference implementation of the encoding. */
const ece = require("http_ece") as {
  decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  /** The subscription's endpoint that was posted to. */
  endpoint: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims (aud, exp, sub) and the public key that signed it. */
  claims: Record<string, unknown>;
  vapidKey: string;
  /** The decrypted payload, as text. */
  text: string;
}

interface Device {
  ecdh: ECDH;
  auth: string;
  /** The status the service answers for this device (201 unless a test says otherwise). */
  status: number;
}

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** Checks `vapid t=<jwt>, k=<key>`; returns the claims, or throws why not. */
function verifyVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([\w.-]+), ?k=([\w-]+)$/.exec((header ?? "").slice(0, 2000));
  if (!match) throw new Error("no VAPID Authorization");
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split(".");
  if (!head || !body || !signature) throw new Error("malformed JWT");
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not a P-256 point");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("bad VAPID signature");
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  if (claims.aud !== origin) throw new Error(`aud ${String(claims.aud)} is not ${origin}`);
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) {
    throw new Error("expired");
  }
  if (typeof claims.sub !== "string") throw new Error("no sub");
  return { claims, key };
}

export class TestPushService {
  private server: http.Server | undefined;
  private devices = new Map<string, Device>();
  readonly received: ReceivedPush[] = [];
  /** Requests refused by the service itself (bad signature, undecryptable body). */
  readonly refused: string[] = [];
  private waiters: (() => void)[] = [];
  origin = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    this.origin = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** A new browser subscription at this service: its endpoint and public keys. */
  subscribe(): TestSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = b64url(randomBytes(16));
    const endpoint = `${this.origin}/push/${randomUUID()}`;
    this.devices.set(new URL(endpoint).pathname, { ecdh, auth, status: 201 });
    return { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
  }

  /** What this service answers for a subscription from now on (410: it is gone). */
  answer(endpoint: string, status: number) {
    const device = this.devices.get(new URL(endpoint).pathname);
    if (!device) throw new Error("unknown subscription");
    device.status = status;
  }

  /** Messages received for one subscription. */
  for(endpoint: string): ReceivedPush[] {
    return this.received.filter((push) => push.endpoint === endpoint);
  }

  /** Resolves once `count` messages have arrived (in all), or rejects after `ms`. */
  async waitFor(count: number, ms = 10_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `expected ${count} pushes, got ${this.received.length}; refused: ${this.refused.join("; ")}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      const device = this.devices.get(path);
      if (req.method !== "POST" || !device) {
        res.writeHead(404).end();
        return;
      }
      if (device.status !== 201) {
        res.writeHead(device.status).end();
        return;
      }
      try {
        const { claims, key } = verifyVapid(req.headers.authorization, this.origin);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const text = ece
          .decrypt(Buffer.concat(chunks), {
            version: "aes128gcm",
            privateKey: device.ecdh,
            authSecret: device.auth,
          })
          .toString("utf8");
        const header = (name: string) => {
          const value = req.headers[name];
          return typeof value === "string" ? value : undefined;
        };
        this.received.push({
          endpoint: `${this.origin}${path}`,
          ttl: header("ttl"),
          urgency: header("urgency"),
          topic: header("topic"),
          claims,
          vapidKey: key,
          text,
        });
        res.writeHead(201).end();
        for (const wake of this.waiters.splice(0)) wake();
      } catch (error) {
        this.refused.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  }
}
