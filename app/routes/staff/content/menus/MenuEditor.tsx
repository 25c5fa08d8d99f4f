/**
 * The editor of one menu category (record `menus.N`), made for a phone (decision 0022): a search
 * box finds an item by part of its name; each item is one line (name and price as the page shows
 * it) until opened; an opened item has its name, its price as a format and amounts
 * (MenuPriceFields), its description lines in one box, hide, move, remove and a preview. The
 * category's description is rich text. The fields are written to the stored format by
 * `menu-editing.ts`, which also refuses what the page would not show as typed.
 */
import { lazy, Suspense, type ReactNode } from "react";
import { FormFailure, TextField, useSending, StaffForm } from "~/routes/staff/shared/form-kit";
import { useReportDirty } from "~/routes/staff/shared/use-unsaved-warning";
import {
  isMembershipsMenu,
  moveEntry,
  newEditableItem,
  type EditableItem,
  type FieldErrors,
  type StoredMenu,
} from "~/lib/content/menu-editing";
import { CONTENT_LIMITS } from "~/lib/content/schemas";
import { RowButton } from "./MenuItemFields";
import { MenuItemRow } from "./MenuItemRow";
import { useMenuDraft, type MenuSaveAnswer } from "./use-menu-draft";
import { SaveBar as SaveAndPublish } from "../SaveBar";
import type { PendingChange } from "../save-publish";

// Tiptap loads when the editor opens, not with the staff area's first page.
const RichTextEditor = lazy(() =>
  import("~/routes/staff/shared/RichTextEditor").then((module) => ({
    default: module.RichTextEditor,
  })),
);

const matches = (title: string, query: string) =>
  query.trim() === "" || title.toLowerCase().includes(query.trim().toLowerCase());

/**
 * The category's form: a plain form post to the page's action (decision 0020) that works without
 * JavaScript; with it, the fields are checked here first by the rules the action applies.
 */
export function MenuEditor({
  menu,
  seen,
  answer,
  footer,
  record,
  changes,
}: {
  menu: StoredMenu;
  /** The fingerprint of the category this form started from. */
  seen: string;
  answer?: MenuSaveAnswer;
  /** Shown under the Save button (publish). */
  footer?: ReactNode;
  /** "menus.2", and the draft's changes: "Save and publish" says what else goes live. */
  record: string;
  changes: readonly PendingChange[];
}) {
  const form = useMenuDraft(menu, answer);
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
        <div className="field menu-find">
          <label htmlFor="menu-find">Find an item</label>
          <input
            id="menu-find"
            type="search"
            placeholder="Type part of its name"
            autoComplete="off"
            maxLength={100}
            value={query}
            onChange={(event) => form.setQuery(event.target.value)}
          />
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

/** Memberships are the only kind the memberships category holds; others take both kinds. */
function AddItemButtons({
  menuTitle,
  onAdd,
}: {
  menuTitle: string;
  onAdd: (item: EditableItem) => void;
}) {
  return (
    <div className="staff-actions">
      {isMembershipsMenu(menuTitle) ? (
        <RowButton onClick={() => onAdd(newEditableItem("membership"))}>Add a membership</RowButton>
      ) : (
        <>
          <RowButton onClick={() => onAdd(newEditableItem("service"))}>Add an item</RowButton>
          <RowButton
            onClick={() => {
              const list = newEditableItem("addons");
              list.title = `${menuTitle} Add-ons`;
              onAdd(list);
            }}
          >
            Add an add-ons list
          </RowButton>
        </>
      )}
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
