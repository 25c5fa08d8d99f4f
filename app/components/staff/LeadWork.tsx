import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useRefresh } from "./use-refresh";
import { TextAreaField, useApiForm } from "~/components/staff/form-kit";
import { withParams } from "~/lib/api/endpoints";
import { staffLeadDelete, staffLeadNote, staffLeadStatus } from "~/lib/api/staff-endpoints";
import {
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadDeleteSchema,
  leadNoteSchema,
  leadStatusChangeSchema,
  STAFF_LIMITS,
  type LeadStatusName,
} from "~/lib/staff/schemas";
import { FormFailure } from "./FormFailure";

/** A notice that outlives the form it came from (the status form is re-created per version). */
const notices = new Map<string, string>();

/** A form's outcome: a refusal (alert) or a success (status). */
function Outcome({ failure, done }: { failure?: string | null; done?: string | null }) {
  if (failure) return <FormFailure message={failure} />;
  return done ? (
    <p role="status" className="staff-notice">
      {done}
    </p>
  ) : null;
}

/**
 * The status, sent with the version this page was loaded with. When someone else changed the
 * lead meanwhile the API answers 409 and nothing is overwritten: the form says so, and the page
 * reloads its data, which re-creates this form (keyed by version) showing the current status.
 */
export function StatusForm({
  leadId,
  status,
  version,
  csrfToken,
}: {
  leadId: string;
  status: LeadStatusName;
  version: number;
  csrfToken: string;
}) {
  const refresh = useRefresh();
  const [done, setDone] = useState<string | null>(() => {
    const kept = notices.get(`status:${leadId}`) ?? null;
    notices.delete(`status:${leadId}`);
    return kept;
  });
  const api = useApiForm({
    schema: leadStatusChangeSchema,
    defaults: { csrfToken, status, version },
    endpoint: withParams(staffLeadStatus, { leadId }),
    toPayload: (values) => ({ ...values, csrfToken }),
    onSuccess: (body) => {
      notices.set(`status:${leadId}`, body.message);
      setDone(body.message);
      void refresh();
    },
    failureNotice: (result) => {
      setDone(null);
      if (result.status === 409) {
        // The message names the current status; the reload shows it in the form.
        notices.set(`status:${leadId}`, result.message);
        void refresh();
      }
      return result.message;
    },
  });
  const field = api.field("status");
  return (
    <form
      {...api.formProps}
      className="staff-form lead-form"
      aria-labelledby={`${field.id}-legend`}
    >
      <h3 id={`${field.id}-legend`}>Change the status</h3>
      <div className={`field${field.error ? " field--invalid" : ""}`}>
        <label htmlFor={field.id}>Status</label>
        <select
          id={field.id}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${field.id}-error` : undefined}
          {...api.form.register("status")}
        >
          {LEAD_STATUSES.map((name) => (
            <option key={name} value={name}>
              {LEAD_STATUS_LABELS[name]}
            </option>
          ))}
        </select>
        {field.error && field.error !== api.failure ? (
          <p id={`${field.id}-error`} className="field__error">
            {field.error}
          </p>
        ) : null}
      </div>
      <Outcome failure={api.failure} done={done} />
      <button type="submit" className="button button--small" disabled={!api.canSubmit}>
        Save status
      </button>
    </form>
  );
}

export function NoteForm({ leadId, csrfToken }: { leadId: string; csrfToken: string }) {
  const refresh = useRefresh();
  const [done, setDone] = useState<string | null>(null);
  const defaults = { csrfToken, note: "" };
  const api = useApiForm({
    schema: leadNoteSchema,
    defaults,
    endpoint: withParams(staffLeadNote, { leadId }),
    toPayload: (values) => ({ ...values, csrfToken }),
    onSubmitStart: () => setDone(null),
    onSuccess: (body) => {
      setDone(body.message);
      api.form.reset(defaults);
      void refresh();
    },
  });
  return (
    <form {...api.formProps} className="staff-form lead-form" aria-label="Add a note">
      <TextAreaField
        {...api.field("note")}
        {...api.form.register("note")}
        label="Note"
        maxLength={STAFF_LIMITS.note}
        rows={3}
      />
      <Outcome failure={api.failure} done={done} />
      <button type="submit" className="button button--small" disabled={!api.canSubmit}>
        Add note
      </button>
    </form>
  );
}

/** Deleting for good (a person who asks to be forgotten), after a confirmation dialog. */
export function DeleteLead({
  leadId,
  name,
  csrfToken,
}: {
  leadId: string;
  name: string;
  csrfToken: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const api = useApiForm({
    schema: leadDeleteSchema,
    defaults: { csrfToken },
    endpoint: withParams(staffLeadDelete, { leadId }),
    toPayload: () => ({ csrfToken }),
    onSuccess: () => {
      dialog.current?.close();
      void navigate("/staff?deleted=1", { replace: true });
    },
  });
  return (
    <div className="lead-delete">
      <h3>Delete</h3>
      <p className="staff-note">
        For a person who asks to be forgotten: removes the lead, its resume and its history for
        good.
      </p>
      <button
        type="button"
        className="button button--outline button--small button--danger"
        disabled={!api.hydrated}
        onClick={() => dialog.current?.showModal()}
      >
        Delete this lead…
      </button>
      <dialog ref={dialog} className="lead-dialog" aria-labelledby="delete-heading">
        <form {...api.formProps}>
          <h2 id="delete-heading">Delete this lead for good?</h2>
          <p>
            Everything {name} sent, the resume if any, and the lead&apos;s history will be deleted.
            This cannot be undone.
          </p>
          <Outcome failure={api.failure} />
          <div className="lead-dialog__actions">
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => dialog.current?.close()}
            >
              Keep it
            </button>
            <button
              type="submit"
              className="button button--small button--danger"
              disabled={!api.canSubmit}
            >
              Delete for good
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
