/**
 * A production server of a spec's own, for what the workers' servers are not set up for (passkeys
 * on a second origin, texting against the Twilio stand-in): the build on its own port and embedded
 * database in `.tmp/`, ready when its `/readyz` answers. `stop()` ends it and removes its data.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../../..");

export interface OwnServer {
  /** Its data folder, for the staff CLI (`createStaffMember(..., { dataDir })`). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  name: string,
  siteUrl: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const port = new URL(siteUrl).port;
  const dataDir = path.join(ROOT, `.tmp/e2e-${name}-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["build/app/server.js"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      ALLOW_LOCALHOST: "true",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SIGN_IN: "1000",
      ...env,
    },
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  await expect
    .poll(async () => (await fetch(`${siteUrl}/readyz`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(200);
  return {
    dataDir,
    async stop() {
      if (server.exitCode === null) server.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
