import type { ComponentProps, ReactNode, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { formatPhoneInput, PHONE_MAX_LENGTH } from "~/lib/forms/phone";
import {
  consentDisclosureParts,
  PRIVACY_LINK_WORDS,
  TEXT_CONSENT_LABEL,
  TEXT_CONSENT_VERSION,
} from "~/lib/texts/consent";

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Spans the whole row of a two-column form. */
  wide?: boolean;
}

/**
 * A field's error, under it: `{id}-error`, the id its control's `aria-describedby` names; nothing
 * while there is no error.
 */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

/** Label, control and its error, wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  wide,
  ...input
}: FieldProps & ComponentProps<"input">) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`field${wide ? " field--wide" : ""}${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  required,
  wide: _wide,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={`field field--wide${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        rows={5}
        {...textarea}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A status message: role=status for success (polite), role=alert for problems. */
export function Notice({
  tone,
  children,
  onDismiss,
}: {
  tone: "success" | "error" | "info";
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <div className={`notice notice--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <p>{children}</p>
      {onDismiss ? (
        <button type="button" className="notice__dismiss" onClick={onDismiss} aria-label="Dismiss">
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * A phone field that wants the 10-digit national number. The HTML standard allows only the full
 * international `tel` token on `type="tel"`, and an autofilled "+1 718..." would shift every
 * digit of the (XXX) XXX-XXXX format; `tel-national` is allowed on a text input, and
 * `inputmode` still brings up the digit keypad.
 */
export const NATIONAL_PHONE_INPUT = {
  type: "text",
  inputMode: "numeric",
  autoComplete: "tel-national",
} as const;

/**
 * The contact and career phone field: digits only, shown as (XXX) XXX-XXXX while typing, at most
 * 10 digits and 14 characters (SPEC.md 5).
 */
export function FormattedPhoneField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      id={id}
      error={error}
      label="Phone"
      required
      {...NATIONAL_PHONE_INPUT}
      placeholder="(718) 555-0100"
      maxLength={PHONE_MAX_LENGTH}
      {...registration}
      ref={(element: HTMLInputElement | null) => {
        registration.ref(element);
        // Digits typed before the page became interactive get the same formatting on hydration.
        if (!element?.value) return;
        const formatted = formatPhoneInput(element.value);
        if (formatted === element.value) return;
        element.value = formatted;
        void registration.onChange({ target: element, type: "change" });
      }}
      onChange={(event) => {
        event.target.value = formatPhoneInput(event.target.value);
        void registration.onChange(event);
      }}
    />
  );
}

/**
 * The contact and ads pages' "Text me about my request" box (issue 37): unticked, the words
 * carriers ask for under it (with the spa's name from the layout's salon record and a link to the
 * privacy policy), tied to the box by `aria-describedby`; the label is the 44 px target. The form
 * sends it as `sms_consent`; the lead stores the version of these words (`lib/texts/consent.ts`).
 * Here, in the module every form already loads, so the pages get no script file more for it.
 */
export function TextConsentField({
  id,
  spaName,
  registration,
}: {
  id: string;
  spaName: string;
  registration: UseFormRegisterReturn;
}) {
  const [before, after] = consentDisclosureParts(TEXT_CONSENT_VERSION, spaName);
  return (
    <div className="field field--wide">
      <label className="choice__option" htmlFor={id}>
        <input type="checkbox" id={id} aria-describedby={`${id}-words`} {...registration} />
        {TEXT_CONSENT_LABEL}
      </label>
      <p id={`${id}-words`} className="field__hint">
        {before}
        <a href="/privacy-policy" target="_blank" rel="noopener">
          {PRIVACY_LINK_WORDS}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {after}
      </p>
    </div>
  );
}
