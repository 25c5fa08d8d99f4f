/**
 * Every browser spec is given its width in tests/e2e/support/widths.ts (issue 26): a new spec
 * must be placed there, so none silently runs at both widths, and none is silently skipped.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPEC_WIDTHS } from "../e2e/support/widths";

const E2E_DIR = path.resolve(import.meta.dirname, "../e2e");
const specs = fs.readdirSync(E2E_DIR).filter((name) => name.endsWith(".spec.ts"));

describe("the widths of the browser specs", () => {
  it("lists every spec once, and only specs that exist", () => {
    expect(Object.keys(SPEC_WIDTHS).sort()).toEqual([...specs].sort());
  });

  it("gives a reason for every spec that runs at both widths", () => {
    for (const [spec, at] of Object.entries(SPEC_WIDTHS)) {
      if (typeof at === "object") expect(at.both.length, spec).toBeGreaterThan(20);
    }
  });

  it("keeps @mobile-only tests in specs the 375 px project runs", () => {
    for (const spec of specs) {
      const source = fs.readFileSync(path.join(E2E_DIR, spec), "utf8");
      if (source.includes("@mobile-only")) expect(SPEC_WIDTHS[spec], spec).not.toBe("desktop");
    }
  });
});
