import { SalonAddress } from "~/components/layout/SalonAddress";
import { HoursList } from "~/components/layout/HoursList";
import { useLandingLayoutData } from "~/lib/layout/landing-layout-data";

/** Footer of the standalone ads pages: the salon record's hours and address (from the layout). */
export function LandingFooter() {
  const { salon, hours, year } = useLandingLayoutData();
  return (
    <footer className="site-footer landing-footer">
      <div className="site-footer__grid landing-footer__grid">
        <section aria-labelledby="landing-hours">
          <h2 id="landing-hours">Hours</h2>
          <HoursList lines={hours.map((l) => ({ label: l.day, hours: l.hours }))} />
        </section>
        <section aria-labelledby="landing-visit">
          <h2 id="landing-visit">Visit us</h2>
          <SalonAddress salon={salon} />
        </section>
      </div>
      <div className="site-footer__legal">
        <p>
          © {year} {salon.name}. All rights reserved.
        </p>
        <p className="landing-footer__links">
          <a href="/privacy-policy">Privacy Policy</a>
          <a href="/privacy-policy#terms-of-use">Terms of Use</a>
        </p>
      </div>
    </footer>
  );
}
