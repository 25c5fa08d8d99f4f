import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/content-menu";
import { RecordHistory } from "~/components/staff/ContentForms";
import { MenuEditor } from "~/components/staff/MenuEditor";
import { useRefresh } from "~/components/staff/use-refresh";
import type { StoredMenu } from "~/lib/content/menu-editing";
import { parseRecordPath, recordPathText } from "~/lib/content/records";
import { requireContentEditor } from "~/lib/staff/guard";
import { spaDateTime } from "~/lib/staff/leads";
import { useStaffMember } from "./layout";
import "~/styles/staff-content-menus.css";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.menu.menu_title ?? "Menu"} | Day Spa staff` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const path = parseRecordPath(`menus.${params.index}`);
  if (!path) throw data("There is no such category.", { status: 404 });
  const { editor } = context.services.staff;
  const [{ value, seen }, history] = await Promise.all([editor.record(path), editor.history(path)]);
  // Categories are added where the site has a page for them, not here.
  if (value === null) throw data("There is no such category.", { status: 404 });
  return {
    record: recordPathText(path),
    menu: value as StoredMenu,
    seen,
    history: history.map((entry) => ({
      version: entry.version,
      publishedAt: spaDateTime(entry.publishedAt.toISOString()),
      summary: entry.summary,
      by: entry.by,
    })),
  };
}

export default function ContentMenu({ loaderData }: Route.ComponentProps) {
  const { record, menu, seen, history } = loaderData;
  const member = useStaffMember();
  const refresh = useRefresh();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <p>
        <Link to="/staff/content/menus">Service menus</Link>
      </p>
      <h1 id="menu-heading">{menu.menu_title}</h1>
      <p>
        Saving puts the category in the draft; <Link to="/staff/content">Site content</Link>{" "}
        publishes it.
      </p>
      {notice ? (
        <p role="status" className="staff-notice">
          {notice}
        </p>
      ) : null}
      {/* A save, a restore or a reload brings a new fingerprint: the form starts again from it. */}
      <MenuEditor
        key={seen}
        record={record}
        menu={menu}
        seen={seen}
        csrfToken={member.csrfToken}
        onSaved={(message) => {
          setNotice(message);
          void refresh();
        }}
      />
      <RecordHistory record={record} versions={history} csrfToken={member.csrfToken} />
    </>
  );
}
