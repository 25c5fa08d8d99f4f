/**
 * What the staff workspace's forms may send: shared by the forms and the staff API, like the
 * public forms' schemas (`lib/forms/schemas.ts`), whose field checks they reuse.
 */
import { z } from "zod/mini";
import { UTM_MAX } from "../tracking/campaign";
import { LEAD_KINDS, LEAD_STATUSES } from "../leads/vocabulary";
import { emailField, requiredText, textChecks } from "../forms/schemas";

export const STAFF_LIMITS = {
  /** Argon2 would take any length; a cap keeps one request's hashing bounded. */
  passwordMax: 256,
  passwordMin: 12,
  note: 5000,
  search: 100,
  token: 100,
} as const;

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** Every state-changing staff request carries the session's anti-forgery token. */
export const csrfToken = z
  .string({ error: "The form is out of date: reload the page." })
  .check(z.maxLength(STAFF_LIMITS.token, { abort: true }), z.minLength(1));

const staffEmail = z.pipe(
  emailField("Enter an e-mail address like name@example.com"),
  z.transform((email: string) => email.toLowerCase()),
);

/** Not trimmed: spaces are part of a password. Length-checked before anything else runs. */
const password = z.string({ error: "Enter your password" }).check(
  z.maxLength(STAFF_LIMITS.passwordMax, {
    error: `Must be at most ${STAFF_LIMITS.passwordMax} characters`,
    abort: true,
  }),
  z.minLength(1, { error: "Enter your password", abort: true }),
);

export const signInSchema = z.object({ email: staffEmail, password });
export type SignIn = z.output<typeof signInSchema>;

/**
 * A spent or expired set-password link. It names who makes a new one for each reader: an owner
 * who reads it has no owner to ask unless it says so (issue 29, her first day).
 */
export const SET_PASSWORD_LINK_SPENT =
  "This link has been used or has expired. Ask for a new one: staff members ask an owner; an owner asks another owner or the person who looks after the website.";

export const PASSWORD_LENGTH_MESSAGE = `Use at least ${STAFF_LIMITS.passwordMin} characters`;

/** The set-password page (new accounts and resets): the link's token and the new password. */
export const setPasswordSchema = z.object({
  token: z.string().check(z.maxLength(STAFF_LIMITS.token, { abort: true }), z.minLength(1)),
  password: password.check(z.minLength(STAFF_LIMITS.passwordMin, PASSWORD_LENGTH_MESSAGE)),
});
export type SetPassword = z.output<typeof setPasswordSchema>;

export const inviteSchema = z.object({
  csrfToken,
  email: staffEmail,
  role: z.enum(STAFF_ROLES, { error: "Choose owner or staff" }),
});
export type Invite = z.output<typeof inviteSchema>;

export const leadStatusChangeSchema = z.object({
  csrfToken,
  status: z.enum(LEAD_STATUSES, { error: "Choose a status" }),
  /** The version the staff member saw: a change made meanwhile by someone else is not overwritten. */
  version: z.number().check(z.int(), z.minimum(0)),
});
export type LeadStatusChange = z.output<typeof leadStatusChangeSchema>;

export const leadNoteSchema = z.object({
  csrfToken,
  note: requiredText("Write a note", STAFF_LIMITS.note, { multiline: true }),
});
export type LeadNote = z.output<typeof leadNoteSchema>;

/** The inbox's filters, from the page's query string (every value a short string). */
export const inboxFilterSchema = z.object({
  kind: z.catch(z.optional(z.enum(LEAD_KINDS)), undefined),
  status: z.catch(z.optional(z.enum([...LEAD_STATUSES, "overdue"] as const)), undefined),
  from: z.catch(z.optional(z.iso.date()), undefined),
  to: z.catch(z.optional(z.iso.date()), undefined),
  q: z.catch(z.optional(z.string().check(...textChecks(STAFF_LIMITS.search, false))), undefined),
  /** A campaign's name (`utm_campaign`, decision 0030). */
  campaign: z.catch(z.optional(z.string().check(...textChecks(UTM_MAX, false))), undefined),
  /** Keyset cursor: the last row of the previous page. */
  before: z.catch(z.optional(z.string().check(z.maxLength(80))), undefined),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

/**
 * The CSV export: a plain form posting the inbox's filter and the token (a POST, because it
 * records the export; a GET could be triggered by any site's link or image).
 */
export const leadsExportSchema = z.object({
  csrfToken,
  kind: inboxFilterSchema.shape.kind,
  status: inboxFilterSchema.shape.status,
  from: inboxFilterSchema.shape.from,
  to: inboxFilterSchema.shape.to,
  q: inboxFilterSchema.shape.q,
  campaign: inboxFilterSchema.shape.campaign,
});

// ------------------------------------------------------------------ content editing

export const contentPublishSchema = z.object({
  csrfToken,
  summary: z.optional(z.string().check(...textChecks(200, false))),
});

/** The owners' choice on /staff/accounts: may members with the `staff` role edit content? */
export const contentAccessSchema = z.object({ csrfToken, staffMayEdit: z.boolean() });

/** The owners' switch on /staff/accounts: staff members may export every lead's details. */
export const leadsExportAccessSchema = z.object({ csrfToken, staffMayExport: z.boolean() });

/** The owners' setting on /staff/accounts: where new leads are e-mailed ("" for nowhere). */
export const notificationEmailSchema = z.object({
  csrfToken,
  // The union's own message: without it a bad address reads "Invalid input" beside the field.
  email: z.union([z.literal(""), staffEmail], {
    error: "Enter an e-mail address like name@example.com, or leave it empty",
  }),
});

export const CONTENT_EDITING_REFUSED =
  "Only an owner can edit the site's content, unless the owners let staff do it too.";

export const contentRestoreSchema = z.object({
  csrfToken,
  record: z.string().check(z.maxLength(60, { abort: true }), z.minLength(1)),
  version: z.number().check(z.int(), z.minimum(1)),
});
