import type { ReactNode } from "react";
import { Link } from "react-router";
import { HoursList } from "~/components/layout/HoursList";
import { telHref } from "~/lib/display";
import type { HoursLine } from "~/lib/display/opening-hours";

/**
 * Book Now and the thank-you pages when no booking portal is configured (no BOOKING_URL): the
 * ways to book that do exist instead of a calendar that is not there. The hours are the ones the
 * page's footer shows (its layout's), drawn by the footer's component.
 */
export function BookingAlternatives({
  phone,
  hours,
  children,
}: {
  phone: string;
  hours: HoursLine[];
  /** The sentence above the ways to book. */
  children: ReactNode;
}) {
  return (
    <div className="container container--narrow section booking-alternatives">
      <p className="lead centered">{children}</p>
      <div className="booking-alternatives__ways">
        <a className="button" href={`tel:${telHref(phone)}`}>
          Call {phone}
        </a>
        <Link className="button button--outline" to="/contact-us">
          Send us a message
        </Link>
      </div>
      {hours.length > 0 ? (
        <section className="booking-alternatives__hours" aria-labelledby="booking-hours">
          <h2 id="booking-hours">Opening hours</h2>
          <HoursList lines={hours.map((l) => ({ label: l.day, hours: l.hours }))} />
        </section>
      ) : null}
    </div>
  );
}
