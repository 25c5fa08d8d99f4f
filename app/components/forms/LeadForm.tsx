import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import { z } from "zod/mini";
import { postJson } from "~/lib/api-client";
import type { CaptchaPublicConfig } from "~/lib/captcha-config";
import { digitsOnly } from "~/lib/phone";
import { consultationLeadSchema, TREATMENT_OPTIONS, treatmentLeadSchema } from "~/lib/schemas";
import { Captcha } from "./Captcha";
import { NATIONAL_PHONE_INPUT, Notice, TextField } from "./Field";
import { Honeypot } from "./Honeypot";
import { useActivateOnInteraction, useHydrated, useTimedNotice } from "./use-form-helpers";

export type LeadFormKind = "treatment" | "consultation" | "ipl";

/** Endpoint and thank-you page of each lead form (SPEC.md 4 and 7). */
export const LEAD_FORMS: Record<
  LeadFormKind,
  { endpoint: string; thankYou: string; fullPageRedirect: boolean }
> = {
  treatment: {
    endpoint: "/api/LadingFormdata",
    thankYou: "/tattoo-removal-and-ipl-therapy-staten-island-ads-thank-you",
    fullPageRedirect: false,
  },
  consultation: {
    endpoint: "/api/LadingFormdataConsultation",
    thankYou: "/tattoo-removal-staten-island-ads-thank-you",
    fullPageRedirect: true,
  },
  ipl: {
    endpoint: "/api/LadingFormdataConsultationIPL",
    thankYou: "/ipl-therapy-staten-island-ads-thank-you",
    fullPageRedirect: false,
  },
};

export const LEAD_SUCCESS = "Thank you! Your request has been received.";
export const LEAD_FAILURE = "Oops! Something went wrong. Please try again.";

const withHoneypot = { website: z.optional(z.string()) };
const consultationForm = z.extend(
  z.omit(consultationLeadSchema, { source_page: true }),
  withHoneypot,
);
const treatmentForm = z.extend(z.omit(treatmentLeadSchema, { source_page: true }), withHoneypot);
type Values = z.input<typeof treatmentForm>;

const EMPTY = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  captcha: "",
  website: "",
} as unknown as Values;

/**
 * The free-consultation forms of the ads landing pages. Errors show under a field once it has
 * been touched; while a request is pending the form cannot be sent again.
 */
export function LeadForm({
  kind,
  captchaConfig,
  id: formId,
  heading,
}: {
  kind: LeadFormKind;
  captchaConfig: CaptchaPublicConfig;
  id?: string;
  heading?: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setup = LEAD_FORMS[kind];
  const [captchaReset, setCaptchaReset] = useState(0);
  const success = useTimedNotice<string>(2000);
  const failure = useTimedNotice<string>(2000);
  const captcha = useActivateOnInteraction();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<Values>({
    resolver: zodResolver(kind === "treatment" ? treatmentForm : consultationForm) as never,
    defaultValues: EMPTY,
    mode: "onTouched",
  });
  const phone = register("phone");
  register("captcha");
  const [leaving, setLeaving] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    failure.clear();
    const result = await postJson(setup.endpoint, {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      email: values.email,
      ...(kind === "treatment" ? { treatment: values.treatment } : {}),
      captcha: values.captcha,
      website: values.website,
      source_page: pathname,
    });
    if (result.ok) {
      if (result.body.message !== "Successfully inserted.") return;
      reset(EMPTY);
      setCaptchaReset((n) => n + 1);
      setLeaving(true);
      success.show(LEAD_SUCCESS, () => {
        if (setup.fullPageRedirect) window.location.assign(setup.thankYou);
        else void navigate(setup.thankYou);
      });
      return;
    }
    for (const [field, message] of Object.entries(result.errors)) {
      if (field in EMPTY || field === "treatment") setError(field as keyof Values, { message });
    }
    if (result.errors.captcha) {
      setValue("captcha", "");
      setCaptchaReset((n) => n + 1);
    }
    failure.show(LEAD_FAILURE);
  });

  const field = (name: keyof Values & string) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });
  const busy = isSubmitting || leaving || (isSubmitSuccessful && success.notice !== null);

  return (
    <form
      method="post"
      id={formId}
      className="form lead-form"
      noValidate
      onSubmit={onSubmit}
      {...captcha.handlers}
      aria-label={heading ?? "Free consultation"}
    >
      <div className="form__grid">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          {...field("firstName")}
          {...register("firstName")}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          {...field("lastName")}
          {...register("lastName")}
        />
        <TextField
          label="Phone"
          required
          {...NATIONAL_PHONE_INPUT}
          {...field("phone")}
          {...phone}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value);
            void phone.onChange(event);
          }}
        />
        <TextField
          label="Email"
          required
          type="email"
          autoComplete="email"
          {...field("email")}
          {...register("email")}
        />
        {kind === "treatment" ? (
          <fieldset
            className={`field field--wide choice${errors.treatment ? " field--invalid" : ""}`}
          >
            <legend>Treatment</legend>
            {TREATMENT_OPTIONS.map((option) => (
              <label key={option.value} className="choice__option">
                <input
                  type="radio"
                  value={option.value}
                  aria-describedby={errors.treatment ? `${id}-treatment-error` : undefined}
                  {...register("treatment")}
                />
                {option.label}
              </label>
            ))}
            {errors.treatment?.message ? (
              <p id={`${id}-treatment-error`} className="field__error">
                {errors.treatment.message}
              </p>
            ) : null}
          </fieldset>
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
      {success.notice ? <Notice tone="success">{success.notice}</Notice> : null}
      {failure.notice ? <Notice tone="error">{failure.notice}</Notice> : null}
      <button
        type="submit"
        className="button form__submit"
        disabled={!hydrated || busy}
        aria-busy={busy}
      >
        {isSubmitting ? "Sending…" : "Get my free consultation"}
      </button>
    </form>
  );
}
