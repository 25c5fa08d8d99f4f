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
const TAKEOVER_PREFIX = "server.lock.takeover-";
const REFRESH_MS = 5_000;
/** A lock not refreshed for this long is abandoned, whoever it names as owner. */
const STALE_MS = 60_000;
/** A takeover marker older than this belongs to a process that died while taking over. */
const TAKEOVER_TIMEOUT_MS = 5_000;
/**
 * proper-lockfile's own stale-lock removal checks and removes in two steps, so two processes can
 * both remove and both take the lock. It is switched off; `takeOver` below replaces it.
 */
const NEVER_STALE = Number.MAX_SAFE_INTEGER;

/** Locks this process holds now, so that it never mistakes its own lock for an abandoned one. */
const heldByThisProcess = new Set<string>();

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

function readOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), "utf8")) as LockOwner;
    return typeof owner.pid === "number" && typeof owner.hostname === "string" ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** One incarnation of the lock directory: a lock removed and taken again is another one. */
interface LockIdentity {
  ino: number;
  mtimeMs: number;
}

type LockState =
  | { kind: "gone" }
  | { kind: "live" }
  | { kind: "settling" }
  | { kind: "abandoned"; lock: LockIdentity };

/**
 * "live": another process holds the lock. "abandoned": the lock has missed refreshes for a minute,
 * or its recorded owner, a process of this machine, no longer exists and the lock has missed a
 * refresh. A lock recorded with this process's own PID is one of those (a container restarted
 * after kill -9 often gets the PID its previous run had), unless this process holds it now.
 * "settling": the owner is gone but the lock is younger than one refresh, so it may belong to a
 * process that has just taken it over and not yet recorded itself; look again shortly.
 */
function lockState(dataDir: string, lockPath: string): LockState {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "gone" };
    throw error;
  }
  const lock = { ino: stat.ino, mtimeMs: stat.mtimeMs };
  const age = Date.now() - stat.mtimeMs;
  if (age > STALE_MS) return { kind: "abandoned", lock };
  const owner = readOwner(dataDir);
  if (!owner || owner.hostname !== os.hostname()) return { kind: "live" };
  const ownerGone =
    owner.pid === process.pid ? !heldByThisProcess.has(lockPath) : !isAlive(owner.pid);
  if (!ownerGone) return { kind: "live" };
  return age > REFRESH_MS + 1000 ? { kind: "abandoned", lock } : { kind: "settling" };
}

/**
 * Removes the abandoned lock `seen` so that the caller can take it, unless another process is
 * doing so. Judging a lock abandoned and removing it are two steps; without care, a process that
 * judged it a moment ago could remove the lock that another has just taken in its place. So the
 * remover first creates a takeover marker named after that incarnation of the lock (mkdir is
 * atomic: one process gets it), then checks that the lock is still that incarnation (a new lock
 * has a new modification time) and removes it, without yielding in between. The marker's
 * generation moves on only when a marker is older than TAKEOVER_TIMEOUT_MS, left by a process
 * that died between its two steps. Returns false when another process is taking over.
 */
function takeOver(dataDir: string, lockPath: string, seen: LockIdentity): boolean {
  const incarnation = `${seen.ino}-${Math.round(seen.mtimeMs)}`;
  for (let generation = 0; ; generation++) {
    const marker = path.join(dataDir, `${TAKEOVER_PREFIX}${incarnation}-${generation}`);
    try {
      fs.mkdirSync(marker);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const markerStat = fs.statSync(marker, { throwIfNoEntry: false });
      // Gone meanwhile: a new owner has cleared the markers, so the lock is not `seen` any more.
      if (!markerStat || Date.now() - markerStat.mtimeMs <= TAKEOVER_TIMEOUT_MS) return false;
    }
  }
  const current = fs.statSync(lockPath, { throwIfNoEntry: false });
  if (!current) return true;
  if (current.ino !== seen.ino || current.mtimeMs !== seen.mtimeMs) return false;
  fs.rmSync(lockPath, { recursive: true, force: true });
  return true;
}

/** Markers of earlier takeovers; the lock they were about is gone once a new owner holds it. */
function removeTakeoverMarkers(dataDir: string) {
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith(TAKEOVER_PREFIX)) {
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
}

/** Written whole or not at all, so that a reader never judges a half-written owner. */
function recordOwner(dataDir: string) {
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname() };
  const temporary = path.join(dataDir, `${OWNER_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, JSON.stringify(owner));
  fs.renameSync(temporary, path.join(dataDir, OWNER_FILE));
}

/**
 * PGlite neither prevents nor detects a second process on the same folder, and that process's
 * writes are silently lost. So every process that opens the folder holds this lock first.
 *
 * The lock (a directory, made by proper-lockfile) is refreshed every 5 s and considered abandoned
 * after 60 s without a refresh: generous, because a busy two-core machine can stall a starting
 * server for seconds. A crashed owner on this machine is detected at once from its recorded PID,
 * so a restart need not wait. Taking over an abandoned lock is atomic (see `takeOver`): of several
 * processes starting together, one gets the folder and the others are told it is in use.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.resolve(dataDir, LOCK_FILE);
  if (heldByThisProcess.has(lockPath)) throw new DataDirInUseError(dataDir);
  const options = {
    lockfilePath: lockPath,
    stale: NEVER_STALE,
    update: REFRESH_MS,
    retries: 0,
    realpath: false,
    onCompromised: (error: Error) => {
      heldByThisProcess.delete(lockPath);
      onCompromised(error);
    },
  };
  let release: (() => Promise<void>) | undefined;
  for (let attempt = 0; !release; attempt++) {
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      const state = lockState(dataDir, lockPath);
      if (state.kind === "live" || attempt >= 10) throw new DataDirInUseError(dataDir);
      if (state.kind === "gone") continue;
      if (state.kind === "abandoned" && takeOver(dataDir, lockPath, state.lock)) continue;
      await sleep(1000);
    }
  }
  heldByThisProcess.add(lockPath);
  recordOwner(dataDir);
  removeTakeoverMarkers(dataDir);
  const releaseLock = release;
  return async () => {
    heldByThisProcess.delete(lockPath);
    await releaseLock();
  };
}
