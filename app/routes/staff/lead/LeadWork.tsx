/**
 * The lead page's forms: plain form posts to the page's own action (decision 0020), so they work
 * before and without JavaScript; with it, React Router submits them and reloads the page's data.
 */
import { Fragment } from "react";
import { addressPieces } from "~/lib/staff/lead-display";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "~/lib/leads/vocabulary";
import { STAFF_LIMITS } from "~/lib/staff/schemas";
import {
  type FormAnswer,
  ConfirmBox,
  FormFailure,
  StaffForm,
  useSending,
  SendButton,
} from "~/routes/staff/shared/form-kit";

/**
 * An e-mail address that wraps at its "@", dots and dashes on a phone, never inside a word
 * (issue 29: a long one broke mid-word and ran into what followed).
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span className="lead-address">
      {addressPieces(address).map((piece, index) => (
        <Fragment key={index}>
          {piece}
          <wbr />
        </Fragment>
      ))}
    </span>
  );
}

/** Call, text or e-mail the person in one tap (their phone's own apps). */
export function ContactLinks({
  firstName,
  phone,
  phoneHref,
  smsHref,
  email,
  emailHref,
}: {
  firstName: string;
  phone: string;
  phoneHref: string | null;
  smsHref: string | null;
  email: string;
  emailHref: string | null;
}) {
  if (!phoneHref && !emailHref) return null;
  const who = firstName || "them";
  return (
    <ul className="lead-contact" aria-label="Contact this person">
      {phoneHref ? (
        <li>
          <a className="button button--small" href={phoneHref}>
            Call {who} <span className="lead-contact__detail">{phone}</span>
          </a>
        </li>
      ) : null}
      {smsHref ? (
        <li>
          <a className="button button--outline button--small" href={smsHref}>
            Text {who} <span className="lead-contact__detail">{phone}</span>
          </a>
        </li>
      ) : null}
      {emailHref ? (
        <li>
          <a className="button button--outline button--small" href={emailHref}>
            E-mail {who}{" "}
            <span className="lead-contact__detail">
              <EmailAddress address={email} />
            </span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The note and the status in one form (decision 0038): a note typed and then "Mark Contacted"
 * is saved with the status, with or without JavaScript, instead of being lost. "Add note" saves
 * the note alone. Each status button posts the version this page was loaded with: when someone
 * else changed the lead meanwhile nothing is overwritten (the page reloads with their status and
 * says so) and the note is still added.
 */
export function WorkForm({
  status,
  version,
  answer,
}: {
  status: LeadStatus;
  version: number;
  answer?: FormAnswer;
}) {
  const sending = useSending("note");
  const error = answer?.errors?.note;
  return (
    <StaffForm intent="note" className="staff-form lead-form" aria-label="Note and status">
      <input type="hidden" name="version" value={version} />
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label htmlFor="lead-note">Note</label>
        <p id="lead-note-hint" className="field__hint">
          Saved on its own with Add note, or with the status you choose below.
        </p>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          maxLength={STAFF_LIMITS.note}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "lead-note-hint lead-note-error" : "lead-note-hint"}
        />
        {error ? (
          <p id="lead-note-error" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <SendButton sending={sending} className="button button--small">
        Add note
      </SendButton>
      <h3 id="status-heading">Status</h3>
      <p className="lead-status__now">
        Now: <strong>{LEAD_STATUS_LABELS[status]}</strong>
      </p>
      <div className="lead-status__choices" role="group" aria-labelledby="status-heading">
        {LEAD_STATUSES.filter((name) => name !== status).map((name) => (
          <button
            key={name}
            type="submit"
            name="status"
            value={name}
            // A status needs no note: the note box's "required" is for Add note alone.
            formNoValidate
            className="button button--outline button--small"
            disabled={sending}
          >
            Mark {LEAD_STATUS_LABELS[name]}
          </button>
        ))}
      </div>
      <FormFailure message={answer?.message} />
    </StaffForm>
  );
}

/** Deleting for good (a person who asks to be forgotten), after an explicit confirmation. */
export function DeleteLead({ name, answer }: { name: string; answer?: FormAnswer }) {
  return (
    <details className="lead-delete" open={answer ? true : undefined}>
      <summary className="button button--outline button--small button--danger">
        Delete this lead…
      </summary>
      <StaffForm intent="delete" className="staff-form">
        <p>
          Everything {name.trim() || "this person"} sent, the resume if any, and the lead&apos;s
          history will be deleted. This cannot be undone.
        </p>
        <ConfirmBox
          id="lead-delete"
          label="Yes, delete this lead for good"
          error={answer?.errors?.confirm}
        />
        <SendButton intent="delete" className="button button--small button--danger">
          Delete for good
        </SendButton>
      </StaffForm>
    </details>
  );
}
