import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { z } from "zod/mini";
import { postJson } from "~/lib/api-client";
import type { CaptchaPublicConfig } from "~/lib/captcha-config";
import { contactFormSchema } from "~/lib/schemas";
import { Captcha } from "./Captcha";
import { FormattedPhoneField, Notice, TextAreaField, TextField } from "./Field";
import { Honeypot } from "./Honeypot";
import { useActivateOnInteraction, useHydrated, useTimedNotice } from "./use-form-helpers";

const fullSchema = z.extend(contactFormSchema, { website: z.optional(z.string()) });
const shortSchema = z.omit(fullSchema, { subject: true, message: true });
type Values = z.input<typeof fullSchema>;

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
  const id = useId();
  const { pathname } = useLocation();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const success = useTimedNotice<string>(3000);
  const captcha = useActivateOnInteraction();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(withSubjectAndMessage ? fullSchema : shortSchema) as never,
    defaultValues: EMPTY,
    mode: "onTouched",
  });

  const phone = register("phone");
  register("captcha");

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    success.clear();
    const result = await postJson("/api/contactdata", {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email,
      phone: values.phone,
      subject: withSubjectAndMessage ? values.subject : "-",
      message: withSubjectAndMessage ? values.message : "-",
      captcha: values.captcha,
      website: values.website,
      source_page: pathname,
    });
    if (result.ok) {
      reset(EMPTY);
      setCaptchaReset((n) => n + 1);
      success.show(CONTACT_SUCCESS);
      return;
    }
    // Keep what the visitor typed; point at the fields the server refused.
    for (const [field, message] of Object.entries(result.errors)) {
      if (field === "name") setError("firstName", { message });
      else if (field in EMPTY) setError(field as keyof Values, { message });
    }
    if (result.errors.captcha) {
      setValue("captcha", "");
      setCaptchaReset((n) => n + 1);
    }
    setFailure(result.message);
  });

  const field = (name: keyof Values & string) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });

  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={onSubmit}
      {...captcha.handlers}
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
      <Captcha
        id={`${id}-captcha`}
        config={captchaConfig}
        active={captcha.active}
        resetSignal={captchaReset}
        error={errors.captcha?.message}
        onToken={(token) => setValue("captcha", token, { shouldValidate: token !== "" })}
      />
      {success.notice ? (
        <Notice tone="success" onDismiss={success.clear}>
          {success.notice}
        </Notice>
      ) : null}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <button
        type="submit"
        className="button form__submit"
        disabled={!hydrated || isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? "Sending…" : "Submit"}
      </button>
    </form>
  );
}
