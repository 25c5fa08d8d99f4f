/**
 * The website-setting editor's fields (decision 0013): every setting is listed once, and banners
 * and testimonials read from their stored HTML are written back as they were stored.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { WEBSITE_SETTING_NAMES } from "~/lib/content/schemas";
import {
  bannerFieldsSchema,
  bannerHtml,
  IMAGE_TEXT_MESSAGE,
  testimonialsHtml,
  WEBSITE_SETTING_GROUPS,
  websiteSettingEntry,
} from "~/lib/content/website-settings";
import { sanitizeRichHtml } from "~/server/html/sanitize.server";
import {
  bannerFieldsOf,
  testimonialsOf,
} from "../../app/routes/staff/content/pages/website-setting-editor.server";

const SETTINGS_DIR = path.resolve(import.meta.dirname, "../../content/website-settings");
const entries = WEBSITE_SETTING_GROUPS.flatMap((group) => group.entries);
const stored = (name: string) => fs.readFile(path.join(SETTINGS_DIR, `${name}.html`), "utf8");

describe("the website settings' editor", () => {
  it("lists every setting once, under a name in plain words", () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual([...WEBSITE_SETTING_NAMES].sort());
    expect(websiteSettingEntry("tattoo_removal_content")?.label).toBe(
      "Tattoo removal: page content",
    );
    expect(websiteSettingEntry("people_saying_tattoo")?.label).toBe(
      "Tattoo removal: what people are saying",
    );
    expect(websiteSettingEntry("nothing")).toBeUndefined();
    for (const entry of entries) expect(entry.label).not.toContain("_");
  });

  it("writes the demo banners and testimonials back exactly as stored", async () => {
    for (const entry of entries) {
      const html = await stored(entry.name);
      if (entry.kind === "banner") expect(bannerHtml(bannerFieldsOf(html))).toBe(html);
      if (entry.kind === "testimonials") expect(testimonialsHtml(testimonialsOf(html))).toBe(html);
    }
  });

  it("reads a banner saved by the server (lazy image, entities) into its fields", () => {
    const saved = sanitizeRichHtml(
      '<img src="/media/a.svg" alt="Tom &amp; Jerry&#39;s &quot;spa&quot;" width="1600" height="600"><h1>Fish <em>&amp;</em> chips</h1><p>Open &lt;late&gt;</p>',
    );
    expect(bannerFieldsOf(saved)).toEqual({
      image: "/media/a.svg",
      alt: `Tom & Jerry's "spa"`,
      heading: "Fish & chips",
      tagline: "Open <late>",
    });
  });

  it("keeps what the owner types as text, and refuses a banner without a heading", () => {
    const html = bannerHtml({
      image: '/media/x.svg" onerror="alert(1)',
      alt: "<script>",
      heading: "<img src=x onerror=alert(1)>",
      tagline: "",
    });
    // The quote cannot end the attribute: the value stays one src.
    expect(sanitizeRichHtml(html)).toContain('src="/media/x.svg&quot; onerror=&quot;alert(1)"');
    expect(html).toContain("<h1>&lt;img src=x onerror=alert(1)&gt;</h1>");
    expect(testimonialsHtml([{ quote: "<script>alert(1)</script>", name: "" }])).toBe(
      "<blockquote>\n  <p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n</blockquote>\n",
    );
    const refused = z.safeParse(bannerFieldsSchema, {
      image: "/media/a.svg",
      alt: " ",
      heading: "",
      tagline: "",
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["heading", "The banner's heading is required"],
      ["alt", IMAGE_TEXT_MESSAGE],
    ]);
  });
});
