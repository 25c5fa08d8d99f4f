/**
 * How a staff command reaches the data. With DATABASE_URL: PostgreSQL directly. With the embedded
 * database: through the running server's control socket when a server holds the folder, else by
 * opening the folder itself (holding its lock, so that a server cannot start meanwhile).
 */
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { Config } from "../app/server/config.server";
import { controlSocketPath } from "../app/server/control.server";
import { openDatabase, type DatabaseHandle } from "../app/server/db/client.server";
import { DataDirInUseError, lockDataDir } from "../app/server/db/data-dir-lock.server";
import { pgliteDir } from "../app/server/storage.server";

export interface SocketResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type Access =
  | {
      kind: "server";
      request(method: string, path: string, body?: unknown): Promise<SocketResponse>;
    }
  | { kind: "direct"; database: DatabaseHandle; close(): Promise<void> };

function socketRequest(socketPath: string, method: string, path: string, body?: unknown) {
  return new Promise<SocketResponse>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        socketPath,
        method,
        path,
        headers: payload ? { "Content-Type": "application/json" } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

export async function connect(config: Config): Promise<Access> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, poolMax: 2 });
    return { kind: "direct", database, close: () => database.close() };
  }
  const socketPath = controlSocketPath(config.dataDir);
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await socketRequest(socketPath, "GET", "/ping");
      return {
        kind: "server",
        request: (method, path, body) => socketRequest(socketPath, method, path, body),
      };
    } catch {
      // No server answers: open the folder ourselves, unless a server is just starting.
    }
    try {
      const release = await lockDataDir(config.dataDir, () => {
        console.error("Lost the data folder lock; stopping.");
        process.exit(1);
      });
      const database = await openDatabase({ dataDir: pgliteDir(config.dataDir) });
      return {
        kind: "direct",
        database,
        close: async () => {
          await database.close();
          await release();
        },
      };
    } catch (error) {
      if (!(error instanceof DataDirInUseError) || Date.now() > deadline) throw error;
      await sleep(300);
    }
  }
}

/** Parses a JSON answer from the control socket, or throws its message. */
export function jsonFrom<T>(response: SocketResponse): T {
  const parsed = JSON.parse(response.body.toString("utf8")) as T & { message?: string };
  if (response.status >= 400)
    throw new Error(parsed.message ?? `server answered ${response.status}`);
  return parsed;
}
