import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * What the editors share around a save. A saved form is drawn again from the stored values (keyed
 * by their fingerprint), so its notice lives in a wrapper that outlasts it, in a status region
 * that is always there (announced when its text appears), and focus goes back to the new form's
 * submit button rather than to the page's top. The notice stays until it is dismissed or replaced
 * by the next one (decision 0024): an owner between two clients may look away for a while.
 */
export function StatusNotice({
  notice,
  children,
}: {
  notice: string | null | undefined;
  /** More to say after the message (a link to where to publish). */
  children?: ReactNode;
}) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A cleared notice (a new submission started) forgets the dismissal, so the same message
  // after the next save shows again.
  if (!notice && dismissed !== null) setDismissed(null);
  const shown = notice && notice !== dismissed ? notice : null;
  return (
    <div role="status">
      {shown ? (
        <div className="staff-notice staff-notice--dismissible">
          <p>
            {shown}
            {children ? <> {children}</> : null}
          </p>
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setDismissed(shown)}
          >
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
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
