import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  moveItem,
  ratingText,
  removeItem,
  reviewsNewestFirst,
} from "../../app/routes/staff/content/content-lists";
import { spaToday } from "~/lib/staff/leads";
import { isMediaImageName, listMediaImages } from "~/server/content/media-list.server";

describe("reviewsNewestFirst", () => {
  it("orders by date, the later-added first on one date, and keeps each review's index", () => {
    const reviews = [
      { review_date: "2026-01-02", n: "a" },
      { review_date: "2026-03-01", n: "b" },
      { review_date: "2026-01-02", n: "c" },
      { review_date: "2025-12-31", n: "d" },
    ];
    expect(reviewsNewestFirst(reviews).map(({ index, review }) => [index, review.n])).toEqual([
      [1, "b"],
      [2, "c"],
      [0, "a"],
      [3, "d"],
    ]);
  });
});

describe("moveItem and removeItem", () => {
  it("moves an entry up and down without changing the input", () => {
    const list = ["a", "b", "c"] as const;
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
  it("leaves the list as it is for moves out of range", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 2)).toEqual(["a", "b"]);
    expect(moveItem([], 0, 0)).toEqual([]);
  });
  it("removes one entry", () => {
    expect(removeItem(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(removeItem(["a"], 3)).toEqual(["a"]);
  });
});

describe("spaToday and ratingText", () => {
  it("gives the date in New York", () => {
    // 02:00 UTC is still the previous evening in New York.
    expect(spaToday(new Date("2026-11-23T02:00:00Z"))).toBe("2026-11-22");
    expect(spaToday(new Date("2026-11-23T15:00:00Z"))).toBe("2026-11-23");
  });
  it("reads the summary as the owner sees it", () => {
    expect(ratingText({ ratings: 4.7, total_reviews: 26 })).toBe("4.7 stars from 26 reviews");
    expect(ratingText({ ratings: 5, total_reviews: 1 })).toBe("5.0 stars from 1 review");
    expect(ratingText({ ratings: 0, total_reviews: 0 })).toBe("no reviews shown");
  });
});

describe("the media images the editors offer", () => {
  it("accepts simple image names only", () => {
    for (const name of ["popup-ipl.svg", "ba_tattoo-1.JPG", "a.webp", "x.avif"]) {
      expect(isMediaImageName(name), name).toBe(true);
    }
    for (const name of [
      "",
      ".hidden.png",
      "../secret.png",
      "a/b.png",
      "a\\b.png",
      "notes.txt",
      "video.mp4",
      "png",
      "space name.png",
      "%2e%2e.png",
      `${"a".repeat(120)}.png`,
    ]) {
      expect(isMediaImageName(name), name).toBe(false);
    }
  });

  it("lists plain image files of content/media as /media paths, never links or folders", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "media-list-"));
    try {
      expect(await listMediaImages(dir)).toEqual([]);
      const media = path.join(dir, "media");
      await mkdir(path.join(media, "nested.png"), { recursive: true });
      await writeFile(path.join(media, "b.svg"), "<svg/>");
      await writeFile(path.join(media, "a.jpg"), "");
      await writeFile(path.join(media, "notes.md"), "");
      await writeFile(path.join(dir, "outside.png"), "");
      await symlink(path.join(dir, "outside.png"), path.join(media, "link.png"));
      expect(await listMediaImages(dir)).toEqual(["/media/a.jpg", "/media/b.svg"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
