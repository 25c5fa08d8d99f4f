import { funnelPageName } from "~/lib/funnel-pages";
import {
  costPer,
  OTHER_CAMPAIGNS,
  rate,
  type CampaignRow,
  type FunnelRow,
} from "~/lib/staff/funnel-figures";

const number = new Intl.NumberFormat("en-US");
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const campaignName = (campaign: string) =>
  campaign === "" ? "No campaign" : campaign === OTHER_CAMPAIGNS ? "Other campaigns" : campaign;

export const money = (amount: number | null) => (amount === null ? "–" : dollars.format(amount));

/** "12 (40% of visitors)": a count with the rate from the step before it. */
function Step({ count, of, from }: { count: number; of?: number; from?: string }) {
  const share = of === undefined ? null : rate(count, of);
  return (
    <>
      {number.format(count)}
      {share === null || !from ? null : (
        <span className="funnel__rate">{` (${share}% of ${from})`}</span>
      )}
    </>
  );
}

/**
 * The period's funnel as bars, each as wide as its share of the visitors; the numbers are in the
 * text, so the bars are only drawn (no JavaScript: a page without it shows the same).
 */
export function FunnelChart({ total }: { total: FunnelRow }) {
  const steps = [
    { label: "Visitors", count: total.visitors },
    { label: "Started a form", count: total.formStarts, of: total.visitors, from: "visitors" },
    { label: "Sent a form", count: total.leads, of: total.formStarts, from: "form starts" },
    { label: "Booked", count: total.booked, of: total.leads, from: "leads" },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <ol className="funnel__chart">
      {steps.map((step) => (
        <li key={step.label}>
          <span className="funnel__label">
            {step.label}: <Step count={step.count} of={step.of} from={step.from} />
          </span>
          {step.count > 0 ? (
            <span
              aria-hidden="true"
              className="funnel__bar"
              style={{ width: `${Math.max(1, Math.round((step.count / widest) * 100))}%` }}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The funnel's columns, in StepCells' order. */
const STEP_COLUMNS = ["Visitors", "Form starts", "Leads", "Booked", "Calls"] as const;

function StepHeadings() {
  return STEP_COLUMNS.map((column) => (
    <th key={column} scope="col">
      {column}
    </th>
  ));
}

function StepCells({ row }: { row: FunnelRow }) {
  return (
    <>
      <td data-label="Visitors">{number.format(row.visitors)}</td>
      <td data-label="Form starts">
        <Step count={row.formStarts} of={row.visitors} from="visitors" />
      </td>
      <td data-label="Leads">
        <Step count={row.leads} of={row.formStarts} from="form starts" />
      </td>
      <td data-label="Booked">
        <Step count={row.booked} of={row.leads} from="leads" />
      </td>
      <td data-label="Calls">{number.format(row.calls)}</td>
    </>
  );
}

export function PagesTable({ pages }: { pages: (FunnelRow & { page: string })[] }) {
  return (
    <table className="funnel__table">
      <caption>By page</caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <StepHeadings />
        </tr>
      </thead>
      <tbody>
        {pages.map((row) => (
          <tr key={row.page}>
            <th scope="row">{funnelPageName(row.page)}</th>
            <StepCells row={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CampaignsTable({ campaigns }: { campaigns: CampaignRow[] }) {
  if (campaigns.length === 0) return <p>No visits or leads in this period yet.</p>;
  return (
    <table className="funnel__table">
      <caption>By campaign</caption>
      <thead>
        <tr>
          <th scope="col">Campaign</th>
          <StepHeadings />
          <th scope="col">Spend</th>
          <th scope="col">Per lead</th>
          <th scope="col">Per booking</th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((row) => (
          <tr key={row.campaign}>
            <th scope="row">{campaignName(row.campaign)}</th>
            <StepCells row={row} />
            <td data-label="Spend">{money(row.spend)}</td>
            <td data-label="Per lead">{money(costPer(row.spend, row.leads))}</td>
            <td data-label="Per booking">{money(costPer(row.spend, row.booked))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
