/**
 * A career application's resume as a download (decision 0020): a resource route inside the staff
 * layout, for any signed-in member who may read the leads; each download is recorded in the
 * lead's history (the access log).
 */
import { data } from "react-router";
import type { Route } from "./+types/lead-resume";
import { requireStaff } from "~/routes/staff/shared/guard";
import { isUuid } from "~/lib/staff/leads";
import { assertNotCrossSite, downloadResponse } from "~/routes/staff/shared/downloads.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const identity = requireStaff(context, request);
  // Anything but a UUID is answered 404 before any query runs.
  if (!isUuid(params.leadId)) {
    throw data("No such lead: it may have been deleted.", { status: 404 });
  }
  assertNotCrossSite(request);
  const id = params.leadId.toLowerCase();
  const file = await context.services.staff.inbox.downloadResume(id, identity.userId);
  if (!file) throw data("No such application or resume.", { status: 404 });
  return downloadResponse(new Uint8Array(file.content), file.contentType, file.fileName);
}
