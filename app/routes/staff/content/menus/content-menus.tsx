import { Link } from "react-router";
import type { Route } from "./+types/content-menus";
import { staffMeta } from "~/routes/staff/shared/meta";
import { MenuOrder } from "./MenuOrder";
import type { StoredMenu } from "~/lib/content/menu-editing";
import { requireContentEditor } from "~/routes/staff/shared/guard";
import { menuOrderForm } from "./menu-order-form";
import { recordSaveAction } from "~/routes/staff/content/record-action.server";
import "./menus.css";
import { BackLink } from "~/routes/staff/shared/BackLink";

export const meta: Route.MetaFunction = () => staffMeta("Service menus | Day Spa staff");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireContentEditor(context, request);
  const { value, seen } = await context.services.staff.editor.record({ part: "menus" });
  return { menus: (value ?? []) as StoredMenu[], seen };
}

/** Save the order (or, without JavaScript, one move): a plain form post (decision 0020). */
export const action = recordSaveAction({ menus: menuOrderForm }, () => "/staff/content/menus");

export default function ContentMenus({ loaderData, actionData }: Route.ComponentProps) {
  const { menus, seen } = loaderData;
  return (
    <>
      <BackLink to="/staff/content">Site content</BackLink>
      <h1>Service menus</h1>
      <p>
        The categories in the order the site lists them; packages and memberships are categories
        too. Open one to edit its items and prices. Saved changes go into the draft, which{" "}
        <Link to="/staff/content">Site content</Link> publishes.
      </p>
      {/* A save or a reload brings a new fingerprint: the order starts again from it. */}
      <MenuOrder key={seen} menus={menus} seen={seen} answer={actionData} />
    </>
  );
}
