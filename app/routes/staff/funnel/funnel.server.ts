/**
 * The owners' "Ads and visits" page (`/staff/funnel`; issue 20, decision 0031): the funnel's
 * figures for 7, 30 or 90 days, the monthly spend per campaign, and the conversion Google Ads is
 * told about.
 */
import { data, type AppLoadContext } from "react-router";
import { FUNNEL_PERIODS, type FunnelPeriod } from "~/lib/tracking/funnel";
import { OTHER_CAMPAIGNS } from "./funnel-figures";
import {
  conversionFormSchema,
  MAX_SPEND_ROWS,
  spendFormSchema,
  type CampaignSpend,
} from "./funnel-forms";
import {
  checkForm,
  formFields,
  postedText,
  type FieldErrors,
} from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { PARTS } from "./funnel-parts";

export const HERE = "/staff/funnel";
export const OWNERS_ONLY = "Only an owner can see the ads figures.";
export const DEFAULT_PERIOD: FunnelPeriod = 30;

/** `?days=` as one of the offered periods; anything else reads as the default. */
export function periodOf(request: Request): FunnelPeriod {
  const asked = Number(new URL(request.url).searchParams.get("days")?.slice(0, 3));
  return FUNNEL_PERIODS.find((days) => days === asked) ?? DEFAULT_PERIOD;
}

export async function funnelData(context: AppLoadContext, request: Request) {
  const days = periodOf(request);
  const { funnel } = context.services;
  const [figures, conversion, adsFile] = await Promise.all([
    funnel.figures(days),
    funnel.conversion(),
    funnel.conversionsStatus(),
  ]);
  const spendCampaigns = figures.campaigns
    .map((row) => row.campaign)
    .filter((campaign) => campaign !== "" && campaign !== OTHER_CAMPAIGNS)
    .slice(0, MAX_SPEND_ROWS);
  return { days, figures, conversion, adsFile, spendCampaigns, now: new Date().toISOString() };
}

/** A refused save: which form, the message, per field, and what was typed. */
export type FunnelAnswer = FormAnswer<
  "spend" | "conversion",
  { errors: FieldErrors; values: Record<string, string> }
>;

function refused(
  intent: FunnelAnswer["intent"],
  errors: FieldErrors,
  values: Record<string, string>,
) {
  const body: FunnelAnswer = {
    intent,
    message: "Nothing was saved: check what is marked below.",
    errors,
    values,
  };
  return data(body, { status: 400 });
}

/** Back to the page at `part` (PARTS), the period it showed kept. */
const here = (request: Request, part: string) => `${HERE}${new URL(request.url).search}#${part}`;

export const funnelAction = staffAction(
  { owner: OWNERS_ONLY },
  {
    spend: async ({ form, services, identity, request, done }) => {
      const campaigns = form
        .getAll("campaign")
        .map(postedText)
        .slice(0, MAX_SPEND_ROWS + 1);
      const amounts = form
        .getAll("spend")
        .map(postedText)
        .slice(0, MAX_SPEND_ROWS + 1);
      const rows = campaigns.map((campaign, i) => ({ campaign, spend: amounts[i] ?? "" }));
      const checked = checkForm(spendFormSchema, { csrfToken: form.get("csrfToken"), rows });
      if (!checked.ok) {
        const values = Object.fromEntries(
          rows.map((row) => [row.campaign, row.spend.slice(0, 40)]),
        );
        return refused("spend", checked.errors, values);
      }
      const spend: CampaignSpend = {};
      for (const row of checked.value.rows) if (row.spend !== null) spend[row.campaign] = row.spend;
      await services.funnel.saveSpend(spend, identity.userId);
      return done(here(request, PARTS.spend), "Spend saved.");
    },
    conversion: async ({ form, services, identity, request, done }) => {
      const checked = checkForm(conversionFormSchema, formFields(form));
      if (!checked.ok) {
        const values = Object.fromEntries(
          ["name", "value", "currency"].map((name) => [
            name,
            postedText(form.get(name)).slice(0, 120),
          ]),
        );
        return refused("conversion", checked.errors, values);
      }
      const { csrfToken: _token, ...conversion } = checked.value;
      await services.funnel.saveConversion(conversion, identity.userId);
      return done(
        here(request, PARTS.conversion),
        "Saved. The next Google Ads file uses this name and value.",
      );
    },
  },
);
