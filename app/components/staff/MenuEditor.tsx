/**
 * The editor of one menu category (record `menus.N`): its name and description, its items with
 * prices as rows, '/' lists as entries, add-on and membership lines, hide, reorder, add and
 * remove, each with a preview. The fields are held in React state and written to the stored
 * format by `menu-editing.ts`, which also refuses what the page would not show as typed.
 */
import { useState, type ComponentProps } from "react";
import { Link } from "react-router";
import { TextAreaField, TextField, useApiForm } from "~/components/staff/form-kit";
import { withParams } from "~/lib/api/endpoints";
import { staffContentSave } from "~/lib/api/staff-endpoints";
import {
  EDIT_LIMITS,
  fromEditableItem,
  fromEditableMenu,
  isMembershipsMenu,
  moveEntry,
  newEditableItem,
  toEditableMenu,
  type AddonRow,
  type EditableItem,
  type FieldErrors,
  type ItemKind,
  type PriceRow,
  type StoredMenu,
} from "~/lib/content/menu-editing";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { contentDiscardSchema } from "~/lib/staff/schemas";
import { MenuItemPreview } from "./MenuPreview";
import { FormFailure } from "./FormFailure";

type Row = EditableItem & { uid: number };
let nextUid = 1;
const withUid = (item: EditableItem): Row => ({ ...item, uid: nextUid++ });

/** A small secondary button of the editor's rows (move, remove, add). */
function RowButton(props: ComponentProps<"button">) {
  return <button type="button" className="button button--outline button--small" {...props} />;
}

const KIND_HINTS: Record<ItemKind, string> = {
  service: "One entry per line of the item's panel; one row per price.",
  addons: "The page lists these lines under the fixed line “30 minutes / $75”.",
  membership:
    "The summary is the card's first line; benefit lines follow. Lines containing “Plus:” are kept but not shown.",
  policies: "One line per policy, shown in the policies block.",
};

/** A list of one-line text entries with add and remove buttons. */
function EntryList({
  id,
  legend,
  entryLabel,
  entries,
  errors,
  max,
  onChange,
}: {
  id: string;
  legend: string;
  entryLabel: string;
  entries: string[];
  errors: FieldErrors;
  max: number;
  onChange: (entries: string[]) => void;
}) {
  return (
    <fieldset className="menu-rows">
      <legend>{legend}</legend>
      {entries.map((entry, index) => (
        <div key={index} className="menu-row">
          <TextField
            id={`${id}-${index}`}
            label={`${entryLabel} ${index + 1}`}
            value={entry}
            maxLength={max}
            error={errors[`entries.${index}`]}
            onChange={(event) =>
              onChange(entries.map((e, i) => (i === index ? event.target.value : e)))
            }
          />
          <RowButton
            aria-label={`Remove ${entryLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(entries.filter((_, i) => i !== index))}
          >
            Remove
          </RowButton>
        </div>
      ))}
      <RowButton onClick={() => onChange([...entries, ""])}>
        Add {entryLabel.toLowerCase()}
      </RowButton>
    </fieldset>
  );
}

function PriceRows({
  id,
  rows,
  errors,
  onChange,
}: {
  id: string;
  rows: PriceRow[];
  errors: FieldErrors;
  onChange: (rows: PriceRow[]) => void;
}) {
  const set = (index: number, patch: Partial<PriceRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="menu-rows">
      <legend>Prices</legend>
      <p className="staff-note">
        A label is optional (“60 min”, “Full set”); leave it empty for a single price.
      </p>
      {rows.map((row, index) => (
        <div key={index} className="menu-row menu-row--pair">
          <TextField
            id={`${id}-${index}-label`}
            label={`Label ${index + 1}`}
            value={row.label}
            maxLength={EDIT_LIMITS.entry}
            error={errors[`prices.${index}.label`]}
            onChange={(event) => set(index, { label: event.target.value })}
          />
          <TextField
            id={`${id}-${index}-price`}
            label={`Price ${index + 1}`}
            value={row.price}
            maxLength={EDIT_LIMITS.entry}
            error={errors[`prices.${index}.price`]}
            onChange={(event) => set(index, { price: event.target.value })}
          />
          <RowButton
            aria-label={`Remove price ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </RowButton>
        </div>
      ))}
      <RowButton onClick={() => onChange([...rows, { label: "", price: "" }])}>
        Add a price
      </RowButton>
    </fieldset>
  );
}

function AddonRows({
  id,
  rows,
  errors,
  onChange,
}: {
  id: string;
  rows: AddonRow[];
  errors: FieldErrors;
  onChange: (rows: AddonRow[]) => void;
}) {
  const set = (index: number, patch: Partial<AddonRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const fields = [
    ["title", "Name", EDIT_LIMITS.entry],
    ["price", "Price", EDIT_LIMITS.entry],
    ["description", "Description (optional)", EDIT_LIMITS.line],
  ] as const;
  return (
    <fieldset className="menu-rows">
      <legend>Add-ons</legend>
      {rows.map((row, index) => (
        <fieldset key={index} className="menu-row menu-row--addon">
          <legend>Add-on {index + 1}</legend>
          {fields.map(([field, label, max]) => (
            <TextField
              key={field}
              id={`${id}-${index}-${field}`}
              label={label}
              value={row[field]}
              maxLength={max}
              error={errors[`addons.${index}.${field}`]}
              onChange={(event) => set(index, { [field]: event.target.value })}
            />
          ))}
          <RowButton
            aria-label={`Remove add-on ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </RowButton>
        </fieldset>
      ))}
      <RowButton
        onClick={() =>
          onChange([
            ...rows,
            { title: "", price: "", description: "", style: "tilde", blankBefore: 0 },
          ])
        }
      >
        Add an add-on
      </RowButton>
    </fieldset>
  );
}

function ItemFields({
  id,
  item,
  menuTitle,
  errors,
  onChange,
}: {
  id: string;
  item: Row;
  menuTitle: string;
  errors: FieldErrors;
  onChange: (patch: Partial<EditableItem>) => void;
}) {
  const written = fromEditableItem(item, menuTitle);
  return (
    <>
      <p className="staff-note">{KIND_HINTS[item.kind]}</p>
      <TextField
        id={`${id}-title`}
        label="Name"
        required
        value={item.title}
        maxLength={EDIT_LIMITS.entry}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {item.kind === "membership" ? (
        <>
          <TextField
            id={`${id}-price`}
            label="Price as shown (e.g. $99/month)"
            value={item.price}
            maxLength={EDIT_LIMITS.entry}
            error={errors.price}
            onChange={(event) => onChange({ price: event.target.value })}
          />
          <TextField
            id={`${id}-summary`}
            label="Summary"
            value={item.summary}
            maxLength={EDIT_LIMITS.line}
            error={errors.summary}
            onChange={(event) => onChange({ summary: event.target.value })}
          />
        </>
      ) : null}
      {item.kind === "addons" ? (
        <AddonRows
          id={`${id}-addon`}
          rows={item.addons}
          errors={errors}
          onChange={(addons) => onChange({ addons })}
        />
      ) : (
        <EntryList
          id={`${id}-entry`}
          legend={
            item.kind === "service"
              ? "Description lines"
              : item.kind === "membership"
                ? "Benefits"
                : "Policies"
          }
          entryLabel={
            item.kind === "service" ? "Line" : item.kind === "membership" ? "Benefit" : "Policy"
          }
          entries={item.entries}
          errors={errors}
          max={item.kind === "service" ? EDIT_LIMITS.entry : EDIT_LIMITS.line}
          onChange={(entries) => onChange({ entries })}
        />
      )}
      {item.kind === "service" ? (
        <PriceRows
          id={`${id}-price`}
          rows={item.prices}
          errors={errors}
          onChange={(prices) => onChange({ prices })}
        />
      ) : null}
      <div className="menu-check">
        <input
          id={`${id}-hidden`}
          type="checkbox"
          checked={item.hidden}
          onChange={(event) => onChange({ hidden: event.target.checked })}
        />
        <label htmlFor={`${id}-hidden`}>Hidden (kept here, not shown on the site)</label>
      </div>
      <MenuItemPreview
        kind={item.kind}
        item={written.value}
        label={`Preview of ${item.title || "the new item"}`}
      />
    </>
  );
}

/** Errors of one item, without their "items.N." prefix. */
function itemErrors(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `items.${index}.`;
  const own: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = message;
  }
  return own;
}

/** The API's field paths inside the record ("items.2.sub_menu_price") as the editor's fields. */
function fromServerErrors(errors: Record<string, string>): FieldErrors {
  const names: Record<string, string> = {
    menu_title: "title",
    menu_description: "description",
    sub_menu_title: "title",
    sub_menu_price: "prices.0.price",
    sub_menu_description: "entries.0",
  };
  const mapped: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const last = key.slice(key.lastIndexOf(".") + 1);
    const head = key.slice(0, key.length - last.length);
    mapped[`${head}${names[last] ?? last}`] = message;
  }
  return mapped;
}

export function MenuEditor({
  record,
  menu,
  seen,
  csrfToken,
  onSaved,
}: {
  record: string;
  menu: StoredMenu;
  seen: string;
  csrfToken: string;
  onSaved: (message: string) => void;
}) {
  const [draft, setDraft] = useState(() => {
    const editable = toEditableMenu(menu);
    return { ...editable, items: editable.items.map(withUid) };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const memberships = isMembershipsMenu(menu.menu_title);
  const written = fromEditableMenu(draft);

  const save = useApiForm({
    schema: contentDiscardSchema,
    defaults: { csrfToken },
    endpoint: withParams(staffContentSave, { record }),
    toPayload: (values) => ({ csrfToken: values.csrfToken, seen, value: written.value }),
    onSuccess: (answer) => onSaved(answer.message),
    failureNotice: (result) => {
      setErrors(fromServerErrors(result.errors));
      return result.message;
    },
  });

  const setItems = (items: Row[]) => setDraft({ ...draft, items });
  const patchItem = (index: number, patch: Partial<EditableItem>) =>
    setItems(draft.items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (written.errors) {
      event.preventDefault();
      setErrors(written.errors);
      return;
    }
    setErrors({});
    save.formProps.onSubmit(event);
  };
  const errorCount = Object.keys(errors).length;

  return (
    <form
      {...save.formProps}
      onSubmit={onSubmit}
      aria-labelledby="menu-heading"
      className="menu-editor"
    >
      <TextField
        id="menu-title"
        label="Category name"
        required
        value={draft.title}
        maxLength={CONTENT_LIMITS.short}
        error={errors.title}
        hint="The name is also the page's address, so only its capitals may change."
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextAreaField
        id="menu-description"
        label="Description (HTML paragraphs, cleaned before it is shown)"
        value={draft.description}
        maxLength={CONTENT_LIMITS.long}
        error={errors.description}
        rows={6}
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
      />
      <h2>Items</h2>
      <ol className="menu-items">
        {draft.items.map((item, index) => {
          const name = item.title || `New item ${index + 1}`;
          return (
            <li key={item.uid}>
              <fieldset className="staff-card menu-item">
                <legend>
                  Item {index + 1}: {name}
                </legend>
                <div className="staff-actions">
                  <RowButton
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => setItems(moveEntry(draft.items, index, -1))}
                  >
                    Move up
                  </RowButton>
                  <RowButton
                    aria-label={`Move ${name} down`}
                    disabled={index === draft.items.length - 1}
                    onClick={() => setItems(moveEntry(draft.items, index, 1))}
                  >
                    Move down
                  </RowButton>
                  <RowButton
                    aria-label={`Remove ${name}`}
                    onClick={() => setItems(draft.items.filter((_, i) => i !== index))}
                  >
                    Remove item
                  </RowButton>
                </div>
                <ItemFields
                  id={`item-${item.uid}`}
                  item={item}
                  menuTitle={menu.menu_title}
                  errors={itemErrors(errors, index)}
                  onChange={(patch) => patchItem(index, patch)}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="staff-actions">
        {memberships ? (
          <RowButton
            onClick={() => setItems([...draft.items, withUid(newEditableItem("membership"))])}
          >
            Add a membership
          </RowButton>
        ) : (
          <>
            <RowButton
              onClick={() => setItems([...draft.items, withUid(newEditableItem("service"))])}
            >
              Add an item
            </RowButton>
            <RowButton
              onClick={() => {
                const list = newEditableItem("addons");
                list.title = `${menu.menu_title} Add-ons`;
                setItems([...draft.items, withUid(list)]);
              }}
            >
              Add an add-ons list
            </RowButton>
          </>
        )}
      </div>
      <div className="menu-editor__save">
        <FormFailure
          message={
            errorCount > 0
              ? `Please correct the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked above.`
              : save.failure
          }
        />
        <button type="submit" className="button" disabled={!save.canSubmit}>
          Save the category
        </button>
      </div>
    </form>
  );
}

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
