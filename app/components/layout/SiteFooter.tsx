import { Link } from "react-router";
import { HoursList } from "./HoursList";
import { SalonAddress } from "./SalonAddress";
import { useMainLayoutData } from "~/lib/layout/main-layout-data";
import { LinkItems, NewTabItem } from "./SiteHeader";
import { SocialLinks } from "./SocialLinks";

const QUICK_LINKS = [
  { to: "/packages", label: "Packages" },
  { to: "/memberships", label: "Memberships" },
  { to: "/about", label: "About Us" },
  { to: "/career", label: "Careers" },
  { to: "/reviews", label: "Reviews" },
  { to: "/blog", label: "Blog" },
  { to: "/book-now", label: "Book Now" },
];

export function SiteFooter({ variant = "full" }: { variant?: "full" | "landing" }) {
  const { salon, hours, social, links, year } = useMainLayoutData();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">Hours</h2>
          <HoursList lines={hours.map((l) => ({ label: l.day, hours: l.hours }))} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <SalonAddress salon={salon} />
        </section>
        {variant === "full" ? (
          <>
            <nav aria-labelledby="footer-links">
              <h2 id="footer-links">Quick Links</h2>
              <ul className="footer-links">
                <LinkItems links={QUICK_LINKS} as={Link} />
                {links.paymentPlan ? (
                  <NewTabItem href={links.paymentPlan} label="Payment Plan" />
                ) : null}
              </ul>
            </nav>
            <section aria-labelledby="footer-social">
              <h2 id="footer-social">Follow Us</h2>
              <SocialLinks social={social} />
            </section>
          </>
        ) : null}
      </div>
      <div className="site-footer__legal">
        <p>
          © {year} {salon.name}. All rights reserved.
        </p>
        <Link to="/privacy-policy">Privacy Policy</Link>
      </div>
    </footer>
  );
}
