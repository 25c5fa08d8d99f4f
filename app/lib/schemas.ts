/**
 * The one source of truth for what a form may send: the browser forms and the API validate with
 * these same schemas, so their messages (SPEC.md 5, word for word) can never disagree.
 * Written with zod/mini, whose functions tree-shake: the browser gets only what the forms use.
 */
import { z } from "zod/mini";

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

/** A required text field: the spec's message when missing or blank, clear ones otherwise. */
function requiredText(requiredMessage: string, max: number, ...more: z.core.$ZodCheck<string>[]) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage : "Must be text",
    })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.maxLength(max, `Must be at most ${max} characters`),
      ...more,
    );
}

/** Lenient on purpose (SPEC.md 5 says "loose"): something@something.tld. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/;
export const FORMATTED_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const DIGITS = /^\d+$/;

function emailField(invalidMessage: string) {
  return requiredText("Email is required", LIMITS.email, z.regex(LOOSE_EMAIL, invalidMessage));
}

/** Contact and career forms: the (XXX) XXX-XXXX display format the phone input produces. */
const formattedPhone = z
  .string({ error: "Invalid phone number format" })
  .check(
    z.trim(),
    z.maxLength(LIMITS.phoneFormatted, "Invalid phone number format"),
    z.regex(FORMATTED_PHONE, "Invalid phone number format"),
  );

const captchaField = (message: string) => requiredText(message, LIMITS.captcha);

/** Where the visitor was when they wrote to us; filled by the site, optional for API clients. */
const sourcePage = z.optional(
  z
    .string({ error: "Must be text" })
    .check(
      z.trim(),
      z.maxLength(LIMITS.sourcePage, `Must be at most ${LIMITS.sourcePage} characters`),
    ),
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
  message: requiredText("Message is required", LIMITS.message),
  captcha: captchaField(CONTACT_CAPTCHA_MESSAGE),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** POST /api/contactdata. Pages without subject and message send '-' for both (SPEC.md 3). */
export const contactEnquirySchema = z.object({
  name: requiredText("Name is required", LIMITS.name * 2 + 1),
  email: emailField("Invalid email"),
  phone: formattedPhone,
  subject: requiredText("Subject is required", LIMITS.subject),
  message: requiredText("Message is required", LIMITS.message),
  captcha: captchaField(CONTACT_CAPTCHA_MESSAGE),
  source_page: sourcePage,
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
  message: requiredText("Resume Content is required", LIMITS.message),
  url: requiredText(
    "Please upload a resume file",
    100,
    z.regex(RESUME_REFERENCE, "Please upload a resume file"),
  ),
  captcha: captchaField(CONTACT_CAPTCHA_MESSAGE),
  source_page: sourcePage,
});
export type CareerApplication = z.output<typeof careerApplicationSchema>;

// ------------------------------------------------------------------ consultation leads

export const LEAD_CAPTCHA_MESSAGE = "Please complete the reCAPTCHA";

export const TREATMENT_OPTIONS = [
  { value: "ipl-therapy", label: "IPL Therapy" },
  { value: "tattoo-removal", label: "Tattoo Removal (PicoSure)" },
  { value: "both", label: "Both" },
] as const;
export type TreatmentChoice = (typeof TREATMENT_OPTIONS)[number]["value"];
const treatmentValues = TREATMENT_OPTIONS.map((option) => option.value) as [
  TreatmentChoice,
  ...TreatmentChoice[],
];

const leadPhone = requiredText(
  "Phone is required",
  LIMITS.phoneDigits,
  z.regex(DIGITS, "Phone number must be numeric"),
);

/** POST /api/LadingFormdataConsultation and /api/LadingFormdataConsultationIPL. */
export const consultationLeadSchema = z.object({
  firstName: requiredText("First Name is required", LIMITS.name),
  lastName: requiredText("Last Name is required", LIMITS.name),
  phone: leadPhone,
  email: emailField("Invalid email format"),
  captcha: captchaField(LEAD_CAPTCHA_MESSAGE),
  source_page: sourcePage,
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
