/**
 * One contender in the data-folder lock race of tests/api/data-dir-lock.test.ts, run as its own
 * process: `node --import tsx lock-contender.ts '<json>'`. For each round it waits for the
 * round's start time, tries to lock that round's folder and prints one JSON line with the
 * outcome; a winner holds the lock until `holdUntil`, so that a second winner would overlap it.
 *
 * Removing the lock directory is slowed down by `removeDelayMs`, different for each contender,
 * to make the race between judging a lock abandoned and removing it happen every round instead
 * of once in a while.
 */
import fs from "node:fs";

interface Round {
  dataDir: string;
  startAt: number;
  holdUntil: number;
}

const { rounds, removeDelayMs } = JSON.parse(process.argv[2] ?? "{}") as {
  rounds: Round[];
  removeDelayMs: number;
};

const realRmSync = fs.rmSync;
const blocker = new Int32Array(new SharedArrayBuffer(4));
fs.rmSync = (target, options) => {
  if (String(target).endsWith("server.lock")) Atomics.wait(blocker, 0, 0, removeDelayMs);
  realRmSync(target, options);
};

const { DataDirInUseError, lockDataDir } = await import("../../app/server/db/data-dir-lock.server");
const sleepUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

for (const [index, round] of rounds.entries()) {
  await sleepUntil(round.startAt);
  try {
    const release = await lockDataDir(round.dataDir, (error) => {
      console.log(JSON.stringify({ round: index, outcome: "compromised", detail: error.message }));
    });
    const acquiredAt = Date.now();
    console.log(JSON.stringify({ round: index, outcome: "won", acquiredAt }));
    await sleepUntil(round.holdUntil);
    await release();
  } catch (error) {
    const outcome = error instanceof DataDirInUseError ? "in-use" : "error";
    console.log(JSON.stringify({ round: index, outcome, detail: String(error) }));
  }
}
