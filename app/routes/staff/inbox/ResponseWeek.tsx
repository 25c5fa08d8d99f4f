import { Link } from "react-router";
import type { WeekResponse } from "~/server/staff/inbox/response-figures.server";
import {
  sharePercent,
  type ResponseFigures,
  type Share,
  type WeekFigures,
} from "./response-figures";
import { durationWords } from "~/lib/staff/response-time";

/** "75%" with "3 of 4" beside it, or a dash when no lead's outcome is known yet. */
function ShareText({ share }: { share: Share }) {
  const percent = sharePercent(share);
  if (!percent) return <>—</>;
  return (
    <>
      {percent}{" "}
      <span className="response-week__of">
        ({share.within} of {share.of})
      </span>
    </>
  );
}

const medianText = (figures: ResponseFigures) =>
  figures.medianMinutes === null ? "—" : durationWords(figures.medianMinutes);

/** Received, answered, still waiting, as a sentence. */
function countsText(figures: ResponseFigures) {
  const parts = [`${figures.received} received`, `${figures.answered} answered`];
  if (figures.waiting) parts.push(`${figures.waiting} still waiting`);
  return parts.join(", ");
}

/** The week's three figures for all pages together. */
function OverallFigures({ overall }: { overall: ResponseFigures }) {
  return (
    <dl className="response-week__figures">
      <div>
        <dt>Median time to first response</dt>
        <dd>{medianText(overall)}</dd>
      </div>
      <div>
        <dt>Answered within 5 min</dt>
        <dd>
          <ShareText share={overall.within5} />
        </dd>
      </div>
      <div>
        <dt>Answered within 1 hour</dt>
        <dd>
          <ShareText share={overall.within60} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * The staff home's "This week" panel (issue 19): the median time to first response and the
 * shares answered within 5 minutes and 1 hour, counted in opening hours only, then by page.
 * A small table that becomes one card per page on a phone (CSS only).
 */
export function ResponseWeek({
  week,
  since,
  monday,
  previousHref,
  nextHref,
}: {
  week: WeekFigures & Pick<WeekResponse, "current">;
  /** Monday 12:00 AM in words ("Mon Nov 23, 12:00 AM"). */
  since: string;
  /** The Monday in words ("Mon Nov 16"). */
  monday: string;
  previousHref: string;
  nextHref: string | null;
}) {
  const { overall } = week;
  return (
    <section className="response-week" aria-labelledby="response-week-heading">
      <div className="response-week__top">
        <h2 id="response-week-heading">{week.current ? "This week" : `Week of ${monday}`}</h2>
        <nav aria-label="Weeks" className="response-week__weeks">
          <Link to={previousHref}>← Previous week</Link>
          {nextHref ? <Link to={nextHref}>Next week →</Link> : null}
        </nav>
      </div>
      <p className="response-week__note">
        {week.current
          ? `Since ${since}, in opening hours.`
          : `From ${since} to the Sunday after, in opening hours.`}
      </p>
      {overall.received === 0 ? (
        <p>No leads {week.current ? "yet this week" : "that week"}.</p>
      ) : (
        <>
          <OverallFigures overall={overall} />
          <p className="response-week__counts">
            {countsText(overall)}.
            {overall.untimed
              ? ` ${overall.untimed} answered before response times were recorded ${overall.untimed === 1 ? "is" : "are"} left out of the figures.`
              : null}
          </p>
          {/* Folded, with how the figures are counted, so the leads stay within reach on a phone. */}
          <details className="response-week__pages">
            <summary>By page ({week.bySource.length}) and how it is counted</summary>
            <table className="response-week__table">
              <caption className="visually-hidden">
                {week.current ? "This week" : `Week of ${monday}`} by page
              </caption>
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col">Leads</th>
                  <th scope="col">Median</th>
                  <th scope="col">Within 5 min</th>
                  <th scope="col">Within 1 hour</th>
                  <th scope="col">Still waiting</th>
                </tr>
              </thead>
              <tbody>
                {week.bySource.map(({ source, figures }) => (
                  <tr key={source}>
                    <th scope="row" data-label="Page">
                      {source}
                    </th>
                    <td data-label="Leads">{figures.received}</td>
                    <td data-label="Median">{medianText(figures)}</td>
                    <td data-label="Within 5 min">
                      <ShareText share={figures.within5} />
                    </td>
                    <td data-label="Within 1 hour">
                      <ShareText share={figures.within60} />
                    </td>
                    <td data-label="Still waiting">{figures.waiting}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="response-week__rule">
              A week starts on Monday at 12:00 AM. Times count opening hours only: a lead sent at
              night waits from opening time.
              {week.current ? "" : " A lead still waiting counts up to now."} The median counts
              answered leads. A lead still waiting counts against a share once it has waited longer
              than its limit.
            </p>
          </details>
        </>
      )}
    </section>
  );
}
