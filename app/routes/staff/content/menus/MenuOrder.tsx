import { useState } from "react";
import { Link } from "react-router";
import { moveEntry, type StoredMenu } from "~/lib/content/menu-editing";
import { menuOrderForm } from "./menu-order-form";
import type { RecordSaveAnswer } from "~/routes/staff/content/record-form";
import { RowButton } from "../EntryActions";
import { RecordFormShell, useRecordForm } from "../RecordFormShell";

/**
 * The categories in their order, moved with buttons and saved as the `menus` record. Each row
 * posts its stored position as `order`; without JavaScript an Up or Down button posts the form
 * with the move and saves it at once (`menuOrderForm`), with it the rows move on the page first.
 */
export function MenuOrder({
  menus,
  seen,
  answer,
}: {
  menus: StoredMenu[];
  seen: string;
  answer: RecordSaveAnswer | undefined;
}) {
  const { submitRef, ...form } = useRecordForm({
    record: "menus",
    seen,
    schema: menuOrderForm.schema,
    read: menuOrderForm.read,
    answer,
  });
  // Positions in the stored list; the links name a category by the position it has when saved.
  const [order, setOrder] = useState(() => menus.map((_, index) => index));
  const changed = order.some((position, index) => position !== index);
  const move = (event: React.MouseEvent, index: number, step: -1 | 1) => {
    // With JavaScript the row moves here; the button's own post is for a page without it.
    event.preventDefault();
    setOrder(moveEntry(order, index, step));
    form.edited();
  };
  return (
    <RecordFormShell
      {...form.shell}
      id="menu-order"
      aria-label="Order of the categories"
      className="menu-order"
    >
      <ol className="staff-accounts">
        {order.map((position, index) => {
          const menu = menus[position]!;
          const title = menu.menu_title;
          return (
            <li key={position} className="staff-card staff-card-link menu-order__row">
              <input type="hidden" name="order" value={position} />
              <span className="menu-order__name">
                {changed ? (
                  <strong>{title}</strong>
                ) : (
                  <Link to={`/staff/content/menus/${position}`} className="staff-row">
                    <strong>{title}</strong>
                  </Link>
                )}{" "}
                · {menu.items.length} {menu.items.length === 1 ? "item" : "items"}
              </span>
              <span className="staff-actions">
                <RowButton
                  type="submit"
                  name="move"
                  value={`${index}:-1`}
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={(event) => move(event, index, -1)}
                >
                  Up
                </RowButton>
                <RowButton
                  type="submit"
                  name="move"
                  value={`${index}:1`}
                  aria-label={`Move ${title} down`}
                  disabled={index === order.length - 1}
                  onClick={(event) => move(event, index, 1)}
                >
                  Down
                </RowButton>
              </span>
            </li>
          );
        })}
      </ol>
      {changed ? <p className="staff-note">Save the new order to edit a category again.</p> : null}
      <button ref={submitRef} type="submit" className="button" disabled={form.sending}>
        Save the order
      </button>
    </RecordFormShell>
  );
}
