import { useId } from "react";
import { Form, Link } from "react-router";
import {
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadKindLabel,
} from "~/lib/leads/vocabulary";
import { STAFF_LIMITS, type InboxFilter } from "~/lib/staff/schemas";

/**
 * The inbox's filters as a plain GET form: the query string is the filter, so a filtered list
 * can be bookmarked, works before (and without) JavaScript, and the back button undoes a filter.
 */
export function InboxFilters({
  filter,
  campaigns,
}: {
  filter: InboxFilter;
  /** The recent leads' campaigns (decision 0030), most recent first. */
  campaigns: string[];
}) {
  const id = useId();
  const active = Boolean(
    filter.kind || filter.status || filter.from || filter.to || filter.q || filter.campaign,
  );
  // The filtered campaign stays a choice even once it is older than the list's 90 days.
  const campaignChoices =
    filter.campaign && !campaigns.includes(filter.campaign)
      ? [filter.campaign, ...campaigns]
      : campaigns;
  return (
    // Folded behind one button, so on a phone the leads come first; open while a filter is on.
    <details className="leads-filters-fold" open={active || undefined}>
      <summary className="button button--outline button--small">
        {active ? "Filters (on)" : "Filter and search"}
      </summary>
      <Form method="get" action="/staff" className="leads-filters" aria-label="Filter leads">
        <div className="field">
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            maxLength={STAFF_LIMITS.search}
            aria-describedby={`${id}-q-hint`}
            autoComplete="off"
          />
          <p id={`${id}-q-hint`} className="field__hint">
            Name, phone or e-mail
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Form</label>
          <select id={`${id}-kind`} name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">All forms</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {leadKindLabel(kind)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} name="status" defaultValue={filter.status ?? ""}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
            <option value="overdue">Overdue (New for over 24 hours)</option>
          </select>
        </div>
        {campaignChoices.length > 0 ? (
          <div className="field">
            <label htmlFor={`${id}-campaign`}>Campaign</label>
            <select id={`${id}-campaign`} name="campaign" defaultValue={filter.campaign ?? ""}>
              <option value="">Any campaign</option>
              {campaignChoices.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        <div className="leads-filters__actions">
          <button type="submit" className="button button--small">
            Apply filters
          </button>
          {active ? <Link to="/staff">Clear filters</Link> : null}
        </div>
      </Form>
    </details>
  );
}
