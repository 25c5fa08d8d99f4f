import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import type { LeadFormKind } from "~/lib/ads-pages/types";
import type { CaptchaPublicConfig } from "~/lib/forms/captcha-config";
import { SUCCESS_MESSAGE } from "~/lib/api/success-message";
import { leadDestination } from "~/lib/site/landing-pages";
import { digitsOnly } from "~/lib/forms/phone";
import { TREATMENT_OPTIONS } from "~/lib/forms/treatment-options";
import { FieldError, NATIONAL_PHONE_INPUT, Notice, TextConsentField, TextField } from "./Field";
import { FormEnd } from "./FormEnd";
import type { LeadValues as Values } from "./LeadForm.engine";
import { PersonFields } from "./PersonFields";
import { EMPTY_PERSON, useTimedNotice } from "./use-form-helpers";
import { useLazyApiForm } from "./use-lazy-api-form";

/**
 * Each lead form's thank-you page and whether to reach it with a full page load (SPEC.md 4), from
 * the ads page record that uses the form (lib/ads-pages); its endpoint and schema are in its
 * engine (`LeadForm.engine.ts`).
 */
export const LEAD_FORMS = {
  treatment: leadDestination("treatment"),
  consultation: leadDestination("consultation"),
  consultation_ipl: leadDestination("consultation_ipl"),
} as const;

export const LEAD_SUCCESS = "Thank you! Your request has been received.";
export const LEAD_FAILURE = "Oops! Something went wrong. Please try again.";

const EMPTY: Values = { ...EMPTY_PERSON, sms_consent: false };

/** The treatment form's choice of treatment. */
function TreatmentChoice({
  id,
  error,
  registration,
}: {
  id: string;
  error: { message?: string } | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className={`field field--wide choice${error ? " field--invalid" : ""}`}>
      <legend>Treatment</legend>
      {TREATMENT_OPTIONS.map((option) => (
        <label key={option.value} className="choice__option">
          <input
            type="radio"
            value={option.value}
            aria-describedby={error ? `${id}-error` : undefined}
            {...registration}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={id} error={error?.message} />
    </fieldset>
  );
}

/**
 * The free-consultation forms of the ads landing pages. Errors show under a field once it has
 * been touched; while a request is pending the form cannot be sent again.
 */
export function LeadForm({
  kind,
  captchaConfig,
  spaName,
  id: formId,
  heading,
}: {
  kind: LeadFormKind;
  captchaConfig: CaptchaPublicConfig;
  /** The salon record's name, for the text consent's words. */
  spaName: string;
  id?: string;
  heading?: string;
}) {
  const navigate = useNavigate();
  const setup = LEAD_FORMS[kind];
  const success = useTimedNotice<string>(2000);
  const [leaving, setLeaving] = useState(false);
  const api = useLazyApiForm({
    load: () => import("./LeadForm.engine").then((module) => module.leadEngine(kind)),
    defaults: EMPTY,
    toPayload: (values, { pathname, campaign }) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      email: values.email,
      // The treatment form's schema has made it required; the others never send it.
      ...(kind === "treatment" && values.treatment ? { treatment: values.treatment } : {}),
      sms_consent: values.sms_consent === true,
      captcha: values.captcha,
      website: values.website,
      source_page: pathname,
      ...campaign,
    }),
    failureNotice: () => LEAD_FAILURE,
    failureMs: 2000,
    onSuccess: (answer) => {
      // SPEC.md 4: an OK answer with another message does nothing visible (no notice, no
      // thank-you page, so no conversion event either).
      if (answer.message !== SUCCESS_MESSAGE) return;
      api.resetAll();
      setLeaving(true);
      success.show(LEAD_SUCCESS, () => {
        if (setup.fullPageRedirect) window.location.assign(setup.thankYou);
        else void navigate(setup.thankYou);
      });
    },
  });
  const { register, field, errors } = api;
  const phone = register("phone");
  const busy = api.pending || leaving;

  return (
    <form
      id={formId}
      className="form lead-form"
      {...api.formProps}
      aria-label={heading ?? "Free consultation"}
    >
      <div className="form__grid">
        <PersonFields
          capitalised
          field={field}
          register={register}
          phone={
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
          }
        />
        {kind === "treatment" ? (
          <TreatmentChoice
            id={field("treatment").id}
            error={errors.treatment}
            registration={register("treatment")}
          />
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
        notices={success.notice ? <Notice tone="success">{success.notice}</Notice> : null}
        submitLabel="Get my free consultation"
        busy={busy}
      />
    </form>
  );
}
