/**
 * A person's data as one JSON file (decision 0019), for the privacy page's Download button: a
 * resource route inside the staff layout, so its middleware has already checked the origin,
 * Fetch Metadata and the session's token, and read the form. A POST because the download is
 * recorded in the access log (`person_exported`, counts only); a GET records nothing. The
 * person travels in the form's body, never in the address (see privacy.server.ts).
 */
import { data } from "react-router";
import { spaToday } from "~/lib/staff/leads";
import { personFindSchema } from "./privacy-schemas";
import { checkForm, formFields } from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import { downloadResponse } from "~/routes/staff/shared/downloads.server";
import { keyOf, OWNERS_ONLY } from "./privacy.server";

/** Any site's link could make a GET: it is refused before anything is read or recorded. */
export function loader() {
  // A Response (not data()) so that the Allow header reaches the client.
  throw new Response("Download a person's data with the privacy page's Download button.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const action = staffAction({ owner: OWNERS_ONLY }, async ({ form, services, identity }) => {
  const checked = checkForm(personFindSchema, formFields(form));
  if (!checked.ok) {
    throw data(checked.errors.person ?? "Reload the privacy page and try again.", { status: 400 });
  }
  const person = keyOf(checked.value.person);
  const { document } = await services.staff.person.export(person, identity.userId);
  return downloadResponse(
    `${JSON.stringify(document, null, 2)}\n`,
    "application/json; charset=utf-8",
    `personal-data-${spaToday()}.json`,
  );
});
