import type { Route } from "./+types/accounts";
import {
  AccountActions,
  ContentAccessForm,
  InviteForm,
  SecondFactorPolicyForm,
} from "./AccountForms";
import { NotificationEmailForm } from "./NotificationEmailForm";
import { ResponseTargetForm } from "./ResponseTargetForm";
import { requireOwner } from "~/routes/staff/shared/guard";
import { mailIsSetUp } from "~/routes/staff/shared/mail-setup";
import { spaWhen } from "~/lib/staff/dates";
import { accountsAction } from "./accounts.server";

export const meta: Route.MetaFunction = () => [
  { title: "Staff accounts | Day Spa" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The day an account was added, as a sentence continues it: "today", "Mon Nov 24". */
function addedOn(created: Date, now: Date) {
  const day = spaWhen(created.toISOString(), now, { withTime: false });
  return day === "Today" || day === "Yesterday" ? day.toLowerCase() : day;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request);
  const [accounts, staffMayEdit, secondFactorForStaff, notificationEmail, responseTarget] =
    await Promise.all([
      context.services.staff.accounts.list(),
      context.services.staff.staffMayEditContent(),
      context.services.staff.secondFactors.requiredForStaff(),
      context.services.staff.notificationEmail(),
      context.services.staff.responseTarget(),
    ]);
  const now = new Date();
  return {
    staffMayEdit,
    secondFactorForStaff,
    responseTarget,
    notification: {
      email: notificationEmail,
      mailToOverride: Boolean(context.services.config.MAIL_TO),
      mailSetUp: mailIsSetUp(context.services),
    },
    accounts: accounts.map((account) => ({
      id: account.id,
      email: account.email,
      role: account.role,
      state: account.disabled ? "Disabled" : account.active ? "Active" : "Waiting for a password",
      disabled: account.disabled,
      // In words, in the spa's time zone ("today", "Mon Nov 24"), never an ISO date.
      created: addedOn(account.createdAt, now),
    })),
  };
}

/**
 * Invite, disable, new password link and the owners' settings: plain form posts that work without
 * JavaScript (0020).
 */
export const action = accountsAction;

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, staffMayEdit, secondFactorForStaff, notification, responseTarget } = loaderData;
  return (
    <>
      <h1>Staff accounts</h1>
      <InviteForm answer={actionData?.intent === "invite" ? actionData : undefined} />
      <ContentAccessForm
        key={`content-access-${String(staffMayEdit)}`}
        staffMayEdit={staffMayEdit}
        answer={actionData?.intent === "content-access" ? actionData : undefined}
      />
      <SecondFactorPolicyForm
        key={`second-factor-${String(secondFactorForStaff)}`}
        requiredForStaff={secondFactorForStaff}
        answer={actionData?.intent === "second-factor" ? actionData : undefined}
      />
      <NotificationEmailForm
        key={notification.email}
        email={notification.email}
        mailToOverride={notification.mailToOverride}
        mailSetUp={notification.mailSetUp}
        answer={actionData?.intent === "notification-email" ? actionData : undefined}
      />
      <ResponseTargetForm
        key={`response-target-${String(responseTarget)}`}
        minutes={responseTarget}
        answer={actionData?.intent === "response-target" ? actionData : undefined}
      />
      <h2>Accounts</h2>
      <ul className="staff-accounts">
        {accounts.map((account) => (
          <li key={account.id} className="staff-card">
            <p>
              <strong>{account.email}</strong>
              <br />
              {account.role === "owner" ? "Owner" : "Staff"} · {account.state} · added{" "}
              {account.created}
            </p>
            <AccountActions
              accountId={account.id}
              email={account.email}
              disabled={account.disabled}
              answer={actionData?.accountId === account.id ? actionData : undefined}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
