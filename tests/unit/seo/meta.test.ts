import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, buildMeta, jsonLd } from "~/lib/seo/meta";

const base = {
  siteUrl: "https://serenitydayspasi.com",
  title: "Facials in Staten Island, NY | Serenity Day Spa & Med Spa",
  description: "Facials on Staten Island.",
  siteName: "Serenity Day Spa & Med Spa",
};

function find(meta: MetaDescriptor[], key: string, value: string): MetaDescriptor | undefined {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value);
}

function content(meta: MetaDescriptor[], key: "name" | "property", value: string): unknown {
  return (find(meta, key, value) as { content?: unknown } | undefined)?.content;
}

describe("buildMeta", () => {
  it("emits title, description and a canonical without a trailing slash", () => {
    const meta = buildMeta({ ...base, pathname: "/services/facials/" });
    expect(meta).toContainEqual({ title: base.title });
    expect(content(meta, "name", "description")).toBe(base.description);
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://serenitydayspasi.com/services/facials",
    });
  });

  it("keeps the slash for the home page and drops query strings", () => {
    const meta = buildMeta({ ...base, pathname: "/?gclid=123" });
    expect(find(meta, "rel", "canonical")).toMatchObject({ href: "https://serenitydayspasi.com/" });
    expect(content(meta, "property", "og:url")).toBe("https://serenitydayspasi.com/");
  });

  it("tolerates a site URL with a trailing slash", () => {
    const meta = buildMeta({
      ...base,
      siteUrl: "https://serenitydayspasi.com/",
      pathname: "/about",
    });
    expect(content(meta, "property", "og:url")).toBe("https://serenitydayspasi.com/about");
  });

  it("emits the Open Graph and Twitter tags", () => {
    const meta = buildMeta({ ...base, pathname: "/about" });
    expect(content(meta, "property", "og:title")).toBe(base.title);
    expect(content(meta, "property", "og:description")).toBe(base.description);
    expect(content(meta, "property", "og:url")).toBe("https://serenitydayspasi.com/about");
    expect(content(meta, "property", "og:type")).toBe("website");
    expect(content(meta, "property", "og:site_name")).toBe(base.siteName);
    expect(content(meta, "property", "og:locale")).toBe("en_US");
    expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(find(meta, "property", "og:image")).toBeUndefined();
    expect(find(meta, "name", "keywords")).toBeUndefined();
  });

  it("makes the image absolute and passes article type and keywords", () => {
    const meta = buildMeta({
      ...base,
      pathname: "/blog-details/living-well-with-melasma",
      type: "article",
      image: "/media/blog-melasma.svg",
      keywords: "melasma, PicoSure",
    });
    expect(content(meta, "property", "og:type")).toBe("article");
    expect(content(meta, "property", "og:image")).toBe(
      "https://serenitydayspasi.com/media/blog-melasma.svg",
    );
    expect(content(meta, "name", "keywords")).toBe("melasma, PicoSure");
  });

  it("leaves an absolute image alone and skips empty ones", () => {
    const cdn = "https://cdn.example.com/a.jpg";
    expect(content(buildMeta({ ...base, pathname: "/", image: cdn }), "property", "og:image")).toBe(
      cdn,
    );
    const empty = buildMeta({ ...base, pathname: "/", image: " ", keywords: "" });
    expect(find(empty, "property", "og:image")).toBeUndefined();
    expect(find(empty, "name", "keywords")).toBeUndefined();
  });
});

describe("absoluteUrl", () => {
  it("joins origin and path", () => {
    expect(absoluteUrl("http://127.0.0.1:3000", "/")).toBe("http://127.0.0.1:3000/");
    expect(absoluteUrl("http://127.0.0.1:3000", "/blog/")).toBe("http://127.0.0.1:3000/blog");
  });
});

describe("jsonLd", () => {
  it("wraps the object for React Router's ld+json script", () => {
    const data = { "@type": "Thing" };
    expect(jsonLd(data)).toEqual({ "script:ld+json": data });
  });
});
