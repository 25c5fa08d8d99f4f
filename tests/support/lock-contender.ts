/**
 * One contender in the data-folder lock race of tests/api/data-dir-lock.test.ts, run as its own
 * process: `node --import tsx lock-contender.ts '<json>'`. For each round it waits for the
 * round's start time, tries to lock that round's folder and prints one JSON line with the
 * outcome. Winners hold their locks until `holdUntil`, after the last round, so that a second
 * winner of a round, however late it came, would overlap the first.
 *
 * Removing the lock directory is slowed down by `removeDelayMs`, different for each contender,
 * to make the race between judging a lock abandoned and removing it happen every round instead
 * of once in a while.
 */
import fs from "node:fs";

interface Round {
  dataDir: string;
  startAt: number;
}

const { rounds, holdUntil, removeDelayMs } = JSON.parse(process.argv[2] ?? "{}") as {
  rounds: Round[];
  holdUntil: number;
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

const held: (() => Promise<void>)[] = [];
for (const [index, round] of rounds.entries()) {
  await sleepUntil(round.startAt);
  try {
    const release = await lockDataDir(round.dataDir, (error) => {
      console.log(JSON.stringify({ round: index, outcome: "compromised", detail: error.message }));
    });
    held.push(release);
    console.log(JSON.stringify({ round: index, outcome: "won" }));
  } catch (error) {
    const outcome = error instanceof DataDirInUseError ? "in-use" : "error";
    console.log(JSON.stringify({ round: index, outcome, detail: String(error) }));
  }
}
await sleepUntil(holdUntil);
for (const release of held) await release();
