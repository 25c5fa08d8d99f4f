import { useState } from "react";
import { TextField, useApiForm } from "~/components/staff/form-kit";
import { withParams } from "~/lib/api/endpoints";
import { staffSecondFactorPolicy } from "~/lib/api/staff-security-endpoints";
import { secondFactorPolicySchema } from "~/lib/staff/second-factor";
import {
  staffContentAccess,
  staffDisable,
  staffInvite,
  staffResetPassword,
} from "~/lib/api/staff-endpoints";
import { useRefresh } from "./use-refresh";
import {
  accountActionSchema,
  contentAccessSchema,
  inviteSchema,
  STAFF_ROLES,
} from "~/lib/staff/schemas";
import { FormFailure } from "./FormFailure";
import { SettingFormEnd, useSettingSaved } from "./setting-form";

/** The answer to an invite or reset: its message and, to hand over, the one-time link. */
function LinkNotice({ message, url }: { message: string; url?: string }) {
  return (
    <div role="status" className="staff-notice">
      <p>{message}</p>
      {url ? (
        <p>
          <label>
            Set-password link
            <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </label>
        </p>
      ) : null}
    </div>
  );
}

export function InviteForm({ csrfToken }: { csrfToken: string }) {
  const refresh = useRefresh();
  const [answer, setAnswer] = useState<{ message: string; url?: string } | null>(null);
  const api = useApiForm({
    schema: inviteSchema,
    defaults: { csrfToken, email: "", role: "staff" },
    endpoint: staffInvite,
    toPayload: (values) => values,
    onSuccess: (body) => {
      setAnswer({ message: body.message, url: body.setPasswordUrl });
      api.form.reset({ csrfToken, email: "", role: "staff" });
      void refresh();
    },
  });
  const role = api.field("role");
  return (
    <form {...api.formProps} aria-labelledby="invite-heading" className="staff-form">
      <h2 id="invite-heading">Add a staff member</h2>
      <TextField
        {...api.field("email")}
        {...api.form.register("email")}
        label="E-mail"
        type="email"
        autoComplete="off"
        required
      />
      <div className="field">
        <label htmlFor={role.id}>Role</label>
        <select id={role.id} {...api.form.register("role")}>
          {STAFF_ROLES.map((name) => (
            <option key={name} value={name}>
              {name === "owner" ? "Owner (manages accounts)" : "Staff (works leads)"}
            </option>
          ))}
        </select>
      </div>
      <FormFailure message={api.failure} />
      <button type="submit" className="button" disabled={!api.canSubmit}>
        Create account
      </button>
      {answer ? <LinkNotice message={answer.message} url={answer.url} /> : null}
    </form>
  );
}

/** Disable, or issue a new set-password link, for one account. */
export function AccountActions({
  accountId,
  email,
  disabled,
  csrfToken,
}: {
  accountId: string;
  email: string;
  disabled: boolean;
  csrfToken: string;
}) {
  const refresh = useRefresh();
  const [answer, setAnswer] = useState<{ message: string; url?: string } | null>(null);
  const done = (message: string, url?: string) => {
    setAnswer({ message, url });
    void refresh();
  };
  const disable = useApiForm({
    schema: accountActionSchema,
    defaults: { csrfToken },
    endpoint: withParams(staffDisable, { accountId }),
    toPayload: (values) => values,
    onSuccess: (body) => done(body.message),
  });
  const reset = useApiForm({
    schema: accountActionSchema,
    defaults: { csrfToken },
    endpoint: withParams(staffResetPassword, { accountId }),
    toPayload: (values) => values,
    onSuccess: (body) => done(body.message, body.setPasswordUrl),
  });
  const failure = disable.failure ?? reset.failure;
  return (
    <div className="staff-actions">
      {!disabled ? (
        <form {...disable.formProps}>
          <button
            type="submit"
            className="button button--outline button--small"
            disabled={!disable.canSubmit}
            aria-label={`Disable ${email}`}
          >
            Disable
          </button>
        </form>
      ) : null}
      <form {...reset.formProps}>
        <button
          type="submit"
          className="button button--outline button--small"
          disabled={!reset.canSubmit}
          aria-label={`New set-password link for ${email}`}
        >
          New password link
        </button>
      </form>
      <FormFailure message={failure} />
      {answer ? <LinkNotice message={answer.message} url={answer.url} /> : null}
    </div>
  );
}

/** The owners' choice whether members with the staff role may edit and publish the site's content. */
export function ContentAccessForm({
  csrfToken,
  staffMayEdit,
}: {
  csrfToken: string;
  staffMayEdit: boolean;
}) {
  const saved = useSettingSaved();
  const api = useApiForm({
    schema: contentAccessSchema,
    defaults: { csrfToken, staffMayEdit },
    endpoint: staffContentAccess,
    toPayload: (values) => values,
    onSuccess: saved.onSuccess,
  });
  const field = api.field("staffMayEdit");
  return (
    <form {...api.formProps} aria-labelledby="content-access-heading" className="staff-form">
      <h2 id="content-access-heading">Site content</h2>
      <div className="staff-checkbox">
        <input id={field.id} type="checkbox" {...api.form.register("staffMayEdit")} />
        <label htmlFor={field.id}>
          Staff members may edit and publish the site&apos;s content (owners always can)
        </label>
      </div>
      <SettingFormEnd failure={api.failure} canSubmit={api.canSubmit} message={saved.message} />
    </form>
  );
}

/** The owners' choice whether staff members must use a second factor (owners always do). */
export function SecondFactorPolicyForm({
  csrfToken,
  requiredForStaff,
}: {
  csrfToken: string;
  requiredForStaff: boolean;
}) {
  const saved = useSettingSaved();
  const api = useApiForm({
    schema: secondFactorPolicySchema,
    defaults: { csrfToken, requiredForStaff },
    endpoint: staffSecondFactorPolicy,
    toPayload: (values) => values,
    onSuccess: saved.onSuccess,
  });
  const field = api.field("requiredForStaff");
  return (
    <form {...api.formProps} aria-labelledby="second-factor-heading" className="staff-form">
      <h2 id="second-factor-heading">Second way to sign in</h2>
      <p className="staff-note">
        Owners always need a passkey or an authenticator app besides their password.
      </p>
      <div className="staff-checkbox">
        <input id={field.id} type="checkbox" {...api.form.register("requiredForStaff")} />
        <label htmlFor={field.id}>Require a second way to sign in for staff members too</label>
      </div>
      <SettingFormEnd failure={api.failure} canSubmit={api.canSubmit} message={saved.message} />
    </form>
  );
}
