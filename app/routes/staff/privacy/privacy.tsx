import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { staffMeta } from "~/routes/staff/shared/meta";
import { PersonRequest, RetentionForm } from "./PrivacyForms";
import { EraseReach } from "./EraseReach";
import { requireOwner } from "~/routes/staff/shared/guard";
import { privacyAction } from "./privacy.server";
import "~/routes/staff/shared/lead-shared.css";

export const meta: Route.MetaFunction = () => staffMeta("Privacy | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request);
  return {
    retention: await context.services.staff.retention(),
    // What an erase reaches depends on it (EraseReach): the embedded database or a server.
    database: context.services.config.DATABASE_URL ? ("server" as const) : ("embedded" as const),
  };
}

/** Find, erase, the retention periods: plain form posts that work without JavaScript (0020). */
export const action = privacyAction;

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="privacy">
      <h1>Privacy and personal data</h1>
      <p>
        <Link to="/staff/access-log" className="staff-row">
          See who opened, downloaded or exported personal data
        </Link>
      </p>
      <PersonRequest
        answer={actionData && actionData.intent !== "retention" ? actionData : undefined}
      />
      <EraseReach database={loaderData.database} />
      <RetentionForm
        settings={loaderData.retention}
        answer={actionData?.intent === "retention" ? actionData : undefined}
      />
    </div>
  );
}
