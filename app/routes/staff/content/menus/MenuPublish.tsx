/**
 * "Publish now" beside the menu editor's Save button, so that a price change goes live from the
 * page where it was made (decision 0022). A plain form post to the page's action (decision 0020):
 * it publishes the whole draft, as Site content's Publish does, which the note says.
 */
import { FormFailure, StaffForm, SendButton } from "~/routes/staff/shared/form-kit";

export function MenuPublish({
  summary,
  failure,
}: {
  /** The history's note for this version ("Facials menu"). */
  summary: string;
  /** Why the last publish was refused, if it was. */
  failure?: string;
}) {
  return (
    <StaffForm
      intent="publish"
      id="publish-now"
      aria-label="Publish the draft"
      className="menu-publish"
    >
      <input type="hidden" name="summary" value={summary} />
      <p className="staff-note">Saved changes are not on the site yet.</p>
      <SendButton intent="publish" busy="Publishing…">
        Publish now
      </SendButton>
      <FormFailure message={failure} />
    </StaffForm>
  );
}
