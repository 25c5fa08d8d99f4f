import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { useLocation } from "react-router";
import type { z } from "zod/mini";
import type { JsonEndpoint } from "~/lib/api-client";
import { apiFormSubmit, type ApiFormBehaviour } from "./api-form-core";
import { useFormChrome, type FieldErrorMap } from "./use-form-helpers";

export type { FailedResult } from "./api-form-core";

export interface ApiFormOptions<
  S extends z.ZodMiniType<FieldValues, FieldValues>,
  E extends JsonEndpoint,
> extends ApiFormBehaviour<z.input<S>, z.output<S>, E> {
  /** The form's own schema (the API's, with the form's differences): validated as people type. */
  schema: S;
  defaults: z.input<S>;
  endpoint: E;
}

/**
 * One way to send a form to the API, with react-hook-form bundled with the page (the staff
 * forms; the public forms load the same engine on their first interaction, `useLazyApiForm`):
 * validation with the shared schema, the pending state, the answer's field errors placed under
 * their fields, the captcha reset after any refusal that spent or refused it, and a failure
 * notice. What a visitor typed is never cleared by a failure.
 */
export function useApiForm<
  S extends z.ZodMiniType<FieldValues, FieldValues>,
  E extends JsonEndpoint,
>(options: ApiFormOptions<S, E>) {
  type Values = z.input<S>;
  const chrome = useFormChrome(options.failureMs);
  const { pathname } = useLocation();
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaults as DefaultValues<Values>,
    mode: "onTouched",
  });
  const { setValue, reset, register } = form;
  register("captcha" as Path<Values>);
  const { resetCaptcha } = chrome;

  /** Empties the form and gives the captcha a fresh challenge (after a success). */
  const resetAll = useCallback(() => {
    reset(options.defaults);
    resetCaptcha();
  }, [reset, resetCaptcha, options.defaults]);

  const submit = apiFormSubmit(options.endpoint, () => options, form, {
    pathname: () => pathname,
    resetCaptcha,
    showFailure: chrome.failure.show,
    clearFailure: chrome.failure.clear,
  });

  const errors = form.formState.errors as FieldErrorMap;
  /** Props for a field component: its id and its current error. */
  const field = (name: Path<Values> & string) => chrome.field(errors, name);

  /** Props for the Captcha widget. */
  const captcha = chrome.captcha(errors, (token: string) =>
    setValue("captcha" as Path<Values>, token as Values[Path<Values>], {
      shouldValidate: token !== "",
    }),
  );

  /** Spread on the <form>: posting, no browser validation, the captcha on first interaction. */
  const formProps = {
    method: "post",
    noValidate: true,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      options.onSubmitStart?.();
      void submit(event);
    },
    ...chrome.captchaActivation.handlers,
  } as const;

  return {
    form,
    submit,
    formProps,
    field,
    captcha,
    /** Spread on the <form>: the captcha loads on the first interaction. */
    formHandlers: chrome.captchaActivation.handlers,
    failure: chrome.failure.notice,
    clearFailure: chrome.failure.clear,
    resetAll,
    resetCaptcha,
    /** Submit stays disabled until hydration (decision 0007) and while a request is pending. */
    canSubmit: chrome.hydrated && !form.formState.isSubmitting,
    pending: form.formState.isSubmitting,
    hydrated: chrome.hydrated,
  };
}
