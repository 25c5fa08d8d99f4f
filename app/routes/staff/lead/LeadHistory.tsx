import { LEAD_STATUS_LABELS } from "~/lib/leads/vocabulary";
import { leadHistoryWords } from "~/lib/staff/events";
import type {
  HistoryEntry,
  ReplyDelivery,
  SentReply,
} from "~/server/staff/inbox/inbox-lead.server";

/** Where a reply's e-mail is, in words. */
const DELIVERY_WORDS: Record<ReplyDelivery, string> = {
  sending: "Sending",
  sent: "Sent",
  retrying: "Not sent yet, retrying",
  failed: "Could not be sent",
};

function describe(entry: HistoryEntry): string {
  switch (entry.action) {
    case "lead_status":
      return `changed the status from ${entry.fromStatus ? LEAD_STATUS_LABELS[entry.fromStatus] : "?"} to ${entry.toStatus ? LEAD_STATUS_LABELS[entry.toStatus] : "?"}`;
    default:
      return leadHistoryWords(entry.action);
  }
}

/** Who did what to the lead and when, newest first. */
export function LeadHistory({ entries }: { entries: (HistoryEntry & { when: string })[] }) {
  return (
    <section aria-labelledby="history-heading" className="lead-history">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.id} className={`lead-history__item lead-history__item--${entry.action}`}>
              <p>
                <time dateTime={entry.at}>{entry.when}</time>{" "}
                <strong>{entry.actorEmail ?? "A removed account"}</strong> {describe(entry)}
              </p>
              {entry.note ? <p className="lead-history__note">{entry.note}</p> : null}
              {entry.reply ? <ReplyEntry reply={entry.reply} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A reply in the history: its subject and delivery, the message folded away until opened. */
function ReplyEntry({ reply }: { reply: SentReply }) {
  return (
    <div className="lead-history__reply">
      <p>
        <span className="lead-history__subject">“{reply.subject}”</span>{" "}
        <span className={`lead-delivery lead-delivery--${reply.delivery}`}>
          {DELIVERY_WORDS[reply.delivery]}
        </span>
      </p>
      <details>
        <summary>Show the message</summary>
        <p className="lead-history__note">{reply.body}</p>
      </details>
    </div>
  );
}
