import { Link } from "react-router";
import type { Route } from "./+types/content-pages";
import { staffMeta } from "~/routes/staff/shared/meta";
import { WEBSITE_SETTING_GROUPS } from "~/lib/content/website-settings";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = () =>
  staffMeta("Banners, policies and treatment texts | Day Spa staff");

export function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  return null;
}

export default function ContentPages() {
  return (
    <>
      <BackLink to="/staff/content">Site content</BackLink>
      <h1>Banners, policies and treatment texts</h1>
      <p>
        Choose what to change. Changes are saved in the draft; publish them on the Site content
        page.
      </p>
      {WEBSITE_SETTING_GROUPS.map((group) => (
        <section key={group.heading} aria-label={group.heading}>
          <h2>{group.heading}</h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.name}>
                <Link to={`/staff/content/pages/${entry.name}`} className="staff-row">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
