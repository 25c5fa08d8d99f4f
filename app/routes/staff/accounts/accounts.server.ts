/**
 * The accounts page's actions (decision 0020): invite a member, disable an account, issue a new
 * set-password link, and the owners' settings (whether staff members need a second factor, may
 * edit content, where new leads are e-mailed, the response target). Owners only. The staff layout's middleware has
 * checked the origin and the session's token and read the form. Disabling redirects with a notice; an invite and a reset
 * answer the page with the one-time link in the action's data, shown once in this answer and
 * never stored in a cookie (decision 0020, Consequences).
 */
import { data, type ActionFunctionArgs } from "react-router";
import type { z } from "zod/mini";
import { requireOwner } from "~/routes/staff/shared/guard";
import { isUuid } from "~/lib/staff/leads";
import { contentAccessSchema, inviteSchema, notificationEmailSchema } from "~/lib/staff/schemas";
import { responseTargetSchema, targetFieldValue } from "~/lib/staff/response-target";
import { secondFactorPolicySchema } from "~/lib/staff/second-factor";
import { refusalOf } from "~/routes/staff/sign-in/auth-cookies.server";
import {
  checkForm,
  formFields,
  unconfirmed,
  type FieldErrors,
  VALIDATION_MESSAGE,
} from "~/routes/staff/shared/form-data.server";
import { staffFormContext } from "~/routes/staff/shared/form-guard.server";
import { redirectWithNotice } from "~/routes/staff/shared/notice.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export type AccountsIntent =
  | "invite"
  | "disable"
  | "reset"
  | "second-factor"
  | "content-access"
  | "notification-email"
  | "response-target";

/** What the page's forms get back when an action does not redirect. */
export type AccountsAnswer = FormAnswer<
  AccountsIntent,
  {
    /** The account a disable or reset was about (each account has its own forms). */
    accountId?: string;
    /** An invite's or a reset's one-time link: in this answer only, for the owner to hand over. */
    setPasswordUrl?: string;
    /** An invite's or the lead address's e-mail as typed, kept on a refusal. */
    email?: string;
    /** The response target's minutes as typed, kept on a refusal. */
    minutes?: string;
  }
>;

const HERE = "/staff/accounts";
const EMAIL_ECHO_MAX = 254;
export const CONFIRM_DISABLE = "Tick the box to confirm that this account is disabled.";
export const CONFIRM_RESET =
  "Tick the box to confirm the new link: the current password stops working.";

const RELOAD = "Reload the page and try again.";

const answer = (body: AccountsAnswer, status = 200) => data(body, { status });

/** The account's id from the form: a UUID, or no account can have it (404, nothing asked). */
function accountIdOf(form: FormData) {
  const raw = form.get("accountId");
  if (typeof raw !== "string" || !isUuid(raw)) throw data("No such account.", { status: 404 });
  return raw.toLowerCase();
}

export async function accountsAction({ request, context }: ActionFunctionArgs) {
  const identity = requireOwner(context, request);
  const form = context.get(staffFormContext);
  const work = context.services.staff.accountWork;
  const typed = form.get("email");
  const email = typeof typed === "string" ? typed.slice(0, EMAIL_ECHO_MAX) : "";
  /** A form its schema refused: the fields to correct, the e-mail as typed; else a stale page. */
  const refused = (intent: AccountsIntent, errors: FieldErrors) =>
    answer({ intent, message: errors.csrfToken ? RELOAD : VALIDATION_MESSAGE, errors, email }, 400);
  /** An owners' setting: checked by its schema, saved; the setter's words are the notice. */
  const saveSetting = async <S extends z.ZodMiniType>(
    intent: AccountsIntent,
    schema: S,
    fields: Record<string, unknown>,
    save: (value: z.output<S>) => Promise<string>,
  ) => {
    const checked = checkForm(schema, fields);
    if (!checked.ok) return refused(intent, checked.errors);
    return redirectWithNotice(request, identity, HERE, await save(checked.value));
  };
  /** A switch's form: its checkbox sends "yes" ticked and nothing unticked, read as false. */
  const switchFields = (name: string) => ({
    csrfToken: form.get("csrfToken"),
    [name]: form.get(name) === "yes",
  });

  const intent = form.get("intent");
  switch (intent) {
    case "invite": {
      const checked = checkForm(inviteSchema, formFields(form));
      if (!checked.ok) return refused(intent, checked.errors);
      try {
        const issued = await work.invite(identity.userId, checked.value.email, checked.value.role);
        return answer({ intent, ...issued });
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        const { status, message, errors } = refusal;
        return answer({ intent, message, errors, email }, status);
      }
    }
    case "disable":
    case "reset": {
      const accountId = accountIdOf(form);
      const notTicked = unconfirmed(form, intent === "disable" ? CONFIRM_DISABLE : CONFIRM_RESET);
      if (notTicked) return answer({ intent, accountId, ...notTicked }, 400);
      try {
        if (intent === "reset") {
          const issued = await work.resetPassword(identity.userId, accountId);
          return answer({ intent, accountId, ...issued });
        }
        await work.disable(identity.userId, accountId);
      } catch (error) {
        const refusal = refusalOf(error);
        if (!refusal) throw error;
        return answer({ intent, accountId, message: refusal.message }, refusal.status);
      }
      return redirectWithNotice(
        request,
        identity,
        HERE,
        "The account is disabled and its sessions have ended.",
      );
    }
    case "second-factor":
      return saveSetting(intent, secondFactorPolicySchema, switchFields("requiredForStaff"), (v) =>
        work.setSecondFactorForStaff(identity.userId, v.requiredForStaff),
      );
    case "content-access":
      return saveSetting(intent, contentAccessSchema, switchFields("staffMayEdit"), (v) =>
        work.setStaffMayEditContent(identity.userId, v.staffMayEdit),
      );
    case "notification-email":
      return saveSetting(intent, notificationEmailSchema, formFields(form), (v) =>
        work.setNotificationEmail(identity.userId, v.email),
      );
    case "response-target": {
      const typedMinutes = form.get("minutes");
      const minutes = typeof typedMinutes === "string" ? typedMinutes.slice(0, 20) : "";
      const fields = { csrfToken: form.get("csrfToken"), minutes: targetFieldValue(minutes) };
      const checked = checkForm(responseTargetSchema, fields);
      if (!checked.ok) {
        const { errors } = checked;
        return answer(
          { intent, message: errors.csrfToken ? RELOAD : VALIDATION_MESSAGE, errors, minutes },
          400,
        );
      }
      const notice = await context.services.staff.saveResponseTarget(
        checked.value.minutes,
        identity.userId,
      );
      return redirectWithNotice(request, identity, HERE, notice);
    }
    default:
      return answer({ intent: "invite", message: RELOAD }, 400);
  }
}
