import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";
import type { ContactValues as Values } from "./ContactForm.engine";
import { Notice, TextAreaField, TextConsentField, TextField } from "./Field";
import { FormEnd } from "./FormEnd";
import { PersonFields } from "./PersonFields";
import { EMPTY_PERSON, useTimedNotice } from "./use-form-helpers";
import { useLazyApiForm } from "./use-lazy-api-form";

export const CONTACT_SUCCESS = "Your message has been successfully submitted!";

const EMPTY: Values = { ...EMPTY_PERSON, subject: "", message: "", sms_consent: false };
/** Without the subject and message fields, both are sent as '-' (SPEC.md 3). */
const EMPTY_SHORT: Values = { ...EMPTY, subject: "-", message: "-" };

/**
 * The contact form (SPEC.md 3-5). On /contact-us it has subject and message; elsewhere ('Let's
 * Chat') only name, phone and email, and subject and message are sent as '-'.
 */
export function ContactForm({
  captchaConfig,
  spaName,
  withSubjectAndMessage,
}: {
  captchaConfig: CaptchaPublicConfig;
  /** The salon record's name, for the text consent's words. */
  spaName: string;
  withSubjectAndMessage: boolean;
}) {
  const success = useTimedNotice<string>(3000);
  const api = useLazyApiForm({
    load: () => import("./ContactForm.engine").then((module) => module.engine),
    onSubmitStart: success.clear,
    defaults: withSubjectAndMessage ? EMPTY : EMPTY_SHORT,
    fieldFor: { name: "firstName" },
    toPayload: (values, { pathname, campaign }) => ({
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email,
      phone: values.phone,
      subject: values.subject,
      message: values.message,
      sms_consent: values.sms_consent === true,
      captcha: values.captcha,
      website: values.website,
      source_page: pathname,
      ...campaign,
    }),
    onSuccess: () => {
      api.resetAll();
      success.show(CONTACT_SUCCESS);
    },
  });
  const { register, field } = api;

  return (
    <form className="form" {...api.formProps} aria-label="Contact form">
      <div className="form__grid">
        <PersonFields field={field} register={register} />
        {withSubjectAndMessage ? (
          <>
            <TextField
              label="Subject"
              required
              wide
              {...field("subject")}
              {...register("subject")}
            />
            <TextAreaField
              label="Message"
              required
              {...field("message")}
              {...register("message")}
            />
          </>
        ) : null}
        <TextConsentField
          id={field("sms_consent").id}
          spaName={spaName}
          registration={register("sms_consent")}
        />
      </div>
      <FormEnd
        api={api}
        captchaConfig={captchaConfig}
        notices={
          success.notice ? (
            <Notice tone="success" onDismiss={success.clear}>
              {success.notice}
            </Notice>
          ) : null
        }
        submitLabel="Submit"
      />
    </form>
  );
}
