import { BookingAlternatives } from "~/components/BookingAlternatives";
import type { HoursLine } from "~/lib/display/opening-hours";
import type { TrackingConfig } from "~/lib/tracking/config";
import { ConversionEvent, TagManager } from "./Tracking";

/**
 * Heading, the ask to pick a consultation time in the booking frame (or, without a booking
 * portal, the phone, the contact form and the hours), and the conversion tags.
 */
export function ThankYou({
  page,
  heading,
  text,
  bookingUrl,
  phone,
  hours,
  tracking,
}: {
  page: string;
  heading: string;
  text: string;
  bookingUrl: string | null;
  phone: string;
  /** The hours the page's footer shows. */
  hours: HoursLine[];
  tracking: TrackingConfig;
}) {
  return (
    <main id="main" className="page thank-you">
      <TagManager gtmId={tracking.gtmId} />
      <ConversionEvent tracking={tracking} page={page} />
      <div className="banner banner--plain">
        <h1>{heading}</h1>
        <p className="thank-you__text">{text}</p>
      </div>
      {bookingUrl ? (
        <iframe
          src={bookingUrl}
          title="Book your consultation"
          className="booking-frame"
          height={1200}
        />
      ) : (
        <BookingAlternatives phone={phone} hours={hours}>
          Call us at {phone} during our opening hours and we will find a consultation time that
          suits you, or send us a message and we will call you back.
        </BookingAlternatives>
      )}
    </main>
  );
}
