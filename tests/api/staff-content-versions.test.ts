/**
 * The Site content page lists the published versions five at a time, newest first: on a phone
 * the whole history pushed the editors' links screens away (3,605 px at 375 px after a full test
 * run), and older versions are a link away, as cheap at any depth.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { backends, testAppForBlock } from "../support/test-app";
import { publishSalonName, memberForBlock } from "../support/staff";

const listedVersions = (html: string) =>
  [...html.matchAll(/<strong>Version (?:<!-- -->)?(\d+)<\/strong>/g)].map((match) =>
    Number(match[1]),
  );

describe.each(backends)("the published versions on the Site content page on %s", (backend) => {
  const page = async (path: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: owner.headers });
    expect(response.status).toBe(200);
    return response.text();
  };

  const app = testAppForBlock(backend, { pages: true });
  const owner = memberForBlock(app, "owner");
  beforeAll(async () => {
    for (let round = 1; round <= 7; round++) {
      await publishSalonName(app, owner, `Serenity Spa ${round}`, `Rename ${round}`);
    }
  });

  it("shows the five newest, then the older ones a page at a time, and the way back", async () => {
    const first = await page("/staff/content");
    const newest = listedVersions(first);
    expect(newest).toHaveLength(5);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(first).toContain("Rename 7");
    expect(first).not.toContain("Newest versions");
    const older = /href="([^"]{0,80})"[^>]{0,40}>Older versions/.exec(first)?.[1];
    expect(older).toBe(`/staff/content?before=${newest.at(-1)}#versions`);

    const second = await page(older!);
    const next = listedVersions(second);
    expect(next.length).toBeGreaterThan(0);
    expect(Math.max(...next)).toBe(newest.at(-1)! - 1);
    expect(second).toMatch(/href="\/staff\/content#versions"[^>]{0,40}>Newest versions/);
  });

  it("treats a page address it cannot read as the newest versions", async () => {
    for (const before of ["abc", "-3", "0", "1e9", "9".repeat(40)]) {
      const html = await page(`/staff/content?before=${encodeURIComponent(before)}`);
      expect(html).toContain("Rename 7");
    }
    const past = await page("/staff/content?before=1");
    expect(past).toContain("No older versions.");
    expect(listedVersions(past)).toEqual([]);
  });
});
