import {
  FormFailure,
  TextField,
  useSending,
  StaffForm,
  SendButton,
} from "~/routes/staff/shared/form-kit";
import { MailNotSetUp } from "~/routes/staff/shared/mail-setup";
import type { AccountsAnswer } from "./accounts.server";

/**
 * The owners' choice of where new leads are e-mailed. An owner's setting, not site content: a
 * member allowed to edit the content cannot redirect the leads. A plain form post to the accounts
 * page's action (decision 0020): a saved address redirects with a notice, a bad one is refused
 * beside the field with what was typed kept.
 */
export function NotificationEmailForm({
  email,
  mailToOverride,
  mailSetUp,
  answer,
}: {
  email: string;
  mailToOverride: boolean;
  /** Whether the server can send e-mail at all (mail-setup.tsx). */
  mailSetUp: boolean;
  answer?: AccountsAnswer;
}) {
  const sending = useSending("notification-email");
  const errors = answer?.errors ?? {};
  const shown = answer?.email ?? email;
  return (
    <StaffForm
      intent="notification-email"
      aria-labelledby="notification-heading"
      className="staff-form"
      noValidate
    >
      <h2 id="notification-heading">New-lead e-mails</h2>
      {mailSetUp ? (
        <p>
          Every new inquiry, application and consultation request is e-mailed to this address. Leave
          it empty to stop the e-mails; the leads are always in the inbox.
          {mailToOverride
            ? " The server is set up to send them to a fixed address instead (MAIL_TO)."
            : null}
        </p>
      ) : (
        <>
          <MailNotSetUp meaning="no new lead is e-mailed to anyone: they are all in the inbox" />
          <p>The address saved here is used once e-mail sending is set up.</p>
        </>
      )}
      {/* A refusal keeps what was typed; a saved address comes back from the loader (the key). */}
      <TextField
        key={shown}
        id="notification-email"
        name="email"
        label="E-mail that receives new leads"
        type="email"
        autoComplete="email"
        defaultValue={shown}
        error={errors.email}
      />
      {/* The e-mail's problem shows at its field; any other (a stale page) here. */}
      <FormFailure message={errors.email ? undefined : answer?.message} />
      <SendButton sending={sending} busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}
