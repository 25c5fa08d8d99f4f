/**
 * The content files round trip: every blog post gets its own pair of files, whatever its title,
 * and comes back in its place (the export once wrote "Spa day!" and "Spa day?" to one file).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blogFileStems, readContentDir, writeContentDir } from "~/server/content/files.server";
import { PROJECT_ROOT } from "~/server/project-root.server";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("blog file names", () => {
  it("never collide, and keep the posts' order", () => {
    const stems = blogFileStems(["Spa day!", "Spa day?", "!!!", "???", "SPA DAY", "x".repeat(400)]);
    expect(new Set(stems).size).toBe(6);
    expect(stems.slice(0, 5)).toEqual([
      "001-spa-day",
      "002-spa-day",
      "003-post",
      "004-post",
      "005-spa-day",
    ]);
    expect(stems[5]!.length).toBeLessThanOrEqual(84);
    expect([...stems].sort((a, b) => a.localeCompare(b, "en", { numeric: true }))).toEqual(stems);
  });

  it("export then import gives back every post, in order", async () => {
    const content = await readContentDir(path.join(PROJECT_ROOT, "content"));
    const template = content.blog[0]!;
    const titles = ["Spa day!", "Spa day?", "!!!", "???", "spa DAY", "Zen", "Aloe", "Spa-day", "★"];
    content.blog = titles.map((title, index) => ({
      ...template,
      post_title: title,
      post_description: `<p>Post ${index}</p>`,
    }));
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "content-files-"));
    await fs.cp(path.join(PROJECT_ROOT, "content"), dir, { recursive: true });
    await writeContentDir(dir, content);
    const files = await fs.readdir(path.join(dir, "blog"));
    expect(files.filter((file) => file.endsWith(".json"))).toHaveLength(titles.length);
    const reread = await readContentDir(dir);
    expect(reread.blog.map((post) => post.post_title)).toEqual(titles);
    expect(reread.blog.map((post) => post.post_description)).toEqual(
      titles.map((_, index) => `<p>Post ${index}</p>`),
    );
  });
});
