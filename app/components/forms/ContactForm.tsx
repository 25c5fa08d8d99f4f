import { z } from "zod/mini";
import { contactEnquiry } from "~/lib/api/endpoints";
import type { CaptchaPublicConfig } from "~/lib/captcha-config";
import { contactFormSchema } from "~/lib/schemas";
import { Captcha } from "./Captcha";
import { FormattedPhoneField, Notice, TextAreaField, TextField } from "./Field";
import { Honeypot } from "./Honeypot";
import { useApiForm } from "./use-api-form";
import { useTimedNotice } from "./use-form-helpers";

const schema = z.extend(contactFormSchema, { website: z.optional(z.string()) });
type Values = z.input<typeof schema>;

export const CONTACT_SUCCESS = "Your message has been successfully submitted!";

const EMPTY: Values = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  subject: "",
  message: "",
  captcha: "",
  website: "",
};
/** Without the subject and message fields, both are sent as '-' (SPEC.md 3). */
const EMPTY_SHORT: Values = { ...EMPTY, subject: "-", message: "-" };

/**
 * The contact form (SPEC.md 3-5). On /contact-us it has subject and message; elsewhere ('Let's
 * Chat') only name, phone and email, and subject and message are sent as '-'.
 */
export function ContactForm({
  captchaConfig,
  withSubjectAndMessage,
}: {
  captchaConfig: CaptchaPublicConfig;
  withSubjectAndMessage: boolean;
}) {
  const success = useTimedNotice<string>(3000);
  const api = useApiForm({
    schema,
    defaults: withSubjectAndMessage ? EMPTY : EMPTY_SHORT,
    endpoint: contactEnquiry,
    fieldFor: { name: "firstName" },
    toPayload: (values, { pathname }) => ({
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email,
      phone: values.phone,
      subject: values.subject,
      message: values.message,
      captcha: values.captcha,
      website: values.website,
      source_page: pathname,
    }),
    onSuccess: () => {
      api.resetAll();
      success.show(CONTACT_SUCCESS);
    },
  });
  const { register } = api.form;
  const { field } = api;
  const phone = register("phone");
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    success.clear();
    void api.submit(event);
  };

  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={onSubmit}
      {...api.formHandlers}
      aria-label="Contact form"
    >
      <div className="form__grid">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          {...field("firstName")}
          {...register("firstName")}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          {...field("lastName")}
          {...register("lastName")}
        />
        <FormattedPhoneField {...field("phone")} registration={phone} />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          {...field("email")}
          {...register("email")}
        />
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
      </div>
      <Honeypot registration={register("website")} />
      <Captcha config={captchaConfig} {...api.captcha} />
      {success.notice ? (
        <Notice tone="success" onDismiss={success.clear}>
          {success.notice}
        </Notice>
      ) : null}
      {api.failure ? <Notice tone="error">{api.failure}</Notice> : null}
      <button
        type="submit"
        className="button form__submit"
        disabled={!api.canSubmit}
        aria-busy={api.pending}
      >
        {api.pending ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
