import { useState } from "react";
import { Link } from "react-router";
import { useApiForm } from "~/components/staff/form-kit";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import { moveEntry, type StoredMenu } from "~/lib/content/menu-editing";
import { contentDiscardSchema } from "~/lib/staff/schemas";
import { FormFailure } from "./FormFailure";
import { RowButton } from "./MenuItemFields";

/** The categories in their order, moved with buttons and saved as the `menus` record. */
export function MenuOrder({
  menus,
  seen,
  csrfToken,
  onSaved,
}: {
  menus: StoredMenu[];
  seen: string;
  csrfToken: string;
  onSaved: (message: string) => void;
}) {
  // Positions in the stored list; the links name a category by the position it has when saved.
  const [order, setOrder] = useState(() => menus.map((_, index) => index));
  const save = useApiForm({
    schema: contentDiscardSchema,
    defaults: { csrfToken },
    endpoint: withParams(staffContentSave, { record: "menus" }),
    toPayload: (values) => ({
      csrfToken: values.csrfToken,
      seen,
      value: order.map((index) => menus[index]),
    }),
    onSuccess: (answer) => onSaved(answer.message),
  });
  const changed = order.some((position, index) => position !== index);
  return (
    <form {...save.formProps} aria-label="Order of the categories" className="menu-order">
      <ol className="staff-accounts">
        {order.map((position, index) => {
          const menu = menus[position]!;
          const title = menu.menu_title;
          return (
            <li key={position} className="staff-card menu-order__row">
              <span className="menu-order__name">
                {changed ? (
                  <strong>{title}</strong>
                ) : (
                  <Link to={`/staff/content/menus/${position}`}>
                    <strong>{title}</strong>
                  </Link>
                )}{" "}
                · {menu.items.length} {menu.items.length === 1 ? "item" : "items"}
              </span>
              <span className="staff-actions">
                <RowButton
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => setOrder(moveEntry(order, index, -1))}
                >
                  Up
                </RowButton>
                <RowButton
                  aria-label={`Move ${title} down`}
                  disabled={index === order.length - 1}
                  onClick={() => setOrder(moveEntry(order, index, 1))}
                >
                  Down
                </RowButton>
              </span>
            </li>
          );
        })}
      </ol>
      {changed ? <p className="staff-note">Save the new order to edit a category again.</p> : null}
      <FormFailure message={save.failure} />
      <button type="submit" className="button" disabled={!save.canSubmit}>
        Save the order
      </button>
    </form>
  );
}
