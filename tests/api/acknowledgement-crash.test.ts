/**
 * Killing the app server (kill -9) between storing a lead and sending the visitor's
 * acknowledgement loses no acknowledgement and sends none twice: the outbox row was written in
 * the lead's transaction, and a server started afterwards sends it once its claim's lease is over.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import * as t from "~/server/db/schema.server";
import { PROJECT_ROOT } from "~/server/http-app.server";
import { createLogger } from "~/server/logger.server";
import { createServices } from "~/server/services.server";
import { pgliteDir } from "~/server/storage.server";
import { DEFAULT_LEASE_MS, startOutboxWorker } from "~/server/mail/outbox.server";
import { TestSmtp } from "../support/smtp";
import {
  backends,
  postJson,
  solveCaptcha,
  startTestApp,
  testConfig,
  type Backend,
} from "../support/test-app";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An SMTP server that accepts connections and never greets: a send hangs before DATA. */
async function silentSmtp() {
  const sockets: net.Socket[] = [];
  let connected: () => void = () => {};
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { port, firstConnection };
}

/** The app server as a process (tests/support/app-server-process.ts); resolves with its URL. */
async function startServerProcess(env: Record<string, string>) {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "tests/support/app-server-process.ts"],
    { cwd: PROJECT_ROOT, env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    void exited.then(() => reject(new Error(`the server process stopped: ${errors}`)));
  });
  return { url, child, exited };
}

/** A seeded database the server process and the test both open. */
async function sharedDatabase(backend: Backend): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  config: Record<string, string>;
}> {
  if (backend === "postgres") {
    // A scratch database, seeded by a test app that is then only used to drop it.
    const app = await startTestApp("postgres");
    cleanups.push(() => app.close());
    return {
      env: { DATABASE_URL: app.config.DATABASE_URL! },
      open: async (): Promise<DatabaseHandle> => app.database,
      config: { DATABASE_URL: app.config.DATABASE_URL! },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-ack-crash-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    env: { DATA_DIR: dir },
    open: async () => {
      const database = await openDatabase({ dataDir: pgliteDir(dir) });
      cleanups.push(() => database.close());
      return database;
    },
    config: {},
  };
}

describe.each(backends)("the visitor's acknowledgement across a crash on %s", (backend) => {
  it("is sent exactly once by the next server when the first is killed before sending", async () => {
    const silent = await silentSmtp();
    const shared = await sharedDatabase(backend);
    const server = await startServerProcess({
      ...shared.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      CONTENT_DIR: path.join(PROJECT_ROOT, "content"),
      ALTCHA_COST: "50",
      ALTCHA_MAX_NUMBER: "50",
      SMTP_URL: `smtp://127.0.0.1:${silent.port}`,
      SMTP_ALLOW_PLAINTEXT: "true",
    });

    const email = "crash.visitor@example.com";
    const captcha = await solveCaptcha(server.url);
    const answer = await postJson(`${server.url}/api/LadingFormdataConsultation`, {
      firstName: "Ana",
      lastName: "Ortiz",
      phone: "7185550123",
      email,
      captcha,
    });
    expect(answer.status).toBe(200);
    // The server's worker has claimed the lead's messages and is waiting for the SMTP greeting.
    await silent.firstConnection;
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");

    const database = await shared.open();
    const rows = await database.db.select().from(t.mailOutbox);
    const ack = rows.find((row) => row.purpose === "acknowledge");
    expect(ack).toMatchObject({ status: "pending", attempts: 1 });
    expect(rows.filter((row) => row.purpose === "notify")).toHaveLength(1);

    // The next server, with a mail server that works.
    const smtp = new TestSmtp();
    await smtp.start(0);
    cleanups.push(() => smtp.stop());
    const config = testConfig({
      ...shared.config,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_ALLOW_PLAINTEXT: "true",
    });
    const services = await createServices(config, createLogger("silent"), database);
    cleanups.push(() => services.mail?.transport.close());
    const workerAt = (now?: () => Date) => {
      const worker = startOutboxWorker({
        db: database.db,
        logger: services.logger,
        ...services.mail!,
        deliveries: services.outbox.deliveries,
        autoRun: false,
        now,
      });
      cleanups.push(() => worker.stop());
      return worker;
    };

    // While the dead server's lease runs, nobody sends (it might still have been sending).
    expect(await workerAt().runOnce()).toBe(0);
    // After it: both messages, once.
    const later = () => new Date(Date.now() + DEFAULT_LEASE_MS + 60_000);
    const worker = workerAt(later);
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    const acks = smtp.received.filter((r) => r.envelopeTo.includes(email));
    expect(acks).toHaveLength(1);
    expect(acks[0]!.mail.subject).toMatch(/^We received your request/);
    expect(acks[0]!.mail.text).toMatch(/^Hello Ana,/);
    expect(smtp.received).toHaveLength(2);
    const [sent] = await database.db
      .select()
      .from(t.mailOutbox)
      .where(eq(t.mailOutbox.id, ack!.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    // A new embedded database without the build's template runs initdb in the child (~30 s).
  }, 180_000);
});
