/**
 * `npm run staff|leads|content`: the operator command compiled by `npm run build`
 * (build/app/cli/NAME.js, plain node) when it is at least as new as the source; otherwise, in a
 * checkout being worked on, the TypeScript source through tsx.
 */
/* global console */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const name = process.argv[2];
if (!["content", "leads", "staff"].includes(name ?? "")) {
  console.error("Usage: node cli/run.mjs content|leads|staff [arguments]");
  process.exit(2);
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const compiled = path.join(root, "build", "app", "cli", `${name}.js`);
let builtAt = 0;
try {
  builtAt = statSync(compiled).mtimeMs;
} catch {
  // Not built: run the source.
}
const sourceAt = Math.max(
  newestSource(path.join(root, "app")),
  newestSource(path.join(root, "cli")),
);

if (builtAt >= sourceAt) {
  // The command reads its arguments from process.argv.slice(2).
  process.argv.splice(2, 1);
  await import(pathToFileURL(compiled).href);
} else {
  const source = path.join(root, "cli", `${name}.ts`);
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", source, ...process.argv.slice(3)],
    { stdio: "inherit" },
  );
  process.exit(result.status ?? 1);
}
