import { data, Link } from "react-router";
import type { Route } from "./+types/content-menu";
import { staffMeta } from "~/routes/staff/shared/meta";
import { RecordHistory } from "~/routes/staff/content/ContentForms";
import { MenuEditor } from "./MenuEditor";
import { MenuPublish } from "./MenuPublish";
import type { StoredMenu } from "~/lib/content/menu-editing";
import { findQuery } from "~/lib/content/menu-form";
import { parseRecordPath, recordPathText } from "~/lib/content/records";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { versionWords } from "~/routes/staff/content/content-record.server";
import { menuAction } from "./content-menu.server";
// The preview draws the public menus with their own classes (MenuPreview.tsx).
import "~/styles/pages/menus.css";
import "./menus.css";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(`${data?.menu.menu_title ?? "Menu"} | Day Spa staff`);

/**
 * Versions listed until the owner asks for all: every publish of the category adds one, and the
 * editor must stay a few screens tall on a phone (decision 0022).
 */
const RECENT_VERSIONS = 3;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { searchParams } = new URL(request.url);
  const allVersions = searchParams.get("history") === "all";
  requireContentEditor(context, request);
  const path = parseRecordPath(`menus.${params.index}`);
  if (!path) throw data("There is no such category.", { status: 404 });
  const { editor } = context.services.staff;
  const [{ value, seen, revision }, history, { changes }] = await Promise.all([
    editor.record(path),
    editor.history(path),
    editor.changes(),
  ]);
  // Categories are added where the site has a page for them, not here.
  if (value === null) throw data("There is no such category.", { status: 404 });
  return {
    record: recordPathText(path),
    menu: value as StoredMenu,
    find: findQuery(searchParams),
    seen,
    /** Whether the draft holds unpublished changes (revision 0 is the live content). */
    hasDraft: revision > 0,
    /** What the draft changes: "Save and publish" says what else goes live. */
    changes: changes.map(({ record, label }) => ({ record, label })),
    olderVersions: allVersions ? 0 : Math.max(0, history.length - RECENT_VERSIONS),
    history: history.slice(0, allVersions ? undefined : RECENT_VERSIONS).map(versionWords),
  };
}

/** Save the category and Publish now: plain form posts that work without JavaScript (0020). */
export const action = menuAction;

export default function ContentMenu({ loaderData, actionData }: Route.ComponentProps) {
  const { record, menu, seen, find, hasDraft, history, olderVersions, changes } = loaderData;
  const refused = actionData?.intent === "save" ? actionData : undefined;
  // A refused save keeps the fingerprint its form started from: saving again from it is refused
  // too while someone else's change is newer, never written over it.
  const working = refused?.seen ?? seen;
  return (
    <>
      <BackLink to="/staff/content/menus">Service menus</BackLink>
      <h1 id="menu-heading">{menu.menu_title}</h1>
      <p className="staff-note">
        Save puts changes in the draft; Save and publish puts them on the site.
      </p>
      {/* A save, a restore or a reload brings a new fingerprint: the form starts again from it. */}
      <MenuEditor
        key={working}
        menu={menu}
        seen={working}
        answer={refused}
        find={find}
        record={record}
        changes={changes}
        footer={
          hasDraft ? (
            <MenuPublish
              summary={`${menu.menu_title} menu`.slice(0, 200)}
              failure={actionData?.intent === "publish" ? actionData.message : undefined}
            />
          ) : null
        }
      />
      <RecordHistory record={record} versions={history} />
      {olderVersions > 0 ? (
        <p>
          <Link to="?history=all" preventScrollReset className="staff-row">
            Show {olderVersions} older {olderVersions === 1 ? "version" : "versions"}
          </Link>
        </p>
      ) : null}
    </>
  );
}
