import type { Route } from "./+types/accounts";
import { staffMeta } from "~/routes/staff/shared/meta";
import { AccountActions, InviteForm, OwnerSwitchForm } from "./AccountForms";
import { RoleAbilities } from "./RoleAbilities";
import { NotificationEmailForm } from "./NotificationEmailForm";
import { ResponseTargetForm } from "./ResponseTargetForm";
import { requireOwner } from "~/routes/staff/shared/guard";
import { mailIsSetUp } from "~/routes/staff/shared/mail-setup";
import { spaWhen } from "~/lib/staff/dates";
import { ROLE_NAMES } from "~/lib/staff/roles";
import { accountsAction } from "./accounts.server";

export const meta: Route.MetaFunction = () => staffMeta("Staff accounts | Day Spa");

/** The day an account was added, as a sentence continues it: "today", "Mon Nov 24". */
function addedOn(created: Date, now: Date) {
  const day = spaWhen(created.toISOString(), now, { withTime: false });
  return day === "Today" || day === "Yesterday" ? day.toLowerCase() : day;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireOwner(context, request);
  const { staff } = context.services;
  const [accounts, staffMayEdit, staffMayExport, secondFactorForStaff, notificationEmail, target] =
    await Promise.all([
      staff.accounts.list(),
      staff.staffMayEditContent(),
      staff.staffMayExportLeads(),
      staff.secondFactors.requiredForStaff(),
      staff.notificationEmail(),
      staff.responseTarget(),
    ]);
  const now = new Date();
  return {
    staffMayEdit,
    staffMayExport,
    secondFactorForStaff,
    responseTarget: target,
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
  const { accounts, staffMayEdit, staffMayExport, secondFactorForStaff, notification } = loaderData;
  return (
    <>
      <h1>Staff accounts</h1>
      <InviteForm answer={actionData?.intent === "invite" ? actionData : undefined} />
      <RoleAbilities
        rights={{ staffMayEditContent: staffMayEdit, staffMayExportLeads: staffMayExport }}
      />
      <OwnerSwitchForm
        key={`content-access-${String(staffMayEdit)}`}
        intent="content-access"
        checked={staffMayEdit}
        answer={actionData?.intent === "content-access" ? actionData : undefined}
      />
      <OwnerSwitchForm
        key={`leads-export-${String(staffMayExport)}`}
        intent="leads-export"
        checked={staffMayExport}
        answer={actionData?.intent === "leads-export" ? actionData : undefined}
      />
      <OwnerSwitchForm
        key={`second-factor-${String(secondFactorForStaff)}`}
        intent="second-factor"
        checked={secondFactorForStaff}
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
        key={`response-target-${String(loaderData.responseTarget)}`}
        minutes={loaderData.responseTarget}
        answer={actionData?.intent === "response-target" ? actionData : undefined}
      />
      <h2>Accounts</h2>
      <ul className="staff-accounts">
        {accounts.map((account) => (
          <li key={account.id} className="staff-card">
            <p>
              <strong>{account.email}</strong>
              <br />
              {ROLE_NAMES[account.role]} · {account.state} · added {account.created}
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
