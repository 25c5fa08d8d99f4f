/**
 * The lead page's review request (issue 30): what happened to the request and its one reminder
 * since staff marked the lead "Came in", in words. Read-only: "Came in" is a status (the status
 * form), and the owner's settings are on /staff/reviews.
 */
import { Link } from "react-router";
import { spaWhen } from "~/lib/staff/dates";
import type { LeadReviewState } from "~/server/reviews/service.server";

const MAIL_WORDS: Record<string, string> = {
  pending: "to be sent",
  sent: "sent",
  failed: "could not be sent",
  skipped: "not sent",
};

/** The lines the page shows, or none when no request was queued. */
export function reviewLines(state: LeadReviewState | null, now: Date): string[] {
  if (!state) return [];
  const line = (what: string, mail: { status: string; at: Date } | null) =>
    mail
      ? `${what} ${MAIL_WORDS[mail.status] ?? "to be sent"}: ${spaWhen(mail.at.toISOString(), now)}`
      : "";
  return [
    line("Review request", state.request),
    state.clickedAt
      ? `Review button opened: ${spaWhen(state.clickedAt.toISOString(), now)}`
      : line("Reminder (if they tap no review button)", state.reminder),
    state.stopped ? "They asked not to get review requests: none will be sent." : "",
  ].filter(Boolean);
}

export function LeadReview({ lines, isOwner }: { lines: string[]; isOwner: boolean }) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="review-heading" className="lead-review">
      <h2 id="review-heading">Review request</h2>
      <ul>
        {lines.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {isOwner ? (
        <p>
          <Link to="/staff/reviews" className="staff-row">
            Review requests: figures and settings
          </Link>
        </p>
      ) : null}
    </section>
  );
}
