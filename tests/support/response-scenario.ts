/**
 * A week of leads with hand-computed response times (issue 19), for the API and browser tests of
 * the inbox's "This week" panel. The week of Monday October 26, 2026, whose Sunday is the day
 * New York leaves summer time (2 AM EDT becomes 1 AM EST). The demo salon's hours (decision
 * 0021): Monday 9-2, Tuesday 9-6, Wednesday to Friday 9-9, Saturday and Sunday 9-6.
 *
 *   lead                               received              first response        opening-hours wait
 *   contact  A (New, replied by e-mail) Mon 10:00 EDT         Mon 10:03             3 min
 *   contact  B                          Mon 11:00 PM (closed) Tue 9:10 AM           10 min
 *   contact  C (anonymised)             Thu 12:00 PM          Thu 12:45 PM          45 min
 *   career   D                          Tue 7:00 AM           Tue 8:30 AM (closed)  0 min
 *   ads      E                          Sat 5:50 PM (closes 6) Sun 9:05 AM EST      10 + 5 = 15 min
 *   ads      F                          Wed 8:00 PM (closes 9) Thu 10:30 AM         60 + 90 = 150 min
 *   ads      G (still New)              Fri 12:00 PM          none                  weeks: late for both
 *   ads      H (Contacted, no time)     Thu 3:00 PM           not recorded          left out
 *   outside the week: Sun Oct 25 11:00 PM and Mon Nov 2 12:30 AM EST (not counted)
 *
 * Answered waits 0, 3, 10, 15, 45, 150: median (10 + 15) / 2 = 12.5, shown "12 min". Within
 * 5 min: 0 and 3 of the six answered and G = 2 of 7 (29%); within 1 hour: 5 of 7 (71%).
 * Received 8, answered 7 (H among them), still waiting 1.
 */
import { spaWhen } from "../../app/lib/staff/dates";

export const SCENARIO_MONDAY = "2026-10-26";

/**
 * The panel's heading for the week as the staff read it on the day the test runs: "Week of Mon
 * Oct 26" in 2026, "Week of Oct 26, 2026" from 2027 on (a date of another year says its year).
 */
export const scenarioWeekHeading = () =>
  `Week of ${spaWhen(`${SCENARIO_MONDAY}T12:00:00-04:00`, new Date(), { withTime: false })}`;

export type ScenarioKind = "contact" | "career" | "consultation_ipl";

export interface ScenarioLead {
  label: string;
  kind: ScenarioKind;
  sourcePage: string;
  createdAt: string;
  firstResponseAt: string | null;
  status: "new" | "contacted";
  anonymised?: boolean;
}

const lead = (
  label: string,
  kind: ScenarioKind,
  sourcePage: string,
  createdAt: string,
  firstResponseAt: string | null,
  status: "new" | "contacted" = firstResponseAt ? "contacted" : "new",
  anonymised = false,
): ScenarioLead => ({ label, kind, sourcePage, createdAt, firstResponseAt, status, anonymised });

export const SCENARIO: ScenarioLead[] = [
  lead(
    "A",
    "contact",
    "/contact-us",
    "2026-10-26T10:00:00-04:00",
    "2026-10-26T10:03:00-04:00",
    "new",
  ),
  lead("B", "contact", "/contact-us", "2026-10-26T23:00:00-04:00", "2026-10-27T09:10:00-04:00"),
  lead(
    "C",
    "contact",
    "/contact-us",
    "2026-10-29T12:00:00-04:00",
    "2026-10-29T12:45:00-04:00",
    "contacted",
    true,
  ),
  lead("D", "career", "/career", "2026-10-27T07:00:00-04:00", "2026-10-27T08:30:00-04:00"),
  lead(
    "E",
    "consultation_ipl",
    "/ipl-therapy-staten-island-ads",
    "2026-10-31T17:50:00-04:00",
    "2026-11-01T09:05:00-05:00",
  ),
  lead(
    "F",
    "consultation_ipl",
    "/ipl-therapy-staten-island-ads",
    "2026-10-28T20:00:00-04:00",
    "2026-10-29T10:30:00-04:00",
  ),
  lead(
    "G",
    "consultation_ipl",
    "/ipl-therapy-staten-island-ads",
    "2026-10-30T12:00:00-04:00",
    null,
  ),
  lead(
    "H",
    "consultation_ipl",
    "/ipl-therapy-staten-island-ads",
    "2026-10-29T15:00:00-04:00",
    null,
    "contacted",
  ),
  lead(
    "before",
    "contact",
    "/contact-us",
    "2026-10-25T23:00:00-04:00",
    "2026-10-26T09:01:00-04:00",
  ),
  lead("after", "contact", "/contact-us", "2026-11-02T00:30:00-05:00", "2026-11-02T09:00:00-05:00"),
];

/** What the panel shows for that week: the three figures and a row per page. */
export const SCENARIO_FIGURES = {
  median: "12 min",
  within5: "29% (2 of 7)",
  within60: "71% (5 of 7)",
  counts: "8 received, 7 answered, 1 still waiting.",
  rows: [
    ["IPL therapy ads page", "4", "1 h 22 min", "0% (0 of 3)", "33% (1 of 3)", "1"],
    ["Contact Us", "3", "10 min", "33% (1 of 3)", "100% (3 of 3)", "0"],
    ["Career", "1", "0 min", "100% (1 of 1)", "100% (1 of 1)", "0"],
  ],
};

/**
 * One INSERT per lead, with its parameters ($1...), for any PostgreSQL client: the visitor's
 * fields made up, the times and status as above.
 */
export function scenarioInserts(): { text: string; values: unknown[] }[] {
  return SCENARIO.map((l) => {
    const common = [
      l.sourcePage,
      l.createdAt,
      l.firstResponseAt,
      l.status,
      l.anonymised ? l.createdAt : null,
    ];
    const channel = l.firstResponseAt ? "'status'" : "null";
    const tail = `source_page, created_at, first_response_at, status, anonymised_at, first_response_channel`;
    const at = `$1, $2::timestamptz, $3::timestamptz, $4, $5::timestamptz, ${channel}`;
    const name = l.anonymised ? "" : `Scenario ${l.label}`;
    const email = l.anonymised ? "" : `scenario.${l.label.toLowerCase()}@example.com`;
    // The columns the kind's form has: a contact inquiry's one name, the others' first and last.
    const fields = {
      contact: ["null", "'Hello'", "'Please call'", "'(718) 555-0100'"],
      career: ["'Career'", "null", "'Licensed'", "'(718) 555-0101'"],
      consultation_ipl: ["'Ads'", "null", "null", "'(718) 555-0102'"],
    }[l.kind];
    return {
      text: `insert into lead (kind, first_name, last_name, subject, message, phone, email, ${tail})
        values ('${l.kind}', $6, ${fields.join(", ")}, $7, ${at})`,
      values: [...common, name, email],
    };
  });
}

/** The panel's figures as text: the three `dd`s and the table's rows, from the page's HTML. */
export function panelOf(html: string) {
  const start = html.indexOf('class="response-week"');
  const section = html.slice(start, html.indexOf("</section>", start)).replaceAll("<!-- -->", "");
  const text = (fragment: string) =>
    fragment
      .split("<")
      .map((piece) => piece.slice(piece.indexOf(">") + 1))
      .join("")
      .replaceAll("&amp;", "&")
      .trim();
  const between = (from: string, to: string) =>
    section
      .split(from)
      .slice(1)
      .map((piece) => piece.slice(0, piece.indexOf(to)));
  const figures = between("<dd>", "</dd>").map(text);
  const rows = between("<tr>", "</tr>")
    .slice(1)
    .map((row) => row.split("</t").slice(0, -1).map(text));
  const counts = text(between('class="response-week__counts">', "</p>")[0] ?? "");
  return {
    figures,
    rows,
    counts,
    heading: text(between("<h2", "</h2>")[0] ?? ""),
  };
}
