/**
 * The accounts page's actions (decision 0020): invite a member, disable an account, issue a new
 * set-password link, and the owners' settings (whether staff members need a second factor, may
 * edit content, may export every lead, where new leads are e-mailed, the response target). Owners only. Disabling
 * redirects with a notice; an invite and a reset answer the page with the one-time link in the
 * action's data, shown once in this answer and never stored in a cookie (decision 0020,
 * Consequences).
 */
import { data } from "react-router";
import type { z } from "zod/mini";
import { isUuid } from "~/lib/staff/leads";
import {
  contentAccessSchema,
  inviteSchema,
  leadsExportAccessSchema,
  notificationEmailSchema,
} from "~/lib/staff/schemas";
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
import { staffAction, type StaffActionArgs } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";

export type AccountsIntent =
  | "invite"
  | "disable"
  | "reset"
  | "second-factor"
  | "content-access"
  | "leads-export"
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

type Args = StaffActionArgs<"owner">;
type AccountWork = Args["services"]["staff"]["accountWork"];

/** A field as typed, capped, to show again with a refusal. */
const typedText = (form: FormData, name: string, max: number) => {
  const typed = form.get(name);
  return typeof typed === "string" ? typed.slice(0, max) : "";
};

/** A form its schema refused: the fields to correct, the e-mail as typed; else a stale page. */
const refused = (intent: AccountsIntent, errors: FieldErrors, form: FormData) => {
  const message = errors.csrfToken ? RELOAD : VALIDATION_MESSAGE;
  return answer({ intent, message, errors, email: typedText(form, "email", EMAIL_ECHO_MAX) }, 400);
};

/** An owners' setting: checked by its schema, saved; the setter's words are the notice. */
const saveSetting =
  <S extends z.ZodMiniType>(
    intent: AccountsIntent,
    schema: S,
    fieldsOf: (form: FormData) => Record<string, unknown>,
    save: (work: AccountWork, by: string, value: z.output<S>) => Promise<string>,
  ) =>
  async ({ form, services, identity, done }: Args) => {
    const checked = checkForm(schema, fieldsOf(form));
    if (!checked.ok) return refused(intent, checked.errors, form);
    return done(HERE, await save(services.staff.accountWork, identity.userId, checked.value));
  };

/** A switch's form: its checkbox sends "yes" ticked and nothing unticked, read as false. */
const switchFields = (name: string) => (form: FormData) => ({
  csrfToken: form.get("csrfToken"),
  [name]: form.get(name) === "yes",
});

/** Disable an account, or issue its new set-password link; both once ticked. */
const disableOrReset =
  (intent: "disable" | "reset") =>
  async ({ form, services, identity, done }: Args) => {
    const accountId = accountIdOf(form);
    const notTicked = unconfirmed(form, intent === "disable" ? CONFIRM_DISABLE : CONFIRM_RESET);
    if (notTicked) return answer({ intent, accountId, ...notTicked }, 400);
    const work = services.staff.accountWork;
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
    return done(HERE, "The account is disabled and its sessions have ended.");
  };

export const accountsAction = staffAction("owner", {
  invite: async ({ form, services, identity }) => {
    const checked = checkForm(inviteSchema, formFields(form));
    if (!checked.ok) return refused("invite", checked.errors, form);
    try {
      const { email, role } = checked.value;
      const issued = await services.staff.accountWork.invite(identity.userId, email, role);
      return answer({ intent: "invite", ...issued });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      const { status, message, errors } = refusal;
      const email = typedText(form, "email", EMAIL_ECHO_MAX);
      return answer({ intent: "invite", message, errors, email }, status);
    }
  },
  disable: disableOrReset("disable"),
  reset: disableOrReset("reset"),
  "second-factor": saveSetting(
    "second-factor",
    secondFactorPolicySchema,
    switchFields("requiredForStaff"),
    (work, by, v) => work.setSecondFactorForStaff(by, v.requiredForStaff),
  ),
  "content-access": saveSetting(
    "content-access",
    contentAccessSchema,
    switchFields("staffMayEdit"),
    (work, by, v) => work.setStaffMayEditContent(by, v.staffMayEdit),
  ),
  "leads-export": saveSetting(
    "leads-export",
    leadsExportAccessSchema,
    switchFields("staffMayExport"),
    (work, by, v) => work.setStaffMayExportLeads(by, v.staffMayExport),
  ),
  "notification-email": saveSetting(
    "notification-email",
    notificationEmailSchema,
    formFields,
    (work, by, v) => work.setNotificationEmail(by, v.email),
  ),
  "response-target": async ({ form, services, identity, done }) => {
    const minutes = typedText(form, "minutes", 20);
    const fields = { csrfToken: form.get("csrfToken"), minutes: targetFieldValue(minutes) };
    const checked = checkForm(responseTargetSchema, fields);
    if (!checked.ok) {
      const { errors } = checked;
      const message = errors.csrfToken ? RELOAD : VALIDATION_MESSAGE;
      return answer({ intent: "response-target", message, errors, minutes }, 400);
    }
    const notice = await services.staff.saveResponseTarget(checked.value.minutes, identity.userId);
    return done(HERE, notice);
  },
});
