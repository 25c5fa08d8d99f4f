/**
 * The owners' funnel settings (decision 0031), one schema each for the stored setting and the
 * staff page's form: the monthly spend per campaign, and the conversion Google Ads is told about
 * when a lead is booked (its name as created in Google Ads, its value and currency).
 */
import { z } from "zod/mini";
import { csrfToken } from "~/lib/staff/schemas";

export const CAMPAIGN_NAME_MAX = 100;
export const SPEND_MAX = 1_000_000;
export const MAX_SPEND_ROWS = 100;

/** The stored `campaign_spend`: campaign -> dollars a month. */
export const campaignSpendSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(CAMPAIGN_NAME_MAX)),
  z.number().check(z.minimum(0), z.maximum(SPEND_MAX)),
);
export type CampaignSpend = z.output<typeof campaignSpendSchema>;

export const SPEND_INVALID = `Enter dollars a month, like 450 or 450.50 (at most ${SPEND_MAX.toLocaleString("en-US")}), or leave it empty.`;
const DOLLARS = /^\d{1,7}(?:\.\d{1,2})?$/;

/** "450", "$1,200.50", "" (no spend) -> dollars or null; undefined when it is not an amount. */
export function parseDollars(text: string): number | null | undefined {
  const cleaned = text.slice(0, 40).trim().replace(/^\$/, "").replaceAll(",", "");
  if (cleaned === "") return null;
  if (!DOLLARS.test(cleaned)) return undefined;
  const amount = Number(cleaned);
  return amount <= SPEND_MAX ? amount : undefined;
}

const dollarsField = z.pipe(
  z.string().check(z.maxLength(40, SPEND_INVALID)),
  z.transform((text: string, ctx) => {
    const amount = parseDollars(text);
    if (amount === undefined) {
      ctx.issues.push({ code: "custom", message: SPEND_INVALID, input: text });
      return z.NEVER;
    }
    return amount;
  }),
);

/** The spend form: one row per campaign (`campaign` and `spend` repeated, in the same order). */
export const spendFormSchema = z.object({
  csrfToken,
  rows: z
    .array(
      z.object({
        campaign: z.string().check(z.minLength(1), z.maxLength(CAMPAIGN_NAME_MAX)),
        spend: dollarsField,
      }),
    )
    .check(z.maxLength(MAX_SPEND_ROWS)),
});

/** The stored `google_ads_conversion`. */
export const adsConversionSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(CAMPAIGN_NAME_MAX)),
  value: z.number().check(z.minimum(0), z.maximum(SPEND_MAX)),
  currency: z.string().check(z.length(3)),
});
export type AdsConversion = z.output<typeof adsConversionSchema>;

/** The stored value of a booking while the owner has not given one. */
export const BOOKING_VALUE_UNSET = 0;

/** Whether the owner has given the value of a booking (0 is the unset default). */
export const hasBookingValue = (conversion: AdsConversion) =>
  conversion.value > BOOKING_VALUE_UNSET;

export const DEFAULT_ADS_CONVERSION: AdsConversion = {
  name: "Booked appointment",
  value: 0,
  currency: "USD",
};

export const CONVERSION_NAME_INVALID =
  "Enter the conversion's name exactly as in Google Ads: letters, digits, spaces and . & ( ) ' - _ /";
/** Starts with a letter or digit (never a spreadsheet formula), then plain punctuation only. */
const CONVERSION_NAME = /^[a-z\d][\w .&()'/-]*$/i;
export const CURRENCY_INVALID = "Enter a three-letter currency code, like USD";
export const VALUE_INVALID = "Enter the value in dollars, like 150 or 150.00, or leave it empty";

export const conversionFormSchema = z.object({
  csrfToken,
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CONVERSION_NAME_INVALID),
      z.maxLength(CAMPAIGN_NAME_MAX, { error: CONVERSION_NAME_INVALID, abort: true }),
      z.regex(CONVERSION_NAME, CONVERSION_NAME_INVALID),
    ),
  value: z.pipe(
    z.string().check(z.maxLength(40, VALUE_INVALID)),
    z.transform((text: string, ctx) => {
      const amount = parseDollars(text);
      if (amount === undefined) {
        ctx.issues.push({ code: "custom", message: VALUE_INVALID, input: text });
        return z.NEVER;
      }
      // Left empty: not known yet, stored as 0 (BOOKING_VALUE_UNSET), never shown as $0.00.
      return amount ?? BOOKING_VALUE_UNSET;
    }),
  ),
  currency: z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(3, CURRENCY_INVALID)),
      z.transform((text: string) => text.toUpperCase()),
    ),
    z.string().check(z.regex(/^[A-Z]{3}$/, CURRENCY_INVALID)),
  ),
});
