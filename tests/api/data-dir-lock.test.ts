import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "~/server/db/data-dir-lock.server";
import { PROJECT_ROOT } from "~/server/http-app.server";

const run = promisify(execFile);
const folders: string[] = [];

function tempFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "spa-lock-"));
  folders.push(dir);
  return dir;
}

/** A lock as a crashed owner leaves it: the directory, its owner record, refreshed `ageMs` ago. */
function abandonedLock(dir: string, owner: { pid: number; hostname: string }, ageMs: number) {
  const lockPath = path.join(dir, LOCK_FILE);
  fs.mkdirSync(lockPath);
  fs.writeFileSync(path.join(dir, "server.lock.owner.json"), JSON.stringify(owner));
  const refreshed = new Date(Date.now() - ageMs);
  fs.utimesSync(lockPath, refreshed, refreshed);
}

/** The PID of a process that has exited. */
function deadPid() {
  const child = spawnSync(process.execPath, ["-e", ""]);
  if (child.pid === undefined) throw new Error("no child process");
  return child.pid;
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the data folder lock", () => {
  it("takes over a lock recorded with this process's own PID (a restart after kill -9)", async () => {
    const dir = tempFolder();
    abandonedLock(dir, { pid: process.pid, hostname: os.hostname() }, 10_000);
    const started = Date.now();
    const release = await lockDataDir(dir, () => {});
    expect(Date.now() - started).toBeLessThan(3000);
    await release();
  });

  it("still refuses a second lock of a folder this process holds", async () => {
    const dir = tempFolder();
    const release = await lockDataDir(dir, () => {});
    await expect(lockDataDir(dir, () => {})).rejects.toThrow(DataDirInUseError);
    await release();
    // Released: the folder can be locked again.
    await (
      await lockDataDir(dir, () => {})
    )();
  });

  it("takes over a lock of another machine only after a minute without refresh", async () => {
    const fresh = tempFolder();
    abandonedLock(fresh, { pid: 1, hostname: "another-host" }, 10_000);
    await expect(lockDataDir(fresh, () => {})).rejects.toThrow(DataDirInUseError);
    const stale = tempFolder();
    abandonedLock(stale, { pid: 1, hostname: "another-host" }, 61_000);
    await (
      await lockDataDir(stale, () => {})
    )();
  });

  it(
    "lets exactly one of several processes take over an abandoned lock, every time",
    { timeout: 120_000 },
    async () => {
      const contenders = 3;
      const roundCount = 4;
      const roundMs = 3500;
      // Spawning and loading TypeScript takes a few seconds on a busy machine.
      const firstStart = Date.now() + 8000;
      const rounds = Array.from({ length: roundCount }, (_, index) => {
        const dataDir = tempFolder();
        // Half the rounds: a dead owner on this machine; the others: a lock silent for a minute.
        if (index % 2 === 0)
          abandonedLock(dataDir, { pid: deadPid(), hostname: os.hostname() }, 10_000);
        else abandonedLock(dataDir, { pid: 1, hostname: "another-host" }, 61_000);
        return { dataDir, startAt: firstStart + index * roundMs };
      });
      const holdUntil = firstStart + roundCount * roundMs;
      const outputs = await Promise.all(
        Array.from({ length: contenders }, (_, index) =>
          run(
            process.execPath,
            [
              "--import",
              "tsx",
              path.join(PROJECT_ROOT, "tests/support/lock-contender.ts"),
              JSON.stringify({ rounds, holdUntil, removeDelayMs: 100 + 150 * index }),
            ],
            { cwd: PROJECT_ROOT, timeout: 90_000 },
          ),
        ),
      );
      const lines = outputs.flatMap(({ stdout }) =>
        stdout
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { round: number; outcome: string; detail?: string }),
      );
      for (let round = 0; round < roundCount; round++) {
        const outcomes = lines
          .filter((line) => line.round === round)
          .map((line) => line.outcome)
          .sort();
        expect(outcomes, `round ${round}`).toEqual(["in-use", "in-use", "won"]);
      }
    },
  );
});
