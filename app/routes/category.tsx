import { data } from "react-router";
import type { Route } from "./+types/category";
import { matchCategory } from "~/lib/display";
import { categoryPage } from "~/lib/site/service-page-settings";
import { pageMeta } from "~/lib/seo/route-meta";
import { ServiceMenu } from "~/components/ServiceMenu";
import { buildServiceMenuView, menuImageSrcs } from "~/server/pages/service-menu.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/menus.css";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = categoryPage(params.category);
  const { content } = context.services;
  const menus = await content.getMenus();
  const menu = page ? matchCategory(menus, `/services/${page.slug}`) : undefined;
  if (!page || !menu) throw data(null, { status: 404 });
  const [items, salon] = await Promise.all([content.getSubMenu(menu.menu_id), content.getSalon()]);
  const copies = await content.getImageCopies(menuImageSrcs(menu, items ?? []));
  return {
    slug: page.slug,
    view: buildServiceMenuView(
      menu,
      items ?? [],
      salon.website_settings[page.bannerField] ?? "",
      copies,
    ),
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceMenu view={loaderData.view} detailBasePath={`/services/${loaderData.slug}`} />;
}
