import { TextField, useApiForm } from "~/components/staff/form-kit";
import { staffNotificationEmail } from "~/lib/api/staff-endpoints";
import { notificationEmailSchema } from "~/lib/staff/schemas";
import { SettingFormEnd, useSettingSaved } from "./setting-form";

/**
 * The owners' choice of where new leads are e-mailed. An owner's setting, not site content: a
 * member allowed to edit the content cannot redirect the leads.
 */
export function NotificationEmailForm({
  csrfToken,
  email,
  mailToOverride,
}: {
  csrfToken: string;
  email: string;
  mailToOverride: boolean;
}) {
  const saved = useSettingSaved();
  const api = useApiForm({
    schema: notificationEmailSchema,
    defaults: { csrfToken, email },
    endpoint: staffNotificationEmail,
    toPayload: (values) => values,
    onSuccess: saved.onSuccess,
  });
  return (
    <form {...api.formProps} aria-labelledby="notification-heading" className="staff-form">
      <h2 id="notification-heading">New-lead e-mails</h2>
      <p>
        Every new inquiry, application and consultation request is e-mailed to this address. Leave
        it empty to stop the e-mails; the leads are always in the inbox.
        {mailToOverride
          ? " The server is set up to send them to a fixed address instead (MAIL_TO)."
          : null}
      </p>
      <TextField
        {...api.field("email")}
        {...api.form.register("email")}
        label="E-mail that receives new leads"
        type="email"
        autoComplete="email"
      />
      <SettingFormEnd failure={api.failure} canSubmit={api.canSubmit} message={saved.message} />
    </form>
  );
}
