/**
 * The editor of one menu category (record `menus.N`), made for a phone (decision 0022): a search
 * box finds an item by part of its name; each item is one line (name and price as the page shows
 * it) until opened; an opened item has its name, its price as a format and amounts
 * (MenuPriceFields), its description lines in one box, hide, move, remove and a preview. The
 * category's description is rich text. The fields are written to the stored format by
 * `menu-editing.ts`, which also refuses what the page would not show as typed.
 */
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { FormFailure, IntentFields, TextField, useSending } from "~/routes/staff/shared/form-kit";
import type { MenuActionAnswer } from "./content-menu.server";
import {
  fromEditableItem,
  fromEditableMenu,
  isMembershipsMenu,
  moveEntry,
  newEditableItem,
  type EditableItem,
  type FieldErrors,
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
import { ItemFields, itemErrors, RowButton, type Row } from "./MenuItemFields";

// Tiptap loads when the editor opens, not with the staff area's first page.
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({ default: module.RichTextEditor })),
);

let nextUid = 1;
const withUid = (item: DraftItem): Row => ({ ...item, uid: nextUid++ });

const matches = (title: string, query: string) =>
  query.trim() === "" || title.toLowerCase().includes(query.trim().toLowerCase());

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
  answer,
  footer,
}: {
  menu: StoredMenu;
  /** The fingerprint of the category this form started from. */
  seen: string;
  answer?: Extract<MenuActionAnswer, { intent: "save" }>;
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
        <IntentFields intent="save" />
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
