import { eq, lt, sql, type SQL } from "drizzle-orm";
import type {
  CareerApplication,
  ConsultationLead,
  ContactEnquiry,
  TreatmentLead,
} from "~/lib/forms/schemas";
import { cleanCampaign, type Campaign } from "~/lib/tracking/campaign";
import type { Database, Transaction } from "../db/client.server";
import * as t from "../db/schema.server";
import { type ConsultationForm, type LeadKind, type OutboxPurpose } from "~/lib/leads/vocabulary";
import { TEXT_CONSENT_VERSION } from "~/lib/texts/consent";
import { usTextNumber } from "~/lib/texts/numbers";
import { rowsOf } from "../staff/inbox/inbox-sql.server";
import { uploadIdFromReference } from "./uploads.server";

export class CaptchaReplayError extends Error {
  override name = "CaptchaReplayError";
}
export class UnknownUploadError extends Error {
  override name = "UnknownUploadError";
}
/**
 * The upload already belongs to an application. One upload per application: two applications
 * sharing a file could never be deleted (one would still refer to it), so a person asking to be
 * forgotten could not be.
 */
export class UploadAlreadyUsedError extends Error {
  override name = "UploadAlreadyUsedError";
}

/** PostgreSQL's unique violation on the one-application-per-upload index. */
function isSharedUploadViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && constraint === "lead_resume_idx") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface AcceptedCaptcha {
  replayKey: string;
  expiresAt: Date;
}

/** Marks the solution used in the same transaction as the lead: both happen, or neither. */
async function consumeCaptcha(tx: Transaction, captcha: AcceptedCaptcha) {
  await tx.delete(t.captchaSolution).where(lt(t.captchaSolution.expiresAt, new Date()));
  const inserted = await tx
    .insert(t.captchaSolution)
    .values({ key: captcha.replayKey, expiresAt: captcha.expiresAt })
    .onConflictDoNothing()
    .returning({ key: t.captchaSolution.key });
  if (inserted.length === 0) throw new CaptchaReplayError("captcha solution already used");
}

/** The salon's new-lead e-mail (purpose `notify`), as a row of the lead's one outbox insert. */
const notifyRow = (lead: StoredLead) => sql`select 'notify'::text, ${lead.id}::uuid`;

/** A queue's row of `purpose` for the lead, typed as the union of the outbox insert needs. */
export const outboxRow = (purpose: OutboxPurpose, lead: StoredLead) =>
  sql`select ${purpose}::text, ${lead.id}::uuid`;

export type LeadService = ReturnType<typeof createLeadService>;

/** A lead just inserted, as the queues of its transaction see it. */
export interface StoredLead {
  kind: LeadKind;
  id: string;
  /** The address the visitor typed (validated by the form's schema). */
  email: string;
}

/**
 * What a new lead queues in the outbox inside its own transaction (decision 0029), so the message
 * exists exactly when the lead does. Every queue's rows go into ONE statement with the salon's
 * notification (a `with` of the queues' steps, then one insert of the union of their rows), so a
 * lead costs one round trip for all of its messages, whatever is switched on.
 */
export interface LeadQueue {
  /** Named steps (`name as (...)`) the rows read, such as a claim; undefined when none. */
  steps?: (lead: StoredLead) => SQL | undefined;
  /** `select purpose, lead_id ...` of the rows to queue; undefined when none. */
  rows: (lead: StoredLead) => SQL | undefined;
}

/** One outbox row per queue that has one, in one statement; resolves to the rows queued. */
async function queueMessages(tx: Transaction, parts: { steps?: SQL; rows: SQL }[]) {
  if (parts.length === 0) return 0;
  const steps = parts.flatMap((part) => (part.steps ? [part.steps] : []));
  const queued = await rowsOf<{ id: string }>(
    tx,
    sql`${steps.length > 0 ? sql`with ${sql.join(steps, sql`, `)} ` : sql``}insert into ${t.mailOutbox} (purpose, lead_id)
      ${sql.join(
        parts.map((part) => part.rows),
        sql` union all `,
      )}
      returning id`,
  );
  return queued.length;
}

/** A lead's campaign row (decision 0030), in the lead's transaction. */
async function storeCampaign(tx: Transaction, leadId: string, c: Campaign) {
  await tx.insert(t.leadCampaign).values({
    leadId,
    gclid: c.gclid,
    gbraid: c.gbraid,
    wbraid: c.wbraid,
    fbclid: c.fbclid,
    msclkid: c.msclkid,
    utmSource: c.utm_source,
    utmMedium: c.utm_medium,
    utmCampaign: c.utm_campaign,
    utmTerm: c.utm_term,
    utmContent: c.utm_content,
    landingPage: c.landing_page,
    referrerHost: c.referrer_host,
  });
}

/**
 * A new lead's text columns (issue 37): the phone as texts need it (E.164), whatever the form,
 * null when it is not a valid US number; and, when the visitor ticked the form's box, the
 * version of the words she was shown and the time (the transaction's, as `created_at`). The form
 * is the lead's kind and source page, stored beside them.
 */
function textColumns(phone: string, consent: boolean) {
  return {
    textNumber: usTextNumber(phone),
    textConsentVersion: consent ? TEXT_CONSENT_VERSION : null,
    textConsentAt: consent ? sql`now()` : null,
  };
}

/** What a lead's insert returns: its id, and what its instant text needs. */
const insertedLead = {
  id: t.lead.id,
  firstName: t.lead.firstName,
  textNumber: t.lead.textNumber,
  textConsentVersion: t.lead.textConsentVersion,
};
interface InsertedLead {
  id: string;
  firstName: string;
  textNumber: string | null;
  textConsentVersion: string | null;
}

/**
 * An application: its upload must exist and be named by no other application (decision 0003).
 */
async function insertCareer(
  tx: Transaction,
  input: CareerApplication,
  captcha: AcceptedCaptcha,
  sourcePage: string,
) {
  const resumeId = uploadIdFromReference(input.url);
  const [upload] = await tx
    .select({ id: t.uploadedFile.id })
    .from(t.uploadedFile)
    .where(eq(t.uploadedFile.id, resumeId))
    // Keeps the purge of unsent uploads from deleting it before the application commits,
    // and makes a second application with the same upload wait and then see the first.
    .for("update");
  if (!upload) throw new UnknownUploadError("no such upload");
  const [used] = await tx
    .select({ id: t.lead.id })
    .from(t.lead)
    .where(eq(t.lead.resumeId, resumeId))
    .limit(1);
  if (used) throw new UploadAlreadyUsedError("upload already used");
  await consumeCaptcha(tx, captcha);
  const [row] = await tx
    .insert(t.lead)
    .values({
      kind: "career",
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      email: input.email,
      message: input.message,
      resumeId,
      sourcePage,
      ...textColumns(input.phone, false),
    })
    .returning(insertedLead);
  return row;
}

export interface LeadServiceOptions {
  /**
   * Queue an e-mail to the salon for every new lead: a `mail_outbox` row in the lead's own
   * transaction (both are stored, or neither). True when SMTP_URL is configured.
   */
  notify?: boolean;
  /** Called after a lead with a queued notification has committed (wakes the outbox worker). */
  onQueued?: () => void;
  /** Further messages queued in each lead's transaction (acknowledgement, push alert). */
  queues?: LeadQueue[];
  /**
   * Texts (issue 37): the instant text to a lead who ticked the consent box and gave a US
   * number, queued in the lead's transaction after its insert; true when one was queued (then
   * `onQueued` is called after the commit, as for the outbox's rows). `prepare` reads what the
   * text needs from outside the database's transaction (the spa's name, from the content
   * service), before it starts: on the embedded database a read from outside an open
   * transaction waits for it to end.
   */
  texts?: {
    prepare(): Promise<{ spa: string }>;
    queueInstant(
      tx: Transaction,
      lead: { id: string; firstName: string; textNumber: string },
      prepared: { spa: string },
    ): Promise<boolean>;
  };
}

/**
 * Writes leads. Each write is one transaction that has committed, and has been flushed to disk
 * (fsync), when the promise resolves: on PostgreSQL, and on the embedded database since its fsync
 * was made real (decision 0009). So the API acknowledges only leads that survive a crash of the
 * process, and of the machine if the disk honours flushes.
 */
export function createLeadService(db: Database, options: LeadServiceOptions = {}) {
  const notify = options.notify ?? false;

  const queues = options.queues ?? [];

  /** The instant text, when the visitor consented and her number can be texted. */
  async function queueInstantText(
    tx: Transaction,
    lead: InsertedLead,
    prepared: { spa: string } | undefined,
  ) {
    const { texts } = options;
    if (!texts || !prepared || lead.textConsentVersion === null || lead.textNumber === null) {
      return false;
    }
    const { id, firstName, textNumber } = lead;
    return texts.queueInstant(tx, { id, firstName, textNumber }, prepared);
  }

  /**
   * Runs one lead write; stores its campaign data and queues its notification and other messages
   * inside the same transaction.
   */
  async function write(
    kind: LeadKind,
    input: { email: string },
    insert: (tx: Transaction) => Promise<InsertedLead | undefined>,
  ) {
    const { email } = input;
    const campaign = cleanCampaign(input);
    const consent = (input as { sms_consent?: unknown }).sms_consent === true;
    const prepared = consent ? await options.texts?.prepare() : undefined;
    let queued = false;
    const id = await db
      .transaction(async (tx) => {
        queued = false;
        const inserted = await insert(tx);
        if (!inserted) return undefined;
        const leadId = inserted.id;
        if (campaign) await storeCampaign(tx, leadId, campaign);
        const lead: StoredLead = { kind, id: leadId, email };
        const parts = queues.flatMap((queue) => {
          const rows = queue.rows(lead);
          return rows ? [{ steps: queue.steps?.(lead), rows }] : [];
        });
        if (notify) parts.unshift({ steps: undefined, rows: notifyRow(lead) });
        queued = (await queueMessages(tx, parts)) > 0;
        if (await queueInstantText(tx, inserted, prepared)) queued = true;
        return leadId;
      })
      .catch((error: unknown) => {
        // Two applications sent at one instant with one upload: the unique index refuses one.
        if (isSharedUploadViolation(error)) throw new UploadAlreadyUsedError("upload already used");
        throw error;
      });
    if (queued && id) options.onQueued?.();
    return id;
  }

  return {
    saveContact(input: ContactEnquiry, captcha: AcceptedCaptcha, sourcePage: string) {
      return write("contact", input, async (tx) => {
        await consumeCaptcha(tx, captcha);
        const [row] = await tx
          .insert(t.lead)
          .values({
            kind: "contact",
            firstName: input.name,
            email: input.email,
            phone: input.phone,
            subject: input.subject,
            message: input.message,
            sourcePage,
            ...textColumns(input.phone, input.sms_consent === true),
          })
          .returning(insertedLead);
        return row;
      });
    },

    saveCareer(input: CareerApplication, captcha: AcceptedCaptcha, sourcePage: string) {
      return write("career", input, (tx) => insertCareer(tx, input, captcha, sourcePage));
    },

    saveLead(
      form: ConsultationForm,
      input: ConsultationLead | TreatmentLead,
      captcha: AcceptedCaptcha,
      sourcePage: string,
    ) {
      return write(form, input, async (tx) => {
        await consumeCaptcha(tx, captcha);
        const [row] = await tx
          .insert(t.lead)
          .values({
            kind: form,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            email: input.email,
            treatment: "treatment" in input ? input.treatment : null,
            sourcePage,
            ...textColumns(input.phone, input.sms_consent === true),
          })
          .returning(insertedLead);
        return row;
      });
    },
  };
}
