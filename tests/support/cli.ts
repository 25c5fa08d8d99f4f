/**
 * The operator's commands as the tests run them: the compiled ones `npm run build` writes
 * (build/app/cli/NAME.js, plain node), which start in a fraction of tsx's time. `npm test` builds
 * before the API and browser suites.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export function compiledCli(name: "content" | "leads" | "staff"): string {
  const file = path.join(ROOT, "build", "app", "cli", `${name}.js`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return file;
}
