/**
 * The owners' "Ads and visits" page (`/staff/funnel`; issue 20, decision 0031): the funnel's
 * figures for 7, 30 or 90 days, the monthly spend per campaign, and the conversion Google Ads is
 * told about. The staff layout's middleware has already checked the origin and the session's
 * token and read the form.
 */
import { data, type ActionFunctionArgs, type AppLoadContext } from "react-router";
import { FUNNEL_PERIODS, type FunnelPeriod } from "~/lib/funnel";
import { requireStaff } from "~/routes/staff/shared/guard";
import { OTHER_CAMPAIGNS } from "~/lib/staff/funnel-figures";
import {
  conversionFormSchema,
  MAX_SPEND_ROWS,
  spendFormSchema,
  type CampaignSpend,
} from "~/lib/staff/funnel-forms";
import { checkForm, formFields, type FieldErrors } from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { redirectWithNotice } from "~/routes/staff/shared/notice.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export const HERE = "/staff/funnel";
export const OWNERS_ONLY = "Only an owner can see the ads figures.";
export const DEFAULT_PERIOD: FunnelPeriod = 30;

/** A signed-in owner; anyone else is refused (403) before anything is read. */
export function requireFunnelOwner(context: AppLoadContext, request: Request) {
  const identity = requireStaff(context, request);
  if (identity.role !== "owner") throw data(OWNERS_ONLY, { status: 403 });
  return identity;
}

/** `?days=` as one of the offered periods; anything else reads as the default. */
export function periodOf(request: Request): FunnelPeriod {
  const asked = Number(new URL(request.url).searchParams.get("days")?.slice(0, 3));
  return FUNNEL_PERIODS.find((days) => days === asked) ?? DEFAULT_PERIOD;
}

export async function funnelData(context: AppLoadContext, request: Request) {
  const days = periodOf(request);
  const { funnel } = context.services;
  const [figures, conversion] = await Promise.all([funnel.figures(days), funnel.conversion()]);
  const spendCampaigns = figures.campaigns
    .map((row) => row.campaign)
    .filter((campaign) => campaign !== "" && campaign !== OTHER_CAMPAIGNS)
    .slice(0, MAX_SPEND_ROWS);
  return { days, figures, conversion, spendCampaigns };
}

/** A refused save: which form, the message, per field, and what was typed. */
export type FunnelAnswer = FormAnswer<
  "spend" | "conversion",
  { errors: FieldErrors; values: Record<string, string> }
>;

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

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

async function saveSpend(form: FormData, context: AppLoadContext, request: Request) {
  const identity = requireFunnelOwner(context, request);
  const campaigns = form
    .getAll("campaign")
    .map(text)
    .slice(0, MAX_SPEND_ROWS + 1);
  const amounts = form
    .getAll("spend")
    .map(text)
    .slice(0, MAX_SPEND_ROWS + 1);
  const rows = campaigns.map((campaign, i) => ({ campaign, spend: amounts[i] ?? "" }));
  const checked = checkForm(spendFormSchema, { csrfToken: form.get("csrfToken"), rows });
  if (!checked.ok) {
    const values = Object.fromEntries(rows.map((row) => [row.campaign, row.spend.slice(0, 40)]));
    return refused("spend", checked.errors, values);
  }
  const spend: CampaignSpend = {};
  for (const row of checked.value.rows) if (row.spend !== null) spend[row.campaign] = row.spend;
  await context.services.funnel.saveSpend(spend, identity.userId);
  return redirectWithNotice(
    request,
    identity,
    `${HERE}${new URL(request.url).search}`,
    "Spend saved.",
  );
}

async function saveConversion(form: FormData, context: AppLoadContext, request: Request) {
  const identity = requireFunnelOwner(context, request);
  const checked = checkForm(conversionFormSchema, formFields(form));
  if (!checked.ok) {
    const values = Object.fromEntries(
      ["name", "value", "currency"].map((name) => [name, text(form.get(name)).slice(0, 120)]),
    );
    return refused("conversion", checked.errors, values);
  }
  const { csrfToken: _token, ...conversion } = checked.value;
  await context.services.funnel.saveConversion(conversion, identity.userId);
  return redirectWithNotice(
    request,
    identity,
    `${HERE}${new URL(request.url).search}`,
    "Saved. The next Google Ads file uses this name and value.",
  );
}

export async function funnelAction({ request, context }: ActionFunctionArgs) {
  requireFunnelOwner(context, request);
  const form = context.get(staffFormContext);
  const intent = form.get("intent");
  if (intent === "spend") return saveSpend(form, context, request);
  if (intent === "conversion") return saveConversion(form, context, request);
  throw data("Reload the page and try again.", { status: 400 });
}
