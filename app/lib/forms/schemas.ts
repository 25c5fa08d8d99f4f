/**
 * The one source of truth for what a form may send: the browser forms and the API validate with
 * these same schemas, so their messages (SPEC.md 5, word for word) can never disagree.
 * Written with zod/mini, whose functions tree-shake: the browser gets only what the forms use.
 */
import { z } from "zod/mini";
import { CAMPAIGN_KEYS, cleanCampaignValue, type CampaignKey } from "../tracking/campaign";
import { REVIEWS_MAX_LIMIT, REVIEWS_PAGE_SIZE } from "../reviews/constants";
import { FUNNEL_EVENTS } from "../tracking/funnel";
import { TREATMENT_OPTIONS, type TreatmentChoice } from "./treatment-options";

export const LIMITS = {
  name: 100,
  email: 254,
  phoneFormatted: 14,
  phoneDigits: 15,
  subject: 200,
  message: 5000,
  captcha: 8000,
  sourcePage: 500,
} as const;

export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";

/**
 * C0 controls and DEL (NUL among them, which PostgreSQL refuses in text). A message may keep the
 * tab and its line breaks; single-line fields may not.
 */
export function hasControlCharacter(value: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/**
 * Checks for one text field, in an order that keeps hostile input cheap: trimming is linear, and
 * a failed length or character check aborts, so no pattern ever runs on an over-long string
 * (decision 0008). The body limit bounds what reaches the trim.
 */
export function textChecks(max: number, multiline: boolean) {
  return [
    z.trim(),
    z.maxLength(max, { error: `Must be at most ${max} characters`, abort: true }),
    z.refine<string>((value) => !hasControlCharacter(value, multiline), {
      error: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    }),
  ];
}

/** A required text field: the spec's message when missing or blank, clear ones otherwise. */
export function requiredText(
  requiredMessage: string,
  max: number,
  options: { multiline?: boolean } = {},
  ...more: z.core.$ZodCheck<string>[]
) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : "Must be text",
    })
    .check(
      ...textChecks(max, options.multiline ?? false),
      z.minLength(1, { error: requiredMessage, abort: true }),
      ...more,
    );
}

/** Lenient on purpose (SPEC.md 5 says "loose"): something@something.tld. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;
export const FORMATTED_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const DIGITS = /^\d+$/;

export function emailField(invalidMessage: string) {
  return requiredText("Email is required", LIMITS.email, {}, z.regex(LOOSE_EMAIL, invalidMessage));
}

/** Contact and career forms: the (XXX) XXX-XXXX display format the phone input produces. */
const formattedPhone = z
  .string({ error: "Invalid phone number format" })
  .check(
    z.trim(),
    z.maxLength(LIMITS.phoneFormatted, { error: "Invalid phone number format", abort: true }),
    z.regex(FORMATTED_PHONE, "Invalid phone number format"),
  );

const captchaField = (message: string) => requiredText(message, LIMITS.captcha);

/** Where the visitor was when they wrote to us; filled by the site, optional for API clients. */
const sourcePage = z.optional(
  z.string({ error: "Must be text" }).check(...textChecks(LIMITS.sourcePage, false)),
);

/**
 * A visit's campaign data (decision 0030), optional beside every lead form's fields: each value is
 * text, cleaned by `cleanCampaignValue` (a malformed click id is dropped, a long label cut), so a
 * lead is never refused for its tracking tags and nothing raw is stored.
 */
const campaignField = (key: CampaignKey) =>
  z.optional(
    z.pipe(
      z.string({ error: "Must be text" }),
      z.transform((value: string) => cleanCampaignValue(key, value)),
    ),
  );
const campaignShape = Object.fromEntries(CAMPAIGN_KEYS.map((key) => [key, campaignField(key)])) as {
  [K in CampaignKey]: ReturnType<typeof campaignField>;
};

/**
 * `sms_consent` (issue 37): true when the visitor ticked "Text me about my request" under the
 * words of `lib/texts/consent.ts`; absent or false, no consent. Optional for API clients; any
 * other value than a boolean is refused. The contact and ads pages' forms have it, not careers.
 */
export const SMS_CONSENT_MESSAGE = "Must be true or false";
const smsConsent = z.optional(
  z.boolean({ error: SMS_CONSENT_MESSAGE }).register(z.globalRegistry, {
    description:
      "The visitor agreed to text messages about this request (the form's unticked box); " +
      "absent or false: no consent.",
  }),
);

// ------------------------------------------------------------------ contact

export const CONTACT_CAPTCHA_MESSAGE = "Please complete the captcha";

/** The visible contact form; on pages other than /contact-us, subject and message are hidden. */
export const contactFormSchema = z.object({
  firstName: requiredText("First name is required", LIMITS.name),
  lastName: requiredText("Last name is required", LIMITS.name),
  phone: formattedPhone,
  email: emailField("Invalid email"),
  subject: requiredText("Subject is required", LIMITS.subject),
  message: requiredText("Message is required", LIMITS.message, { multiline: true }),
  sms_consent: smsConsent,
  captcha: captchaField(CONTACT_CAPTCHA_MESSAGE),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** POST /api/contactdata. Pages without subject and message send '-' for both (SPEC.md 3). */
export const contactEnquirySchema = z.object({
  name: requiredText("Name is required", LIMITS.name * 2 + 1),
  email: emailField("Invalid email"),
  phone: formattedPhone,
  subject: requiredText("Subject is required", LIMITS.subject),
  message: requiredText("Message is required", LIMITS.message, { multiline: true }),
  sms_consent: smsConsent,
  captcha: captchaField(CONTACT_CAPTCHA_MESSAGE),
  source_page: sourcePage,
  ...campaignShape,
});
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;

// ------------------------------------------------------------------ career

export const RESUME_REFERENCE =
  /^upload:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/careerdata, and the career form (which adds the upload step before it). */
export const careerApplicationSchema = z.object({
  firstName: requiredText("First name is required", LIMITS.name),
  lastName: requiredText("Last name is required", LIMITS.name),
  phone: formattedPhone,
  email: emailField("Invalid email"),
  message: requiredText("Resume Content is required", LIMITS.message, { multiline: true }),
  url: requiredText(
    "Please upload a resume file",
    100,
    {},
    z.regex(RESUME_REFERENCE, "Please upload a resume file"),
  ),
  captcha: captchaField(CONTACT_CAPTCHA_MESSAGE),
  source_page: sourcePage,
  ...campaignShape,
});
export type CareerApplication = z.output<typeof careerApplicationSchema>;

// ------------------------------------------------------------------ consultation leads

export const LEAD_CAPTCHA_MESSAGE = "Please complete the reCAPTCHA";

export { TREATMENT_OPTIONS, type TreatmentChoice };
const treatmentValues = TREATMENT_OPTIONS.map((option) => option.value) as [
  TreatmentChoice,
  ...TreatmentChoice[],
];

const leadPhone = requiredText(
  "Phone is required",
  LIMITS.phoneDigits,
  {},
  z.regex(DIGITS, "Phone number must be numeric"),
);

/** POST /api/LadingFormdataConsultation and /api/LadingFormdataConsultationIPL. */
export const consultationLeadSchema = z.object({
  firstName: requiredText("First Name is required", LIMITS.name),
  lastName: requiredText("Last Name is required", LIMITS.name),
  phone: leadPhone,
  email: emailField("Invalid email format"),
  sms_consent: smsConsent,
  captcha: captchaField(LEAD_CAPTCHA_MESSAGE),
  source_page: sourcePage,
  ...campaignShape,
});
export type ConsultationLead = z.output<typeof consultationLeadSchema>;

/** POST /api/LadingFormdata: the combined landing page's form, with the treatment choice. */
export const treatmentLeadSchema = z.extend(consultationLeadSchema, {
  treatment: z.enum(treatmentValues, { error: "Please select a treatment" }),
});
export type TreatmentLead = z.output<typeof treatmentLeadSchema>;

/** Turns a failed parse into `{field: message}`, the first message per field. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    errors[field] ??= issue.message;
  }
  return errors;
}

// ------------------------------------------------------------------ review paging

/** Accepts a JSON number or a string of digits (form-encoded clients); nothing else. */
function wholeNumber(name: string) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" && value.length <= 20 && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : value,
    ),
    z
      .number({ error: `${name} must be a number` })
      .check(z.refine(Number.isInteger, `${name} must be a whole number`)),
  );
}

/** POST /api/wsreviewsPost. A limit above the cap is lowered to it rather than refused. */
export const reviewsQuerySchema = z.object({
  salon_id: wholeNumber("salon_id"),
  offset: z._default(
    z.pipe(
      wholeNumber("offset"),
      z
        .number()
        .check(
          z.minimum(0, "offset must be 0 or more"),
          z.maximum(1_000_000, "offset is too large"),
        ),
    ),
    0,
  ),
  limit: z.pipe(
    z._default(
      z.pipe(wholeNumber("limit"), z.number().check(z.minimum(1, "limit must be at least 1"))),
      REVIEWS_PAGE_SIZE,
    ),
    z.transform((limit: number) => Math.min(limit, REVIEWS_MAX_LIMIT)),
  ),
});
export type ReviewsQuery = z.output<typeof reviewsQuerySchema>;

/**
 * POST /api/event, the funnel's beacon (decision 0031): which event, on which page, from which
 * campaign. The page is reduced to an ads page or "the rest of the site" and the campaign cleaned
 * as a lead's is, on the server; nothing else is read.
 */
export const beaconSchema = z.object({
  event: z.enum(FUNNEL_EVENTS, { error: "Unknown event" }),
  page: z.string({ error: "Must be text" }).check(z.maxLength(LIMITS.sourcePage, "Too long")),
  campaign: z.optional(
    z.pipe(
      z.string({ error: "Must be text" }),
      z.transform((value: string) => cleanCampaignValue("utm_campaign", value)),
    ),
  ),
});
export type Beacon = z.output<typeof beaconSchema>;
