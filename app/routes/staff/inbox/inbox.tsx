import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { staffMeta } from "~/routes/staff/shared/meta";
import { spaWhen } from "~/lib/staff/dates";
import { leadSourceName } from "~/lib/staff/lead-display";
import { InboxFilters } from "./InboxFilters";
import { LeadList } from "./LeadList";
import { LeadsChart } from "./LeadsChart";
import { ResponseWeek } from "./ResponseWeek";
import { leadWait } from "./response-figures";
import { inboxFilterSchema, type InboxFilter } from "~/lib/staff/schemas";
import { mayExportLeads } from "~/lib/staff/roles";
import { requireStaff } from "~/routes/staff/shared/guard";
import { TokenField } from "~/routes/staff/shared/form-kit";
import "~/routes/staff/shared/lead-shared.css";
import "./inbox.css";

export const meta: Route.MetaFunction = () => staffMeta("Leads | Staff | Day Spa");

const FILTER_KEYS = ["kind", "status", "from", "to", "q", "campaign"] as const;

/** The filter as query parameters (without the cursor), for links that keep it. */
function filterParams(filter: InboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * Leads per page: on a phone the first page fits in about three screens with the header and the
 * chart; older ones are a tap on "Older" away (keyset paging, as cheap at any depth).
 */
const INBOX_PAGE_SIZE = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { role } = requireStaff(context, request);
  const search = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, "before"] as const) {
    const value = search.get(key);
    if (value !== null && value.length <= 200) raw[key] = value;
  }
  // Invalid values fall back to "no filter" (the schema's catch), so this cannot throw.
  const filter = inboxFilterSchema.parse(raw);
  const after = search.get("after") ?? undefined;
  // A past week's figures ("Previous week"); anything but a Monday's "YYYY-MM-DD" is this week.
  const monday = search.get("week")?.slice(0, 10);
  const { staff, content } = context.services;
  const { inbox } = staff;
  const now = new Date();
  const hours = content.getSalon().then((salon) => salon.salon_info.config.opening_hours);
  const [page, chart, week, target, openingHours, campaigns, staffMayExport] = await Promise.all([
    inbox.list(filter, INBOX_PAGE_SIZE, { before: filter.before, after }),
    inbox.chart(30),
    hours.then((table) => staff.weekResponse(table, now, monday)),
    staff.responseTarget(),
    hours,
    inbox.campaigns(),
    staff.staffMayExportLeads(),
  ]);
  const query = filterParams(filter).toString();
  return {
    filter,
    page: {
      ...page,
      leads: page.leads.map((lead) => ({
        ...lead,
        when: spaWhen(lead.createdAt, now),
        source: leadSourceName(lead.sourcePage),
        ...leadWait(lead, now, openingHours, target),
      })),
    },
    week: {
      ...week,
      since: spaWhen(week.since, now),
      mondayWords: spaWhen(week.since, now, { withTime: false }),
    },
    target,
    chart,
    campaigns,
    query,
    paged: Boolean(filter.before || after),
    // No Export button for a member the export route would refuse.
    mayExport: mayExportLeads(role, staffMayExport),
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, page, chart, query, paged, week, target, campaigns, mayExport } = loaderData;
  const pageLink = (key: "before" | "after", cursor: string) => {
    const params = new URLSearchParams(query);
    params.set(key, cursor);
    return `/staff?${params.toString()}`;
  };
  const filtered = query !== "";
  /** The inbox as it is, with another week's figures (null: this week). */
  const weekLink = (monday: string | null) => {
    const params = new URLSearchParams(query);
    if (monday) params.set("week", monday);
    const search = params.toString();
    return search ? `/staff?${search}` : "/staff";
  };
  return (
    <div className="leads">
      <div className="leads__top">
        <h1>Leads</h1>
        {/* A plain form, not React Router's: the answer is the file (Content-Disposition), so the
            browser saves it and the page stays. */}
        {mayExport ? (
          <form method="post" action="/staff/leads.csv" className="leads__export">
            <TokenField />
            {FILTER_KEYS.map((key) =>
              filter[key] ? <input key={key} type="hidden" name={key} value={filter[key]} /> : null,
            )}
            <button type="submit" className="button button--outline button--small">
              Export CSV{filtered ? " (filtered)" : ""}
            </button>
          </form>
        ) : null}
      </div>
      <InboxFilters filter={filter} campaigns={campaigns} />
      <LeadList leads={page.leads} filtered={filtered} target={target} />
      <nav aria-label="Pages of leads" className="staff-pager">
        {paged ? <Link to={query ? `/staff?${query}` : "/staff"}>Newest</Link> : null}
        {page.newer ? <Link to={pageLink("after", page.newer)}>← Newer</Link> : null}
        {page.older ? <Link to={pageLink("before", page.older)}>Older →</Link> : null}
      </nav>
      <ResponseWeek
        week={week}
        since={week.since}
        monday={week.mondayWords}
        previousHref={weekLink(week.previous)}
        nextHref={week.next ? weekLink(week.next) : null}
      />
      <LeadsChart chart={chart} />
    </div>
  );
}
