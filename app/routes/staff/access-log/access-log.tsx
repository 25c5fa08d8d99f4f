import { Link } from "react-router";
import type { Route } from "./+types/access-log";
import { staffMeta } from "~/routes/staff/shared/meta";
import { LEAD_KIND_WORDS } from "~/lib/leads/vocabulary";
import { ACCESS_ACTION_LABELS } from "~/lib/staff/events";
import { requireOwner } from "~/routes/staff/shared/guard";
import { spaDateWords } from "~/lib/staff/dates";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = () => staffMeta("Access log | Staff | Day Spa");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request);
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  const page = await context.services.staff.accessLog(
    before && before.length <= 80 ? before : undefined,
  );
  // The kind's words are put in here, so the page's JavaScript carries no vocabulary of its own.
  const entries = page.entries.map((entry) => ({
    ...entry,
    leadWords: entry.leadKind ? LEAD_KIND_WORDS[entry.leadKind].item.toLowerCase() : null,
  }));
  return { page: { ...page, entries }, paged: Boolean(before) };
}

export default function AccessLog({ loaderData }: Route.ComponentProps) {
  const { page, paged } = loaderData;
  return (
    <div className="access-log">
      <BackLink to="/staff/privacy">Privacy</BackLink>
      <h1>Who saw personal data</h1>
      <p>Every opened lead, downloaded resume, export and erasure, newest first (spa time).</p>
      {page.entries.length === 0 ? <p>Nothing recorded yet.</p> : null}
      <ol className="access-log__list">
        {page.entries.map((entry) => (
          <li key={entry.id} className="staff-card">
            <p>
              <strong>{ACCESS_ACTION_LABELS[entry.action]}</strong>
              {entry.detail ? <> ({entry.detail})</> : null}
            </p>
            <p>
              <time dateTime={entry.at}>{spaDateWords(entry.at)}</time> ·{" "}
              {entry.actorEmail ?? "the website itself"}
            </p>
            {entry.leadId ? (
              <p>
                {entry.leadWords ? (
                  <Link to={`/staff/leads/${entry.leadId}`} className="staff-row">
                    Open this {entry.leadWords}
                  </Link>
                ) : (
                  "A lead deleted since"
                )}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <nav aria-label="Pages of the access log" className="staff-pager">
        {paged ? <Link to="/staff/access-log">Newest</Link> : null}
        {page.older ? (
          <Link to={`/staff/access-log?before=${encodeURIComponent(page.older)}`}>Older →</Link>
        ) : null}
      </nav>
    </div>
  );
}
