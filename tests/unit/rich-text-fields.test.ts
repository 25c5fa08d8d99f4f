/**
 * The one list of rich-text fields (issue 31), walked: each listed field holds text in the demo
 * content, every field of the demo content that holds HTML is listed, and saving any record that
 * holds a listed field, whole part or one entry, drops script markup from it while plain-text
 * fields keep what was typed.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_PARTS, type RecordPath } from "~/lib/content/records";
import { mapRichText, RICH_TEXT_FIELDS } from "~/lib/content/rich-text-fields";
import type { Content } from "~/lib/content/schemas";
import { readContentDir } from "~/server/content/files.server";
import { PROJECT_ROOT } from "~/server/project-root.server";
import { sanitizeRecord } from "~/server/staff/content/record-sanitize.server";

const HOSTILE =
  '<p>Kept text</p><img src="/media/x.png" onerror="alert(1)">' +
  '<script>alert(2)</script><base href="https://evil.example/">';
const SCRIPT_MARKUP = ["onerror", "<script", "alert(2)", "<base", "evil.example"];
const HTML_TAG = /<[a-z][a-z0-9]*[\s>/]/i;

type Place = string[];

/** Every string in `value` with its place (list indexes as strings). */
function strings(value: unknown, place: Place = []): [Place, string][] {
  if (typeof value === "string") return [[place, value]];
  if (Array.isArray(value)) return value.flatMap((entry, i) => strings(entry, [...place, `${i}`]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, entry]) => strings(entry, [...place, key]));
  }
  return [];
}

const matches = (pattern: string, place: Place) => {
  const steps = pattern.split(".");
  return steps.length === place.length && steps.every((s, i) => s === "*" || s === place[i]);
};
const listed = (place: Place) => RICH_TEXT_FIELDS.some((field) => matches(field.path, place));

/** `value` with the string at `place` replaced (a copy). */
function withStringAt(value: unknown, place: Place, text: string): unknown {
  if (place.length === 0) return text;
  const [step = "", ...rest] = place;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[step] = withStringAt(copy[step], rest, text);
  return copy;
}

/** The records that hold part of `part`: the whole part, and each of its entries. */
function recordsOf(content: Content, part: (typeof CONTENT_PARTS)[number]): RecordPath[] {
  const value = content[part] as unknown;
  const keys = Array.isArray(value) ? value.map((_, i) => `${i}`) : Object.keys(value as object);
  return [{ part }, ...keys.map((key) => ({ part, key }))];
}

describe("the rich-text fields", () => {
  let demo: Content;
  beforeAll(async () => {
    demo = await readContentDir(path.join(PROJECT_ROOT, "content"));
  });

  it("each hold text in the demo content", () => {
    const all = strings(demo);
    for (const field of RICH_TEXT_FIELDS) {
      expect(
        all.some(([place]) => matches(field.path, place)),
        field.path,
      ).toBe(true);
    }
  });

  it("include every field of the demo content that holds HTML", () => {
    const html = strings(demo).filter(([, text]) => HTML_TAG.test(text));
    expect(html.length).toBeGreaterThan(0);
    const unlisted = new Set(html.filter(([place]) => !listed(place)).map(([p]) => p.join(".")));
    expect([...unlisted]).toEqual([]);
  });

  it("lose script markup when any record holding them is saved, whole part or one entry", () => {
    for (const field of RICH_TEXT_FIELDS) {
      const part = field.path.split(".")[0] as (typeof CONTENT_PARTS)[number];
      expect(CONTENT_PARTS, field.path).toContain(part);
      for (const record of recordsOf(demo, part)) {
        const prefix = record.key === undefined ? [] : [record.key];
        const value = demo[part] as unknown;
        const own =
          record.key === undefined ? value : (value as Record<string, unknown>)[record.key];
        const places = strings(own)
          .map(([place]) => place)
          .filter((place) => matches(field.path, [part, ...prefix, ...place]));
        const label = `${field.path} in ${record.part}.${record.key ?? ""}`;
        expect(places.length, label).toBeGreaterThan(0);
        let planted = own;
        for (const place of places) planted = withStringAt(planted, place, HOSTILE);
        const saved = sanitizeRecord(record, planted);
        for (const place of places) {
          const text = strings(saved).find(([p]) => p.join(".") === place.join("."))?.[1] ?? "";
          expect(text, `${label}: ${place.join(".")}`).toContain("Kept text");
          for (const markup of SCRIPT_MARKUP) {
            expect(text, `${label}: ${place.join(".")}`).not.toContain(markup);
          }
        }
      }
    }
  });

  it("leave plain-text fields as typed, markup and all", () => {
    const typed = "Is it <b>safe</b>? a < b <script>x</script>";
    const faqs = [{ questions: typed, answers: typed }];
    expect(sanitizeRecord({ part: "landingFaqs", key: "ipl" }, faqs)).toEqual(faqs);
    // A treatment's question is plain text; only its answer is rich text.
    const [pair] = sanitizeRecord({ part: "faqs", key: "tattoo" }, faqs) as typeof faqs;
    expect(pair!.questions).toBe(typed);
    expect(pair!.answers).not.toContain("<script");
    const review = { ...demo.reviews[0]!, review_description: typed };
    expect(sanitizeRecord({ part: "reviews", key: "0" }, review)).toEqual(review);
  });
});

describe("mapRichText", () => {
  const upper = (html: string) => html.toUpperCase();

  it("reaches a field from a whole part, an entry, or the field itself", () => {
    const menu = { menu_title: "Facials", menu_description: "<p>x</p>", items: [] };
    expect(mapRichText({ part: "menus" }, [menu], upper)).toEqual([
      { ...menu, menu_description: "<P>X</P>" },
    ]);
    expect(mapRichText({ part: "menus", key: "0" }, menu, upper)).toEqual({
      ...menu,
      menu_description: "<P>X</P>",
    });
    expect(mapRichText({ part: "websiteSettings", key: "home_banner" }, "<p>b</p>", upper)).toBe(
      "<P>B</P>",
    );
    expect(mapRichText({ part: "websiteSettings" }, { home_banner: "<p>b</p>" }, upper)).toEqual({
      home_banner: "<P>B</P>",
    });
  });

  it("tells the cleaner which kind of field it cleans", () => {
    const kinds: string[] = [];
    mapRichText({ part: "blog", key: "0" }, { post_description: "<p>x</p>" }, (html, kind) => {
      kinds.push(kind);
      return html;
    });
    expect(kinds).toEqual(["blog"]);
  });

  it("leaves values of another shape, and missing fields, for the schema to refuse", () => {
    for (const odd of [null, 3, "text", [1, 2], { other: 1 }]) {
      expect(mapRichText({ part: "menus", key: "0" }, odd, upper)).toEqual(odd);
      expect(mapRichText({ part: "faqs" }, odd, upper)).toEqual(odd);
    }
    expect(mapRichText({ part: "salon" }, { salon_info: "<p>x</p>" }, upper)).toEqual({
      salon_info: "<p>x</p>",
    });
  });
});
