/**
 * The Google Ads conversions file (decision 0031): a resource route inside the staff layout, so
 * its middleware has already checked the origin, Fetch Metadata and the session's token, and read
 * the form. A POST because it marks the leads as sent and records the download in the access log.
 */
import { data } from "react-router";
import { spaToday } from "~/lib/staff/leads";
import { csrfToken } from "~/lib/staff/schemas";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import { downloadResponse } from "~/routes/staff/shared/downloads.server";
import { OWNERS_ONLY } from "./funnel.server";

/** Any site's link could make a GET: it is refused before anything is read or recorded. */
export function loader() {
  throw new Response("Download the file with the Ads and visits page's button.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const action = staffAction({ owner: OWNERS_ONLY }, async ({ form, services, identity }) => {
  if (!csrfToken.safeParse(form.get("csrfToken")).success) {
    throw data("Reload the page and download again.", { status: 400 });
  }
  const again = form.get("again") === "yes";
  const { csv } = await services.funnel.conversionsFile(again, identity.userId);
  return downloadResponse(
    csv,
    "text/csv; charset=utf-8",
    `google-ads-conversions-${spaToday()}.csv`,
  );
});
