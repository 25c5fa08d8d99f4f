/**
 * One item of the menu editor's list (decision 0022): one line, its name and its price as the page
 * shows it, until opened on its fields and its move and remove buttons.
 */
import { fromEditableItem, type EditableItem, type FieldErrors } from "~/lib/content/menu-editing";
import { itemFieldName } from "~/lib/content/menu-form";
import { priceSummary } from "~/lib/content/price-editing";
import { ItemFields, itemErrors, type Row } from "./MenuItemFields";
import { RowButton } from "../EntryActions";

/** The item an "Add ..." post added, which the page lands on without JavaScript (0049). */
export const ADDED_ITEM_ID = "menu-added";

export function MenuItemRow({
  item,
  added = false,
  index,
  count,
  menuTitle,
  errors,
  open,
  hidden,
  onToggle,
  onChange,
  onMove,
  onRemove,
}: {
  item: Row;
  /** Added by the post this page answers: the page's address lands here. */
  added?: boolean;
  index: number;
  /** How many items the category holds: the last one cannot move down. */
  count: number;
  menuTitle: string;
  /** The whole form's errors: the row shows its own. */
  errors: FieldErrors;
  open: boolean;
  /** Left out by the search box. */
  hidden: boolean;
  onToggle: (open: boolean) => void;
  onChange: (patch: Partial<EditableItem>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = item.title || `New item ${index + 1}`;
  const own = itemErrors(errors, index);
  const written = fromEditableItem(item, menuTitle);
  const price = priceSummary(written.value?.sub_menu_price ?? item.original?.sub_menu_price ?? "");
  return (
    <li hidden={hidden} id={added ? ADDED_ITEM_ID : undefined}>
      <details
        className="menu-item"
        open={open}
        onToggle={(event) => onToggle(event.currentTarget.open)}
      >
        <summary className="menu-item__summary">
          <span className="menu-item__name">{name}</span>
          <span className="menu-item__price">
            {Object.keys(own).length > 0 ? "Needs a fix · " : ""}
            {item.hidden ? "Hidden · " : ""}
            {price}
          </span>
        </summary>
        <div className="menu-item__body">
          <ItemFields
            id={`item-${item.uid}`}
            fieldName={itemFieldName(index)}
            item={item}
            written={written}
            errors={own}
            onChange={onChange}
          />
          <div className="staff-actions">
            <RowButton
              aria-label={`Move ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              Up
            </RowButton>
            <RowButton
              aria-label={`Move ${name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              Down
            </RowButton>
            <RowButton aria-label={`Remove ${name}`} onClick={onRemove}>
              Remove
            </RowButton>
          </div>
        </div>
      </details>
    </li>
  );
}
