import { useEffect, useRef, useState } from "react";
import { moveEntry } from "~/routes/staff/content/faqs/faq-form";

export interface Keyed<T> {
  key: string;
  value: T;
}

/**
 * A list the staff member edits entry by entry (hours lines, FAQ pairs): each entry keeps a key of
 * its own, so React moves an entry's inputs with it instead of retyping their values, and the
 * focus is put back where a keyboard user expects it after an entry moves, is added or removed
 * (moving a focused element in the document drops its focus). `onChange` hands the plain values
 * to the form.
 */
export function useKeyedList<T>(initial: readonly T[], onChange: (values: T[]) => void) {
  const counter = useRef(0);
  const nextKey = () => `e${counter.current++}`;
  const [items, setItems] = useState<Keyed<T>[]>(() =>
    initial.map((value) => ({ key: nextKey(), value })),
  );
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const commit = (next: Keyed<T>[]) => {
    setItems(next);
    onChange(next.map((item) => item.value));
  };
  const remove = (key: string) => {
    const index = items.findIndex((item) => item.key === key);
    const next = items.filter((item) => item.key !== key);
    commit(next);
    return (next[index] ?? next[index - 1])?.key;
  };
  /**
   * Moves an entry one place; the focus goes to the same button of the moved entry, or to the
   * other one when the entry reached an end of the list (where that button is disabled).
   */
  const move = (key: string, by: -1 | 1, idOf: (action: "up" | "down") => string) => {
    const index = items.findIndex((item) => item.key === key);
    const to = index + by;
    if (index < 0 || to < 0 || to >= items.length) return;
    commit(moveEntry(items, index, to));
    const atEnd = to === 0 || to === items.length - 1;
    setFocusId(idOf(by < 0 !== atEnd ? "up" : "down"));
  };

  return {
    items,
    /** Focus the element with this id after the next render. */
    focusLater: setFocusId,
    update: (key: string, value: T) =>
      commit(items.map((item) => (item.key === key ? { key, value } : item))),
    /** Appends an entry; returns its key. */
    add: (value: T) => {
      const key = nextKey();
      commit([...items, { key, value }]);
      return key;
    },
    /**
     * Props for an entry's `EntryActions`: `idOf` names its Up and Down buttons, `focusAfterRemove`
     * the element to focus once it is gone (given the key of the entry now in its place, if any).
     */
    entryActions: (
      key: string,
      index: number,
      idOf: (action: "up" | "down") => string,
      focusAfterRemove: (next: string | undefined) => string,
    ) => ({
      index,
      count: items.length,
      idOf,
      onMove: (by: -1 | 1) => move(key, by, idOf),
      onRemove: () => setFocusId(focusAfterRemove(remove(key))),
    }),
  };
}
