/**
 * THE lead vocabulary: the kinds of lead, where each is stored, the statuses staff give them and
 * the words people read for each. Every other spelling (the endpoint table, the database's
 * checks, the ads pages' forms, the inbox's filters, list, chart and CSV, the access log, the
 * e-mails, the CLI) derives from these lists, so a new kind or status is added here once.
 *
 * Pure and small: browser and server code import it alike. Public pages import its types only
 * (the endpoint table, the ads pages' forms), so no label reaches their JavaScript.
 */

/** The ads pages' lead forms (a consultation lead's `lead.kind`), one per ads page's form. */
export const CONSULTATION_FORMS = ["treatment", "consultation", "consultation_ipl"] as const;
export type ConsultationForm = (typeof CONSULTATION_FORMS)[number];

/** The kinds of lead a form sends: one per lead endpoint (SPEC.md 7). */
export const LEAD_FORM_KINDS = ["contact", "career", ...CONSULTATION_FORMS] as const;
export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

/**
 * Every kind of lead: the forms', and a call to the spa's texting number that nobody answered
 * (`missed_call`, issue 37: a phone number only, its name and e-mail empty).
 */
export const LEAD_KINDS = [...LEAD_FORM_KINDS, "missed_call"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * The three groups of leads (contact inquiries, career applications, consultation leads), as the
 * CLI's `--type`, the JSON export and the staff pages name them (one `lead` table holds all).
 */
export const LEAD_STORES = ["contact", "career", "lead"] as const;
export type LeadStore = (typeof LEAD_STORES)[number];

export const isConsultationForm = (kind: LeadKind): kind is ConsultationForm =>
  (CONSULTATION_FORMS as readonly string[]).includes(kind);

/** Which store holds a kind: the consultation forms share one. */
export const storeOf = (kind: LeadKind): LeadStore =>
  isConsultationForm(kind) ? "lead" : kind === "missed_call" ? "contact" : kind;

/**
 * What staff record about a lead; a new lead is `new`. `came_in`: the client visited (issue 30),
 * which queues the review request whatever the status before.
 */
export const LEAD_STATUSES = ["new", "contacted", "booked", "came_in", "not_interested"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  came_in: "Came in",
  not_interested: "Not interested",
};

/** A kind in people's words, per place it is read. */
interface KindWords {
  /** The inbox (filter, list, chart), the lead page and the CSV's `form` column. */
  label: string;
  /** The access log's link: "Open this …" (lower-cased there). */
  item: string;
  /** The new-lead e-mail's subject and heading: "New …". */
  mail: string;
}

export const LEAD_KIND_WORDS: Record<LeadKind, KindWords> = {
  contact: { label: "Contact inquiry", item: "Contact inquiry", mail: "contact inquiry" },
  career: { label: "Career application", item: "Job application", mail: "job application" },
  treatment: {
    label: "Treatment lead (combined ads page)",
    item: "Treatment inquiry",
    mail: "treatment lead",
  },
  consultation: {
    label: "Tattoo-removal consultation",
    item: "Consultation request",
    mail: "consultation lead",
  },
  consultation_ipl: {
    label: "IPL consultation",
    item: "IPL consultation request",
    mail: "IPL consultation lead",
  },
  missed_call: { label: "Missed call", item: "Missed call", mail: "missed call" },
};

/** The inbox's and the CSV's word for a kind. */
export const leadKindLabel = (kind: LeadKind) => LEAD_KIND_WORDS[kind].label;

/** A store in people's words (a person's data: what was found, what was erased). */
export const LEAD_STORE_WORDS: Record<LeadStore, { one: string; many: string }> = {
  contact: { one: "contact inquiry", many: "contact inquiries" },
  career: { one: "job application", many: "job applications" },
  lead: { one: "consultation or treatment request", many: "consultation or treatment requests" },
};

/**
 * What the outbox sends about a lead (`mail_outbox.purpose`): the salon's new-lead e-mail, the
 * visitor's acknowledgement, a staff member's reply, the Web Push alert to staff devices, and
 * after a visit the review request and its one reminder (issue 30).
 */
export const OUTBOX_PURPOSES = [
  "notify",
  "acknowledge",
  "reply",
  "push",
  "review_request",
  "review_reminder",
  "text",
] as const;
export type OutboxPurpose = (typeof OUTBOX_PURPOSES)[number];

/**
 * How staff first answered a lead, wherever it happened: an e-mail reply sent from the lead's
 * page, a call or a text logged there (the tel: and sms: links), or the status moved past New.
 */
export const FIRST_RESPONSE_CHANNELS = ["email", "call", "text", "status"] as const;
export type FirstResponseChannel = (typeof FIRST_RESPONSE_CHANNELS)[number];
