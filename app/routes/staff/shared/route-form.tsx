/**
 * What every staff form posted to its route's action shares (decision 0020): the hidden token and
 * intent the layout's guard and the action read, whether that form is being sent, the shape of
 * a refusal the action answers, and the "Yes, ..." box of a form that cannot be undone.
 */
import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/** What a route action answered a refused form: a message and, per field, what to fix. */
export interface ActionAnswer {
  message: string;
  errors?: Record<string, string>;
}

/** Whether this page's form with `intent` is being sent right now. */
export function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** The session's anti-forgery token and the form's intent, as hidden fields. */
export function IntentFields({ csrfToken, intent }: { csrfToken: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/**
 * The required "Yes, ..." box of a form that cannot be undone (decision 0020), inside its
 * `<details>`: ticked, it posts `confirm=yes`, which the action checks too (`unconfirmed` in
 * `routes/staff/shared/form-data.server.ts`, 400 without it), so the form confirms with and
 * without JavaScript. `error` (the action's refusal) shows beside it. The box is `{id}-confirm`,
 * its message `{id}-error`.
 */
export function ConfirmBox({
  id,
  label,
  error,
  onChange,
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  onChange?: () => void;
}) {
  return (
    <>
      <div className={`staff-checkbox${error ? " field--invalid" : ""}`}>
        <input
          id={`${id}-confirm`}
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={onChange}
        />
        <label htmlFor={`${id}-confirm`}>{label}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}
