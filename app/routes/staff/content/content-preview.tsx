import { data, Form, Link } from "react-router";
import type { Route } from "./+types/content-preview";
import { staffMeta } from "~/routes/staff/shared/meta";
import { previewPages } from "./draft-changes";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { previewCookieHeader, previewPath, PREVIEW_SECONDS } from "~/lib/staff/preview";

export const meta: Route.MetaFunction = () =>
  staffMeta("Preview of unpublished changes | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const url = new URL(request.url);
  const path = previewPath(url.searchParams.get("path"));
  // The site's pages as the draft has them (a new post is listed before it is published).
  const groups = previewPages((await context.services.staff.editor.draft()).content);
  const known = groups.some((group) => group.pages.some((page) => page.path === path));
  return data(
    { path, groups, known },
    { headers: { "Set-Cookie": previewCookieHeader(url.protocol === "https:") } },
  );
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { path, groups, known } = loaderData;
  const title = groups.flatMap((group) => group.pages).find((page) => page.path === path)?.label;
  return (
    <>
      <h1>Preview of unpublished changes</h1>
      <p>
        The page below shows the draft as visitors will see it once it is published; visitors still
        see the live site. The preview lasts {PREVIEW_SECONDS / 60} minutes in this browser.{" "}
        <Link to="/staff/content">Back to Site content to publish</Link>
      </p>
      {/* A plain GET form: choosing a page works before (and without) JavaScript. */}
      <Form method="get" className="staff-preview-form" preventScrollReset>
        <label htmlFor="preview-path">Page</label>
        <select id="preview-path" name="path" defaultValue={path} key={path}>
          {known ? null : <option value={path}>This page ({path})</option>}
          {groups.map((group) =>
            group.pages.length > 0 ? (
              <optgroup key={group.group} label={group.group}>
                {group.pages.map((page) => (
                  <option key={page.path} value={page.path}>
                    {page.label}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
        <button type="submit" className="button button--small">
          Show this page
        </button>
      </Form>
      <iframe
        className="staff-preview-frame"
        title={`Preview of ${title ?? path}`}
        src={path}
        width="100%"
        height="800"
      />
    </>
  );
}
