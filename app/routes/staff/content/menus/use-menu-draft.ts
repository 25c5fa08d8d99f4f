/**
 * The menu editor's state: the category as typed (its items keyed by a uid that follows them when
 * they move), its errors, the opened items and the search, and the changes the editor makes.
 */
import { useState } from "react";
import {
  fromEditableMenu,
  type EditableItem,
  type FieldErrors,
  type StoredMenu,
} from "~/lib/content/menu-editing";
import {
  asEditableMenu,
  toMenuDraft,
  type DraftItem,
  type MenuDraft,
} from "~/lib/content/menu-form";
import type { MenuActionAnswer } from "./content-menu.server";
import type { Row } from "./MenuItemFields";

let nextUid = 1;
const withUid = (item: DraftItem): Row => ({ ...item, uid: nextUid++ });

const withUids = (draft: MenuDraft) => ({ ...draft, items: draft.items.map(withUid) });

/** The uids of the items that hold an error. */
const itemsWithErrors = (items: Row[], errors: FieldErrors) =>
  items
    .filter((_, index) => Object.keys(errors).some((key) => key.startsWith(`items.${index}.`)))
    .map((item) => item.uid);

export type MenuSaveAnswer = Extract<MenuActionAnswer, { intent: "save" }>;

/** The category as typed, and what the form shows of it: its errors, opened items, the search. */
export function useMenuDraft(
  menu: StoredMenu,
  answer: MenuSaveAnswer | undefined,
  /** The search of the page's address (a GET without JavaScript). */
  find: string,
) {
  // A refused save starts the form again from what was typed (without JavaScript, a new page).
  const [draft, setDraft] = useState(() => withUids(answer?.draft ?? toMenuDraft(menu)));
  const [errors, setErrors] = useState<FieldErrors>(() => answer?.errors ?? {});
  const [failure, setFailure] = useState(answer?.message ?? null);
  // Opened: what holds an error, and the item an "Add ..." post added (without JavaScript).
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const added = draft.items[answer?.added ?? -1]?.uid;
    const opened = itemsWithErrors(draft.items, answer?.errors ?? {});
    return new Set(added === undefined ? opened : [...opened, added]);
  });
  const [query, setQuery] = useState(find);
  const [answered, setAnswered] = useState(answer);
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

  // Items added, moved or removed by buttons: no field's event tells the page's unsaved guard.
  const [changed, setChanged] = useState(false);
  const setItems = (items: Row[]) => {
    setChanged(true);
    setDraft({ ...draft, items });
  };
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
  return {
    draft,
    changed,
    setDraft,
    errors,
    failure,
    open,
    query,
    setQuery,
    setItems,
    patchItem,
    toggle,
    addItem,
    onSubmit,
  };
}
