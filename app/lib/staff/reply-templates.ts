/**
 * Staff replies to a lead (issue 19): the owner's templates, the placeholders written for people
 * ("{first name}", "{treatment}", "{booking link}", "{salon name}", "{phone}") and the function
 * that fills them, and the reply form's schema. Pure: the lead page, the templates page and the
 * server read the same rules.
 */
import { z } from "zod/mini";
import type { LeadKind } from "../leads/vocabulary";
import { formatPhone } from "../forms/phone";
import { requiredText } from "../forms/schemas";
import { csrfToken } from "./schemas";

export const REPLY_LIMITS = {
  templateName: 80,
  subject: 200,
  body: 5000,
  /** How many templates an owner keeps: enough for every kind of lead, few enough to choose. */
  templates: 10,
} as const;

export interface ReplyTemplate {
  name: string;
  subject: string;
  body: string;
}

const subjectField = requiredText("Write a subject", REPLY_LIMITS.subject);
const bodyField = requiredText("Write the message", REPLY_LIMITS.body, { multiline: true });

/** One template as the owner edits it. */
export const replyTemplateSchema = z.object({
  name: requiredText("Give the template a name", REPLY_LIMITS.templateName),
  subject: subjectField,
  body: bodyField,
});

/** The owner setting `reply_templates`. */
export const replyTemplatesSchema = z
  .array(replyTemplateSchema)
  .check(z.maxLength(REPLY_LIMITS.templates, `At most ${REPLY_LIMITS.templates} templates`));

/** The templates page's edit and add forms (`index` says which one an edit is). */
export const replyTemplateFormSchema = z.object({ csrfToken, ...replyTemplateSchema.shape });

/** The lead page's "Reply by e-mail" form: what was sent once the placeholders were filled. */
export const leadReplySchema = z.object({ csrfToken, subject: subjectField, body: bodyField });
export type LeadReply = z.output<typeof leadReplySchema>;

export const DEFAULT_REPLY_TEMPLATES: ReplyTemplate[] = [
  {
    name: "Thanks, let's book your free consultation",
    subject: "Your free consultation at {salon name}",
    body: [
      "Hi {first name},",
      "",
      "Thank you for your interest in {treatment}. We would love to see you for a free consultation: we will look at what you would like to achieve and answer all your questions.",
      "",
      "You can choose a time here: {booking link}",
      "Or simply reply to this e-mail or call us at {phone}.",
      "",
      "See you soon,",
      "{salon name}",
    ].join("\n"),
  },
  {
    name: "Job application received",
    subject: "Your application to {salon name}",
    body: [
      "Hi {first name},",
      "",
      "Thank you for applying to join our team. We have received your application and will read it carefully. If your experience fits what we are looking for, we will call you to arrange a meeting.",
      "",
      "Best regards,",
      "{salon name}",
    ].join("\n"),
  },
  {
    name: "Thanks for your message",
    subject: "Your message to {salon name}",
    body: [
      "Hi {first name},",
      "",
      "Thank you for getting in touch. ",
      "",
      "If you would like to come in, you can book here: {booking link}",
      "or call us at {phone}.",
      "",
      "Kind regards,",
      "{salon name}",
    ].join("\n"),
  },
];

/** The placeholders, as written in a template, for the pages that explain them. */
export const PLACEHOLDERS = [
  { text: "{first name}", means: 'the person\'s first name ("there" when it is unclear)' },
  { text: "{treatment}", means: 'the treatment they asked about ("our treatments" otherwise)' },
  { text: "{booking link}", means: "the online booking page (the spa's phone without one)" },
  { text: "{salon name}", means: "the spa's name" },
  { text: "{phone}", means: "the spa's phone number" },
] as const;

/** What the placeholders of one reply are filled with; missing ones get their fallback. */
export interface ReplyValues {
  firstName?: string;
  treatment?: string;
  bookingLink?: string;
  salonName: string;
  phone: string;
}

const FALLBACK_FIRST_NAME = "there";
const FALLBACK_TREATMENT = "our treatments";

/** A placeholder's name as people may type it: "{First Name}", "{ booking  link }". */
const placeholderKey = (inner: string) => inner.trim().toLowerCase().split(/\s+/).join(" ");

/** `{...}` with at most 30 characters and no brace inside: linear, bounded. */
const PLACEHOLDER = /\{([^{}\n]{1,30})\}/g;

/**
 * Fills a template's placeholders with one lead's values. Unknown placeholders stay as written,
 * so the sender sees them before sending. The text is capped before the pattern runs.
 */
export function fillPlaceholders(
  text: string,
  values: ReplyValues,
  max: number = REPLY_LIMITS.body,
) {
  // As the staff pages show it, whatever way the salon record has it typed.
  const phone = formatPhone(values.phone.trim());
  const filled: Record<string, string> = {
    "first name": values.firstName?.trim() || FALLBACK_FIRST_NAME,
    treatment: values.treatment?.trim() || FALLBACK_TREATMENT,
    "booking link": values.bookingLink?.trim() || phone,
    "salon name": values.salonName.trim(),
    phone,
  };
  return text
    .slice(0, max)
    .replace(PLACEHOLDER, (whole, inner: string) => filled[placeholderKey(inner)] ?? whole);
}

/** A template filled for one lead: the form's first subject and message. */
export function fillTemplate(template: ReplyTemplate, values: ReplyValues) {
  return {
    subject: fillPlaceholders(template.subject, values, REPLY_LIMITS.subject),
    body: fillPlaceholders(template.body, values),
  };
}

/** Template names that say which kind of lead they answer (owners may rename them). */
const NAMED_FOR: Partial<Record<LeadKind, RegExp>> = {
  career: /\b(?:job|application|career)/i,
  contact: /\b(?:message|question|inquiry)/i,
};

/**
 * Which template a lead's page starts from: one whose name fits the kind of lead (the job one
 * for an application, the message one for a contact inquiry), else the first.
 */
export function defaultTemplateIndex(templates: ReplyTemplate[], kind: LeadKind) {
  const named = NAMED_FOR[kind];
  if (!named) return 0;
  const found = templates.findIndex((t) => named.test(t.name.slice(0, 100)));
  return found === -1 ? 0 : found;
}

/** The treatment a lead asked about, as a sentence says it; undefined when the form has none. */
export function treatmentWords(kind: LeadKind, treatment: string | null | undefined) {
  if (kind === "consultation") return "tattoo removal";
  if (kind === "consultation_ipl") return "IPL therapy";
  if (kind !== "treatment") return undefined;
  switch (treatment) {
    case "ipl-therapy":
      return "IPL therapy";
    case "tattoo-removal":
      return "tattoo removal";
    case "both":
      return "IPL therapy and tattoo removal";
    default:
      return undefined;
  }
}
