import {
  type FormAnswer,
  ConfirmBox,
  FormFailure,
  TextField,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import type { AccountsAnswer } from "./accounts.server";
import { STAFF_ROLES } from "~/lib/staff/schemas";
import { ROLE_NAMES } from "~/lib/staff/roles";

/** The answer to an invite or reset: its message and, to hand over, the one-time link. */
function LinkNotice({ message, url }: { message: string; url: string }) {
  return (
    <div role="status" className="staff-notice">
      <p>{message}</p>
      <p>
        <label>
          Set-password link
          <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </label>
      </p>
    </div>
  );
}

/** A new account: plain form post to the page's action, so it works without JavaScript (0020). */
export function InviteForm({ answer }: { answer?: AccountsAnswer }) {
  const refused = answer && !answer.setPasswordUrl ? answer : undefined;
  const errors = refused?.errors ?? {};
  return (
    <StaffForm intent="invite" aria-labelledby="invite-heading" className="staff-form" noValidate>
      <h2 id="invite-heading">Add a staff member</h2>
      {/* The typed e-mail is kept on a refusal; after an invite the form starts empty (the key). */}
      <TextField
        key={answer?.setPasswordUrl ?? refused?.email ?? ""}
        id="invite-email"
        name="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        defaultValue={refused?.email ?? ""}
        error={errors.email}
        required
      />
      <div className="field">
        <label htmlFor="invite-role">Role</label>
        {/* Back to "staff" after an invite, as the e-mail field is emptied (the key). */}
        <select
          key={answer?.setPasswordUrl ?? "role"}
          id="invite-role"
          name="role"
          defaultValue="staff"
          aria-invalid={errors.role ? true : undefined}
        >
          {STAFF_ROLES.map((name) => (
            <option key={name} value={name}>
              {ROLE_NAMES[name]}
            </option>
          ))}
        </select>
      </div>
      {/* The e-mail's problem shows at its field; any other (the role, a stale page) here. */}
      <FormFailure message={errors.email ? undefined : (errors.role ?? refused?.message)} />
      <SendButton intent="invite" busy="Creating…">
        Create account
      </SendButton>
      {answer?.setPasswordUrl ? (
        <LinkNotice message={answer.message} url={answer.setPasswordUrl} />
      ) : null}
    </StaffForm>
  );
}

/** One account's action that cannot be undone, behind a disclosure with its `ConfirmBox`. */
function ConfirmedAccountForm({
  accountId,
  intent,
  opener,
  explanation,
  confirmLabel,
  submitLabel,
  answer,
}: {
  accountId: string;
  intent: "disable" | "reset";
  opener: string;
  explanation: string;
  confirmLabel: string;
  submitLabel: string;
  answer?: AccountsAnswer;
}) {
  const refused = answer && !answer.setPasswordUrl ? answer : undefined;
  const error = refused?.errors?.confirm;
  return (
    <details className="staff-account-confirm" open={refused ? true : undefined}>
      <summary>{opener}</summary>
      <StaffForm intent={intent} part={`${intent}-${accountId}`} className="staff-form">
        <input type="hidden" name="accountId" value={accountId} />
        <p>{explanation}</p>
        <ConfirmBox id={`${intent}-${accountId}`} label={confirmLabel} error={error} />
        <FormFailure message={error ? undefined : refused?.message} />
        <SendButton intent={intent} className="button button--small">
          {submitLabel}
        </SendButton>
      </StaffForm>
    </details>
  );
}

/** Disable, or issue a new set-password link, for one account. */
export function AccountActions({
  accountId,
  email,
  disabled,
  answer,
}: {
  accountId: string;
  email: string;
  disabled: boolean;
  /** The action's answer to this account's forms, if the last post was one of them. */
  answer?: AccountsAnswer;
}) {
  return (
    <div className="staff-actions">
      {!disabled ? (
        <ConfirmedAccountForm
          accountId={accountId}
          intent="disable"
          opener={`Disable ${email}…`}
          explanation={`${email} can no longer sign in, and every session of this account ends now. An owner can enable it again only with a new password link.`}
          confirmLabel={`Yes, disable ${email}`}
          submitLabel="Disable the account"
          answer={answer?.intent === "disable" ? answer : undefined}
        />
      ) : null}
      <ConfirmedAccountForm
        accountId={accountId}
        intent="reset"
        opener={`New password link for ${email}…`}
        explanation={`The current password of ${email} stops working and every session of this account ends now. The new link works once.`}
        confirmLabel={`Yes, end the password of ${email}`}
        submitLabel="Issue a new link"
        // Closed and unticked again once a link is issued (the key), so one click is one link.
        key={answer?.setPasswordUrl ?? "reset"}
        answer={answer?.intent === "reset" ? answer : undefined}
      />
      {answer?.setPasswordUrl ? (
        <LinkNotice message={answer.message} url={answer.setPasswordUrl} />
      ) : null}
    </div>
  );
}

type SwitchIntent = "content-access" | "leads-export" | "second-factor";

/** Each of the owners' switches: its heading, the field's name, its words. */
const OWNER_SWITCHES: Record<
  SwitchIntent,
  { heading: string; name: string; label: string; note?: string }
> = {
  "content-access": {
    heading: "Site content",
    name: "staffMayEdit",
    label: "Staff members may edit and publish the site's content (owners always can)",
  },
  "leads-export": {
    heading: "Exporting the leads",
    name: "staffMayExport",
    label:
      "Staff members may export every lead's details to a spreadsheet file (owners always can)",
    note: "The inbox's Export CSV button downloads the name, phone, e-mail and message of every lead at once. Each export shows in the access log.",
  },
  "second-factor": {
    heading: "Second way to sign in",
    name: "requiredForStaff",
    label: "Require a second way to sign in for staff members too",
    note: "Owners always need a passkey or an authenticator app besides their password.",
  },
};

/**
 * One of the owners' switches (content access, the leads' export, the second factor for staff): a
 * checkbox in a plain form post to the page's action, which redirects with a notice (0020).
 */
export function OwnerSwitchForm({
  intent,
  checked,
  answer,
}: {
  intent: SwitchIntent;
  checked: boolean;
  answer?: FormAnswer;
}) {
  const { heading, name, label, note } = OWNER_SWITCHES[intent];
  return (
    <StaffForm intent={intent} aria-labelledby={`${intent}-heading`} className="staff-form">
      <h2 id={`${intent}-heading`}>{heading}</h2>
      {note ? <p className="staff-note">{note}</p> : null}
      <div className="staff-checkbox">
        {/* Ticked sends "yes", unticked nothing, which the action reads as false. */}
        <input
          id={`${intent}-switch`}
          type="checkbox"
          name={name}
          value="yes"
          defaultChecked={checked}
        />
        <label htmlFor={`${intent}-switch`}>{label}</label>
      </div>
      <FormFailure message={answer?.message} />
      <SendButton intent={intent} busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}
