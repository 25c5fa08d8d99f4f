import { Link } from "react-router";
import type { AddonLine, PriceEntry } from "~/lib/display";
import { ADDON_FIXED_LINE } from "~/lib/display/menu-lines";
import type { ServiceItemView, ServiceMenuView } from "~/lib/layout/view-models";
import { Accordion } from "./ui/Accordion";
import { Banner, RichHtml } from "./ui/RichHtml";

/** The add-ons block's fixed line and its rows (SPEC.md 2.2), on the page and in the menu editor. */
export function AddonLines({ lines }: { lines: AddonLine[] }) {
  return (
    <>
      <p className="addons__fixed">{ADDON_FIXED_LINE}</p>
      <ul className="addons__list">
        {lines.map((line, index) => (
          <li key={index}>
            <span className="addons__row">
              <span className="addons__title">{line.title}</span>
              {line.price ? <span className="addons__price">{line.price}</span> : null}
            </span>
            {line.description ? (
              <span className="addons__description">{line.description}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function PriceList({ prices }: { prices: PriceEntry[] }) {
  if (prices.length === 0) return null;
  return (
    <ul className="price-list">
      {prices.map((entry, index) => (
        <li key={index}>
          {entry.label ? <span className="price-list__label">{entry.label}</span> : null}
          <span className="price-list__price">{entry.price}</span>
        </li>
      ))}
    </ul>
  );
}

/** The price beside a row: the price itself, or "from" the lowest-listed one. */
function priceSummary(prices: PriceEntry[]): string {
  const [first] = prices;
  if (!first) return "";
  // A first price already written "from $100" is not said twice.
  return prices.length > 1 && !first.price.startsWith("from ")
    ? `from ${first.price}`
    : first.price;
}

function itemContent(item: ServiceItemView, detailBasePath: string | undefined) {
  if (item.details.length === 0) return null;
  return (
    <div className="service-item">
      <ul className="service-item__details">
        {item.details.map((detail, index) => (
          <li key={index}>{detail}</li>
        ))}
      </ul>
      <PriceList prices={item.prices} />
      {/* A title without an a-z0-9 slug has no page of its own: its panel says it all. */}
      {detailBasePath && item.slug ? (
        <Link className="text-link" to={`${detailBasePath}/${item.slug}`}>
          More about {item.title}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A category (or the Packages menu): banner, description, images, the sub-menu accordion.
 * `detailBasePath` is where the items' own pages live (`/services/{category}`, SPEC.md 2.1); the
 * Packages menu has no such pages, so its items link nowhere.
 */
export function ServiceMenu({
  view,
  detailBasePath,
}: {
  view: ServiceMenuView;
  detailBasePath?: string;
}) {
  const sideImages = [view.attachment, ...view.addons.map((a) => a.image)].filter(
    (image) => image !== null,
  );
  return (
    <main id="main" className="page page--service">
      <Banner html={view.bannerHtml} fallbackTitle={view.title} />
      <div className="container service-layout">
        <div className="service-layout__main">
          <h2 className="section-title">{view.title}</h2>
          <RichHtml className="prose" html={view.descriptionHtml} />
          {view.alternateImages.length > 0 ? (
            <div className={`alternate-images alternate-images--${view.alternateImages.length}`}>
              {view.alternateImages.map((image) => (
                <img key={image.src} {...image} alt="" loading="lazy" decoding="async" />
              ))}
            </div>
          ) : null}
          <Accordion
            className="accordion service-accordion"
            items={view.items.map((item) => ({
              id: item.id,
              title: item.title,
              aside: priceSummary(item.prices),
              content: itemContent(item, detailBasePath),
            }))}
          />
          {view.addons.map((block) => (
            <section key={block.id} className="addons" aria-labelledby={`addons-${block.id}`}>
              <h3 id={`addons-${block.id}`}>{block.title}</h3>
              <AddonLines lines={block.lines} />
            </section>
          ))}
          <p className="service-layout__cta">
            <Link className="button" to="/book-now">
              Book Appointment
            </Link>
          </p>
        </div>
        {sideImages.length > 0 ? (
          <aside className="service-layout__aside" aria-label={`${view.title} menu card`}>
            {/* Lazy even the first: on a phone the card comes after the whole menu, and an eager
                image is preloaded from the head, ahead of the first screen (issue 38). */}
            {sideImages.map((image, index) => (
              <img
                key={image.src}
                {...image}
                alt={index === 0 ? `${view.title} menu` : ""}
                loading="lazy"
                decoding="async"
              />
            ))}
          </aside>
        ) : null}
      </div>
    </main>
  );
}
