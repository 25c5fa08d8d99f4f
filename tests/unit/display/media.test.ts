import { describe, expect, it } from "vitest";
import { isSliderImage, isVideo, splitGallery } from "~/lib/display";

describe("isSliderImage", () => {
  it.each(["/media/a.png", "/media/a.JPG", "https://cdn.example.com/x/b.jpeg?v=2", "c.jpg#frag"])(
    "accepts %s",
    (url) => expect(isSliderImage(url)).toBe(true),
  );

  it.each(["/media/a.svg", "/media/a.mp4", "/media/png", "/media.png/file", "", "a.jpg.mov"])(
    "rejects %s",
    (url) => expect(isSliderImage(url)).toBe(false),
  );
});

describe("isVideo", () => {
  it.each(["/media/v.mp4", "/media/v.MOV", "https://cdn.example.com/v.mp4?token=a.png"])(
    "accepts %s",
    (url) => expect(isVideo(url)).toBe(true),
  );

  it.each(["/media/v.webm", "/media/v.jpg", "", "/media/mp4"])("rejects %s", (url) =>
    expect(isVideo(url)).toBe(false),
  );
});

describe("splitGallery", () => {
  const item = (gallery_image: string) => ({ gallery_title: gallery_image, gallery_image });

  it("keeps slider images in order and takes the first video only", () => {
    const items = [
      item("/a.jpg"),
      item("/first.mp4"),
      item("/b.PNG"),
      item("/c.svg"),
      item("/second.mov"),
    ];
    expect(splitGallery(items)).toEqual({
      images: [items[0], items[2]],
      video: items[1],
    });
  });

  it("gives null video and no images for an empty list", () => {
    expect(splitGallery([])).toEqual({ images: [], video: null });
    expect(splitGallery([item("/a.jpg")]).video).toBeNull();
  });
});
