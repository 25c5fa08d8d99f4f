/**
 * What happens when a form is sent to the API, for the form engine loaded on the first
 * interaction (`form-engine.ts`): validation with
 * the form's schema, the POST, the answer's field errors placed under their fields, the captcha
 * reset after a refusal, and the failure notice. What a visitor typed is never cleared by a failure.
 */
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import type { CampaignKey } from "~/lib/tracking/campaign-keys";
import { visitCampaign } from "../analytics/visit";
import {
  submitJson,
  type AnswerOf,
  type ApiResult,
  type JsonEndpoint,
  type RequestOf,
} from "~/lib/api/client";

export type FailedResult = Extract<ApiResult, { ok: false }>;

/** What a form does with its values and the API's answers (everything but schema and endpoint). */
export interface ApiFormBehaviour<Values extends FieldValues, Output, E extends JsonEndpoint> {
  defaults: Values;
  /**
   * The body the endpoint expects, from the validated values, the page the form is on and the
   * visit's campaign data (sent beside the fields by the lead forms).
   */
  toPayload: (
    values: Output,
    page: { pathname: string; campaign: Partial<Record<CampaignKey, string>> },
  ) => RequestOf<E>;
  /** Server field names that are another field in the form (the contact API's `name`). */
  fieldFor?: Partial<Record<string, Path<Values>>>;
  /** After the server stored it: show a notice, reset, navigate. */
  onSuccess: (answer: AnswerOf<E>, values: Output) => void;
  /** After a refusal, once field errors are placed and the captcha reset; default: the message. */
  failureNotice?: (result: FailedResult) => string;
  /** The failure notice disappears after this many ms (SPEC.md 9: 2000 on the lead forms). */
  failureMs?: number;
  /** Called as the visitor submits, before validation (to clear a previous success notice). */
  onSubmitStart?: () => void;
  /** When the form's own validation refuses the values (the career form's upload hint). */
  onInvalid?: (invalid: FieldErrors<Values>) => void;
}

/** The parts of the page a submission changes. */
export interface FormUi {
  pathname: () => string;
  resetCaptcha: () => void;
  showFailure: (message: string) => void;
  clearFailure: () => void;
}

/** The notice for a failed answer, as the form words it. */
export function failureMessage(
  behaviour: { failureNotice?: (result: FailedResult) => string },
  result: FailedResult,
): string {
  return behaviour.failureNotice ? behaviour.failureNotice(result) : result.message;
}

/**
 * The submit handler: `behaviour` is read when the visitor submits, so a form created once (the
 * loaded engine) always uses the component's current callbacks.
 */
export function apiFormSubmit<Values extends FieldValues, Output, E extends JsonEndpoint>(
  endpoint: E,
  behaviour: () => ApiFormBehaviour<Values, Output, E>,
  methods: Pick<UseFormReturn<Values, unknown, Output>, "handleSubmit" | "setError" | "setValue">,
  ui: FormUi,
) {
  const captcha = "captcha" as Path<Values>;
  const showRefusal = (result: FailedResult) => {
    const options = behaviour();
    const known = Object.keys(options.defaults);
    for (const [field, message] of Object.entries(result.errors)) {
      const target = options.fieldFor?.[field] ?? (known.includes(field) ? field : undefined);
      if (target) methods.setError(target as Path<Values>, { message });
    }
    if (result.errors.captcha) {
      methods.setValue(captcha, "" as PathValue<Values, Path<Values>>);
      ui.resetCaptcha();
    }
    ui.showFailure(failureMessage(options, result));
  };

  return methods.handleSubmit(
    async (values) => {
      ui.clearFailure();
      const options = behaviour();
      const result = await submitJson(
        endpoint,
        options.toPayload(values, { pathname: ui.pathname(), campaign: visitCampaign() }),
      );
      if (result.ok) options.onSuccess(result.body, values);
      else showRefusal(result);
    },
    (invalid) => behaviour().onInvalid?.(invalid),
  );
}
