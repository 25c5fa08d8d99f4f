import type { MainLayoutData } from "~/lib/layout/main-layout-data";
// One hashed, long-cached file of symbols: the icons' path data stays out of every page's
// JavaScript (about 1 KB gzipped on each page with the main layout).
import sprite from "./social-icons.svg";

type Social = MainLayoutData["social"];

const NETWORKS: { key: keyof Social; label: string; icon: string }[] = [
  { key: "instagram_url", label: "Instagram", icon: "instagram" },
  { key: "facebook_url", label: "Facebook", icon: "facebook" },
  { key: "youtube_url", label: "YouTube", icon: "youtube" },
  { key: "yelp_reviews", label: "Yelp", icon: "yelp" },
  { key: "google_plus_url", label: "Google reviews", icon: "google" },
  { key: "pinterest_url", label: "Pinterest", icon: "pinterest" },
];

export function SocialLinks({
  social,
  className = "social-links",
}: {
  social: Social;
  className?: string;
}) {
  const present = NETWORKS.filter((network) => social[network.key]);
  if (present.length === 0) return null;
  return (
    <ul className={className}>
      {present.map((network) => (
        <li key={network.key}>
          <a href={social[network.key]} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <use href={`${sprite}#${network.icon}`} />
            </svg>
            <span className="visually-hidden">{network.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
