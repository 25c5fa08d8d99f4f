import type { Route } from "./+types/book-now";
import { BookingAlternatives } from "~/components/BookingAlternatives";
import { pageMeta } from "~/lib/seo/route-meta";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { pageSeo } from "~/server/pages/seo.server";
import "~/styles/pages/booking.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await pageSeo(context, request) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo);

export default function BookNowRoute() {
  const { links, salon, hours } = useMainLayoutData();
  return (
    <main id="main" className="page page--book">
      <div className="banner banner--plain">
        <h1>Book Now</h1>
      </div>
      {links.booking ? (
        <iframe
          src={links.booking}
          title="Online booking"
          className="booking-frame"
          height={1200}
          loading="lazy"
        />
      ) : (
        <BookingAlternatives phone={salon.phone} hours={hours}>
          To book, call us at {salon.phone} during our opening hours, or send us a message: our
          front desk will find the right time and therapist for you.
        </BookingAlternatives>
      )}
    </main>
  );
}
