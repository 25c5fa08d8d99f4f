import { data } from "react-router";
import type { Route } from "./+types/packages";
import { matchCategory } from "~/lib/display";
import { pageMeta } from "~/lib/seo/route-meta";
import { ServiceMenu } from "~/components/ServiceMenu";
import { buildServiceMenuView, menuImageSrcs } from "~/server/pages/service-menu.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/menus.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = context.services;
  const menu = matchCategory(await content.getMenus(), "/packages");
  if (!menu) throw data(null, { status: 404 });
  const [items, salon] = await Promise.all([content.getSubMenu(menu.menu_id), content.getSalon()]);
  const copies = await content.getImageCopies(menuImageSrcs(menu, items ?? []));
  return {
    view: buildServiceMenuView(
      menu,
      items ?? [],
      salon.website_settings.packages_banner ?? "",
      copies,
    ),
    seo: await pageSeo(context, request),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function PackagesRoute({ loaderData }: Route.ComponentProps) {
  // SPEC.md 2.1 gives the packages no pages of their own; each panel shows all there is to say.
  return <ServiceMenu view={loaderData.view} />;
}
