import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/service-detail";
import { matchCategory, slugFromPathSegment } from "~/lib/display";
import { lastSegment } from "~/lib/site/paths";
import { categoryPage } from "~/lib/site/service-page-settings";
import { pageMeta } from "~/lib/seo/route-meta";
import { buildServiceMenuView, menuImageSrcs } from "~/server/pages/service-menu.server";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/menus.css";

/**
 * /services/{category}/{item}: one sub-menu item on its own page; anything else is a 404. An old
 * form of the item's slug (with the title's '&', "'" or capitals, typed or percent-encoded) is
 * answered with a permanent redirect to the current one, so published links keep working.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = categoryPage(params.category);
  const segment = lastSegment(params["*"] ?? "");
  const wanted = slugFromPathSegment(segment);
  const { content } = context.services;
  const menu = page ? matchCategory(await content.getMenus(), `/services/${page.slug}`) : undefined;
  const items = menu ? await content.getSubMenu(menu.menu_id) : null;
  const copies = menu && items ? await content.getImageCopies(menuImageSrcs(menu, items)) : {};
  const view = menu && items ? buildServiceMenuView(menu, items, "", copies) : null;
  const item = wanted === "" ? undefined : view?.items.find((i) => i.slug === wanted);
  if (!page || !view || !item) throw data(null, { status: 404 });
  if (segment !== item.slug) {
    throw redirect(`/services/${page.slug}/${item.slug}${new URL(request.url).search}`, 301);
  }
  const description =
    `${item.title} at our Staten Island day spa: ${item.details.join(", ")}.`.slice(0, 160);
  return {
    category: { title: view.title, slug: view.slug },
    item,
    seo: await pageSeo(context, request, {
      title: `${item.title} | ${view.title} | Staten Island`,
      description,
      breadcrumbName: item.title,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function ServiceDetailRoute({ loaderData }: Route.ComponentProps) {
  const { category, item } = loaderData;
  return (
    <main id="main" className="page container service-detail">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={`/services/${category.slug}`}>{category.title}</Link>
          </li>
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <h1>{item.title}</h1>
      <div className="service-detail__body">
        <div>
          {item.details.length > 0 ? (
            <>
              <h2>What is included</h2>
              <ul className="service-item__details">
                {item.details.map((detail, index) => (
                  <li key={index}>{detail}</li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>Prices</h2>
          <ul className="price-list">
            {item.prices.map((entry, index) => (
              <li key={index}>
                {entry.label ? <span className="price-list__label">{entry.label}</span> : null}
                <span className="price-list__price">{entry.price}</span>
              </li>
            ))}
          </ul>
          <p className="service-detail__actions">
            <Link className="button" to="/book-now">
              Book Appointment
            </Link>
            <Link className="button button--outline" to={`/services/${category.slug}`}>
              All {category.title}
            </Link>
          </p>
        </div>
        {item.image ? <img {...item.image} alt="" className="service-detail__image" /> : null}
      </div>
    </main>
  );
}
