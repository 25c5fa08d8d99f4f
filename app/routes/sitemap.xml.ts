import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { buildSitemapXml, sitemapEntries } from "~/lib/seo/sitemap";

// Resource route: no default export, so React Router answers with the loader's Response as-is.
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  const posts = await context.services.content.getBlogPosts();
  const xml = buildSitemapXml(context.services.config.SITE_URL, sitemapEntries(posts));
  return new Response(xml, {
    status: 200,
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
