/**
 * What the staff area's downloads (the inbox's CSV export, a career application's resume) share:
 * the answer's headers, and the refusal of a download another site asked for.
 */
import { data } from "react-router";
import { attachmentHeader } from "~/server/staff/inbox/inbox-helpers.server";

/**
 * A file as a download: saved under its name, never rendered. The two other headers such a file
 * needs are the server's for every staff answer, and are not repeated here (React Router appends
 * a route's headers to those, which would send each twice): `X-Content-Type-Options: nosniff`
 * (helmet, every answer), so a browser does not guess HTML from the bytes, and
 * `Cache-Control: no-store` (staffPagesGuard, all of /staff), so no cache keeps personal data.
 * The staff-inbox API tests check all four.
 */
export function downloadResponse(
  body: string | Uint8Array<ArrayBuffer>,
  type: string,
  name: string,
) {
  return new Response(body, {
    headers: { "Content-Type": type, "Content-Disposition": attachmentHeader(name) },
  });
}

/**
 * A download of personal data must come from our pages (or the address bar): a link or image on
 * another site could otherwise put the file on a staff member's computer and write a download
 * they never chose into the access log. Fetch Metadata says where a request came from. (A POST
 * gets the stricter check of the staff layout's form guard.)
 */
export function assertNotCrossSite(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") {
    throw data("Open this download from the staff pages.", { status: 403 });
  }
}
