import { telHref } from "~/lib/display";
import type { LayoutSalon } from "~/lib/layout/layout-data";

/** The salon's postal address, phone and e-mail as both footers show them. */
export function SalonAddress({ salon }: { salon: LayoutSalon }) {
  return (
    <address>
      {salon.address}
      <br />
      {salon.city}, {salon.state} {salon.zip}
      <br />
      <a href={`tel:${telHref(salon.phone)}`}>{salon.phone}</a>
      <br />
      <a href={`mailto:${salon.email}`}>{salon.email}</a>
    </address>
  );
}
