import { describe, expect, it } from "vitest";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { BlogPost } from "~/lib/api/types";
import { loader as robotsLoader } from "~/routes/robots.txt";
import { loader as sitemapLoader } from "~/routes/sitemap.xml";

const post: BlogPost = {
  post_id: 1,
  post_title: "Winter Skincare on Staten Island",
  post_date: "2026-11-03",
  post_image: "/media/blog-winter-skincare.svg",
  post_description: "<p>Tips</p>",
  page_title: "Winter Skincare",
  meta_desc: "Tips",
  meta_key: "winter",
};

// Only the parts of the loader arguments these resource routes read.
function args(): LoaderFunctionArgs<AppLoadContext> {
  const context = {
    services: {
      content: { getBlogPosts: () => Promise.resolve([post]) },
      config: { SITE_URL: "https://serenitydayspasi.com" },
    },
  };
  return {
    context,
    request: new Request("https://serenitydayspasi.com/sitemap.xml"),
    params: {},
  } as unknown as LoaderFunctionArgs<AppLoadContext>;
}

describe("resource routes", () => {
  it("serves the sitemap as cached XML", async () => {
    const res = await sitemapLoader(args());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const body = await res.text();
    expect(body).toContain(
      "<loc>https://serenitydayspasi.com/blog-details/winter-skincare-on-staten-island</loc>",
    );
    expect(body).toContain("<loc>https://serenitydayspasi.com/services/health</loc>");
  });

  it("serves robots.txt as cached plain text", async () => {
    const res = await robotsLoader(args());
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await res.text()).toContain("Sitemap: https://serenitydayspasi.com/sitemap.xml");
  });
});
