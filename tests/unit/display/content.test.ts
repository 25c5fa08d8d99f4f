/** The display rules against the real demo content, so a content edit that breaks them shows up. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  blogSlug,
  formatBlogDate,
  isAddonsOrSpecialty,
  isMembershipPolicies,
  isServiceCategory,
  matchCategory,
  parseAboutUs,
  parseAddonLines,
  parseDescriptionList,
  parseMembership,
  parsePolicyLines,
  parsePriceList,
  splitGallery,
  telHref,
} from "~/lib/display";
import { openingHoursSchema } from "~/lib/content/schemas";
import { hoursLines } from "~/lib/display/opening-hours";
import { z } from "zod/mini";

const CONTENT = new URL("../../../content/", import.meta.url);

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, CONTENT), "utf8")) as T;
}

interface Item {
  sub_menu_title: string;
  sub_menu_description: string;
  sub_menu_price: string;
}
interface Menu {
  menu_title: string;
  items: Item[];
}
interface Salon {
  salon_info: {
    salon_contact_no: string;
    config: { opening_hours: unknown; config_aboutus: string };
  };
}
interface GalleryItem {
  gallery_title: string;
  gallery_image: string;
}

const menus = readJson<Menu[]>("menus.json");
const serviceMenus = menus.filter((m) => isServiceCategory(m.menu_title));
const salon = readJson<Salon>("salon.json");

describe("menus.json", () => {
  it("has nine service categories, each reachable by its page URL", () => {
    expect(serviceMenus).toHaveLength(9);
    expect(matchCategory(menus, "/brows-and-lashes")?.menu_title).toBe("Brows and Lashes");
    expect(matchCategory(menus, "/advanced-skin-procedures/")?.menu_title).toBe(
      "Advanced Skin Procedures",
    );
  });

  const regular = menus
    .filter((m) => m.menu_title !== "Memberships")
    .flatMap((m) => m.items)
    .filter((i) => !isAddonsOrSpecialty(i.sub_menu_title));
  const addons = menus.flatMap((m) => m.items).filter((i) => isAddonsOrSpecialty(i.sub_menu_title));

  it("gives every regular item at least one price and clean list items", () => {
    for (const item of regular) {
      const prices = parsePriceList(item.sub_menu_price);
      expect(prices.length, item.sub_menu_title).toBeGreaterThan(0);
      for (const entry of prices) expect(entry.price, item.sub_menu_title).not.toBe("");
      for (const line of parseDescriptionList(item.sub_menu_description)) {
        expect(line).toBe(line.trim());
        expect(line).not.toMatch(/[<>~]/);
      }
    }
  });

  it("reads the Signature Serenity Facial as the spec example", () => {
    const item = regular.find((i) => i.sub_menu_title === "Signature Serenity Facial");
    expect(parsePriceList(item?.sub_menu_price ?? "")).toEqual([
      { label: "60 min", price: "$120" },
      { label: "90 min", price: "$165" },
    ]);
    expect(parseDescriptionList(item?.sub_menu_description ?? "")).toHaveLength(6);
  });

  it("parses every add-on line with a title and a $ price", () => {
    expect(addons.map((a) => a.sub_menu_title)).toEqual([
      "Facial Add-ons",
      "Specialty Treatments",
      "Massage Add-ons",
    ]);
    for (const addon of addons) {
      const lines = parseAddonLines(addon.sub_menu_description);
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) {
        expect(line.title).not.toMatch(/[~$]/);
        expect(line.price).toMatch(/^\$\d+$/);
        expect(line.description ?? "").not.toContain("~");
      }
    }
    expect(parseAddonLines(addons[0]?.sub_menu_description ?? "")).toContainEqual({
      title: "Lip Renewal",
      price: "$20",
      description: "Peptide mask for soft, hydrated lips",
    });
  });

  it("splits memberships into cards and the policies block", () => {
    const items = menus.find((m) => m.menu_title === "Memberships")?.items ?? [];
    const policies = items.filter((i) => isMembershipPolicies(i.sub_menu_title));
    expect(policies).toHaveLength(1);
    expect(parsePolicyLines(policies[0]?.sub_menu_description ?? "").length).toBeGreaterThan(2);
    for (const card of items.filter((i) => !isMembershipPolicies(i.sub_menu_title))) {
      const { summary, benefits } = parseMembership(card.sub_menu_description);
      expect(summary).not.toBe("");
      expect(benefits.length).toBeGreaterThan(2);
      expect(benefits.join("\n")).not.toContain("Plus:");
    }
  });
});

describe("salon.json", () => {
  it("holds the weekly hours table, shown as SPEC.md 9's structured-data hours", () => {
    const week = z.parse(openingHoursSchema, salon.salon_info.config.opening_hours);
    expect(hoursLines(week)).toEqual([
      { day: "Mon", hours: "9:00 AM - 2:00 PM" },
      { day: "Tue", hours: "9:00 AM - 6:00 PM" },
      { day: "Wed - Fri", hours: "9:00 AM - 9:00 PM" },
      { day: "Sat & Sun", hours: "9:00 AM - 6:00 PM" },
    ]);
  });

  it("reads the about text as heading, intro and complete sections", () => {
    const about = parseAboutUs(salon.salon_info.config.config_aboutus);
    expect(about.heading).toBe("About Serenity Day Spa & Med Spa");
    expect(about.intro).not.toBe("");
    expect(about.sections.length).toBeGreaterThan(0);
    for (const section of about.sections) expect(section.body).not.toBe("");
  });

  it("builds the tel: link", () => {
    expect(telHref(salon.salon_info.salon_contact_no)).toBe("+17185550142");
  });
});

describe("blog posts", () => {
  const posts = readdirSync(new URL("blog/", CONTENT))
    .filter((f) => f.endsWith(".json"))
    .sort();

  it.each(posts)(
    "%s: file name is its position and the post slug, and the date formats",
    (file) => {
      const post = readJson<{ post_title: string; post_date: string }>(`blog/${file}`);
      expect(
        `${String(posts.indexOf(file) + 1).padStart(3, "0")}-${blogSlug(post.post_title)}`,
      ).toBe(file.replace(/\.json$/, ""));
      expect(formatBlogDate(post.post_date)).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    },
  );
});

describe("galleries.json", () => {
  it("gives each treatment slider images and one video", () => {
    const galleries = readJson<Record<string, GalleryItem[]>>("galleries.json");
    for (const [key, items] of Object.entries(galleries)) {
      const { images, video } = splitGallery(items);
      expect(images.length, key).toBeGreaterThanOrEqual(3);
      expect(video, key).not.toBeNull();
    }
  });
});
