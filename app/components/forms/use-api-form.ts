import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { useLocation } from "react-router";
import type { z } from "zod/mini";
import {
  submitJson,
  type AnswerOf,
  type ApiResult,
  type JsonEndpoint,
  type RequestOf,
} from "~/lib/api-client";
import { useActivateOnInteraction, useHydrated } from "./use-form-helpers";

type FailedResult = Extract<ApiResult, { ok: false }>;

export interface ApiFormOptions<
  S extends z.ZodMiniType<FieldValues, FieldValues>,
  E extends JsonEndpoint,
> {
  /** The form's own schema (the API's, with the form's differences): validated as people type. */
  schema: S;
  defaults: z.input<S>;
  endpoint: E;
  /** The body the endpoint expects, from the validated values and the page the form is on. */
  toPayload: (values: z.output<S>, page: { pathname: string }) => RequestOf<E>;
  /** Server field names that are another field in the form (the contact API's `name`). */
  fieldFor?: Partial<Record<string, Path<z.input<S>>>>;
  /** After the server stored it: show a notice, reset, navigate. */
  onSuccess: (answer: AnswerOf<E>, values: z.output<S>) => void;
  /** After a refusal, once field errors are placed and the captcha reset; default: the message. */
  failureNotice?: (result: FailedResult) => string;
  /** The failure notice disappears after this many ms (SPEC.md 9: 2000 on the lead forms). */
  failureMs?: number;
  /** Called as the visitor submits, before validation (to clear a previous success notice). */
  onSubmitStart?: () => void;
  /** When the form's own validation refuses the values (the career form's upload hint). */
  onInvalid?: (invalid: FieldErrors<z.input<S>>) => void;
}

/**
 * One way to send a form to the API: validation with the shared schema, the pending state, the
 * answer's field errors placed under their fields, the captcha reset after any refusal that spent
 * or refused it, and a failure notice. What a visitor typed is never cleared by a failure.
 */
export function useApiForm<
  S extends z.ZodMiniType<FieldValues, FieldValues>,
  E extends JsonEndpoint,
>(options: ApiFormOptions<S, E>) {
  type Values = z.input<S>;
  const id = useId();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const captchaActivation = useActivateOnInteraction();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const failureTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(failureTimer.current), []);
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaults as DefaultValues<Values>,
    mode: "onTouched",
  });
  const { setError, setValue, reset, register } = form;
  register("captcha" as Path<Values>);

  const resetCaptcha = useCallback(() => setCaptchaReset((n) => n + 1), []);

  /** Empties the form and gives the captcha a fresh challenge (after a success). */
  const resetAll = useCallback(() => {
    reset(options.defaults);
    resetCaptcha();
  }, [reset, resetCaptcha, options.defaults]);

  const showRefusal = (result: FailedResult) => {
    const known = Object.keys(options.defaults);
    for (const [field, message] of Object.entries(result.errors)) {
      const target = options.fieldFor?.[field] ?? (known.includes(field) ? field : undefined);
      if (target) setError(target as Path<Values>, { message });
    }
    if (result.errors.captcha) {
      setValue("captcha" as Path<Values>, "" as Values[Path<Values>]);
      resetCaptcha();
    }
    setFailure(options.failureNotice ? options.failureNotice(result) : result.message);
    if (options.failureMs !== undefined) {
      clearTimeout(failureTimer.current);
      failureTimer.current = setTimeout(() => setFailure(null), options.failureMs);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await submitJson(options.endpoint, options.toPayload(values, { pathname }));
    if (result.ok) options.onSuccess(result.body, values);
    else showRefusal(result);
  }, options.onInvalid);

  /** Props for a field component: its id and its current error. */
  const field = (name: Path<Values> & string) => ({
    id: `${id}-${name}`,
    error: (form.formState.errors[name] as { message?: string } | undefined)?.message,
  });

  /** Props for the Captcha widget. */
  const captcha = {
    id: `${id}-captcha`,
    active: captchaActivation.active,
    resetSignal: captchaReset,
    error: field("captcha" as Path<Values> & string).error,
    onToken: (token: string) =>
      setValue("captcha" as Path<Values>, token as Values[Path<Values>], {
        shouldValidate: token !== "",
      }),
  };

  /** Spread on the <form>: posting, no browser validation, the captcha on first interaction. */
  const formProps = {
    method: "post",
    noValidate: true,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      options.onSubmitStart?.();
      void submit(event);
    },
    ...captchaActivation.handlers,
  } as const;

  return {
    form,
    submit,
    formProps,
    field,
    captcha,
    /** Spread on the <form>: the captcha loads on the first interaction. */
    formHandlers: captchaActivation.handlers,
    failure,
    clearFailure: () => setFailure(null),
    resetAll,
    resetCaptcha,
    /** Submit stays disabled until hydration (decision 0007) and while a request is pending. */
    canSubmit: hydrated && !form.formState.isSubmitting,
    pending: form.formState.isSubmitting,
    hydrated,
  };
}
