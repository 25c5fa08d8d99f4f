/**
 * One menu item as the public page will show it: the stored value read with the same display
 * rules the category, packages and memberships pages use, in their markup and classes (app.css).
 * The add-ons rows are the public component's own (`AddonLines`). Public browser code takes only
 * `menu-lines.ts` of the display rules; importing from `ServiceMenu` also keeps this module's
 * chunk together with the component that carries it, so the bundler does not split the public
 * menu chunk (see form-kit.tsx).
 */
import { AddonLines } from "~/components/ServiceMenu";
import {
  parseAddonLines,
  parseDescriptionList,
  parseMembership,
  parsePolicyLines,
  parsePriceList,
} from "~/lib/display";
import type { ItemKind, StoredItem } from "~/lib/content/menu-editing";
import { priceSummary } from "~/lib/content/price-editing";
import { displayPrice } from "~/lib/display/menu-price";

function ServicePreview({ item }: { item: StoredItem }) {
  // Formatted as the category page's loader formats them (service-menu.server.ts).
  const prices = parsePriceList(item.sub_menu_price).map((entry) => ({
    ...entry,
    price: displayPrice(entry.price),
  }));
  const details = parseDescriptionList(item.sub_menu_description);
  // The category page's row: the price, or "from" the first of several (ServiceMenu.tsx).
  const aside = priceSummary(item.sub_menu_price);
  return (
    <div className="accordion service-accordion">
      <div className="accordion__item is-open">
        <p className="accordion__heading">
          <span className="accordion__row">
            <span className="accordion__title">{item.sub_menu_title}</span>
            {aside ? <span className="accordion__aside">{aside}</span> : null}
          </span>
        </p>
        {details.length > 0 ? (
          <div className="accordion__panel">
            <div className="service-item">
              <ul className="service-item__details">
                {details.map((detail, index) => (
                  <li key={index}>{detail}</li>
                ))}
              </ul>
              {prices.length > 0 ? (
                <ul className="price-list">
                  {prices.map((entry, index) => (
                    <li key={index}>
                      {entry.label ? (
                        <span className="price-list__label">{entry.label}</span>
                      ) : null}
                      <span className="price-list__price">{entry.price}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function AddonsPreview({ item }: { item: StoredItem }) {
  return (
    <div className="addons">
      <p className="menu-preview__title">{item.sub_menu_title}</p>
      <AddonLines
        lines={parseAddonLines(item.sub_menu_description).map((line) => ({
          ...line,
          price: line.price && displayPrice(line.price),
        }))}
      />
    </div>
  );
}

function MembershipPreview({ item }: { item: StoredItem }) {
  const { summary, benefits } = parseMembership(item.sub_menu_description);
  return (
    <div className="membership-card">
      <p className="menu-preview__title">{item.sub_menu_title}</p>
      <p className="membership-card__price">{displayPrice(item.sub_menu_price)}</p>
      <p className="membership-card__summary">{summary}</p>
      <ul className="membership-card__benefits">
        {benefits.map((benefit, index) => (
          <li key={index}>{benefit}</li>
        ))}
      </ul>
    </div>
  );
}

function PoliciesPreview({ item }: { item: StoredItem }) {
  return (
    <div>
      <p className="menu-preview__title">{item.sub_menu_title}</p>
      <ul className="policy-list">
        {parsePolicyLines(item.sub_menu_description).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The preview box: the item as the page shows it, or why it is not shown. */
export function MenuItemPreview({
  kind,
  item,
  label,
}: {
  kind: ItemKind;
  item: StoredItem | null;
  label: string;
}) {
  return (
    <section className="menu-preview" aria-label={label}>
      <p className="menu-preview__caption">Preview: shown exactly as the page will</p>
      {item === null ? (
        <p>Correct the fields above to see the preview.</p>
      ) : item.hidden ? (
        <p>Hidden: this item is kept but not shown on the site.</p>
      ) : kind === "service" ? (
        <ServicePreview item={item} />
      ) : kind === "addons" ? (
        <AddonsPreview item={item} />
      ) : kind === "membership" ? (
        <MembershipPreview item={item} />
      ) : (
        <PoliciesPreview item={item} />
      )}
    </section>
  );
}
