import { funnelPageName } from "~/lib/tracking/funnel-pages";
import { hasBookingValue, type AdsConversion } from "./funnel-forms";
import {
  costPer,
  OTHER_CAMPAIGNS,
  stepShare,
  type CampaignRow,
  type FunnelRow,
} from "./funnel-figures";

const number = new Intl.NumberFormat("en-US");
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export const campaignName = (campaign: string) =>
  campaign === "" ? "No campaign" : campaign === OTHER_CAMPAIGNS ? "Other campaigns" : campaign;

export const money = (amount: number | null) => (amount === null ? "–" : dollars.format(amount));

/** What a step is measured against, in words: the plural, and the singular for one. */
type Base = readonly [plural: string, singular: string];
const VISITORS: Base = ["visitors", "visitor"];
const FORM_STARTS: Base = ["form starts", "form start"];
const LEADS: Base = ["leads", "lead"];

/**
 * "12 (40% of visitors)": a count with its share of the step before it; "3 (more than the 2 form
 * starts counted)" when the step before counted fewer (stepShare), never a share over 100%.
 */
function Step({ count, of, base }: { count: number; of?: number; base?: Base }) {
  const share = of === undefined || !base ? null : stepShare(count, of);
  const words = (n: number) => `${number.format(n)} ${n === 1 ? base![1] : base![0]}`;
  return (
    <>
      {number.format(count)}
      {share?.kind === "share" ? (
        <span className="funnel__rate">{` (${share.percent}% of ${base![0]})`}</span>
      ) : share?.kind === "more" ? (
        <span className="funnel__rate">{` (more than the ${words(share.base)} counted)`}</span>
      ) : null}
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
    { label: "Started a form", count: total.formStarts, of: total.visitors, base: VISITORS },
    { label: "Sent a form", count: total.leads, of: total.formStarts, base: FORM_STARTS },
    { label: "Booked", count: total.booked, of: total.leads, base: LEADS },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.count));
  return (
    <ol className="funnel__chart">
      {steps.map((step) => (
        <li key={step.label}>
          <span className="funnel__label">
            {step.label}: <Step count={step.count} of={step.of} base={step.base} />
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
        <Step count={row.formStarts} of={row.visitors} base={VISITORS} />
      </td>
      <td data-label="Leads">
        <Step count={row.leads} of={row.formStarts} base={FORM_STARTS} />
      </td>
      <td data-label="Booked">
        <Step count={row.booked} of={row.leads} base={LEADS} />
      </td>
      <td data-label="Calls">{number.format(row.calls)}</td>
    </>
  );
}

export function PagesTable({ pages }: { pages: (FunnelRow & { page: string })[] }) {
  return (
    <table className="staff-table">
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
    <table className="staff-table">
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

/**
 * What the period's bookings are worth, beside the funnel it comes from: the one figure the value
 * of a booking feeds on this page. While no value is set it says so and links to the field,
 * rather than showing "$0.00" as if the bookings earned nothing (issue 29).
 */
export function BookingsWorth({
  booked,
  conversion,
  valueField,
}: {
  booked: number;
  conversion: AdsConversion;
  valueField: string;
}) {
  if (!hasBookingValue(conversion)) {
    return (
      <p className="staff-notice">
        What these bookings are worth needs the value of a booking, which is not set yet. Google Ads
        needs it too, to show what the ads earned.{" "}
        <a href={valueField}>Set the value of a booking</a>
      </p>
    );
  }
  if (booked === 0) return null;
  const inCurrency = (amount: number) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency: conversion.currency }).format(
      amount,
    );
  const each = inCurrency(conversion.value);
  return (
    <p>
      {`Bookings worth about ${inCurrency(booked * conversion.value)}: ${number.format(booked)} × ${each}, the value of a booking. `}
      <a href={valueField}>Change the value</a>
    </p>
  );
}
