import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { htmlErrors } from "./support/html";
import { SPEC_PORTS } from "./support/ports";

/** Starts the production server (built by `npm run build`) on its own port and data folder. */
function startServer(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["build/app/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production on this machine, with the default SITE_URL http://127.0.0.1:3000.
      ALLOW_LOCALHOST: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilReady(port: number) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become ready");
}

test.describe("the server process", () => {
  test.setTimeout(90_000);
  let dataDir: string;
  let server: ReturnType<typeof startServer> | undefined;
  const port = SPEC_PORTS.process;

  test.beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-process-"));
  });
  test.afterEach(async () => {
    if (server && server.child.exitCode === null) {
      (server.child as ChildProcess).kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("in production, refuses to start without a public SITE_URL, naming the variable", async () => {
    server = startServer(dataDir, port, { ALLOW_LOCALHOST: "false" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("SITE_URL must be set");
    expect(server.output()).toContain("ALLOW_LOCALHOST=true");
  });

  test("a second server on the same data folder refuses to start, naming the folder", async () => {
    server = startServer(dataDir, port);
    await waitUntilReady(port);
    const second = startServer(dataDir, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use`);
  });

  test("SIGTERM finishes the request in flight, then closes the database and exits 0", async () => {
    server = startServer(dataDir, port);
    await waitUntilReady(port);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ salon_id: 6186, offset: 0, limit: 2 });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(
      `POST /api/wsreviewsPost HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"total_reviews"');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    // The folder is free again: a new server starts on it.
    server = startServer(dataDir, port);
    await waitUntilReady(port);
  });

  test("with a booking portal configured, Book Now and the thank-you pages frame it, 1200px high", async () => {
    const bookingUrl = "https://booking.example.com/serenity/staten-island";
    server = startServer(dataDir, port, { BOOKING_URL: bookingUrl });
    await waitUntilReady(port);
    for (const path of [
      "/book-now",
      "/tattoo-removal-staten-island-ads-thank-you",
      "/ipl-therapy-staten-island-ads-thank-you",
      "/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you",
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? "";
      expect(frame, path).toContain(`src="${bookingUrl}"`);
      expect(frame, path).toContain('height="1200"');
      // Full width comes from the stylesheet: a width attribute takes pixels only.
      expect(frame, path).not.toContain("width=");
      // With the frame there, the pages may point at it (without one they must not; landing.spec).
      if (path.endsWith("-thank-you")) expect(html, path).toContain("booking calendar below");
      expect(html, path).not.toContain("Opening hours");
      expect(await htmlErrors(html, path)).toEqual([]);
      expect(response.headers.get("content-security-policy"), path).toContain(
        "frame-src https://booking.example.com",
      );
    }
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.headers.get("content-security-policy")).toContain("frame-src 'none'");
  });
});
