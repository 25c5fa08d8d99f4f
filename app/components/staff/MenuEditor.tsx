/**
 * The editor of one menu category (record `menus.N`), made for a phone (decision 0022): a search
 * box finds an item by part of its name; each item is one line (name and price as the page shows
 * it) until opened; an opened item has its name, its price as a format and amounts
 * (MenuPriceFields), its description lines in one box, hide, move, remove and a preview. The
 * category's description is rich text. The fields are written to the stored format by
 * `menu-editing.ts`, which also refuses what the page would not show as typed.
 */
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from "react";
import { Form, Link } from "react-router";
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
  type AddonRow,
  type EditableItem,
  type FieldErrors,
  type ItemKind,
  type StoredMenu,
} from "~/lib/content/menu-editing";
import {
  asEditableMenu,
  itemFieldName,
  toMenuDraft,
  type DraftItem,
  type MenuDraft,
} from "~/lib/content/menu-form";
import { priceSummary } from "~/lib/content/price-editing";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { contentDiscardSchema } from "~/lib/staff/schemas";
import { AmountField, PriceFields } from "./MenuPriceFields";
import { MenuItemPreview } from "./MenuPreview";
import { FormFailure } from "./FormFailure";
import { IntentFields, useSending } from "./route-form";

// Tiptap loads when the editor opens, not with the staff area's first page.
const RichTextEditor = lazy(() =>
  import("./RichTextEditor").then((module) => ({ default: module.RichTextEditor })),
);

type Row = DraftItem & { uid: number };
let nextUid = 1;
const withUid = (item: DraftItem): Row => ({ ...item, uid: nextUid++ });

/** A small secondary button of the editor's rows (move, remove, add). */
function RowButton(props: ComponentProps<"button">) {
  return <button type="button" className="button button--outline button--small" {...props} />;
}

const KIND_HINTS: Record<ItemKind, string> = {
  service: "",
  addons: "The page lists these lines under the fixed line “30 minutes / $75”.",
  membership: "Lines containing “Plus:” are kept but not shown.",
  policies: "",
};

const LINES_LABELS: Record<Exclude<ItemKind, "addons">, string> = {
  service: "What it includes: one line each",
  membership: "Benefits: one per line",
  policies: "Policies: one per line",
};

/** A list of one-line entries edited as one box, a line each: no button per line. */
function LinesField({
  id,
  name,
  label,
  entries,
  errors,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  entries: string[];
  errors: FieldErrors;
  onChange: (entries: string[]) => void;
}) {
  const problem = entries
    .map(
      (_, index) =>
        errors[`entries.${index}`] && `Line ${index + 1}: ${errors[`entries.${index}`]}`,
    )
    .find(Boolean);
  return (
    <TextAreaField
      id={id}
      name={name}
      label={label}
      value={entries.join("\n")}
      rows={Math.min(6, Math.max(3, entries.length))}
      maxLength={CONTENT_LIMITS.long}
      error={problem || undefined}
      onChange={(event) => onChange(event.target.value.split("\n"))}
    />
  );
}

function AddonRows({
  id,
  fieldName,
  rows,
  errors,
  onChange,
}: {
  id: string;
  /** "items.3.addons": the rows' fields are named from it. */
  fieldName: string;
  rows: AddonRow[];
  errors: FieldErrors;
  onChange: (rows: AddonRow[]) => void;
}) {
  const set = (index: number, patch: Partial<AddonRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="menu-rows">
      <legend>Add-ons</legend>
      {rows.map((row, index) => (
        <fieldset key={index} className="menu-row menu-row--addon">
          <legend>Add-on {index + 1}</legend>
          {/* How the stored line was written: kept so an untouched line stays as it was. */}
          <input type="hidden" name={`${fieldName}.${index}.style`} value={row.style} />
          <input
            type="hidden"
            name={`${fieldName}.${index}.blankBefore`}
            value={Math.min(row.blankBefore, 99)}
          />
          <TextField
            name={`${fieldName}.${index}.title`}
            id={`${id}-${index}-title`}
            label="Name"
            value={row.title}
            maxLength={EDIT_LIMITS.entry}
            error={errors[`addons.${index}.title`]}
            onChange={(event) => set(index, { title: event.target.value })}
          />
          <AmountField
            id={`${id}-${index}-price`}
            name={`${fieldName}.${index}.price`}
            label="Price (optional)"
            value={row.price.replace(/^\$/, "")}
            error={errors[`addons.${index}.price`]}
            onChange={(event) => set(index, { price: event.target.value })}
          />
          <TextField
            id={`${id}-${index}-description`}
            name={`${fieldName}.${index}.description`}
            label="Description (optional)"
            value={row.description}
            maxLength={EDIT_LIMITS.line}
            error={errors[`addons.${index}.description`]}
            onChange={(event) => set(index, { description: event.target.value })}
          />
          <RowButton
            className="button button--outline button--small menu-row__remove"
            aria-label={`Remove add-on ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
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
  fieldName,
  item,
  written,
  errors,
  onChange,
}: {
  id: string;
  /** "items.3": the item's fields are named from it. */
  fieldName: string;
  item: Row;
  written: ReturnType<typeof fromEditableItem>;
  errors: FieldErrors;
  onChange: (patch: Partial<EditableItem>) => void;
}) {
  const name = item.title || "the new item";
  const named = (field: string) => `${fieldName}.${field}`;
  return (
    <>
      <input type="hidden" name={named("from")} value={item.from ?? "new"} />
      <input type="hidden" name={named("kind")} value={item.kind} />
      {KIND_HINTS[item.kind] ? <p className="staff-note">{KIND_HINTS[item.kind]}</p> : null}
      {errors.description ? <p className="field__error">{errors.description}</p> : null}
      <TextField
        id={`${id}-title`}
        name={named("title")}
        label="Name"
        required
        value={item.title}
        maxLength={EDIT_LIMITS.entry}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      {item.kind === "service" || item.kind === "membership" ? (
        <PriceFields
          id={`${id}-price`}
          name={name}
          fieldName={named("price")}
          price={item.price}
          errors={errors}
          withPer={item.kind === "membership"}
          onChange={(price) => onChange({ price })}
        />
      ) : null}
      {item.kind === "membership" ? (
        <TextField
          id={`${id}-summary`}
          name={named("summary")}
          label="Summary (the card's first line)"
          value={item.summary}
          maxLength={EDIT_LIMITS.line}
          error={errors.summary}
          onChange={(event) => onChange({ summary: event.target.value })}
        />
      ) : null}
      {item.kind === "addons" ? (
        <AddonRows
          id={`${id}-addon`}
          fieldName={named("addons")}
          rows={item.addons}
          errors={errors}
          onChange={(addons) => onChange({ addons })}
        />
      ) : (
        <LinesField
          id={`${id}-lines`}
          name={named("entries")}
          label={LINES_LABELS[item.kind]}
          entries={item.entries}
          errors={errors}
          onChange={(entries) => onChange({ entries })}
        />
      )}
      <div className="menu-check">
        <input
          id={`${id}-hidden`}
          name={named("hidden")}
          type="checkbox"
          checked={item.hidden}
          onChange={(event) => onChange({ hidden: event.target.checked })}
        />
        <label htmlFor={`${id}-hidden`}>Hidden (not shown on the site)</label>
      </div>
      <details className="menu-item__preview">
        <summary>Preview on the site</summary>
        <MenuItemPreview
          kind={item.kind}
          item={written.value}
          label={`Preview of ${item.title || "the new item"}`}
        />
      </details>
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

const matches = (title: string, query: string) =>
  query.trim() === "" || title.toLowerCase().includes(query.trim().toLowerCase());

/** What the page's action answered a refused save (content-menu.server.ts). */
export interface MenuSaveAnswer {
  message: string;
  errors: FieldErrors;
  /** What was typed, for the form to show again (null when it could not be read). */
  draft: MenuDraft | null;
}

const withUids = (draft: MenuDraft) => ({ ...draft, items: draft.items.map(withUid) });

/** The uids of the items that hold an error. */
const itemsWithErrors = (items: Row[], errors: FieldErrors) =>
  items
    .filter((_, index) => Object.keys(errors).some((key) => key.startsWith(`items.${index}.`)))
    .map((item) => item.uid);

/**
 * The category's form: a plain form post to the page's action (decision 0020) that works without
 * JavaScript; with it, the fields are checked here first by the rules the action applies.
 */
export function MenuEditor({
  menu,
  seen,
  csrfToken,
  answer,
  footer,
}: {
  menu: StoredMenu;
  /** The fingerprint of the category this form started from. */
  seen: string;
  csrfToken: string;
  answer?: MenuSaveAnswer;
  /** Shown under the Save button (publish). */
  footer?: ReactNode;
}) {
  // A refused save starts the form again from what was typed (without JavaScript, a new page).
  const [draft, setDraft] = useState(() => withUids(answer?.draft ?? toMenuDraft(menu)));
  const [errors, setErrors] = useState<FieldErrors>(() => answer?.errors ?? {});
  const [failure, setFailure] = useState(answer?.message ?? null);
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(itemsWithErrors(draft.items, answer?.errors ?? {})),
  );
  const [query, setQuery] = useState("");
  const [answered, setAnswered] = useState(answer);
  const saving = useSending("save");
  const memberships = isMembershipsMenu(menu.menu_title);
  const written = fromEditableMenu(asEditableMenu(draft, menu));

  /** Shows the errors and opens what holds them. */
  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const withErrors = itemsWithErrors(draft.items, next);
    setOpen(new Set([...open, ...withErrors]));
    if (withErrors.length > 0) setQuery("");
  };
  // A refusal answered while this form stays on the page (with JavaScript): its errors show.
  if (answer !== answered) {
    setAnswered(answer);
    if (answer) {
      showErrors(answer.errors);
      setFailure(answer.message);
    }
  }

  const setItems = (items: Row[]) => setDraft({ ...draft, items });
  const patchItem = (index: number, patch: Partial<EditableItem>) =>
    setItems(draft.items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const toggle = (uid: number, isOpen: boolean) => {
    if (open.has(uid) === isOpen) return;
    const next = new Set(open);
    if (isOpen) next.add(uid);
    else next.delete(uid);
    setOpen(next);
  };
  const addItem = (item: EditableItem) => {
    const row = withUid({ ...item, from: null });
    setItems([...draft.items, row]);
    setOpen(new Set([...open, row.uid]));
    setQuery("");
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (written.errors) {
      event.preventDefault();
      showErrors(written.errors);
      setFailure(null);
      return;
    }
    setErrors({});
    setFailure(null);
  };
  const errorCount = Object.keys(errors).length;
  const shown = draft.items.filter((item) => matches(item.title, query)).length;

  return (
    <div className="menu-editor-wrap">
      <Form
        method="post"
        id="menu-editor"
        onSubmit={onSubmit}
        aria-labelledby="menu-heading"
        className="menu-editor"
      >
        <IntentFields csrfToken={csrfToken} intent="save" />
        <input type="hidden" name="seen" value={seen} />
        {/* The rich-text editor needs JavaScript: without it, the description is sent unchanged. */}
        <input type="hidden" name="description" value={draft.description} />
        <details
          className="staff-card menu-about"
          open={Boolean(errors.title ?? errors.description)}
        >
          <summary>Category name and description</summary>
          <TextField
            id="menu-title"
            name="title"
            label="Category name"
            required
            value={draft.title}
            maxLength={CONTENT_LIMITS.short}
            error={errors.title}
            hint="The name is also the page's address, so only its capitals may change."
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
            <RichTextEditor
              label="Description"
              value={draft.description}
              error={errors.description}
              onChange={(description) => setDraft((current) => ({ ...current, description }))}
            />
          </Suspense>
        </details>
        <div className="field menu-find">
          <label htmlFor="menu-find">Find an item</label>
          <input
            id="menu-find"
            type="search"
            placeholder="Type part of its name"
            autoComplete="off"
            maxLength={100}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {shown === 0 ? <p role="status">No item&apos;s name contains “{query.trim()}”.</p> : null}
        <ol className="menu-items" aria-label="Items">
          {draft.items.map((item, index) => {
            const name = item.title || `New item ${index + 1}`;
            const own = itemErrors(errors, index);
            const itemWritten = fromEditableItem(item, menu.menu_title);
            const price = priceSummary(
              itemWritten.value?.sub_menu_price ?? item.original?.sub_menu_price ?? "",
            );
            return (
              <li key={item.uid} hidden={!matches(item.title, query)}>
                <details
                  className="menu-item"
                  open={open.has(item.uid)}
                  onToggle={(event) => toggle(item.uid, event.currentTarget.open)}
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
                      written={itemWritten}
                      errors={own}
                      onChange={(patch) => patchItem(index, patch)}
                    />
                    <div className="staff-actions">
                      <RowButton
                        aria-label={`Move ${name} up`}
                        disabled={index === 0}
                        onClick={() => setItems(moveEntry(draft.items, index, -1))}
                      >
                        Up
                      </RowButton>
                      <RowButton
                        aria-label={`Move ${name} down`}
                        disabled={index === draft.items.length - 1}
                        onClick={() => setItems(moveEntry(draft.items, index, 1))}
                      >
                        Down
                      </RowButton>
                      <RowButton
                        aria-label={`Remove ${name}`}
                        onClick={() => setItems(draft.items.filter((_, i) => i !== index))}
                      >
                        Remove
                      </RowButton>
                    </div>
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
        <div className="staff-actions">
          {memberships ? (
            <RowButton onClick={() => addItem(newEditableItem("membership"))}>
              Add a membership
            </RowButton>
          ) : (
            <>
              <RowButton onClick={() => addItem(newEditableItem("service"))}>Add an item</RowButton>
              <RowButton
                onClick={() => {
                  const list = newEditableItem("addons");
                  list.title = `${menu.menu_title} Add-ons`;
                  addItem(list);
                }}
              >
                Add an add-ons list
              </RowButton>
            </>
          )}
        </div>
      </Form>
      <div className="menu-editor__save">
        <FormFailure
          message={
            errorCount > 0
              ? `Please correct the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked above.`
              : failure
          }
        />
        <button type="submit" form="menu-editor" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save the category"}
        </button>
      </div>
      {footer ? <div className="menu-editor__after">{footer}</div> : null}
    </div>
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
