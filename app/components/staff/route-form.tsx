/**
 * What every staff form posted to its route's action shares (decision 0020): the hidden token and
 * intent the layout's guard and the action read, whether that form is being sent, and the shape of
 * a refusal the action answers.
 */
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
