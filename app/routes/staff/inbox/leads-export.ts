/**
 * The inbox's CSV export (decision 0020): a resource route inside the staff layout, so its
 * middleware has already checked the origin, Fetch Metadata and the session's token, and read the
 * form. A POST because it records the export in the access log; a GET records nothing. Every
 * lead's details at once are the owners', or a staff member's when the owners allow it (403
 * otherwise, before anything is read; lib/staff/roles.ts).
 */
import { data } from "react-router";
import { spaToday } from "~/lib/staff/leads";
import { leadsExportSchema } from "~/lib/staff/schemas";
import { LEADS_EXPORT_REFUSED, mayExportLeads } from "~/lib/staff/roles";
import { checkForm, formFields } from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import { downloadResponse } from "~/routes/staff/shared/downloads.server";

/** Any site's link could make a GET: it is refused before anything is read or recorded. */
export function loader() {
  // A Response (not data()) so that the Allow header reaches the client.
  throw new Response("Export the leads with the inbox's Export CSV button.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const action = staffAction("staff", async ({ form, services, identity }) => {
  if (!mayExportLeads(identity.role, await services.staff.staffMayExportLeads())) {
    throw data(LEADS_EXPORT_REFUSED, { status: 403 });
  }
  const checked = checkForm(leadsExportSchema, formFields(form));
  // The filters fall back to "any" when malformed: only a missing token fails, and the guard
  // has refused that already.
  if (!checked.ok) throw data("Reload the inbox and export again.", { status: 400 });
  const { csrfToken: _token, ...filter } = checked.value;
  const { csv } = await services.staff.inbox.exportCsv(filter, identity.userId);
  return downloadResponse(csv, "text/csv; charset=utf-8", `leads-${spaToday()}.csv`);
});
