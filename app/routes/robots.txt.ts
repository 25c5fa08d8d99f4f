import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { buildRobotsTxt } from "~/lib/seo/sitemap";

// Resource route: no default export, so React Router answers with the loader's Response as-is.
export async function loader({ context }: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  return new Response(buildRobotsTxt(context.services.config.SITE_URL), {
    status: 200,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
