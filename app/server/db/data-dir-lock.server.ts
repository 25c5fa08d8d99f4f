import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import lockfile from "proper-lockfile";

export class DataDirInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another process (is the site already running?). ` +
        "Embedded PostgreSQL allows one process per folder: stop the other process, " +
        "use another DATA_DIR, or set DATABASE_URL.",
    );
    this.name = "DataDirInUseError";
  }
}

export const LOCK_FILE = "server.lock";
const OWNER_FILE = "server.lock.owner.json";
const REFRESH_MS = 5_000;

interface LockOwner {
  pid: number;
  hostname: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * "live": another process holds the lock. "abandoned": its recorded owner, a process of this
 * machine, no longer exists and the lock has missed a refresh. "settling": the owner is gone but
 * the lock is younger than one refresh, so it may belong to a process that has just taken it over
 * and not yet recorded itself; look again shortly.
 */
function lockState(dataDir: string, lockPath: string): "live" | "abandoned" | "settling" {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), "utf8")) as LockOwner;
    if (owner.hostname !== os.hostname() || isAlive(owner.pid)) return "live";
    const age = Date.now() - fs.statSync(lockPath).mtimeMs;
    return age > REFRESH_MS + 1000 ? "abandoned" : "settling";
  } catch {
    return "live";
  }
}

/**
 * PGlite neither prevents nor detects a second process on the same folder, and that process's
 * writes are silently lost. So every process that opens the folder holds this lock first.
 *
 * The lock (proper-lockfile) is refreshed every 5 s and considered abandoned after 60 s without a
 * refresh: generous, because a busy two-core machine can stall a starting server for seconds. A
 * crashed owner is detected at once from its recorded PID, so a restart need not wait.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const options = {
    lockfilePath: lockPath,
    stale: 60_000,
    update: REFRESH_MS,
    retries: 0,
    realpath: false,
    onCompromised,
  };
  let release: (() => Promise<void>) | undefined;
  for (let attempt = 0; !release; attempt++) {
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      const state = lockState(dataDir, lockPath);
      if (state === "live" || attempt >= 10) throw new DataDirInUseError(dataDir);
      if (state === "abandoned") fs.rmSync(lockPath, { recursive: true, force: true });
      else await sleep(1000);
    }
  }
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname() };
  fs.writeFileSync(path.join(dataDir, OWNER_FILE), JSON.stringify(owner));
  return release;
}
