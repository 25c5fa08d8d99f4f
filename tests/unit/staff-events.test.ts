import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACCESS_ACTION_LABELS,
  ACCESS_ACTIONS,
  LEAD_HISTORY_WORDS,
  leadHistoryWords,
  STAFF_ACTIONS,
} from "~/lib/staff/events";
import { PROJECT_ROOT } from "~/server/project-root.server";

const actions = new Set<string>(STAFF_ACTIONS);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** The actions the code writes to or reads from `staff_event` by name, outside the vocabulary. */
function spelledActions(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\baction: "([a-z_]+)"/g,
    /\baction === "([a-z_]+)"/g,
    /\baction = '([a-z_]+)'/g,
    /insert into staff_event \(actor_id, lead_id, action\)\s+select [^']*'([a-z_]+)'/g,
  ];
  // Server code only: the staff pages' own `action` words are form and list actions.
  for (const dir of ["app/server", "cli"]) {
    for (const file of sourceFiles(path.join(PROJECT_ROOT, dir))) {
      const text = fs.readFileSync(file, "utf8");
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          found.set(match[1]!, path.relative(PROJECT_ROOT, file));
        }
      }
    }
  }
  return found;
}

describe("the staff event vocabulary", () => {
  it("names each action once", () => {
    expect(actions.size).toBe(STAFF_ACTIONS.length);
  });

  it("shows only recorded actions in the access log, each with its words", () => {
    for (const action of ACCESS_ACTIONS) expect(actions).toContain(action);
    expect(Object.keys(ACCESS_ACTION_LABELS).sort()).toEqual([...ACCESS_ACTIONS].sort());
    expect(new Set(Object.values(ACCESS_ACTION_LABELS)).size).toBe(ACCESS_ACTIONS.length);
  });

  it("has history words only for recorded actions", () => {
    for (const action of Object.keys(LEAD_HISTORY_WORDS)) expect(actions).toContain(action);
    expect(leadHistoryWords("lead_note")).toBe("added a note");
    expect(leadHistoryWords("content_published")).toBe("content published");
    expect(leadHistoryWords("toString")).toBe("toString");
  });

  it("knows every action the code spells out, in its raw SQL too", () => {
    const spelled = spelledActions();
    // The scan itself must still find the raw inserts of views and exports.
    expect(spelled.has("lead_viewed") && spelled.has("lead_exported")).toBe(true);
    const unknown = [...spelled].filter(([action]) => !actions.has(action));
    expect(unknown).toEqual([]);
  });
});
