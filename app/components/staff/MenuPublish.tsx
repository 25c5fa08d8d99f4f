/**
 * "Publish now" beside the menu editor's Save button, so that a price change goes live from the
 * page where it was made (decision 0022). It posts to the same endpoint as Site content's Publish
 * form and so publishes the whole draft, which the note says.
 */
import { staffContentPublish } from "~/lib/api/staff-endpoints";
import { contentPublishSchema } from "~/lib/staff/schemas";
import { useApiForm } from "./form-kit";
import { FormFailure } from "./FormFailure";

export function MenuPublish({
  csrfToken,
  summary,
  onPublished,
}: {
  csrfToken: string;
  /** The history's note for this version ("Facials menu"). */
  summary: string;
  onPublished: (message: string) => void;
}) {
  const publish = useApiForm({
    schema: contentPublishSchema,
    defaults: { csrfToken, summary },
    endpoint: staffContentPublish,
    toPayload: (values) => ({ csrfToken: values.csrfToken, summary }),
    onSuccess: (answer) => onPublished(answer.message),
  });
  return (
    <form {...publish.formProps} aria-label="Publish the draft" className="menu-publish">
      <p className="staff-note">Saved changes are not on the site yet.</p>
      <button type="submit" className="button" disabled={!publish.canSubmit}>
        Publish now
      </button>
      <FormFailure message={publish.failure} />
    </form>
  );
}
