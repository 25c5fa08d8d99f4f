import { telHref } from "~/lib/display";
import type { TrackingConfig } from "~/lib/tracking-config";
import { ConversionEvent, TagManager } from "./Tracking";

/** Heading, the ask to pick a consultation time, the booking frame, and the conversion tags. */
export function ThankYou({
  page,
  heading,
  text,
  bookingUrl,
  phone,
  tracking,
}: {
  page: string;
  heading: string;
  text: string;
  bookingUrl: string | null;
  phone: string;
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
        <div className="container container--narrow section">
          <p className="lead centered">
            Call us at <a href={`tel:${telHref(phone)}`}>{phone}</a> and we will find a consultation
            time that suits you.
          </p>
        </div>
      )}
    </main>
  );
}
