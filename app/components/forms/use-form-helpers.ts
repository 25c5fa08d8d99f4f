import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import type { CaptchaProps } from "./Captcha";

/**
 * A notice that disappears after `ms` (SPEC.md 9: 3000 ms for contact and career, 2000 for
 * leads); without `ms` it stays until cleared.
 */
export function useTimedNotice<T>(ms?: number) {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (value: T, onDone?: () => void) => {
      clearTimeout(timer.current);
      setNotice(value);
      if (ms === undefined) return;
      timer.current = setTimeout(() => {
        setNotice(null);
        onDone?.();
      }, ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear };
}

/**
 * The captcha widget's script loads on the first interaction with the form. Spread the returned
 * handlers on the <form>.
 */
export function useActivateOnInteraction() {
  const [active, setActive] = useState(false);
  const activate = useCallback(() => setActive(true), []);
  return { active, activate, handlers: { onFocus: activate, onPointerDown: activate } };
}

const subscribeNever = () => () => {};
/**
 * False during server rendering and hydration, true after. Forms keep their submit button
 * disabled until then: before hydration a press would send the fields as a plain GET.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** A field's error as the form engine keeps it. */
export type FieldErrorMap = Partial<Record<string, { message?: string } | undefined>>;

/**
 * What every API form draws around its fields while its engine loads on the first interaction
 * (`useLazyApiForm`): field ids, the captcha's props and reset, the failure notice, and whether
 * the page is interactive yet. The form's id is its first `useId`, so the server's HTML and the
 * hydrated form have the same ids.
 */
export function useFormChrome(failureMs?: number) {
  const id = useId();
  const hydrated = useHydrated();
  const captchaActivation = useActivateOnInteraction();
  const [captchaReset, setCaptchaReset] = useState(0);
  const failure = useTimedNotice<string>(failureMs);
  const resetCaptcha = useCallback(() => setCaptchaReset((n) => n + 1), []);

  /** Props for a field component: its id and its current error. */
  const field = (errors: FieldErrorMap, name: string) => ({
    id: `${id}-${name}`,
    error: errors[name]?.message,
  });

  /** Props for the Captcha widget. */
  const captcha = (
    errors: FieldErrorMap,
    onToken: (token: string) => void,
  ): Omit<CaptchaProps, "config"> => ({
    id: `${id}-captcha`,
    active: captchaActivation.active,
    resetSignal: captchaReset,
    error: errors.captcha?.message,
    onToken,
  });

  return { id, hydrated, captchaActivation, resetCaptcha, failure, field, captcha };
}

/** The fields every public form starts with, empty (the captcha and the honeypot included). */
export const EMPTY_PERSON = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  captcha: "",
  website: "",
} as const;
