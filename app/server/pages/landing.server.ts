import type { AppLoadContext } from "react-router";
import { trackingConfig } from "~/components/landing/Tracking";
import { captchaPublicConfig } from "~/lib/captcha-config";
import type { LandingLayoutData } from "~/lib/landing-layout-data";

/** Salon basics, booking frame, captcha and tracking ids for the ads pages. */
export async function landingLayoutData(context: AppLoadContext): Promise<LandingLayoutData> {
  const { content, config } = context.services;
  const { salon_info: info } = await content.getSalon();
  return {
    salon: {
      name: info.salon_name,
      address: info.salon_address,
      city: info.salon_city,
      state: info.salon_state,
      zip: info.salon_zip,
      phone: info.salon_contact_no,
      email: info.salon_email_id,
    },
    siteUrl: config.SITE_URL,
    year: new Date().getFullYear(),
    bookingUrl: config.BOOKING_URL ?? null,
    captcha: captchaPublicConfig(config),
    tracking: trackingConfig(config),
  };
}
