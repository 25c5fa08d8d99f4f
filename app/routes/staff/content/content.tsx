import { Link } from "react-router";
import type { Route } from "./+types/content";
import { staffMeta } from "~/routes/staff/shared/meta";
import { DiscardConfirm, DraftChangesList, PublishForm } from "./ContentForms";
import { CONTENT_EDITORS, MENUS_EDITOR } from "./content-editors";
import type { StoredMenu } from "~/lib/content/menu-editing";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { spaDateTimeWords } from "~/lib/staff/dates";
import { versionWords } from "./content-record.server";
import { contentAction } from "./content.server";

export const meta: Route.MetaFunction = () => staffMeta("Site content | Day Spa staff");

/** Versions listed a page at a time: on a phone, the whole history would push the editors away. */
const RELEASES_PER_PAGE = 5;

/** `?before=12` lists the versions older than 12; anything else lists the newest. */
function olderThan(url: URL): number | undefined {
  const value = (url.searchParams.get("before") ?? "").slice(0, 10);
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const { editor } = context.services.staff;
  const url = new URL(request.url);
  const before = olderThan(url);
  const [{ draft, changes }, page, menus] = await Promise.all([
    editor.changes(),
    editor.releases(RELEASES_PER_PAGE + 1, before),
    editor.record({ part: "menus" }),
  ]);
  const releases = page.slice(0, RELEASES_PER_PAGE);
  return {
    // Each menu one tap from here: a price is the most frequent change (issue 29, item 4).
    menuTitles: ((menus.value ?? []) as StoredMenu[]).map((menu) => menu.menu_title),
    draft:
      draft.revision > 0
        ? {
            updatedAt: draft.updatedAt ? spaDateTimeWords(draft.updatedAt.toISOString()) : "",
            changes,
          }
        : null,
    // The second step of "Discard the draft" (decision 0024): its own address, so a link gets there.
    confirmDiscard: url.searchParams.get("confirm") === "discard",
    pagedBack: before !== undefined,
    olderFrom: page.length > RELEASES_PER_PAGE ? releases.at(-1)?.version : undefined,
    releases: releases.map(versionWords),
  };
}

/** Publish and Discard: plain form posts that work without JavaScript (decision 0020). */
export const action = contentAction;

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, releases, confirmDiscard, pagedBack, olderFrom, menuTitles } = loaderData;
  return (
    <>
      <h1>Site content</h1>
      <p>
        Changes are saved in a draft that only staff see. Publish makes them live on the site; every
        published version is kept, and any part can be restored from it.
      </p>
      <h2>Draft</h2>
      {draft === null ? <p>No unpublished changes: the editors show the live site.</p> : null}
      {draft && confirmDiscard ? (
        <DiscardConfirm
          changes={draft.changes}
          answer={actionData?.intent === "discard" ? actionData : undefined}
        />
      ) : null}
      {draft && !confirmDiscard ? (
        <>
          <p>Unpublished changes, last saved {draft.updatedAt}:</p>
          {draft.changes.length > 0 ? (
            <DraftChangesList changes={draft.changes} />
          ) : (
            <p>The draft is the same as the live site.</p>
          )}
          <p>
            <Link to="/staff/content/preview" className="staff-row">
              Preview the site with these changes
            </Link>
          </p>
          <PublishForm answer={actionData?.intent === "publish" ? actionData : undefined} />
          <p>
            <Link
              to="/staff/content?confirm=discard"
              className="button button--outline button--small"
            >
              Discard the draft…
            </Link>
          </p>
        </>
      ) : null}
      {CONTENT_EDITORS.length > 0 ? (
        <>
          <h2 id="editors-heading">Edit</h2>
          <ul className="content-editors" aria-labelledby="editors-heading">
            {CONTENT_EDITORS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="staff-row">
                  {entry.label}
                </Link>
                {entry.to === MENUS_EDITOR && menuTitles.length > 0 ? (
                  <ul className="content-editors__menus" aria-label="Prices by menu">
                    {menuTitles.map((title, index) => (
                      <li key={index}>
                        <Link to={`${MENUS_EDITOR}/${index}`} className="staff-row">
                          {title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id="versions">Published versions</h2>
      {releases.length === 0 ? <p>No older versions.</p> : null}
      <ol className="staff-accounts">
        {releases.map((release) => (
          <li key={release.version} className="staff-card">
            <p>
              <strong>Version {release.version}</strong> · {release.publishedAt}
              {release.by ? ` · ${release.by}` : " · from the website's files"}
              <br />
              {release.summary}
            </p>
          </li>
        ))}
      </ol>
      {olderFrom !== undefined || pagedBack ? (
        <nav aria-label="Published versions" className="staff-pager">
          {pagedBack ? <Link to="/staff/content#versions">Newest versions</Link> : null}
          {olderFrom !== undefined ? (
            <Link to={`/staff/content?before=${olderFrom}#versions`}>Older versions</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
