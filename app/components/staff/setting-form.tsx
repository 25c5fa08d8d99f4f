import { useState } from "react";
import { FormFailure } from "./FormFailure";
import { useRefresh } from "./use-refresh";

/**
 * What the owners' one-setting forms share (content access, second factor for staff, where lead
 * e-mails go): the answer's message kept for a status line, and the page's data read again.
 */
export function useSettingSaved() {
  const refresh = useRefresh();
  const [message, setMessage] = useState<string | null>(null);
  const onSuccess = (body: { message: string }) => {
    setMessage(body.message);
    void refresh();
  };
  return { message, onSuccess };
}

/** The end of such a form: the failure notice, Save, and the saved message. */
export function SettingFormEnd({
  failure,
  canSubmit,
  message,
}: {
  failure: string | null | undefined;
  canSubmit: boolean;
  message: string | null;
}) {
  return (
    <>
      <FormFailure message={failure} />
      <button type="submit" className="button" disabled={!canSubmit}>
        Save
      </button>
      {message ? (
        <p role="status" className="staff-notice">
          {message}
        </p>
      ) : null}
    </>
  );
}
