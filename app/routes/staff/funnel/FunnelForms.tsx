import {
  FormFailure,
  namedFields,
  TextField,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import type { FunnelAnswer } from "./funnel.server";
import { hasBookingValue, type AdsConversion } from "./funnel-forms";
import { campaignName } from "./FunnelFigures";
import { PARTS } from "./funnel-parts";

/**
 * The monthly spend per campaign: one field per campaign seen (or given a spend), in dollars; an
 * empty field removes the campaign's spend. A plain form post (works without JavaScript).
 */
export function SpendForm({
  campaigns,
  spend,
  answer,
}: {
  campaigns: string[];
  spend: Record<string, number>;
  answer?: FunnelAnswer;
}) {
  const names = [...new Set([...campaigns, ...Object.keys(spend)])];
  if (names.length === 0) {
    return (
      <p>
        Campaigns appear here once a visitor arrives from a link tagged with a campaign
        (utm_campaign); then you can enter what each costs a month.
      </p>
    );
  }
  return (
    <StaffForm
      intent="spend"
      part={PARTS.spend}
      aria-labelledby="funnel-spend-heading"
      className="staff-form"
      noValidate
    >
      <h2 id="funnel-spend-heading" tabIndex={-1}>
        Monthly spend
      </h2>
      <p>
        What each campaign costs a month, in dollars. The tables count a month as 30 days (for 7
        days, 7/30 of it). Leave a field empty when you do not know.
      </p>
      {names.map((campaign, i) => (
        <div key={campaign}>
          <input type="hidden" name="campaign" value={campaign} />
          <TextField
            id={`funnel-spend-${i}`}
            name="spend"
            label={`${campaignName(campaign)}, dollars a month`}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={answer?.values[campaign] ?? spend[campaign]?.toFixed(2) ?? ""}
            error={answer?.errors[`rows.${i}.spend`]}
          />
        </div>
      ))}
      <FormFailure message={answer?.message} />
      <SendButton intent="spend" busy="Saving…">
        Save spend
      </SendButton>
    </StaffForm>
  );
}

/** The conversion Google Ads is told about: its name as created there, its value and currency. */
export function ConversionForm({
  conversion,
  answer,
}: {
  conversion: AdsConversion;
  answer?: FunnelAnswer;
}) {
  const shown = answer?.values ?? {
    name: conversion.name,
    value: hasBookingValue(conversion) ? conversion.value.toFixed(2) : "",
    currency: conversion.currency,
  };
  const field = namedFields("funnel-conversion", shown, answer?.errors);
  return (
    <StaffForm
      intent="conversion"
      part={PARTS.conversion}
      aria-labelledby="funnel-conversion-heading"
      className="staff-form"
      noValidate
    >
      <h3 id="funnel-conversion-heading" tabIndex={-1}>
        The conversion in Google Ads
      </h3>
      <TextField
        {...field("name")}
        label="Conversion name, exactly as in Google Ads"
        autoComplete="off"
      />
      <TextField
        {...field("value")}
        label="Value of a booking"
        hint="What a booking is worth to the spa on average, like 150, in the currency below. Google Ads shows each booking with this value; leave it empty if you do not know."
        inputMode="decimal"
        autoComplete="off"
      />
      <TextField
        {...field("currency")}
        label="Currency"
        hint="Three letters, like USD"
        autoComplete="off"
      />
      <FormFailure message={answer?.message} />
      <SendButton intent="conversion" busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}
