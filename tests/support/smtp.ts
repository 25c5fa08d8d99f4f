/** A real SMTP server for the tests that check what the app e-mails. */
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { sleep } from "./wait";

export interface Received {
  mail: ParsedMail;
  envelopeTo: string[];
  receivedAt: number;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
export class TestSmtp {
  received: Received[] = [];
  /** Refuse every message with a permanent error. */
  reject = false;
  /** Hold each message this long before answering. */
  delayMs = 0;
  onMessageStart: (() => void) | undefined;
  port = 0;
  private server: SMTPServer | undefined;

  /** The app's settings to send through this server (which offers no STARTTLS). */
  appEnv(): Record<string, string> {
    return { SMTP_URL: `smtp://127.0.0.1:${this.port}`, SMTP_ALLOW_PLAINTEXT: "true" };
  }

  async start(port = this.port) {
    const server = new SMTPServer({
      authOptional: true,
      secure: false,
      disabledCommands: ["STARTTLS"],
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => {
        this.onMessageStart?.();
        // A message answered late (after the client gave up) lands in its own test's list.
        const received = this.received;
        simpleParser(stream).then(async (mail) => {
          if (this.delayMs) await sleep(this.delayMs);
          if (this.reject) {
            const error = new Error("5.7.1 Message refused for <salon@example.com>");
            return callback(Object.assign(error, { responseCode: 554 }));
          }
          received.push({
            mail,
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            receivedAt: performance.now(),
          });
          callback();
        }, callback);
      },
    });
    // A sender that goes away mid-message (a killed app server) is a connection error, not a
    // reason to end the test run.
    server.on("error", () => {});
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  get running() {
    return this.server !== undefined;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
