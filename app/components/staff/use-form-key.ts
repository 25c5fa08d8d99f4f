import { useState } from "react";
import { useRefresh } from "./use-refresh";

/**
 * An editor form is drawn afresh when its record changed other than by this page's own save (a
 * restore, another owner's save, another record's page): its key is the record's fingerprint as
 * loaded, except after a save made here, which keeps the form (and the focus) as it is. `saved`
 * holds while the page shows the record this page saved (the loaders run again after a save).
 */
export function useFormKey(seen: string) {
  const refresh = useRefresh();
  const [own, setOwn] = useState<{ seen: string; key: string } | null>(null);
  const mine = own !== null && own.seen === seen;
  const key = mine ? own.key : seen;
  return {
    key,
    saved: mine,
    onSaved: (next: string) => {
      setOwn({ seen: next, key });
      void refresh();
    },
  };
}
