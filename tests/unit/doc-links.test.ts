/**
 * The repository's documents are read in a clone: every relative link in README.md, SECURITY.md
 * and docs/ must reach a file (or folder) of the repository. Documents kept outside it (the
 * specification) are named in plain text, never linked.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "~/server/project-root.server";

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

const FILES = [
  path.join(PROJECT_ROOT, "README.md"),
  path.join(PROJECT_ROOT, "SECURITY.md"),
  ...markdownFiles(path.join(PROJECT_ROOT, "docs")),
];

/** Inline links `[text](target "title")`, images included, and reference definitions `[id]: target`. */
function linkTargets(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[^`]*```/g, "");
  const inline = [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...withoutCode.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...references].map((match) => match[1]!);
}

const isRelative = (target: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#") && !target.startsWith("//");

describe("relative links in the repository's documents", () => {
  it("finds the documents and their links", () => {
    expect(FILES.length).toBeGreaterThan(5);
    expect(
      linkTargets(fs.readFileSync(FILES[0]!, "utf8")).filter(isRelative).length,
    ).toBeGreaterThan(3);
  });

  it.each(FILES.map((file) => [path.relative(PROJECT_ROOT, file), file]))(
    "%s: every relative link resolves inside the repository",
    (_name, file) => {
      const broken = linkTargets(fs.readFileSync(file, "utf8"))
        .filter(isRelative)
        .filter((target) => {
          const resolved = path.resolve(
            path.dirname(file),
            decodeURIComponent(target.split("#")[0]!.split("?")[0]!),
          );
          const inside = !path.relative(PROJECT_ROOT, resolved).startsWith("..");
          return !inside || !fs.existsSync(resolved);
        });
      expect(broken).toEqual([]);
    },
  );

  it("names no document from outside the repository by its path", () => {
    const outside = FILES.filter((file) => /\.\.\/shared\//.test(fs.readFileSync(file, "utf8")));
    expect(outside.map((file) => path.relative(PROJECT_ROOT, file))).toEqual([]);
  });
});
