/**
 * "Yes, put version N in the draft" from a content editor's History (decisions 0020 and 0024): a
 * resource route inside the staff layout, so its middleware has already checked the origin, Fetch
 * Metadata and the session's token, and read the form. One route serves every editor: the record
 * travels in the form, and the answer redirects back to the editor page it came from with a
 * notice that the version is in the draft (the live site changes when the draft is published).
 */
import { data, redirect } from "react-router";
import { parseRecordPath } from "~/lib/content/records";
import { safeNext } from "~/routes/staff/shared/guard";
import { contentRestoreSchema } from "~/lib/staff/schemas";
import { checkForm, formFields } from "~/routes/staff/shared/form-data.server";
import { staffAction } from "~/routes/staff/shared/staff-action.server";
import { noticeCookie } from "~/routes/staff/shared/notice.server";

const CONTENT = "/staff/content";

/**
 * The editor page to go back to: only a path of Site content, as a browser resolves it (no open
 * redirect, no query kept, so the confirmation's `?restore=N` step is not shown again).
 */
export function restoreReturnPath(raw: FormDataEntryValue | null): string {
  const next = safeNext(typeof raw === "string" ? raw : null);
  const path = next.split("?")[0]!;
  return path === CONTENT || path.startsWith(`${CONTENT}/`) ? path : CONTENT;
}

/** Any site's link could make a GET: a restore happens only from the confirmation's form. */
export function loader() {
  // A Response (not data()) so that the Allow header reaches the client.
  throw new Response("Restore a version from the History of its editor.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

export const action = staffAction(
  "contentEditor",
  async ({ form, services, identity, request }) => {
    const checked = checkForm(contentRestoreSchema, formFields(form, ["version"]));
    if (!checked.ok) {
      throw data("Reload the editor and choose the version again.", { status: 400 });
    }
    const path = parseRecordPath(checked.value.record);
    if (!path) throw data("There is no such part of the site to edit.", { status: 404 });
    const { contentWork } = services.staff;
    const restored = await contentWork.restore(path, checked.value.version, identity.userId);
    // An unknown version is the staff error page with the editor's words, never a 500.
    if (!restored.ok) throw data(restored.message, { status: restored.status });
    // 303: the browser follows with a GET, so a reload of the editor does not post again.
    return redirect(restoreReturnPath(form.get("returnTo")), {
      status: 303,
      headers: { "Set-Cookie": noticeCookie(request, identity, restored.message) },
    });
  },
);
