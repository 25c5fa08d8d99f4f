import { Link } from "react-router";
import type { Route } from "./+types/content";
import { PublishForms } from "~/components/staff/ContentForms";
import { CONTENT_EDITORS } from "~/lib/staff/content-editors";
import { requireContentEditor } from "~/lib/staff/guard";
import { spaDateTime } from "~/lib/staff/leads";
import { useStaffMember } from "./layout";

export const meta: Route.MetaFunction = () => [
  { title: "Site content | Day Spa staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const { editor } = context.services.staff;
  const [draft, releases] = await Promise.all([editor.draft(), editor.releases(20)]);
  return {
    draft:
      draft.revision > 0
        ? {
            revision: draft.revision,
            updatedAt: draft.updatedAt ? spaDateTime(draft.updatedAt.toISOString()) : "",
          }
        : null,
    releases: releases.map((release) => ({
      version: release.version,
      publishedAt: spaDateTime(release.publishedAt.toISOString()),
      summary: release.summary,
      by: release.by,
    })),
  };
}

export default function Content({ loaderData }: Route.ComponentProps) {
  const { draft, releases } = loaderData;
  const member = useStaffMember();
  return (
    <>
      <h1>Site content</h1>
      <p>
        Changes are saved in a draft that only staff see. Publish makes them live on the site; every
        published version is kept, and any part can be restored from it.
      </p>
      <h2>Draft</h2>
      {draft ? (
        <p>
          Unpublished changes, last saved {draft.updatedAt} (save {draft.revision}).
        </p>
      ) : (
        <p>No unpublished changes: the editors show the live site.</p>
      )}
      {draft ? (
        <p>
          <Link to="/staff/content/preview">Preview the site with these changes</Link>
        </p>
      ) : null}
      <PublishForms csrfToken={member.csrfToken} hasDraft={draft !== null} />
      {CONTENT_EDITORS.length > 0 ? (
        <>
          <h2>Edit</h2>
          <ul>
            {CONTENT_EDITORS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>{entry.label}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>Published versions</h2>
      <ol className="staff-accounts">
        {releases.map((release) => (
          <li key={release.version} className="staff-card">
            <p>
              <strong>Version {release.version}</strong> · {release.publishedAt}
              {release.by ? ` · ${release.by}` : " · operator"}
              <br />
              {release.summary}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
