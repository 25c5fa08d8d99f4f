/**
 * The editor of one menu category (record `menus.N`), made for a phone (decision 0022): a search
 * box finds an item by part of its name; each item is one line (name and price as the page shows
 * it) until opened; an opened item has its name, its price as a format and amounts
 * (MenuPriceFields), its description lines in one box, hide, move, remove and a preview. The
 * category's description is rich text. The fields are written to the stored format by
 * `menu-editing.ts`, which also refuses what the page would not show as typed.
 * Without JavaScript (decision 0049) "Find an item" is a GET (`?find=`) that the server answers
 * with only the matching items shown, and "Add ..." posts the form as typed: the action hands it
 * back with the empty item at the end, opened, and the page lands on it (`#menu-added`).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { FormFailure, StaffForm, TextField, useSending } from "~/routes/staff/shared/form-kit";
import { useReportDirty } from "~/routes/staff/shared/use-unsaved-warning";
import {
  moveEntry,
  type EditableItem,
  type FieldErrors,
  type StoredMenu,
} from "~/lib/content/menu-editing";
import {
  ADD_BUTTONS,
  addedItem,
  addKinds,
  FIND_MAX_LENGTH,
  itemMatches as matches,
} from "~/lib/content/menu-form";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { ADDED_ITEM_ID, MenuItemRow } from "./MenuItemRow";
import { useMenuDraft, type MenuSaveAnswer } from "./use-menu-draft";
import { SaveBar as SaveAndPublish } from "../SaveBar";
import type { PendingChange } from "../save-publish";

// Tiptap loads when the editor opens, not with the staff area's first page.
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({
    default: module.RichTextEditor,
  })),
);

/**
 * The category's form: a plain form post to the page's action (decision 0020) that works without
 * JavaScript; with it, the fields are checked here first by the rules the action applies.
 */
export function MenuEditor({
  menu,
  seen,
  answer,
  find,
  footer,
  record,
  changes,
}: {
  menu: StoredMenu;
  /** The search of the page's address (`?find=`), which the list starts filtered by. */
  find: string;
  /** The fingerprint of the category this form started from. */
  seen: string;
  answer?: MenuSaveAnswer;
  /** Shown under the Save button (publish). */
  footer?: ReactNode;
  /** "menus.2", and the draft's changes: "Save and publish" says what else goes live. */
  record: string;
  changes: readonly PendingChange[];
}) {
  const form = useMenuDraft(menu, answer, find);
  useReportDirty(form.changed);
  const { draft, errors, query } = form;
  const shown = draft.items.filter((item) => matches(item.title, query)).length;

  return (
    <div className="menu-editor-wrap">
      <StaffForm
        intent="save"
        id="menu-editor"
        onSubmit={form.onSubmit}
        aria-labelledby="menu-heading"
        className="menu-editor"
      >
        {/* Enter in a field saves, as before the Add buttons below were submit buttons: the
            form's first submit button is the one Enter presses. */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="seen" value={seen} />
        {/* The rich-text editor needs JavaScript: without it, the description is sent unchanged. */}
        <input type="hidden" name="description" value={draft.description} />
        <MenuAbout
          title={draft.title}
          description={draft.description}
          errors={errors}
          onTitle={(title) => form.setDraft({ ...draft, title })}
          onDescription={(description) => form.setDraft((current) => ({ ...current, description }))}
        />
        {/* Its own GET form (below the editor: forms do not nest), so the box and its button
            find without JavaScript too; with it, the list narrows as she types. */}
        <div className="field menu-find">
          <label htmlFor="menu-find">Find an item</label>
          <div className="menu-find__row">
            <input
              id="menu-find"
              type="search"
              name="find"
              form="menu-find-form"
              placeholder="Type part of its name"
              autoComplete="off"
              maxLength={FIND_MAX_LENGTH}
              value={query}
              onChange={(event) => form.setQuery(event.target.value)}
            />
            <button type="submit" form="menu-find-form" className="button button--outline">
              Find
            </button>
          </div>
        </div>
        {shown === 0 ? <p role="status">No item&apos;s name contains “{query.trim()}”.</p> : null}
        <ol className="menu-items" aria-label="Items">
          {draft.items.map((item, index) => (
            <MenuItemRow
              key={item.uid}
              item={item}
              index={index}
              count={draft.items.length}
              menuTitle={menu.menu_title}
              errors={errors}
              added={index === answer?.added}
              open={form.open.has(item.uid)}
              hidden={!matches(item.title, query)}
              onToggle={(isOpen) => form.toggle(item.uid, isOpen)}
              onChange={(patch) => form.patchItem(index, patch)}
              onMove={(step) => form.setItems(moveEntry(draft.items, index, step))}
              onRemove={() => form.setItems(draft.items.filter((_, i) => i !== index))}
            />
          ))}
        </ol>
        <AddItemButtons menuTitle={menu.menu_title} onAdd={form.addItem} />
      </StaffForm>
      <Form method="get" id="menu-find-form" preventScrollReset data-unsaved="ignore" />
      <SaveBar
        errorCount={Object.keys(errors).length}
        failure={form.failure}
        record={record}
        changes={changes}
        noteError={answer?.errors.publishNote}
      />
      {footer ? <div className="menu-editor__after">{footer}</div> : null}
    </div>
  );
}

/** The category's name and its rich-text description, folded away unless one holds an error. */
function MenuAbout({
  title,
  description,
  errors,
  onTitle,
  onDescription,
}: {
  title: string;
  description: string;
  errors: FieldErrors;
  onTitle: (title: string) => void;
  onDescription: (description: string) => void;
}) {
  return (
    <details className="staff-card menu-about" open={Boolean(errors.title ?? errors.description)}>
      <summary>Category name and description</summary>
      <TextField
        id="menu-title"
        name="title"
        label="Category name"
        required
        value={title}
        maxLength={CONTENT_LIMITS.short}
        error={errors.title}
        hint="The name is also the page's address, so only its capitals may change."
        onChange={(event) => onTitle(event.target.value)}
      />
      <Suspense fallback={<p className="rich-text__area">Loading the text editor…</p>}>
        <RichTextEditor
          label="Description"
          value={description}
          error={errors.description}
          onChange={onDescription}
        />
      </Suspense>
    </details>
  );
}

/**
 * "Add ..." buttons: with JavaScript the page adds the item itself; without, each posts the form
 * as typed (`add=<kind>`) and the action answers it with the item added, landing on it.
 */
function AddItemButtons({
  menuTitle,
  onAdd,
}: {
  menuTitle: string;
  onAdd: (item: EditableItem) => void;
}) {
  const { pathname } = useLocation();
  return (
    <div className="staff-actions">
      {addKinds(menuTitle).map((kind) => (
        <button
          key={kind}
          type="submit"
          name="add"
          value={kind}
          formNoValidate
          formAction={`${pathname}#${ADDED_ITEM_ID}`}
          className="button button--outline button--small"
          onClick={(event) => {
            event.preventDefault();
            onAdd(addedItem(menuTitle, kind)!);
          }}
        >
          {ADD_BUTTONS[kind]}
        </button>
      ))}
    </div>
  );
}

/** Why a save failed, and Save / Save and publish: they stay in view while the items scroll. */
function SaveBar({
  errorCount,
  failure,
  record,
  changes,
  noteError,
}: {
  errorCount: number;
  failure: string | null;
  record: string;
  changes: readonly PendingChange[];
  noteError?: string;
}) {
  const saving = useSending("save");
  return (
    <SaveAndPublish
      form="menu-editor"
      record={record}
      changes={changes}
      sending={saving}
      noteError={noteError}
      saveLabel={saving ? "Saving…" : "Save the category"}
    >
      <FormFailure
        message={
          errorCount > 0
            ? `Please correct the ${errorCount === 1 ? "field" : `${errorCount} fields`} marked above.`
            : failure
        }
      />
    </SaveAndPublish>
  );
}
