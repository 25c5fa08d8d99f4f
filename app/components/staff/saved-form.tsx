import { useEffect, useRef } from "react";

/**
 * What the reviews and promos editors share around a save. A saved form is drawn again from the
 * stored values (keyed by their fingerprint), so its notice lives in a wrapper that outlasts it,
 * in a status region that is always there (announced when its text appears), and focus goes back
 * to the new form's submit button rather than to the page's top.
 */
export function StatusNotice({ notice }: { notice: string | null | undefined }) {
  return <div role="status">{notice ? <p className="staff-notice">{notice}</p> : null}</div>;
}

/** A ref for the submit button, focused when the form mounts right after its save. */
export function useFocusAfterSave(focus: boolean) {
  const submit = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) submit.current?.focus();
  }, [focus]);
  return submit;
}

/** The form's props, with the previous save's notice cleared as a new submission starts. */
export function clearingSubmit<
  P extends { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void },
>(formProps: P, onSubmitStart: () => void): P {
  return {
    ...formProps,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      onSubmitStart();
      formProps.onSubmit(event);
    },
  };
}
