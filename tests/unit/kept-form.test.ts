/**
 * The rules of keeping a post across an ended session (decision 0045):
 * which posts are kept, where one goes again, who may send it on, and the cookie's form.
 */
import { describe, expect, it } from "vitest";
import {
  KEPT_MAX_FIELDS,
  keptFieldsOf,
  keptTarget,
  mayReplay,
  parseKeptCookie,
  sameTarget,
} from "~/lib/staff/kept-form";

const u = (path: string) => new URL(path, "http://spa.test");

describe("keptFieldsOf", () => {
  it("keeps every text field in order, repeated names too, but not the old session's token", () => {
    const form = new FormData();
    form.append("csrfToken", "old");
    form.append("post_title", "Winter glow");
    form.append("items.0.name", "Facial");
    form.append("items.0.name", "Peel");
    expect(keptFieldsOf(form.entries())).toStrictEqual({
      ok: true,
      fields: [
        ["post_title", "Winter glow"],
        ["items.0.name", "Facial"],
        ["items.0.name", "Peel"],
      ],
    });
  });

  it("keeps no form with a file, too many fields or an over-long name", () => {
    const file = new FormData();
    file.append("alt", "A room");
    file.append("file", new Blob(["x"]), "room.jpg");
    expect(keptFieldsOf(file.entries()).ok).toBe(false);
    const many = Array.from({ length: KEPT_MAX_FIELDS + 1 }, (_, i): [string, string] => [
      `f${i}`,
      "",
    ]);
    expect(keptFieldsOf(many).ok).toBe(false);
    expect(keptFieldsOf(many.slice(1)).ok).toBe(true);
    expect(keptFieldsOf([["n".repeat(201), ""]]).ok).toBe(false);
  });
});

describe("keptTarget and sameTarget", () => {
  it("is the page's own address: a JavaScript post's .data twin and React Router's _routes dropped", () => {
    expect(keptTarget(u("/staff/content/blog/4"))).toBe("/staff/content/blog/4");
    expect(keptTarget(u("/staff/content/blog/4.data"))).toBe("/staff/content/blog/4");
    expect(keptTarget(u("/staff.data?index&_routes=routes%2Fx"))).toBe("/staff?index");
    expect(keptTarget(u("/staff?index"))).toBe("/staff?index");
    expect(keptTarget(u("/staff/leads/7.data?tab=notes"))).toBe("/staff/leads/7?tab=notes");
  });

  it("matches a post to the kept post's page, whatever its query or .data", () => {
    expect(sameTarget("/staff/content/blog/4", u("/staff/content/blog/4"))).toBe(true);
    expect(sameTarget("/staff/content/blog/4", u("/staff/content/blog/4.data"))).toBe(true);
    expect(sameTarget("/staff?index", u("/staff?index"))).toBe(true);
    expect(sameTarget("/staff/content/blog/4", u("/staff/content/blog/5"))).toBe(false);
  });
});

describe("mayReplay", () => {
  it("is the ended session's member, or whoever signs in when she was not known", () => {
    expect(mayReplay("a", "a")).toBe(true);
    expect(mayReplay("a", "b")).toBe(false);
    expect(mayReplay(null, "b")).toBe(true);
  });
});

describe("parseKeptCookie", () => {
  const id = "0b7f6c1e-8a3d-4c2e-9f10-1234567890ab";
  const key = "A".repeat(42) + "_";
  it("reads an id and a 256-bit key, and nothing else", () => {
    expect(parseKeptCookie(`${id}.${key}`)).toStrictEqual({ id, key });
    expect(parseKeptCookie(undefined)).toBeUndefined();
    expect(parseKeptCookie(`${id}.${key}.more`)).toBeUndefined();
    expect(parseKeptCookie(`${id}.short`)).toBeUndefined();
    expect(parseKeptCookie(`not-a-uuid.${key}`)).toBeUndefined();
    expect(parseKeptCookie(`${id}.${key}`.repeat(3))).toBeUndefined();
  });
});
