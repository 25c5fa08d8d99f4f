/**
 * The e-mail to visitors page (`/staff/visitor-email`, owners only; issue 19, decision 0020): the
 * acknowledgement's switch and wording, and a preview rendered by the function that renders the
 * e-mail itself.
 */
import { data, type AppLoadContext } from "react-router";
import {
  visitorEmailFormSchema,
  WORDING_MAX_CHARS,
  type VisitorAcknowledgement,
} from "./visitor-email-form";
import { checkForm, formFields, type FieldErrors } from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import type { FormAnswer } from "~/routes/staff/shared/form-kit";
import { mailIsSetUp } from "~/routes/staff/shared/mail-setup";
import { postedText } from "~/routes/staff/shared/form-data.server";

const HERE = "/staff/visitor-email";

export const OWNERS_ONLY = "Only an owner can change the e-mail sent to visitors.";

/** What the page shows: the setting, the preview, and whether e-mail is set up at all. */
export async function visitorEmailData(context: AppLoadContext) {
  const { services } = context;
  const visitorEmail = services.staff.visitorEmail;
  const [setting, salon] = await Promise.all([visitorEmail.read(), services.content.getSalon()]);
  const { replyTo, ...preview } = visitorEmail.preview(setting, salon);
  return {
    setting,
    preview,
    replyTo,
    mailSetUp: mailIsSetUp(services),
    booking: Boolean(services.config.BOOKING_URL),
  };
}

/** A refused save: the message, per field, and what was typed. */
export type VisitorEmailAnswer = FormAnswer<
  null,
  { errors: FieldErrors; values: { enabled: boolean; html: string } }
>;

const text = (form: FormData, name: string) => postedText(form.get(name));

export const visitorEmailAction = staffAction(
  { owner: OWNERS_ONLY },
  {
    save: async ({ form, services, identity, done }) => {
      const checked = checkForm(visitorEmailFormSchema, formFields(form));
      if (!checked.ok) {
        const body: VisitorEmailAnswer = {
          message: "Nothing was saved: check what is marked below.",
          errors: checked.errors,
          // Kept as typed (up to a little over the limit, so the owner sees what to shorten).
          values: {
            enabled: form.get("enabled") === "on",
            html: text(form, "html").slice(0, WORDING_MAX_CHARS + 1000),
          },
        };
        return data(body, { status: 400 });
      }
      const value: VisitorAcknowledgement = {
        enabled: checked.value.enabled === "on",
        html: checked.value.html,
      };
      await services.staff.visitorEmail.save(value, identity.userId);
      return done(
        HERE,
        value.enabled
          ? "Saved. Visitors get this e-mail from their next form on."
          : "Saved. Visitors no longer get an e-mail after sending a form.",
      );
    },
  },
);
