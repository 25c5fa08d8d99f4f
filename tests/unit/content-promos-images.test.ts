/** The promos' dates, the content's image paths and the `<img>` attributes of content images. */
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { contentImageAttrs, uploadedImageIds } from "~/lib/content/image-attrs";
import { IMAGE_PATH_MESSAGE, imageFieldsOf, parseImagePath } from "~/lib/content/image-paths";
import {
  datesInOrder,
  isIsoDate,
  promosShownOn,
  promoTiming,
  promoTimingText,
  withoutEmptyDates,
} from "~/lib/content/promo-dates";
import { promoSchema } from "~/lib/content/schemas";
import { fieldErrors } from "~/lib/forms/schemas";

const ID = "0b6f3c9e-6a1d-4f57-9a44-2f1f6f3e8d21";

describe("promo dates", () => {
  it("accepts real calendar days only", () => {
    expect(isIsoDate("2026-11-23")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-30", "2026-13-01", "2026-1-01", "26-11-23x", "2026/11/23", ""]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it("knows a range's ends, both included", () => {
    const promo = { starts_on: "2026-12-01", ends_on: "2026-12-24" };
    expect(promoTiming(promo, "2026-11-30")).toBe("scheduled");
    expect(promoTiming(promo, "2026-12-01")).toBe("showing");
    expect(promoTiming(promo, "2026-12-24")).toBe("showing");
    expect(promoTiming(promo, "2026-12-25")).toBe("expired");
    expect(promoTiming({}, "2026-12-25")).toBe("showing");
    expect(promoTiming({ starts_on: "", ends_on: "" }, "2026-12-25")).toBe("showing");
    expect(promoTiming({ ends_on: "2026-12-24" }, "2020-01-01")).toBe("showing");
  });

  it("says in words what the site does with a promo today", () => {
    expect(promoTimingText({ starts_on: "2026-12-01" }, "2026-11-30")).toBe(
      "Scheduled: shown from Dec 1, 2026",
    );
    expect(promoTimingText({ ends_on: "2026-11-29" }, "2026-11-30")).toBe(
      "Expired: ended Nov 29, 2026",
    );
    expect(promoTimingText({ ends_on: "2026-11-30" }, "2026-11-30")).toBe(
      "Showing now, until Nov 30, 2026",
    );
    expect(promoTimingText({}, "2026-11-30")).toBe("Showing now");
  });

  it("keeps the promos shown today, in order, without their dates", () => {
    const promos = [
      { title: "a", specials_image_new: "/media/a.svg", ends_on: "2026-11-29" },
      { title: "b", specials_image_new: "/media/b.svg" },
      { title: "c", specials_image_new: "/media/c.svg", starts_on: "2026-12-01" },
      {
        title: "d",
        specials_image_new: "/media/d.svg",
        starts_on: "2026-11-30",
        ends_on: "2026-11-30",
      },
    ];
    expect(promosShownOn(promos, "2026-11-30")).toEqual([
      { title: "b", specials_image_new: "/media/b.svg" },
      { title: "d", specials_image_new: "/media/d.svg" },
    ]);
  });

  it("drops empty dates, so a promo without limits is stored as before", () => {
    expect(withoutEmptyDates({ title: "a", starts_on: "", ends_on: "2026-01-02" })).toEqual({
      title: "a",
      ends_on: "2026-01-02",
    });
    expect(Object.keys(withoutEmptyDates({ title: "a", starts_on: "", ends_on: "" }))).toEqual([
      "title",
    ]);
  });

  it("checks the dates in the content schema, the order at the last day's field", () => {
    const promo = { title: "Winter glow", specials_image_new: "/media/x.svg" };
    expect(z.safeParse(promoSchema, promo).success).toBe(true);
    expect(z.safeParse(promoSchema, { ...promo, starts_on: "", ends_on: "" }).success).toBe(true);
    const reversed = z.safeParse(promoSchema, {
      ...promo,
      starts_on: "2026-12-10",
      ends_on: "2026-12-01",
    });
    expect(reversed.success).toBe(false);
    expect(fieldErrors(reversed.error!)).toEqual({
      ends_on: "The last day cannot be before the first day",
    });
    const bad = z.safeParse(promoSchema, { ...promo, starts_on: "x".repeat(5000) });
    expect(fieldErrors(bad.error!)).toEqual({
      starts_on: "Must be a date like 2026-11-23, or empty",
    });
    expect(datesInOrder({ starts_on: "2026-12-01", ends_on: "2026-12-01" })).toBe(true);
  });
});

describe("image paths", () => {
  it("finds every non-empty image field of a record, by its path in the record", () => {
    const menu = {
      menu_title: "Facials",
      alternate_image: "/media/a.svg",
      alternate_image_two: "",
      menu_attachment: "/media/card.svg",
      items: [{ sub_menu_title: "x", sub_menu_file: "" }, { sub_menu_file: "/media/i.jpg" }],
    };
    expect(imageFieldsOf(menu)).toEqual([
      { field: "alternate_image", src: "/media/a.svg" },
      { field: "menu_attachment", src: "/media/card.svg" },
      { field: "items.1.sub_menu_file", src: "/media/i.jpg" },
    ]);
    expect(imageFieldsOf([{ title: "t", specials_image_new: "/x" }])).toEqual([
      { field: "0.specials_image_new", src: "/x" },
    ]);
    expect(imageFieldsOf({ post_image: 42 })).toEqual([]);
    expect(imageFieldsOf("/media/a.svg")).toEqual([]);
  });

  it("tells uploads from media files and refuses anything else", () => {
    expect(parseImagePath(`/media/u/${ID}/640.webp`)).toEqual({
      kind: "uploaded",
      id: ID,
      width: 640,
    });
    expect(parseImagePath(`/media/u/${ID.toUpperCase()}/640.webp`)).toMatchObject({ id: ID });
    expect(parseImagePath("/media/special-1.svg")).toEqual({
      kind: "static",
      file: "special-1.svg",
    });
    for (const bad of [
      "/media/../server.ts",
      "/media/./a.svg",
      "/media/a/../../b.svg",
      "/media/%2e%2e/x",
      "/media/a\\..\\b",
      "/media/.env",
      "/media//a.svg",
      "/media/",
      "media/a.svg",
      "https://example.com/a.png",
      `/media/u/${ID}/640.png`,
      `/media/u/${ID}/x.webp`,
      `/media/u/${ID}/640.webp/more`,
      "/media/u/not-an-id/640.webp",
      `/media/${"a".repeat(400)}.svg`,
    ]) {
      expect(parseImagePath(bad), bad).toBeUndefined();
    }
    expect(IMAGE_PATH_MESSAGE).toBe("Choose an image from the list");
  });
});

describe("content image attributes", () => {
  const copies = {
    [ID]: {
      copies: [
        { width: 640, height: 427 },
        { width: 320, height: 213 },
        { width: 1500, height: 1000 },
      ],
      alt: "A calm treatment room",
    },
  };

  it("gives an upload every copy in srcset and its largest copy's size", () => {
    expect(
      contentImageAttrs(`/media/u/${ID}/1500.webp`, copies, { width: 800, height: 800 }, "50vw"),
    ).toEqual({
      src: `/media/u/${ID}/1500.webp`,
      srcSet: `/media/u/${ID}/320.webp 320w, /media/u/${ID}/640.webp 640w, /media/u/${ID}/1500.webp 1500w`,
      sizes: "50vw",
      width: 1500,
      height: 1000,
    });
  });

  it("keeps a media file, or an upload it knows nothing of, at the artwork's size", () => {
    const artwork = { width: 800, height: 600 };
    expect(contentImageAttrs("/media/menu-facials.svg", copies, artwork, "50vw")).toEqual({
      src: "/media/menu-facials.svg",
      width: 800,
      height: 600,
    });
    const other = "/media/u/11111111-2222-4333-8444-555555555555/640.webp";
    expect(contentImageAttrs(other, copies, artwork, "50vw")).toEqual({ src: other, ...artwork });
  });

  it("lists the uploads among paths once each", () => {
    expect(
      uploadedImageIds([`/media/u/${ID}/640.webp`, "/media/a.svg", `/media/u/${ID}/320.webp`, ""]),
    ).toEqual([ID]);
  });
});
