/**
 * The staff forms' kit (decision 0020): what every form posted to its route's action shares. The
 * hidden token and intent the layout's guard and the action read, whether that form is being sent
 * and its submit button, the "Yes, ..." box of a form that cannot be undone, the refusal's message
 * and the shape of what an action answers, and the text fields of the public forms (with their
 * error line, and `namedFields` to fill them by name).
 *
 * The fields come through this one module because the bundler groups modules by the set of pages
 * that import them: if staff pages imported `Field` or the form hook's helpers one by one, those
 * modules would leave the chunk the public form pages download and cost those pages an extra file
 * each. Importing them all together (the lazy form hook, the person fields and the form's end too:
 * the rest of that chunk) keeps the public chunk as it is.
 */
import "~/components/forms/FormEnd";
import "~/components/forms/PersonFields";
import "~/components/forms/use-lazy-api-form";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Form, useFormAction, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { FieldErrors } from "~/lib/forms/form-check";
import type { StaffLayoutData } from "./layout";
import { LANDING_FIELD, namedPart, partId } from "./landing";
import { StaffNoticeBar } from "./StaffNoticeBar";

export { FieldError, TextAreaField, TextField } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/Field";

/**
 * What a route action answers a form it did not redirect (a refusal, or what is shown once): the
 * message and, per field, what to fix; `Intent` says which of the page's forms it is for (a page
 * with one form has none), `Extra` what that form needs back (what was typed, what was found).
 */
export type FormAnswer<Intent extends string | null = null, Extra extends object = object> = {
  message: string;
  errors?: FieldErrors;
} & ([Intent] extends [string] ? { intent: Intent } : unknown) &
  Extra;

/** The names of `Values`' text fields (whose values are strings). */
type TextNames<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * A form's text fields by name, for `TextField` and `TextAreaField` (`{...field("subject")}`):
 * the id `{prefix}-{name}`, the name, what it starts with (typed before a refusal, or stored) and
 * the action's error for it.
 */
export function namedFields<Values extends object>(
  prefix: string,
  values: Values,
  errors: FieldErrors = {},
) {
  return (name: TextNames<Values>) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: values[name] as string,
    error: errors[name],
  });
}

/**
 * The session's anti-forgery token, from the staff layout's loader: every form inside the layout
 * sends it. The sign-in pages, outside the layout, have no session and send none.
 */
export function useCsrfToken() {
  const layout = useRouteLoaderData<StaffLayoutData>("staff-layout");
  if (!layout) throw new Error("The anti-forgery token is for pages inside the staff layout");
  return layout.member.csrfToken;
}

/** The session's anti-forgery token as a hidden field (a form without an intent: downloads). */
export function TokenField() {
  return <input type="hidden" name="csrfToken" value={useCsrfToken()} />;
}

/** The session's anti-forgery token and the form's intent, as hidden fields. */
export function IntentFields({ intent }: { intent: string }) {
  return (
    <>
      <TokenField />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

type StaffFormProps = Omit<ComponentProps<typeof Form>, "method" | "action" | "children"> & {
  /** Another route's action (Site content's forms on its confirmation step). */
  action?: string;
  /** The form's intent (its hidden field); none when its buttons name it. */
  intent?: string;
  /**
   * The part's id, when a page has several forms of one intent (one per template, per record)
   * or names its parts itself ("spend"); else `part-<intent>`.
   */
  part?: string;
  children: ReactNode;
};

/**
 * Every staff post form (decision 0046): React Router's `<Form method="post">` with the token and
 * intent, in a part of its own (`<div id="part-...">`) that the answer lands on. The form posts
 * the part's id; the action's redirect comes back to `#part-...` (`done`), whose notice is drawn
 * here, above the form, so the notice and the form she used are the first screen. A refusal lands
 * here too: the form's address carries the fragment. With JavaScript, React Router scrolls to the
 * part and the notice (or the refusal, or the part) takes the focus.
 */
export function StaffForm({ intent, part, action, children, ...form }: StaffFormProps) {
  const id = (part && namedPart(part)) || partId(part ?? intent ?? "form");
  const notice = useRouteLoaderData<StaffLayoutData>("staff-layout")?.notice;
  const here = notice?.at === id ? notice : null;
  const address = `${useFormAction(action)}#${id}`;
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== `#${id}` || !ref.current) return;
    const target = ref.current.querySelector<HTMLElement>(".staff-notice--part [role=status]");
    (target ?? ref.current).focus({ preventScroll: true });
  }, [location.key, location.hash, id]);
  return (
    <div id={id} ref={ref} className="staff-part" tabIndex={-1}>
      {here ? <StaffNoticeBar key={here.id} notice={here} placement="part" /> : null}
      <Form method="post" action={address} {...form}>
        <input type="hidden" name={LANDING_FIELD} value={id} />
        {intent ? <IntentFields intent={intent} /> : <TokenField />}
        {children}
      </Form>
    </div>
  );
}

/** Whether this page's form with `intent` is being sent right now. */
export function useSending(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * A form's submit button, off while the form is being sent, and then saying so in `busy`'s words
 * ("Saving…") when it has them. Sent means: the page's form with `intent` is (`useSending`), or
 * `sending`, for a form that tells it otherwise.
 */
export function SendButton({
  intent = "",
  sending,
  busy,
  className = "button",
  children,
}: {
  intent?: string;
  sending?: boolean;
  busy?: string;
  className?: string;
  children: ReactNode;
}) {
  const intentSending = useSending(intent);
  const off = sending ?? intentSending;
  return (
    <button type="submit" className={className} disabled={off}>
      {off && busy ? busy : children}
    </button>
  );
}

/** Why a staff form was not saved, announced as it appears; nothing while there is no failure. */
export function FormFailure({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="form-failure">
      {message}
    </p>
  ) : null;
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
          // A "Yes" ticked is not work to lose on leaving (the layout's UnsavedGuard).
          data-unsaved="ignore"
          onChange={onChange}
        />
        <label htmlFor={`${id}-confirm`}>{label}</label>
      </div>
      <FieldError id={id} error={error} />
    </>
  );
}
