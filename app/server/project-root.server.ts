import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (package.json, drizzle/, build/, content/). Found by walking up from this
 * module rather than by a fixed `../..`: the same code runs from app/server under tsx and from the
 * bundled server in build/app, at other depths.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json")) && existsSync(path.join(dir, "drizzle"))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("project folder not found above the server code");
    dir = parent;
  }
}

export const PROJECT_ROOT = findProjectRoot();
