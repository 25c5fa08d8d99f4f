import { Link } from "react-router";
import { LEAD_STATUS_LABELS, leadKindLabel } from "~/lib/leads/vocabulary";
import { formatPhone } from "~/lib/forms/phone";
import { leadTitle, newTextsWords, telHref } from "~/lib/staff/lead-display";
import type { LeadWait } from "./response-figures";
import { targetWords } from "~/lib/staff/response-target";
import type { InboxRow } from "~/server/staff/inbox/inbox-list.server";

export function StatusBadge({ status, overdue }: Pick<InboxRow, "status" | "overdue">) {
  return (
    <span className={`lead-status lead-status--${status}`}>
      {LEAD_STATUS_LABELS[status]}
      {overdue ? <span className="lead-overdue"> · Overdue</span> : null}
    </span>
  );
}

/**
 * The leads as a table: on a wide screen rows and columns; on a narrow one (CSS only) each row
 * becomes a card whose cells carry their column's name, so nothing scrolls sideways at 375 px.
 */
/**
 * A row as the inbox shows it: its time and source already written for people, and for a New
 * lead nobody has answered, how long it has waited in opening hours and the target mark.
 */
export type ListedLead = InboxRow & { when: string; source: string } & LeadWait;

export function LeadList({
  leads,
  filtered,
  target = null,
}: {
  leads: ListedLead[];
  filtered: boolean;
  /** The owners' response target in minutes, or null for none. */
  target?: number | null;
}) {
  if (leads.length === 0) {
    return (
      <p className="leads-empty">{filtered ? "No leads match these filters." : "No leads yet."}</p>
    );
  }
  return (
    <table className="leads-table">
      <caption className="visually-hidden">Leads, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Name</th>
          <th scope="col">Form and page</th>
          <th scope="col">Phone</th>
          <th scope="col">E-mail</th>
          <th scope="col">Treatment</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} className={`staff-card-link${lead.overdue ? " is-overdue" : ""}`}>
            <td data-label="Received">
              <time dateTime={lead.createdAt}>{lead.when}</time>
            </td>
            <th scope="row" data-label="Name">
              {/* Stretched over the whole card: a tap anywhere on it opens the lead. */}
              <Link to={`/staff/leads/${lead.id}`} className="staff-row">
                {/* Cleared by the retention rule: only the facts for statistics are left. */}
                {leadTitle(lead)}
              </Link>
            </th>
            <td data-label="Form and page">
              {leadKindLabel(lead.kind)}
              <span className="leads-table__page">{lead.source}</span>
            </td>
            <td data-label="Phone">
              {telHref(lead.phone) ? (
                <a href={telHref(lead.phone)!}>{formatPhone(lead.phone)}</a>
              ) : (
                lead.phone
              )}
            </td>
            <td data-label="E-mail">
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </td>
            <td data-label="Treatment">{lead.treatment ?? "—"}</td>
            <td data-label="Status">
              <StatusBadge status={lead.status} overdue={lead.overdue} />
              {lead.unreadTexts > 0 ? (
                <span className="lead-new-texts">{newTextsWords(lead.unreadTexts)}</span>
              ) : null}
              {lead.waiting ? (
                <span className="lead-wait">Waiting {lead.waiting} (opening hours)</span>
              ) : null}
              {lead.overTarget && target !== null ? (
                <span className="lead-target">Over {targetWords(target)} target</span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
