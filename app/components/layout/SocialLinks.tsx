import type { MainLayoutData } from "~/lib/main-layout-data";

type Social = MainLayoutData["social"];

const NETWORKS: { key: keyof Social; label: string; path: string }[] = [
  {
    key: "instagram_url",
    label: "Instagram",
    path: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
  },
  {
    key: "facebook_url",
    label: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z",
  },
  {
    key: "youtube_url",
    label: "YouTube",
    path: "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z",
  },
  {
    key: "yelp_reviews",
    label: "Yelp",
    path: "M11 3.2c0-.7-.6-1.2-1.3-1L5.4 3.6c-.6.2-.9 1-.5 1.5l4.3 6.8c.5.8 1.8.5 1.8-.5V3.2zm1.8 10.6 4.5 1.6c.7.2 1.2-.3 1.1-1l-.6-3.6c-.1-.7-.9-1-1.5-.6l-3.8 2c-.8.4-.6 1.4.3 1.6zm-1.9 1-3.4 3.5c-.5.5-.3 1.4.4 1.6l3.4 1c.7.2 1.3-.3 1.3-1v-4.5c0-.9-1.1-1.3-1.7-.6zm-1.2-2.2-4.4-1.8c-.7-.3-1.4.2-1.4.9l.1 3.6c0 .7.8 1.2 1.4.9l4.3-1.7c.8-.3.8-1.6 0-1.9zm3.8-2.9 3.9-2.7c.6-.4.6-1.3 0-1.7l-2.9-2c-.6-.4-1.4 0-1.5.7l-.9 4.6c-.2.9.7 1.5 1.4 1.1z",
  },
  {
    key: "google_plus_url",
    label: "Google reviews",
    path: "M12 11v3h5.1c-.3 1.6-1.9 4.4-5.1 4.4-3.1 0-5.6-2.6-5.6-5.8S8.9 6.8 12 6.8c1.8 0 3 .8 3.6 1.4l2.5-2.4C16.5 4.3 14.4 3.4 12 3.4 7 3.4 3 7.4 3 12.4s4 9 9 9c5.2 0 8.6-3.6 8.6-8.8 0-.6-.1-1-.2-1.5H12z",
  },
  {
    key: "pinterest_url",
    label: "Pinterest",
    path: "M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.1c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.2 2.3-6.2 6.8-6.2 3.6 0 6.3 2.5 6.3 5.9 0 3.6-2.2 6.4-5.3 6.4-1 0-2-.5-2.4-1.2l-.6 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z",
  },
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
              <path d={network.path} fill="currentColor" />
            </svg>
            <span className="visually-hidden">{network.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
