import { FormFailure, TextField, StaffForm, SendButton } from "~/routes/staff/shared/form-kit";
import type { AccountsAnswer } from "./accounts.server";
import { TARGET_HELP } from "~/lib/staff/response-target";

/**
 * The owners' response target (issue 19): New leads waiting longer than this, in opening hours,
 * get their own mark in the inbox, beside the 24-hour overdue mark. A plain form post to the
 * accounts page's action (decision 0020); a bad value is refused beside the field, kept as typed.
 * A text field with a numeric keyboard, not type="number": the browser would send a mistyped
 * number as empty, which would read as "no target".
 */
export function ResponseTargetForm({
  minutes,
  answer,
}: {
  minutes: number | null;
  answer?: AccountsAnswer;
}) {
  const errors = answer?.errors ?? {};
  const shown = answer?.minutes ?? (minutes === null ? "" : String(minutes));
  return (
    <StaffForm
      intent="response-target"
      aria-labelledby="response-target-heading"
      className="staff-form"
      noValidate
    >
      <h2 id="response-target-heading">Response target</h2>
      <p>
        New leads still waiting after this many minutes of opening hours are marked in the inbox
        (for example 15). Leads New for over 24 hours are marked overdue either way.
      </p>
      <TextField
        key={shown}
        id="response-target-minutes"
        name="minutes"
        label="Target, in minutes of opening hours"
        hint={TARGET_HELP}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={shown}
        error={errors.minutes}
      />
      <FormFailure message={errors.minutes ? undefined : answer?.message} />
      <SendButton intent="response-target" busy="Saving…">
        Save
      </SendButton>
    </StaffForm>
  );
}
