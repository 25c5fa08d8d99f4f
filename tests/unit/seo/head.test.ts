import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import { buildPageHead } from "~/lib/seo/head";
import { pageMeta } from "~/lib/seo/route-meta";
import { DEFAULT_SEO, seoForPath } from "~/lib/seo/table";

const base = {
  siteUrl: "https://serenitydayspasi.com",
  siteName: "Serenity Day Spa & Med Spa",
};

const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => "title" in tag) as { title?: string } | undefined)?.title;
const descriptionOf = (tags: MetaDescriptor[]) =>
  (
    tags.find((tag) => (tag as { name?: string }).name === "description") as
      { content?: string } | undefined
  )?.content;

describe("buildPageHead", () => {
  it("takes title and description from the SEO table", () => {
    const { tags } = buildPageHead({ ...base, pathname: "/services/facials/" });
    const entry = seoForPath("/services/facials");
    expect(titleOf(tags)).toBe(entry.title);
    expect(descriptionOf(tags)).toBe(entry.description);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://serenitydayspasi.com/services/facials",
    });
  });

  it("falls back to the default entry and lets a loader override it", () => {
    expect(titleOf(buildPageHead({ ...base, pathname: "/unlisted" }).tags)).toBe(DEFAULT_SEO.title);
    const { tags } = buildPageHead({
      ...base,
      pathname: "/blog-details/a-post",
      title: "A post | Serenity",
      description: "About a post.",
    });
    expect(titleOf(tags)).toBe("A post | Serenity");
    expect(descriptionOf(tags)).toBe("About a post.");
  });

  it("appends the JSON-LD blocks after the tags, in order", () => {
    const first = { "@type": "FAQPage" };
    const second = { "@type": "BreadcrumbList" };
    const { tags } = buildPageHead({ ...base, pathname: "/", jsonLd: [first, second] });
    expect(tags.slice(-2)).toEqual([{ "script:ld+json": first }, { "script:ld+json": second }]);
  });
});

describe("pageMeta", () => {
  it("hands over the loader's tags, and nothing without loader data", () => {
    const head = buildPageHead({ ...base, pathname: "/about" });
    expect(pageMeta(head)).toBe(head.tags);
    expect(pageMeta(undefined)).toEqual([]);
  });
});
