import { data, Form, Link } from "react-router";
import type { Route } from "./+types/content-preview";
import { requireContentEditor } from "~/lib/staff/guard";
import { previewCookieHeader, previewPath, PREVIEW_SECONDS } from "~/lib/staff/preview";

export const meta: Route.MetaFunction = () => [
  { title: "Preview of unpublished changes | Day Spa staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const url = new URL(request.url);
  return data(
    { path: previewPath(url.searchParams.get("path")) },
    { headers: { "Set-Cookie": previewCookieHeader(url.protocol === "https:") } },
  );
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { path } = loaderData;
  return (
    <>
      <h1>Preview of unpublished changes</h1>
      <p>
        The page below shows the draft as visitors will see it once it is published; visitors still
        see the live site. The preview lasts {PREVIEW_SECONDS / 60} minutes in this browser.{" "}
        <Link to="/staff/content">Back to Site content to publish</Link>
      </p>
      <Form method="get" className="staff-preview-form">
        <label htmlFor="preview-path">Page address</label>
        <input id="preview-path" name="path" defaultValue={path} maxLength={200} />
        <button type="submit" className="button button--small">
          Show
        </button>
      </Form>
      <iframe
        className="staff-preview-frame"
        title={`Preview of ${path}`}
        src={path}
        width="100%"
        height="800"
      />
    </>
  );
}
