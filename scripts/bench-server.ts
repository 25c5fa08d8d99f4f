/**
 * The app server and scratch database of `npm run bench`'s scripts (bench.ts,
 * bench-lead-messages.ts): the compiled server (node build/app/server.js, as `npm start` runs it)
 * with the bench's settings, its memory, and a PostgreSQL database made for one run.
 *
 * ALTCHA_MAX_NUMBER=10 makes the challenges quick to solve here; the server's verification (one
 * key derivation at ALTCHA_COST) is the same whatever the range. The rate limits are raised
 * because every request comes from 127.0.0.1.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1]);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

export async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(ROOT, "build/app/server.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      ALLOW_LOCALHOST: "true",
      ALTCHA_MAX_NUMBER: "10",
      RATE_LIMIT_FORM_POSTS: "100000",
      RATE_LIMIT_OTHER_POSTS: "100000",
      RATE_LIMIT_CAPTCHA_CHALLENGES: "100000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = child.pid ?? 0;
  let peakDuringStart = 0;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      peakDuringStart = Math.max(peakDuringStart, memory(pid).peakMb);
    } catch {
      // not started yet
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, pid, url: `http://127.0.0.1:${port}` };
}

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export async function scratchDatabase(name = `spa_bench_${process.pid}`) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
